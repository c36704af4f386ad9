import { randomBytes } from 'node:crypto';
import type { DeepReadonly } from '../../engine/core/deep-readonly';
import type { FlagsManifest, LoginThrottleSettings } from '../../engine/core/generated/manifests.gen';
import { appManifest, flagsManifest } from '../manifests';
import { defaultPartnerSsoConfig, type PartnerSsoConfig } from './domain/partnership/partner-config';
import type { IdentityProviderConfig } from './auth/identity-provider/identity-provider-config';
import { projectPath } from './project-files';
import type { TrustProxy } from './trust-proxy';

/**
 * Where the browser's LaunchDarkly SDK gets its flags. With no client-side id this server evaluates
 * config/flags.json itself behind LaunchDarkly's client-side endpoints; URLs left null mean this server's origin.
 */
export interface LaunchDarklyConfig {
  /** LD_CLIENT_SIDE_ID: a LaunchDarkly environment (or relay) instead of the local flag service. */
  clientSideId: string | null;
  baseUrl: string | null;
  streamUrl: string | null;
  eventsUrl: string | null;
  /** LD_SDK_KEY, the key of users/me additions.ld_hash (LaunchDarkly secure mode); without it, the database's shared key (server_keys). */
  secureModeKey: string;
}

/** What the running server needs beyond its database; every number comes from config/app.json unless overridden. */
export interface ServerConfig {
  /** Idle session length (seconds): each authenticated call but the status check renews it. */
  sessionSeconds: number;
  /** Hard limit from sign-in (seconds), however active the member is. */
  absoluteLifetimeSeconds: number;
  /** Fraction of the idle length that must pass before a call writes the renewal (config/app.json session.renewAfterFraction). */
  sessionRenewAfterFraction: number;
  loginThrottle: LoginThrottleSettings;
  maskIndicatorDefault: boolean;
  /** The built web app to serve, or null to serve the API only. */
  webRoot: string | null;
  /** Demo mode (DEMO_SEED): the seeded personas and the /api/dev helpers. */
  demoMode: boolean;
  /** Which reverse proxies may name the client (X-Forwarded-For): none, a hop count, or their addresses (TRUST_PROXY). */
  trustProxy: TrustProxy;
  launchDarkly: LaunchDarklyConfig;
  /** The flags the local flag service evaluates (config/flags.json; tests pass their own). */
  flags: DeepReadonly<FlagsManifest>;
  /** Description of the staff (MSR) service agreement, the only one staff may choose. */
  msrAgreementDescription: string;
  /** Service agreements per page of the choice list, and the most a caller may ask for. */
  agreementPageSize: number;
  /** Partner single sign-on URLs and the hand-off token key (PARTNER_SSO_BASE_URL, SSO_<TARGET>_URL, PARTNER_SSO_SIGNING_KEY). */
  partnerSso: PartnerSsoConfig;
  /** Sign-in through the credit union's OpenID Connect provider (config/sso.json identityProvider and the variables it names); null: not offered. */
  identityProvider: IdentityProviderConfig | null;
  /** METRICS_TOKEN: GET /metrics answers only `Authorization: Bearer <token>`; null (demo) answers callers on this machine only. */
  metricsToken: string | null;
  /** The origin links in outgoing messages are built on (config/app.json publicOrigin, PUBLIC_ORIGIN). */
  publicOrigin: string;
}

/** The built web app: dist/web, or WEB_DIST_DIR when a build was made elsewhere (vite.config.ts reads the same variable). */
export const DEFAULT_WEB_ROOT = process.env.WEB_DIST_DIR ?? projectPath('dist/web');

export function defaultServerConfig(): ServerConfig {
  return {
    sessionSeconds: appManifest.session.lengthSeconds,
    absoluteLifetimeSeconds: appManifest.session.absoluteLifetimeSeconds,
    sessionRenewAfterFraction: appManifest.session.renewAfterFraction,
    loginThrottle: {
      account: { ...appManifest.loginThrottle.account },
      knownDevice: { ...appManifest.loginThrottle.knownDevice },
      address: { ...appManifest.loginThrottle.address },
    },
    maskIndicatorDefault: appManifest.productSummary.maskIndicatorDefault,
    webRoot: null,
    demoMode: false,
    trustProxy: false,
    launchDarkly: { clientSideId: null, baseUrl: null, streamUrl: null, eventsUrl: null, secureModeKey: randomBytes(32).toString('hex') },
    flags: flagsManifest,
    msrAgreementDescription: appManifest.serviceAgreements.msrDescription,
    agreementPageSize: appManifest.serviceAgreements.pageSize,
    partnerSso: defaultPartnerSsoConfig(),
    identityProvider: null,
    metricsToken: null,
    publicOrigin: appManifest.publicOrigin,
  };
}

/** LD_CLIENT_SIDE_ID, LD_BASE_URL, LD_STREAM_URL, LD_EVENTS_URL and LD_SDK_KEY; a URL must be http(s) and absolute. */
export function launchDarklyConfigFromEnv(env: NodeJS.ProcessEnv, fallback: LaunchDarklyConfig): LaunchDarklyConfig {
  const text = (value: string | undefined): string | null => (value === undefined || value.trim() === '' ? null : value.trim());
  const url = (name: string): string | null => {
    const value = text(env[name]);
    if (value === null) return null;
    let parsed: URL;
    try {
      parsed = new URL(value);
    } catch {
      throw new Error(`${name} must be an absolute http(s) URL, found "${value}"`);
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error(`${name} must be an absolute http(s) URL, found "${value}"`);
    return value.replace(/\/+$/, '');
  };
  return {
    clientSideId: text(env.LD_CLIENT_SIDE_ID),
    baseUrl: url('LD_BASE_URL'),
    streamUrl: url('LD_STREAM_URL'),
    eventsUrl: url('LD_EVENTS_URL'),
    secureModeKey: text(env.LD_SDK_KEY) ?? fallback.secureModeKey,
  };
}

/** A yes/no environment value: 1, true, yes, on (any case) are yes; 0, false, no, off are no; unset is `fallback`. */
export function envFlag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  const normal = value.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(normal)) return true;
  if (['0', 'false', 'no', 'off'].includes(normal)) return false;
  throw new Error(`Expected a yes/no value (1, true, 0, false), found "${value}"`);
}

/** A positive whole number from the environment, or `fallback` when unset. */
export function envPositiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed <= 0) throw new Error(`${name} must be a positive whole number, found "${value}"`);
  return parsed;
}
