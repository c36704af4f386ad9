import { RETURN_TO_PARAM } from '../../engine/react';
import { useSignInOptions } from './identity-provider-api';
import { withChosenLanguage } from './sign-in-language';

/**
 * "Sign in with <the credit union's provider>": a plain link to the server's start of the code flow (the browser leaves
 * for the provider and comes back signed in), carrying the language chosen on this page. Shown only when the server
 * says the provider is configured; a failed or pending answer shows nothing, and the password form is always there.
 */
export function IdentityProviderSignIn({ returnTo }: { returnTo: string | null }) {
  const options = useSignInOptions();
  const provider = options.data?.identityProvider;
  if (provider === undefined || provider === null) return null;
  // The language chosen on this page goes with the sign-in, which stores it as the member's once they are back.
  const query = new URLSearchParams({ ...(returnTo === null ? {} : { [RETURN_TO_PARAM]: returnTo }), ...withChosenLanguage() }).toString();
  const href = query === '' ? provider.startUrl : `${provider.startUrl}?${query}`;
  return (
    <a className="button button--secondary sign-in__provider" href={href}>
      {provider.buttonLabel}
    </a>
  );
}
