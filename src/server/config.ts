import { fileURLToPath } from 'node:url';
import { appManifest } from '../manifests';

/** What the running server needs beyond its database; every number comes from config/app.json unless overridden. */
export interface ServerConfig {
  /** Idle session length (seconds): each authenticated call but the status check renews it. */
  sessionSeconds: number;
  /** Hard limit from sign-in (seconds), however active the member is. */
  absoluteLifetimeSeconds: number;
  loginThrottle: { maxFailures: number; windowSeconds: number };
  maskIndicatorDefault: boolean;
  /** The built web app to serve, or null to serve the API only. */
  webRoot: string | null;
  /** Demo mode (DEMO_SEED): the seeded personas and the /api/dev helpers. */
  demoMode: boolean;
  /** Trust X-Forwarded-* from a reverse proxy (the client IP drives sign-in throttling). */
  trustProxy: boolean;
}

export const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../dist/web', import.meta.url));

export function defaultServerConfig(): ServerConfig {
  return {
    sessionSeconds: appManifest.session.lengthSeconds,
    absoluteLifetimeSeconds: appManifest.session.absoluteLifetimeSeconds,
    loginThrottle: { ...appManifest.loginThrottle },
    maskIndicatorDefault: appManifest.productSummary.maskIndicatorDefault,
    webRoot: null,
    demoMode: false,
    trustProxy: false,
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
