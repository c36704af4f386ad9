import { randomBytes } from 'node:crypto';
import { ssoManifest } from '../../../manifests';

/**
 * Where partnership hand-offs go (partner URLs are environment configuration). A target with no partner
 * URL hands off to this server's own landing page, /partner/sso/<target>.
 */
export interface PartnerSsoConfig {
  /** PARTNER_SSO_BASE_URL: every target's partner, at this base plus the target's filled sso.json path. */
  baseUrl: string | null;
  /** SSO_<TARGET>_URL (e.g. SSO_ZELLE_URL, SSO_OLB_STATEMENTS_URL): one target's partner endpoint, used as is. */
  targetUrls: Readonly<Record<string, string>>;
  /** PARTNER_SSO_SIGNING_KEY: the HMAC key that signs hand-off tokens (shared with partners); without it, the database's shared key (server_keys). */
  signingKey: string;
}

export function defaultPartnerSsoConfig(): PartnerSsoConfig {
  return { baseUrl: null, targetUrls: {}, signingKey: randomBytes(32).toString('hex') };
}

/** The environment variable naming one target's partner URL: "olbStatements" → SSO_OLB_STATEMENTS_URL. */
export function targetUrlVariable(targetKey: string): string {
  return `SSO_${targetKey.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}_URL`;
}

function absoluteUrl(name: string, value: string): string {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, found "${value}"`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error(`${name} must be an absolute http(s) URL, found "${value}"`);
  return value;
}

/** PARTNER_SSO_BASE_URL, SSO_<TARGET>_URL for each sso.json target, and PARTNER_SSO_SIGNING_KEY; blank means unset. */
export function partnerSsoConfigFromEnv(env: NodeJS.ProcessEnv, fallback: PartnerSsoConfig): PartnerSsoConfig {
  const text = (name: string): string | null => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? null : value;
  };
  const base = text('PARTNER_SSO_BASE_URL');
  const targetUrls: Record<string, string> = {};
  for (const key of Object.keys(ssoManifest.targets)) {
    const name = targetUrlVariable(key);
    const value = text(name);
    if (value !== null) targetUrls[key] = absoluteUrl(name, value);
  }
  return {
    baseUrl: base === null ? null : absoluteUrl('PARTNER_SSO_BASE_URL', base).replace(/\/+$/, ''),
    targetUrls,
    signingKey: text('PARTNER_SSO_SIGNING_KEY') ?? fallback.signingKey,
  };
}
