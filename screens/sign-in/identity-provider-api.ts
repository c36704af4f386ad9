import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SignInOptions } from '../../engine/core/generated/api.gen';
import { apiFetch } from '../../engine/react';

const SIGN_IN_OPTIONS = '/api/sso/oidc/options';

/** Whether this server offers sign-in through the credit union's identity provider (and the button's label). */
export const signInOptionsQuery = queryOptions({
  queryKey: ['sso', 'oidc', 'options'],
  queryFn: ({ signal }) => apiFetch<SignInOptions>(SIGN_IN_OPTIONS, { signal, checkSessionOn401: false, retryAfterStepUp: false }),
  staleTime: Infinity,
});

export function useSignInOptions() {
  return useQuery(signInOptionsQuery);
}
