import { describe, expect, it } from 'vitest';
import { identityProviderConfigFromEnv } from '../../../src/server/auth/identity-provider/identity-provider-config';
import { sealToken, unsealToken } from '../../../src/server/auth/identity-provider/token-seal';
import { ssoManifest } from '../../../src/manifests';

const env = { OIDC_ISSUER_URL: 'https://id.example.org', OIDC_CLIENT_ID: 'banking', OIDC_CLIENT_SECRET: 'secret' };

describe('identity provider configuration', () => {
  it('reads config/sso.json and the variables it names', () => {
    expect(identityProviderConfigFromEnv({ ...env, APP_PUBLIC_URL: 'https://banking.example.org/' })).toEqual({
      issuer: 'https://id.example.org',
      clientId: 'banking',
      clientSecret: 'secret',
      publicUrl: 'https://banking.example.org',
      scopes: ssoManifest.identityProvider?.scopes,
      subjectClaim: 'sub',
      silentRefreshSecondsBeforeExpiry: ssoManifest.identityProvider?.silentRefreshSecondsBeforeExpiry,
      signInAttemptSeconds: ssoManifest.identityProvider?.signInAttemptSeconds,
      buttonLabel: ssoManifest.identityProvider?.buttonLabel,
      allowInsecureRequests: false,
    });
  });

  it('is not offered when a variable is missing or the manifest disables it', () => {
    expect(identityProviderConfigFromEnv({ ...env, OIDC_CLIENT_SECRET: ' ' })).toBeNull();
    expect(identityProviderConfigFromEnv({})).toBeNull();
    const manifest = ssoManifest.identityProvider;
    if (manifest === undefined) throw new Error('config/sso.json has no identityProvider');
    expect(identityProviderConfigFromEnv(env, { ...manifest, enabled: false })).toBeNull();
  });

  it('takes plain http only from a provider on this machine', () => {
    expect(identityProviderConfigFromEnv({ ...env, OIDC_ISSUER_URL: 'http://127.0.0.1:4000' })?.allowInsecureRequests).toBe(true);
    expect(() => identityProviderConfigFromEnv({ ...env, OIDC_ISSUER_URL: 'http://id.example.org' })).toThrow(/OIDC_ISSUER_URL/);
    expect(() => identityProviderConfigFromEnv({ ...env, OIDC_ISSUER_URL: 'not a url' })).toThrow(/OIDC_ISSUER_URL/);
  });
});

describe('sealed refresh tokens', () => {
  it('open with the same client secret only, and never read as the token', () => {
    const sealed = sealToken('refresh-token-value', 'secret');
    expect(sealed).not.toContain('refresh-token-value');
    expect(sealToken('refresh-token-value', 'secret')).not.toBe(sealed);
    expect(unsealToken(sealed, 'secret')).toBe('refresh-token-value');
    expect(unsealToken(sealed, 'another secret')).toBeUndefined();
    // Every character but the last carries six whole bits (the last may carry padding bits that decode the same).
    for (const at of [0, Math.floor(sealed.length / 2), sealed.length - 2]) {
      const altered = `${sealed.slice(0, at)}${sealed[at] === 'A' ? 'B' : 'A'}${sealed.slice(at + 1)}`;
      expect(unsealToken(altered, 'secret'), `changed at ${at}`).toBeUndefined();
    }
  });
});
