import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { endSession } from '../../engine/react';
import { loginPath } from '../../screens/shared/app-paths';
import type { SignInLocationState } from '../../screens/shared/sign-in-notice';
import { appManifest } from '../manifests';

/**
 * Signs the member out: ends the server session, forgets every cached answer and session-storage item, and goes to
 * sign-in. If the in-app navigation has not happened within the configured fallback delay (SPEC 4), a full page
 * load to sign-in does it instead.
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const fallback = window.setTimeout(() => window.location.assign(loginPath), appManifest.session.logoutFallbackMs);
    await queryClient.cancelQueries();
    await endSession();
    const state: SignInLocationState = { notice: 'signedOut' };
    await navigate(loginPath, { replace: true, state });
    // Forgotten only once the signed-in pages are gone, so none of them refetches into a 401.
    queryClient.clear();
    window.sessionStorage.clear();
    window.clearTimeout(fallback);
  }, [navigate, queryClient]);
}
