/**
 * The one schema every environment variable the server reads is checked against at start (server-env.ts). Values are
 * the trimmed strings of the environment, blank ones dropped (blank means unset). A property's `description` finishes
 * the sentence "<NAME> must be …" that stops a start when its value does not fit. With NODE_ENV=production the
 * `then` branch adds what production needs: PostgreSQL, every secret the processes share, no demo and no test-only
 * setting.
 */
const yesNo = '^(1|true|yes|on|0|false|no|off)$';
const off = '^(0|false|no|off)$';

/** The secrets production requires: the processes behind one load balancer must share each of them. */
export const PRODUCTION_SECRETS = ['IDENTITY_KEY', 'PARTNER_SSO_SIGNING_KEY', 'LD_SDK_KEY', 'METRICS_TOKEN'] as const;

export const serverEnvSchema = {
  type: 'object',
  properties: {
    NODE_ENV: { type: 'string', pattern: '^[a-z]+$', description: 'a lower-case word (production, development, test)' },
    PORT: { type: 'string', pattern: '^[0-9]{1,5}$', description: 'a TCP port number from 1 to 65535' },
    HOST: { type: 'string', pattern: '^[^\\s]+$', description: 'one address or host name to listen on' },
    DATABASE_URL: { type: 'string', pattern: '^postgres(ql)?://', description: 'a PostgreSQL URL (postgres://user:password@host:5432/database)' },
    DATA_DIR: { type: 'string', minLength: 1, description: 'a folder for the embedded database' },
    DEMO_SEED: { type: 'string', pattern: yesNo, description: 'a yes/no value (1, true, yes, on, 0, false, no, off)' },
    DEMO_CLOCK_START: { type: 'string', pattern: '(Z|[+-][0-9]{2}:[0-9]{2})$', description: 'an ISO date-time with its offset (2026-12-30T22:30:00-05:00)' },
    LOG_LEVEL: { type: 'string', enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], description: 'one of fatal, error, warn, info, debug, trace, silent' },
    SESSION_SECONDS: { type: 'string', pattern: '^[1-9][0-9]{0,6}$', description: 'a positive whole number of seconds' },
    SHUTDOWN_GRACE_SECONDS: { type: 'string', pattern: '^[1-9][0-9]{0,3}$', description: 'a positive whole number of seconds' },
    TRUST_PROXY: { type: 'string' },
    IDENTITY_KEY: { type: 'string', pattern: '^[A-Za-z0-9._-]{1,40}:[A-Za-z0-9+/=]+$', description: '"<key id>:<32 random bytes in base64>" (docs/identity-encryption.md)' },
    IDENTITY_RETIRED_KEYS: { type: 'string' },
    PARTNER_SSO_SIGNING_KEY: { type: 'string', minLength: 32, description: 'at least 32 characters (a random secret shared with the partners)' },
    LD_SDK_KEY: { type: 'string', minLength: 16, description: 'at least 16 characters (the LaunchDarkly SDK key, or a random secret)' },
    METRICS_TOKEN: { type: 'string', minLength: 32, pattern: '^[\\x21-\\x7e]+$', description: 'at least 32 printable characters without spaces (the bearer token of GET /metrics)' },
    PASSWORD_TEST_SCRYPT_N: { type: 'string' },
    OTEL_EXPORTER_OTLP_ENDPOINT: { type: 'string', pattern: '^https?://[^\\s]+$', description: 'the http(s) URL of an OpenTelemetry collector (its OTLP/HTTP port, e.g. http://collector:4318)' },
    OTEL_SERVICE_NAME: { type: 'string', pattern: '^[\\w.-]{1,64}$', description: 'a service name of letters, digits, dots, dashes and underscores' },
    PUBLIC_ORIGIN: { type: 'string', pattern: '^https?://[^/\\s]+$', description: 'an http(s) origin without a path (https://online.example.org)' },
  },
  if: { properties: { NODE_ENV: { const: 'production' } }, required: ['NODE_ENV'] },
  then: {
    required: ['DATABASE_URL', ...PRODUCTION_SECRETS],
    properties: {
      DEMO_SEED: { type: 'string', pattern: off, description: 'off in production: production serves no demo personas and no /api/dev' },
      DEMO_CLOCK_START: { not: {}, description: 'unset in production: a production server runs on the real clock' },
      PASSWORD_TEST_SCRYPT_N: { not: {}, description: 'unset in production: it weakens password hashing for tests only' },
    },
  },
} as const;
