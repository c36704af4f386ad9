import type { IdentityProviderSignIn } from '../../../../engine/core/generated/manifests.gen';
import { ssoManifest } from '../../../manifests';

/** Sign-in through the credit union's OpenID Connect provider, as this server runs it. */
export interface IdentityProviderConfig {
  /** The issuer identifier; discovery reads `<issuer>/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** This app's public origin, from which the redirect URIs are built; null: the origin the browser called. */
  publicUrl: string | null;
  scopes: readonly string[];
  subjectClaim: string;
  silentRefreshSecondsBeforeExpiry: number;
  signInAttemptSeconds: number;
  buttonLabel: string;
  /** Plain http to the provider: allowed only for a provider on this machine (tests and the demo). */
  allowInsecureRequests: boolean;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function absoluteUrl(name: string, value: string, allowHttpOnLoopbackOnly: boolean): URL {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute https URL, found "${value}"`);
  }
  const httpAllowed = parsed.protocol === 'http:' && (!allowHttpOnLoopbackOnly || LOOPBACK_HOSTS.has(parsed.hostname));
  if (parsed.protocol !== 'https:' && !httpAllowed) throw new Error(`${name} must be an absolute https URL (http only on this machine), found "${value}"`);
  return parsed;
}

/**
 * The provider named by config/sso.json `identityProvider` and the environment variables it names (issuer, client id,
 * client secret, public origin). Null, so that nothing offers it, when the manifest leaves it out or disables it, or
 * when any of issuer, client id and secret is unset; a malformed URL stops the server with the variable's name.
 */
export function identityProviderConfigFromEnv(
  env: NodeJS.ProcessEnv,
  manifest: Readonly<IdentityProviderSignIn> | undefined = ssoManifest.identityProvider,
): IdentityProviderConfig | null {
  if (manifest === undefined || !manifest.enabled) return null;
  const text = (name: string): string | null => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? null : value;
  };
  const issuer = text(manifest.issuerEnv);
  const clientId = text(manifest.clientIdEnv);
  const clientSecret = text(manifest.clientSecretEnv);
  if (issuer === null || clientId === null || clientSecret === null) return null;
  const issuerUrl = absoluteUrl(manifest.issuerEnv, issuer, true);
  const publicUrl = text(manifest.publicUrlEnv);
  return {
    issuer,
    clientId,
    clientSecret,
    publicUrl: publicUrl === null ? null : absoluteUrl(manifest.publicUrlEnv, publicUrl, false).origin,
    scopes: [...manifest.scopes],
    subjectClaim: manifest.subjectClaim,
    silentRefreshSecondsBeforeExpiry: manifest.silentRefreshSecondsBeforeExpiry,
    signInAttemptSeconds: manifest.signInAttemptSeconds,
    buttonLabel: manifest.buttonLabel,
    allowInsecureRequests: issuerUrl.protocol === 'http:',
  };
}
