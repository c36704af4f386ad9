import type { QueryClient } from '@tanstack/react-query';
import { onSessionEnded, signInHref } from '../../engine/react';
import { isPublicPath, loginPath } from '../../screens/shared/app-paths';
import type { SignInLocationState } from '../../screens/shared/sign-in-notice';

interface NavigatingRouter {
  readonly state: { readonly location: { readonly pathname: string; readonly search: string } };
  navigate(to: string, options: { replace: boolean; state: SignInLocationState }): Promise<void>;
}

/**
 * When an API call's 401 turns out to mean the session is over, forget cached answers and send the member to
 * sign-in, remembering the page they were on.
 */
export function redirectToSignInWhenSessionEnds(router: NavigatingRouter, queryClient: QueryClient): () => void {
  return onSessionEnded(() => {
    const { pathname, search } = router.state.location;
    if (isPublicPath(pathname)) return;
    queryClient.clear();
    void router.navigate(signInHref(loginPath, `${pathname}${search}`), { replace: true, state: { notice: 'sessionExpired' } });
  });
}
