import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './app';
import { clockStartingAt, demoClockStart, systemClock } from './clock';
import { DEFAULT_WEB_ROOT, defaultServerConfig, envFlag, envPositiveInt, launchDarklyConfigFromEnv } from './config';
import { databaseTargetFromEnv, openDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
// eslint-disable-next-line boundaries/dependencies -- only the demo start (DEMO_SEED on) seeds the personas; production starts never call it
import { seedDemoData } from './seed';
// eslint-disable-next-line boundaries/dependencies -- only the demo start links the seeded personas at the demo identity provider
import { linkDemoPersonasAtProvider } from './seed/identity-provider-links';
import { hasRealIdentityKey, identityKeyring } from './identity/identity-keys';
import { currentPasswordParams } from './auth/password';
import { partnerSsoConfigFromEnv } from './domain/partnership/partner-config';
import { identityProviderConfigFromEnv } from './auth/identity-provider/identity-provider-config';
import { parseTrustProxy, StartupSettingError } from './trust-proxy';

/**
 * Starts the server: migrate, seed the demo personas when DEMO_SEED is on (default with the embedded database,
 * off with DATABASE_URL), serve the API and the built web app, and shut down cleanly on SIGINT/SIGTERM (PGlite
 * must be closed to keep its files consistent).
 */
async function main(): Promise<void> {
  const env = process.env;
  const target = databaseTargetFromEnv(env);
  const port = envPositiveInt('PORT', env.PORT, 8080);
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  const demoMode = envFlag(env.DEMO_SEED, target.kind === 'pglite');
  // A demo serves known passwords and one-time codes: it stays on this machine unless HOST says otherwise.
  const host = env.HOST?.trim() || (demoMode ? '127.0.0.1' : '0.0.0.0');
  const webRoot = existsSync(join(DEFAULT_WEB_ROOT, 'index.html')) ? DEFAULT_WEB_ROOT : null;
  const launchDarkly = launchDarklyConfigFromEnv(env, defaultServerConfig().launchDarkly);
  const partnerSso = partnerSsoConfigFromEnv(env, defaultServerConfig().partnerSso);
  const identityProvider = identityProviderConfigFromEnv(env);

  // Only a demo may run at another time than the process's: a production server's day is the real one.
  // Members' identity facts are sealed with IDENTITY_KEY; the demo key is written in the source, so protects nothing.
  if (!demoMode && !hasRealIdentityKey(env)) throw new Error('IDENTITY_KEY is required outside demo mode: "<key id>:<32 random bytes in base64>" (docs/identity-encryption.md)');
  currentPasswordParams(env); // a test-only lowering of the password hash's strength stops a production start
  identityKeyring(); // a malformed IDENTITY_KEY or IDENTITY_RETIRED_KEYS stops the start here, not at the first sign-in help
  const start = demoClockStart(env.DEMO_CLOCK_START);
  if (start !== undefined && !demoMode) throw new Error('DEMO_CLOCK_START is for demo mode only (DEMO_SEED on)');
  const clock = start === undefined ? systemClock : clockStartingAt(start);
  const db = await openDatabase(target);
  const app = await buildApp({
    db,
    clock,
    logger: { level: env.LOG_LEVEL?.trim() || 'info' },
    paymentExecutor: true,
    config: {
      ...(env.SESSION_SECONDS ? { sessionSeconds: envPositiveInt('SESSION_SECONDS', env.SESSION_SECONDS, 900) } : {}),
      trustProxy,
      launchDarkly,
      partnerSso,
      identityProvider,
      demoMode,
      webRoot,
    },
  });
  const log = app.log;

  let closing = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await db.destroy();
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  const applied = await migrateToLatest(db);
  log.info({ database: target.kind, ...(target.kind === 'pglite' ? { dataDir: target.dataDir } : {}), applied }, 'database ready');
  if (demoMode) {
    const seeded = await seedDemoData(db, { now: clock() });
    if (seeded.seeded) log.info(seeded, 'seeded the demo personas');
    if (identityProvider !== null) {
      const linked = await linkDemoPersonasAtProvider(db, identityProvider.issuer, clock());
      log.info({ issuer: identityProvider.issuer, linked }, 'demo personas sign in at the identity provider under their usernames');
    }
  }
  if (!webRoot) log.warn(`No built web app at ${DEFAULT_WEB_ROOT}: serving the API only (run \`npm run build\`)`);
  await app.listen({ port, host });
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  const demoNote = demoMode ? ' (demo mode: one-time codes for the demo personas are served at /api/dev/outbox)' : '';
  log.info(`Online banking is ready at http://${shown}:${port}${demoNote}`);
}

main().catch((error: unknown) => {
  // A start-up setting that cannot be used is one line naming it; anything else keeps its stack.
  console.error(error instanceof StartupSettingError ? error.message : error);
  process.exit(1);
});
