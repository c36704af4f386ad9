import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/server/app';
import { seedDemoData } from '../../src/server/seed';
import { injectAsSameOrigin } from './same-origin-inject';
import { copySeededDatabase } from './seeded-snapshot';
import { createTestClock, type TestClock } from './test-clock';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './test-database';

export const DEMO_PASSWORD = 'Demo-pass-2026';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  clock: TestClock;
  close(): Promise<void>;
}

/**
 * The device cookie each persona's browser holds, per app: per username and user agent, as one browser keeps its
 * cookies. A device is recognised by that cookie alone, so a test that signs the same persona in again from the same
 * browser does it from its known device, as the member's own browser would; another user agent is another browser.
 */
const deviceJars = new WeakMap<FastifyInstance, Map<string, string>>();

/** A sign-in through `inject` that carries (and keeps) the device cookie of the persona's browser, unless the call names its own. */
async function injectWithPersonaDevice(app: FastifyInstance, options: InjectOptions): Promise<LightMyRequestResponse> {
  const inject = (injectOriginals.get(app) ?? app.inject.bind(app)) as (opts: InjectOptions) => Promise<LightMyRequestResponse>;
  const payload = options.payload as { username?: unknown } | undefined;
  const isSignIn = String(options.method ?? '').toUpperCase() === 'POST' && options.url === '/api/session/login' && typeof payload?.username === 'string';
  const headers = (options.headers ?? {}) as Record<string, string | undefined>;
  // A call naming its cookies keeps them; one naming some but no device cookie is a browser that also holds its device
  // cookie (added below), and one naming none at all ({}) is a browser that never signed in here.
  const named = options.cookies as Record<string, string> | undefined;
  if (!isSignIn || headers.cookie !== undefined || (named !== undefined && (Object.keys(named).length === 0 || 'did' in named))) return inject(options);
  const jar = deviceJars.get(app) ?? new Map<string, string>();
  deviceJars.set(app, jar);
  // Per member rather than per username typed: a member who changed their username keeps their browser.
  const username = String(payload?.username).trim().toLowerCase();
  const member = await app.db.selectFrom('members').select('id').where('username', '=', username).executeTakeFirst();
  const key = `${member?.id ?? username}\n${headers['user-agent'] ?? ''}`;
  const device = jar.get(key);
  // With the device cookie goes the Origin the browser's own page sends (a cookie-carrying write needs one).
  const response = await inject(device === undefined ? options : { ...options, cookies: { ...named, did: device }, headers: { origin: `http://${headers.host ?? 'localhost:80'}`, ...headers } });
  const issued = response.cookies.find((set) => set.name === 'did')?.value;
  if (issued !== undefined) jar.set(key, issued);
  return response;
}

const injectOriginals = new WeakMap<FastifyInstance, FastifyInstance['inject']>();

/** Makes every sign-in through `app.inject` come from the persona's own browser (see deviceJars). */
function keepPersonaDevices(app: FastifyInstance): void {
  const original = app.inject.bind(app);
  injectOriginals.set(app, original);
  const wrapped = ((options?: InjectOptions | string, callback?: unknown) => {
    if (options === undefined || typeof options === 'string' || callback !== undefined) return (original as (...args: unknown[]) => unknown)(options, callback);
    return injectWithPersonaDevice(app, options);
  }) as FastifyInstance['inject'];
  Object.defineProperty(app, 'inject', { value: wrapped, configurable: true, writable: true });
}

/**
 * The real app over a fresh database (seeded with the demo personas unless `seed` is false). Unless `deviceCookies`
 * is 'explicit', a sign-in of a persona from the same user agent carries its browser's device cookie (deviceJars):
 * tests of device recognition itself pass 'explicit' and send the cookie themselves.
 */
export async function createTestApp(
  kind: DatabaseKind,
  options: { seed?: boolean; config?: BuildAppOptions['config']; logger?: BuildAppOptions['logger']; messageSender?: BuildAppOptions['messageSender']; tracing?: BuildAppOptions['tracing']; deviceCookies?: 'persona-browser' | 'explicit' } = {},
): Promise<TestApp> {
  const clock = createTestClock();
  const seeded = options.seed === false ? undefined : await copySeededDatabase(kind, clock.now());
  const database = seeded ?? (await createTestDatabase(kind));
  try {
    if (options.seed !== false && !seeded) await seedDemoData(database.db, { now: clock.now() });
    const app = injectAsSameOrigin(await buildApp({ db: database.db, clock: clock.now, config: options.config, logger: options.logger ?? false, ...(options.messageSender === undefined ? {} : { messageSender: options.messageSender }), ...(options.tracing === undefined ? {} : { tracing: options.tracing }) }));
    if (options.deviceCookies !== 'explicit') keepPersonaDevices(app);
    return {
      app,
      database,
      clock,
      close: async () => {
        await app.close();
        await database.destroy();
      },
    };
  } catch (error) {
    await database.destroy();
    throw error;
  }
}

/** The `sid` cookie a response set, if any. */
export function sessionCookieOf(response: LightMyRequestResponse): { value: string; [attribute: string]: unknown } | undefined {
  return response.cookies.find((cookie) => cookie.name === 'sid') as { value: string } | undefined;
}

/** Signs a persona in and returns the session token (fails the test when sign-in does not succeed). */
export async function signInAs(app: FastifyInstance, username: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await injectWithPersonaDevice(app, { method: 'POST', url: '/api/session/login', payload: { username, password } });
  const cookie = sessionCookieOf(response);
  if (response.statusCode !== 200 || !cookie) throw new Error(`Sign-in as ${username} answered ${response.statusCode}: ${response.body}`);
  return cookie.value;
}
