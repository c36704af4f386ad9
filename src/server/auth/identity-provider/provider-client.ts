import * as oidc from 'openid-client';
import type { IdentityProviderConfig } from './identity-provider-config';

const discovered = new WeakMap<IdentityProviderConfig, Promise<oidc.Configuration>>();

/**
 * The relying-party view of the provider (its discovered metadata, this app's client id and secret), read once per
 * server configuration. A failed discovery is forgotten, so the next sign-in asks again rather than failing for ever.
 */
export function providerClient(config: IdentityProviderConfig): Promise<oidc.Configuration> {
  const known = discovered.get(config);
  if (known !== undefined) return known;
  const pending = oidc.discovery(new URL(config.issuer), config.clientId, undefined, oidc.ClientSecretBasic(config.clientSecret), {
    ...(config.allowInsecureRequests ? { execute: [oidc.allowInsecureRequests] } : {}),
    timeout: 10,
  });
  discovered.set(config, pending);
  pending.catch(() => discovered.delete(config));
  return pending;
}

/** Where the provider sends the browser back: the callback at this app's public origin (or the one the browser called). */
export function callbackUrl(config: IdentityProviderConfig, requestOrigin: string): string {
  return `${config.publicUrl ?? requestOrigin}/api/sso/oidc/callback`;
}

/** Where the provider sends the browser after its sign-out: this app's sign-in page. */
export function postSignOutUrl(config: IdentityProviderConfig, requestOrigin: string, signInPath: string): string {
  return `${config.publicUrl ?? requestOrigin}${signInPath}`;
}
