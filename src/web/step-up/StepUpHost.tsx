import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { failDestination, redirectAfterVerified } from '../../../engine/core/step-up-machine';
import { restartProfiling, setStepUpHandler, useModals, type StepUpAnswer, type StepUpOutcome } from '../../../engine/react';
import { appManifest, riskManifest } from '../../manifests';
import { raiseTag } from '../../../screens/shared/analytics';
import { contactUsPath } from '../../../screens/shared/contact-us';
import { challengeAnswerOf } from '../../../screens/shared/step-up/challenge-answer';
import { stepUpFailRoute } from './fail-route';
import { isMobileWebView } from './mobile-web-view';
import type { StepUpResult } from '../../../screens/shared/step-up/StepUpChallenge';

// The challenge (its views, state machine and copy) loads when a risky answer first asks for it: few sessions do.
const loadChallenge = () => import('../../../screens/shared/step-up/StepUpChallenge');

// Retry-profiling on Continue. Profiling only adds a header, so a failure must not block the member.
function retryProfiling(): void {
  try {
    void restartProfiling();
  } catch (error) {
    console.error('Device profiling did not restart', error);
  }
}

/**
 * Opens the high-risk challenge for every step-up answer apiFetch hands over (one at a time: an answer arriving
 * while one is open is not passed), and afterwards: a pass lets apiFetch re-send the request and, once it succeeds,
 * goes to the event's page from risk.json (at once for a caller that does not re-send; not when already there, so the
 * screen keeps its outcome); a fail dismisses the mobile web view, or goes to the screen's fail route, or to '/'. Renders nothing; mount it where a session exists, inside the modal host.
 */
export function StepUpHost() {
  const modals = useModals();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const { pathname } = useLocation();
  const pathnameRef = useRef(pathname);
  pathnameRef.current = pathname;
  // Whether a challenge is showing; outlives handler re-registrations so two never open together.
  const open = useRef(false);

  useEffect(() => {
    // The host going away (sign-out) ends a challenge still showing, so the held-back request does not hang.
    let unmounted = (): void => undefined;
    const gone = new Promise<'gone'>((resolve) => {
      unmounted = () => resolve('gone');
    });
    const handle = async (answer: StepUpAnswer): Promise<StepUpOutcome> => {
      if (open.current) return false;
      open.current = true;
      const challenge = challengeAnswerOf(answer);
      // A high-risk answer raises its analytics tag as the challenge opens.
      raiseTag(appManifest.analytics.stepUpTag, { status: challenge.status, event: challenge.event, httpStatus: answer.status });
      // Set by the challenge before it closes; a variable the closure writes, so TypeScript must not narrow it.
      let result = 'failed' as StepUpResult;
      try {
        const { StepUpChallenge } = await loadChallenge();
        const shown = modals.openCustom((close) => (
          <StepUpChallenge
            answer={challenge}
            onDone={(outcome) => {
              result = outcome;
              if (outcome === 'verified') retryProfiling();
              close();
            }}
          />
        ));
        if ((await Promise.race([shown, gone])) === 'gone') return false;
      } finally {
        open.current = false;
      }
      const navigate = navigateRef.current;
      if (result === 'verified') {
        // The rule's page comes once its action is done: after the request sent again succeeds, or now when none is.
        const redirect = redirectAfterVerified(challenge.event, riskManifest.rules);
        if (redirect === undefined || redirect === pathnameRef.current) return true;
        if (!answer.retry) {
          void navigate(redirect);
          return true;
        }
        return { passed: true, afterRetry: (succeeded) => void (succeeded && navigate(redirect)) };
      }
      if (result === 'contact-us') {
        void navigate(contactUsPath);
        return false;
      }
      const failRoute = stepUpFailRoute();
      const destination = failDestination({ mobileWebView: isMobileWebView(), ...(failRoute === undefined ? {} : { failRoute }) });
      if (destination.kind === 'dismiss-web-view') window.close();
      else if (destination.kind === 'back') void navigate(-1);
      else void navigate(destination.to);
      return false;
    };
    const remove = setStepUpHandler(handle);
    return () => {
      remove();
      unmounted();
    };
  }, [modals]);

  return null;
}
