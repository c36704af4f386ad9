import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
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

/** The real app over a fresh database (seeded with the demo personas unless `seed` is false). */
export async function createTestApp(
  kind: DatabaseKind,
  options: { seed?: boolean; config?: BuildAppOptions['config']; logger?: BuildAppOptions['logger'] } = {},
): Promise<TestApp> {
  const clock = createTestClock();
  const seeded = options.seed === false ? undefined : await copySeededDatabase(kind, clock.now());
  const database = seeded ?? (await createTestDatabase(kind));
  try {
    if (options.seed !== false && !seeded) await seedDemoData(database.db, { now: clock.now() });
    const app = injectAsSameOrigin(await buildApp({ db: database.db, clock: clock.now, config: options.config, logger: options.logger ?? false }));
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
  const response = await app.inject({ method: 'POST', url: '/api/session/login', payload: { username, password } });
  const cookie = sessionCookieOf(response);
  if (response.statusCode !== 200 || !cookie) throw new Error(`Sign-in as ${username} answered ${response.statusCode}: ${response.body}`);
  return cookie.value;
}
