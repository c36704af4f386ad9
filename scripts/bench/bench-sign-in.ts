/**
 * Signs a demo persona in over HTTP, as one browser would each time: the device cookie (`did`) the server issued at the
 * persona's first sign-in goes along with every later one, so the server's new-device check (which answers a sign-in
 * from an unknown device with a 307 one-time-code challenge) treats the benches' repeated sign-ins as the same device.
 */
const DEMO_PASSWORD = 'Demo-pass-2026';

/** The device cookie each persona holds per server origin. */
const devices = new Map<string, string>();

const cookieValue = (setCookies: readonly string[], name: string): string | undefined =>
  setCookies.map((cookie) => new RegExp(`^${name}=([^;]*)`).exec(cookie)?.[1]).find((value) => value !== undefined && value !== '');

/** The session id of a sign-in, or the status it answered instead. */
export async function benchSignIn(origin: string, username: string): Promise<{ sid: string } | { status: number }> {
  const key = `${origin} ${username}`;
  const device = devices.get(key);
  const response = await fetch(`${origin}/api/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, ...(device === undefined ? {} : { cookie: `did=${device}` }) },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  await response.arrayBuffer();
  const setCookies = response.headers.getSetCookie();
  const issued = cookieValue(setCookies, 'did');
  if (issued !== undefined) devices.set(key, issued);
  const sid = cookieValue(setCookies, 'sid');
  return response.status === 200 && sid !== undefined ? { sid } : { status: response.status };
}
