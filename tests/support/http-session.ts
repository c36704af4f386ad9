import { performance } from 'node:perf_hooks';
import { DEMO_PASSWORD } from './test-app';

export interface HttpAnswer<T = unknown> {
  status: number;
  body: T;
  /** Wall-clock time of the round trip. */
  ms: number;
}

/** A persona signed in to a listening server, calling it over real HTTP (keep-alive sockets) the way a browser does. */
export interface HttpSession {
  username: string;
  sid: string;
  call<T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options?: { body?: unknown; idempotencyKey?: string }): Promise<HttpAnswer<T>>;
}

async function send<T>(baseUrl: string, method: string, path: string, headers: Record<string, string>, body: unknown): Promise<HttpAnswer<T> & { setCookies: string[] }> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    // not JSON: keep the text, the caller reports it
  }
  return { status: response.status, body: parsed as T, ms: performance.now() - started, setCookies: response.headers.getSetCookie() };
}

/** The device cookie each persona holds per server: signing in again is from the same, known device. */
const deviceJar = new Map<string, string>();

/** Signs a persona in over HTTP and keeps its `sid` cookie (throws when sign-in does not answer 200). */
export async function signInOverHttp(baseUrl: string, username: string, password = DEMO_PASSWORD): Promise<HttpSession> {
  const jarKey = `${baseUrl} ${username}`;
  const device = deviceJar.get(jarKey);
  // A browser page's sign-in carries its Origin (a write with a cookie, here the device's, is refused without one).
  const headers: Record<string, string> = { origin: new URL(baseUrl).origin, ...(device === undefined ? {} : { cookie: `did=${device}` }) };
  const answer = await send(baseUrl, 'POST', '/api/session/login', headers, { username, password });
  const issued = answer.setCookies.map((cookie) => /^did=([^;]*)/.exec(cookie)?.[1]).find((value) => value !== undefined);
  if (issued !== undefined) deviceJar.set(jarKey, issued);
  const sid = answer.setCookies.map((cookie) => /^sid=([^;]*)/.exec(cookie)?.[1]).find((value) => value !== undefined);
  if (answer.status !== 200 || !sid) throw new Error(`Sign-in as ${username} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return {
    username,
    sid,
    call: async <T>(method: string, path: string, options: { body?: unknown; idempotencyKey?: string } = {}) => {
      // What the browser sends with the web app's own calls (the server refuses a cookie with no Origin on a write).
      const headers: Record<string, string> = { cookie: `sid=${sid}`, origin: new URL(baseUrl).origin };
      if (options.idempotencyKey !== undefined) headers['idempotency-key'] = options.idempotencyKey;
      const { status, body, ms } = await send<T>(baseUrl, method, path, headers, options.body);
      return { status, body, ms };
    },
  };
}
