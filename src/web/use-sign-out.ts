import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { endSession, runLogout, stopProfiling } from '../../engine/react';
import { loginPath } from '../../screens/shared/app-paths';
import type { SignInLocationState, SignInNotice } from '../../screens/shared/sign-in-notice';
import { appManifest } from '../manifests';
import { clearSessionStorage } from './session/clear-session-storage';

/**
 * Signs the member out: ends the server session, goes to sign-in, then forgets every cached answer, the device
 * profiling and every session-storage item. If the in-app navigation has not reached sign-in within the configured
 * fallback delay (SPEC 4), a full page load to sign-in does it instead. `notice` says why on the sign-in page.
 */
export function useSignOut(): (notice?: SignInNotice) => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    (notice: SignInNotice = 'signedOut') => {
      const state: SignInLocationState = { notice };
      return runLogout({
        fallbackMs: appManifest.session.logoutFallbackMs,
        before: () => queryClient.cancelQueries(),
        endSession,
        navigate: () => Promise.resolve(navigate(loginPath, { replace: true, state })),
        // Forgotten only once the signed-in pages are gone, so none of them refetches into a 401.
        forget: () => {
          queryClient.clear();
          stopProfiling();
          clearSessionStorage();
        },
        isOnSignIn: () => window.location.pathname === loginPath,
        forceSignInPage: () => window.location.assign(loginPath),
      });
    },
    [navigate, queryClient],
  );
}
