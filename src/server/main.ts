import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { buildApp } from './app';
import { clockStartingAt, systemClock } from './clock';
import { DEFAULT_WEB_ROOT } from './config';
import { openDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { readServerEnv } from './env/server-env';
import { sharedServerKeys } from './keys/server-keys';
// eslint-disable-next-line boundaries/dependencies -- only the demo start (DEMO_SEED on) seeds the personas; production starts never call it
import { seedDemoData } from './seed';
// eslint-disable-next-line boundaries/dependencies -- only the demo start links the seeded personas at the demo identity provider
import { linkDemoPersonasAtProvider } from './seed/identity-provider-links';
import { identityKeyring } from './identity/identity-keys';
import { startTracing } from './telemetry/tracing';
import { StartupSettingError } from './trust-proxy';

/**
 * Starts the server: check the whole environment (src/server/env: one line naming a variable that is missing or
 * malformed stops the start), migrate, take the keys the processes share (environment, else the database's),
 * seed the demo personas when DEMO_SEED is on (default with the embedded database, off with DATABASE_URL, never in
 * production), serve the API and the built web app. SIGINT/SIGTERM drain: no new requests (readiness answers 503),
 * those in flight finish, the background jobs stop after their current run, the database closes, exit 0.
 */
async function main(): Promise<void> {
  const settings = readServerEnv(process.env);
  identityKeyring(); // the keyring the checked environment describes, read once now rather than at the first sign-in help
  const clock = settings.clockStart === undefined ? systemClock : clockStartingAt(settings.clockStart);
  const webRoot = existsSync(join(DEFAULT_WEB_ROOT, 'index.html')) ? DEFAULT_WEB_ROOT : null;
  const tracing = await startTracing(settings.tracing);
  const db = await openDatabase(settings.database);

  let app: FastifyInstance | undefined;
  let closing = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (closing) return;
    closing = true;
    app?.log.info({ signal }, 'shutting down: draining the requests in flight');
    // A request or a job that never ends must not keep the process from stopping: past the grace period, exit 1.
    setTimeout(() => {
      app?.log.error(`shutdown took longer than ${settings.shutdownGraceSeconds} s (SHUTDOWN_GRACE_SECONDS): exiting without waiting further`);
      process.exit(1);
    }, settings.shutdownGraceSeconds * 1_000).unref();
    try {
      await app?.close();
      await db.destroy();
      await tracing?.shutdown();
      process.exit(0);
    } catch (error) {
      app?.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  const shown = settings.host === '0.0.0.0' || settings.host === '::' ? 'localhost' : settings.host;
  // A demo's links lead back to the demo itself unless PUBLIC_ORIGIN names another origin.
  const publicOrigin = settings.publicOrigin ?? (settings.demoMode ? `http://${shown}:${settings.port}` : undefined);
  const applied = await migrateToLatest(db);
  const keys = await sharedServerKeys(db, { partnerSsoSigningKey: settings.partnerSso.signingKey, ldSecureModeKey: settings.launchDarkly.secureModeKey });
  app = await buildApp({
    db,
    clock,
    logger: { level: settings.logLevel },
    paymentExecutor: true,
    ...(tracing === null ? {} : { tracing: tracing.plugin }),
    config: {
      ...(settings.sessionSeconds === undefined ? {} : { sessionSeconds: settings.sessionSeconds }),
      trustProxy: settings.trustProxy,
      launchDarkly: { ...settings.launchDarkly, secureModeKey: keys.ldSecureModeKey },
      partnerSso: { ...settings.partnerSso, signingKey: keys.partnerSsoSigningKey },
      identityProvider: settings.identityProvider,
      metricsToken: settings.metricsToken,
      demoMode: settings.demoMode,
      webRoot,
      ...(publicOrigin === undefined ? {} : { publicOrigin }),
    },
  });
  const log = app.log;
  // Production compiles every route's schemas before it takes a request: a schema that does not compile stops the start
  // here. A demo or test start compiles each on its first use, which spares every start most of a second.
  if (settings.production) app.compileRouteSchemas();
  if (closing) return; // a signal came while starting: shutdown() closes what is open
  log.info({ database: settings.database.kind, ...(settings.database.kind === 'pglite' ? { dataDir: settings.database.dataDir } : {}), applied, production: settings.production }, 'database ready');
  if (settings.demoMode) {
    const seeded = await seedDemoData(db, { now: clock() });
    if (seeded.seeded) log.info(seeded, 'seeded the demo personas');
    if (settings.identityProvider !== null) {
      const linked = await linkDemoPersonasAtProvider(db, settings.identityProvider.issuer, clock());
      log.info({ issuer: settings.identityProvider.issuer, linked }, 'demo personas sign in at the identity provider under their usernames');
    }
  }
  if (!webRoot) log.warn(`No built web app at ${DEFAULT_WEB_ROOT}: serving the API only (run \`npm run build\`)`);
  await app.listen({ port: settings.port, host: settings.host });
  const demoNote = settings.demoMode ? ' (demo mode: one-time codes for the demo personas are served at /api/dev/outbox)' : '';
  log.info(`Online banking is ready at http://${shown}:${settings.port}${demoNote}`);
}

main().catch((error: unknown) => {
  // A start-up setting that cannot be used is one line naming it; anything else keeps its stack.
  console.error(error instanceof StartupSettingError ? error.message : error);
  process.exit(1);
});
