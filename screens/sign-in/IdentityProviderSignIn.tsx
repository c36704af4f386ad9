import { RETURN_TO_PARAM } from '../../engine/react';
import { useSignInOptions } from './identity-provider-api';

/**
 * "Sign in with <the credit union's provider>": a plain link to the server's start of the code flow (the browser
 * leaves for the provider and comes back signed in). Shown only when the server says the provider is configured; a
 * failed or pending answer shows nothing, and the password form is always there.
 */
export function IdentityProviderSignIn({ returnTo }: { returnTo: string | null }) {
  const options = useSignInOptions();
  const provider = options.data?.identityProvider;
  if (provider === undefined || provider === null) return null;
  const href = returnTo === null ? provider.startUrl : `${provider.startUrl}?${new URLSearchParams({ [RETURN_TO_PARAM]: returnTo }).toString()}`;
  return (
    <a className="button button--secondary sign-in__provider" href={href}>
      {provider.buttonLabel}
    </a>
  );
}
