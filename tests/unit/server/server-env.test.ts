import { describe, expect, it } from 'vitest';
import { readServerEnv } from '../../../src/server/env/server-env';
import { StartupSettingError } from '../../../src/server/trust-proxy';

const KEY = `prod-2026:${Buffer.alloc(32, 7).toString('base64')}`;
/** A complete production environment: every variable production requires, well formed. */
const PRODUCTION: NodeJS.ProcessEnv = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://bank:secret@db.internal:5432/bank',
  IDENTITY_KEY: KEY,
  PARTNER_SSO_SIGNING_KEY: 'p'.repeat(40),
  LD_SDK_KEY: 'sdk-0123456789abcdef',
  METRICS_TOKEN: 'm'.repeat(40),
};

/** The one line a start stops with, or null when the environment is accepted. */
function refusal(env: NodeJS.ProcessEnv): string | null {
  try {
    readServerEnv(env);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(StartupSettingError);
    const message = (error as Error).message;
    expect(message).not.toContain('\n');
    return message;
  }
}

describe('the server environment, checked at start', () => {
  it('starts a demo with nothing set: the embedded database, demo mode on loopback, keys left to the database', () => {
    const env = readServerEnv({});
    expect(env).toMatchObject({ production: false, demoMode: true, database: { kind: 'pglite', dataDir: './data' }, port: 8080, host: '127.0.0.1', trustProxy: false, logLevel: 'info', metricsToken: null, shutdownGraceSeconds: 25 });
    expect(env.partnerSso.signingKey).toBeNull();
    expect(env.launchDarkly.secureModeKey).toBeNull();
  });

  it('accepts a complete production environment and takes every shared secret from it', () => {
    const env = readServerEnv({ ...PRODUCTION, TRUST_PROXY: '1', PORT: '9000', SESSION_SECONDS: '600' });
    expect(env).toMatchObject({ production: true, demoMode: false, database: { kind: 'postgres' }, port: 9000, host: '0.0.0.0', trustProxy: 1, sessionSeconds: 600, metricsToken: 'm'.repeat(40) });
    expect(env.partnerSso.signingKey).toBe('p'.repeat(40));
    expect(env.launchDarkly.secureModeKey).toBe('sdk-0123456789abcdef');
  });

  it.each(['DATABASE_URL', 'IDENTITY_KEY', 'PARTNER_SSO_SIGNING_KEY', 'LD_SDK_KEY', 'METRICS_TOKEN'])('stops a production start without %s, naming it', (name) => {
    expect(refusal({ ...PRODUCTION, [name]: undefined })).toBe(`${name} is required in production`);
    // Blank is unset.
    expect(refusal({ ...PRODUCTION, [name]: '  ' })).toBe(`${name} is required in production`);
  });

  it('refuses demo mode, a demo clock and the test-only password strength in production', () => {
    expect(refusal({ ...PRODUCTION, DEMO_SEED: '1' })).toMatch(/^DEMO_SEED must be off in production/);
    expect(refusal({ ...PRODUCTION, DEMO_SEED: 'off' })).toBeNull();
    expect(refusal({ ...PRODUCTION, DEMO_CLOCK_START: '2026-12-30T22:30:00-05:00' })).toMatch(/^DEMO_CLOCK_START must be unset in production/);
    expect(refusal({ ...PRODUCTION, PASSWORD_TEST_SCRYPT_N: '4096' })).toMatch(/^PASSWORD_TEST_SCRYPT_N must be unset in production/);
    expect(refusal({ ...PRODUCTION, IDENTITY_KEY: `demo-only:${Buffer.alloc(32).toString('base64')}` })).toMatch(/^IDENTITY_KEY is required outside demo mode/);
  });

  it('names a malformed variable and what it found', () => {
    expect(refusal({ PORT: 'eighty' })).toBe('PORT must be a TCP port number from 1 to 65535, found "eighty"');
    expect(refusal({ PORT: '70000' })).toBe('PORT must be a TCP port number from 1 to 65535, found "70000"');
    expect(refusal({ DATABASE_URL: 'mysql://x' })).toMatch(/^DATABASE_URL must be a PostgreSQL URL/);
    expect(refusal({ DEMO_SEED: 'maybe' })).toMatch(/^DEMO_SEED must be a yes\/no value/);
    expect(refusal({ LOG_LEVEL: 'loud' })).toMatch(/^LOG_LEVEL must be one of/);
    expect(refusal({ SESSION_SECONDS: '0' })).toMatch(/^SESSION_SECONDS must be a positive whole number/);
    expect(refusal({ ...PRODUCTION, METRICS_TOKEN: 'short' })).toMatch(/^METRICS_TOKEN must be at least 32 printable characters/);
    expect(refusal({ ...PRODUCTION, PARTNER_SSO_SIGNING_KEY: 'short' })).toMatch(/^PARTNER_SSO_SIGNING_KEY must be at least 32 characters/);
    expect(refusal({ ...PRODUCTION, IDENTITY_KEY: 'no key id' })).toMatch(/^IDENTITY_KEY must be "<key id>:<32 random bytes in base64>"/);
    expect(refusal({ ...PRODUCTION, IDENTITY_KEY: `short:${Buffer.alloc(8).toString('base64')}` })).toMatch(/^IDENTITY_KEY \(key "short"\) must be 32 bytes/);
    expect(refusal({ ...PRODUCTION, PARTNER_SSO_BASE_URL: 'ftp://partners' })).toMatch(/^PARTNER_SSO_BASE_URL must be an absolute http\(s\) URL/);
    expect(refusal({ PUBLIC_ORIGIN: 'https://bank.example/online' })).toMatch(/^PUBLIC_ORIGIN must be an http\(s\) origin without a path/);
  });

  it('takes the origin links in e-mails are built on from PUBLIC_ORIGIN, or leaves it to config', () => {
    expect(readServerEnv({ PUBLIC_ORIGIN: 'https://online.bank.example' }).publicOrigin).toBe('https://online.bank.example');
    expect(readServerEnv({}).publicOrigin).toBeNull();
  });

  it('keeps the rules the start had before: IDENTITY_KEY outside demo mode, the demo clock in demo mode only, TRUST_PROXY never "everyone"', () => {
    expect(refusal({ DATABASE_URL: 'postgres://db/bank' })).toMatch(/^IDENTITY_KEY is required outside demo mode/);
    expect(refusal({ DATABASE_URL: 'postgres://db/bank', IDENTITY_KEY: KEY, DEMO_CLOCK_START: '2026-12-30T22:30:00-05:00' })).toBe('DEMO_CLOCK_START is for demo mode only (DEMO_SEED on)');
    expect(refusal({ DEMO_CLOCK_START: '2026-12-30 22:30' })).toMatch(/^DEMO_CLOCK_START must be an ISO date-time with its offset/);
    expect(refusal({ TRUST_PROXY: 'true' })).toMatch(/^TRUST_PROXY must be a number of proxy hops/);
    expect(readServerEnv({ DEMO_CLOCK_START: '2026-12-30T22:30:00-05:00' }).clockStart?.toISOString()).toBe('2026-12-31T03:30:00.000Z');
  });
});
