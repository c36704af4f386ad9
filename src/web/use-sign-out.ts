import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { LogoutSurveyInvitation } from '../../engine/core/generated/api.gen';
import { apiFetch, endSession, runLogout, stopProfiling } from '../../engine/react';
import { loginPath } from '../../screens/shared/app-paths';
import type { SignInLocationState, SignInNotice } from '../../screens/shared/sign-in-notice';
import { appManifest } from '../manifests';
import { clearSessionStorage } from './session/clear-session-storage';

const SURVEY_INVITATION = '/api/logout-survey/invitation';

/** The survey on sign-out's token when the server offers it; never in the way of signing out. */
function offeredSurveyToken(): Promise<string | undefined> {
  return apiFetch<LogoutSurveyInvitation>(SURVEY_INVITATION, { method: 'POST', checkSessionOn401: false, retryAfterStepUp: false })
    .then((invitation) => (invitation.offered ? invitation.token : undefined))
    .catch(() => undefined);
}

/**
 * Signs the member out: ends the server session, goes to sign-in, then forgets every cached answer, the device
 * profiling and every session-storage item. If the in-app navigation has not reached sign-in within the configured
 * fallback delay, a full page load to sign-in does it instead. `notice` says why on the sign-in page. A
 * member who chose to sign out may be offered the survey on sign-out: its token rides along to sign-in. A member
 * signed in through the credit union's identity provider who chose to sign out goes on to the provider's sign-out,
 * which comes back to the sign-in page.
 */
export function useSignOut(): (notice?: SignInNotice) => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    (notice: SignInNotice = 'signedOut') => {
      let surveyToken: string | undefined;
      let providerSignOutUrl: string | undefined;
      return runLogout({
        fallbackMs: appManifest.session.logoutFallbackMs,
        before: () => queryClient.cancelQueries(),
        endSession: async () => {
          // Asked while the session still exists: the server decides (its skip rules) and issues a one-time token.
          if (notice === 'signedOut') surveyToken = await offeredSurveyToken();
          const providerUrl = await endSession();
          // A member who chose to sign out is signed out at the identity provider too; a timed-out session is not.
          if (notice === 'signedOut') providerSignOutUrl = providerUrl;
        },
        navigate: () => {
          // The provider's sign-out brings the browser back to the sign-in page itself.
          if (providerSignOutUrl !== undefined) {
            window.location.assign(providerSignOutUrl);
            return Promise.resolve();
          }
          const state: SignInLocationState = surveyToken === undefined ? { notice } : { notice, surveyToken };
          return Promise.resolve(navigate(loginPath, { replace: true, state }));
        },
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
