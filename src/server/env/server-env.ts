import { Ajv, type ErrorObject } from 'ajv';
import { currentPasswordParams } from '../auth/password';
import { identityProviderConfigFromEnv, type IdentityProviderConfig } from '../auth/identity-provider/identity-provider-config';
import { demoClockStart } from '../clock';
import { defaultServerConfig, envFlag, launchDarklyConfigFromEnv, type LaunchDarklyConfig } from '../config';
import type { DatabaseTarget } from '../db/connect';
import { partnerSsoConfigFromEnv, type PartnerSsoConfig } from '../domain/partnership/partner-config';
import { hasRealIdentityKey, identityKeyringFrom } from '../identity/identity-keys';
import { parseTrustProxy, StartupSettingError, type TrustProxy } from '../trust-proxy';
import { serverEnvSchema } from './env-schema';

/** Everything the server takes from its environment, checked. */
export interface ServerEnv {
  /** NODE_ENV=production: PostgreSQL, every shared secret from the environment, no demo. */
  production: boolean;
  /** DEMO_SEED (default on with the embedded database, off with DATABASE_URL; always off in production). */
  demoMode: boolean;
  database: DatabaseTarget;
  port: number;
  host: string;
  trustProxy: TrustProxy;
  /** DEMO_CLOCK_START: the instant a demo's clock starts at. */
  clockStart: Date | undefined;
  logLevel: string;
  sessionSeconds: number | undefined;
  /** How long SIGTERM waits for requests in flight and running jobs before the process gives up and exits 1. */
  shutdownGraceSeconds: number;
  /** The partner SSO settings; signingKey is null when PARTNER_SSO_SIGNING_KEY is unset (demo: the database's key). */
  partnerSso: Omit<PartnerSsoConfig, 'signingKey'> & { signingKey: string | null };
  /** The LaunchDarkly settings; secureModeKey is null when LD_SDK_KEY is unset (demo: the database's key). */
  launchDarkly: Omit<LaunchDarklyConfig, 'secureModeKey'> & { secureModeKey: string | null };
  identityProvider: IdentityProviderConfig | null;
  /** METRICS_TOKEN: the bearer token GET /metrics asks for; null opens it to loopback callers only. */
  metricsToken: string | null;
  /** OTEL_EXPORTER_OTLP_ENDPOINT and OTEL_SERVICE_NAME: traces go to that collector; null sends none. */
  tracing: { endpoint: string; serviceName: string } | null;
  /** PUBLIC_ORIGIN: the origin links in messages are built on; null leaves it to config/app.json (a demo: its own address). */
  publicOrigin: string | null;
}

const ajv = new Ajv({ allErrors: false });
const validate = ajv.compile(serverEnvSchema);

/** The environment as the schema sees it: the variables it names, trimmed, blank ones left out. */
function presentValues(env: NodeJS.ProcessEnv): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of Object.keys(serverEnvSchema.properties)) {
    const value = env[name]?.trim();
    if (value !== undefined && value !== '') values[name] = value;
  }
  return values;
}

/** One line naming the variable the first schema error is about. */
function errorLine(error: ErrorObject, values: Record<string, string>): string {
  if (error.keyword === 'required') {
    const name = String(error.params.missingProperty);
    return `${name} is required in production`;
  }
  const name = error.instancePath.replace(/^\//, '');
  const branch = error.schemaPath.startsWith('#/then/') ? serverEnvSchema.then.properties : serverEnvSchema.properties;
  const description = (branch as Record<string, { description?: string }>)[name]?.description ?? 'valid';
  const found = values[name];
  return found === undefined || error.schemaPath.startsWith('#/then/') ? `${name} must be ${description}` : `${name} must be ${description}, found "${found}"`;
}

/** Runs a parser of one setting; what it throws becomes the one line that stops the start. */
function setting<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof StartupSettingError) throw error;
    throw new StartupSettingError(error instanceof Error ? error.message : String(error));
  }
}

/**
 * Reads and checks the whole environment at once, before anything opens: a missing or malformed variable throws a
 * StartupSettingError whose message is one line naming it (main.ts prints it and exits 1). Pure: reads only `env`.
 */
export function readServerEnv(env: NodeJS.ProcessEnv): ServerEnv {
  const values = presentValues(env);
  if (!validate(values)) {
    const [first] = validate.errors ?? [];
    throw new StartupSettingError(first ? errorLine(first, values) : 'The environment does not fit the server settings schema');
  }
  const production = values.NODE_ENV === 'production';
  const database: DatabaseTarget = values.DATABASE_URL ? { kind: 'postgres', url: values.DATABASE_URL } : { kind: 'pglite', dataDir: values.DATA_DIR ?? './data' };
  const demoMode = setting(() => envFlag(values.DEMO_SEED, database.kind === 'pglite' && !production));
  const port = Number(values.PORT ?? 8080);
  if (port < 1 || port > 65_535) throw new StartupSettingError(`PORT must be a TCP port number from 1 to 65535, found "${values.PORT}"`);
  const trustProxy = parseTrustProxy(values.TRUST_PROXY);
  // Members' identity facts are sealed with IDENTITY_KEY; the demo key is written in the source, so protects nothing.
  if (!demoMode && !hasRealIdentityKey(values)) throw new StartupSettingError('IDENTITY_KEY is required outside demo mode: "<key id>:<32 random bytes in base64>" (docs/identity-encryption.md)');
  setting(() => identityKeyringFrom(values));
  // A test-only lowering of the password hash's strength stops a production start.
  setting(() => currentPasswordParams({ ...values, ...(production ? { NODE_ENV: 'production' } : {}) }));
  // Only a demo may run at another time than the process's: a production server's day is the real one.
  const clockStart = setting(() => demoClockStart(values.DEMO_CLOCK_START));
  if (clockStart !== undefined && !demoMode) throw new StartupSettingError('DEMO_CLOCK_START is for demo mode only (DEMO_SEED on)');
  const fallback = defaultServerConfig();
  const launchDarkly = setting(() => launchDarklyConfigFromEnv(env, fallback.launchDarkly));
  const partnerSso = setting(() => partnerSsoConfigFromEnv(env, fallback.partnerSso));
  return {
    production,
    demoMode,
    database,
    port,
    // A demo serves known passwords and one-time codes: it stays on this machine unless HOST says otherwise.
    host: values.HOST ?? (demoMode ? '127.0.0.1' : '0.0.0.0'),
    trustProxy,
    clockStart,
    logLevel: values.LOG_LEVEL ?? 'info',
    sessionSeconds: values.SESSION_SECONDS === undefined ? undefined : Number(values.SESSION_SECONDS),
    shutdownGraceSeconds: Number(values.SHUTDOWN_GRACE_SECONDS ?? 25),
    partnerSso: { ...partnerSso, signingKey: values.PARTNER_SSO_SIGNING_KEY ?? null },
    launchDarkly: { ...launchDarkly, secureModeKey: values.LD_SDK_KEY ?? null },
    identityProvider: setting(() => identityProviderConfigFromEnv(env)),
    metricsToken: values.METRICS_TOKEN ?? null,
    tracing: values.OTEL_EXPORTER_OTLP_ENDPOINT === undefined ? null : { endpoint: values.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: values.OTEL_SERVICE_NAME ?? 'cu-online-banking' },
    publicOrigin: values.PUBLIC_ORIGIN ?? null,
  };
}
