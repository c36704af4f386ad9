import { useContext, useEffect, useRef } from 'react';
import { setStepUpHandler } from '../../engine/react';
import { ModalContext } from '../../engine/react/modals';
import { challengeAnswerOf } from '../shared/step-up/challenge-answer';
import { StepUpChallenge, type StepUpResult } from '../shared/step-up/StepUpChallenge';

/** How a challenge on the sign-in page ended, and for which risk event of config/risk.json. */
export interface SignInChallengeOutcome {
  readonly result: StepUpResult;
  readonly event: string;
}

/**
 * While the sign-in page shows, step-up answers (a sign-in from a new device) open the high-risk challenge here: the
 * app's own challenge host lives only on signed-in pages, and its fail and redirect routes are not the sign-in page's.
 * Returns how the latest challenge ended and for which risk event, for the page to confirm the device or sign out.
 * Without a modal host above the page (rendered on its own) no challenge can show, and none counts as passed.
 */
export function useSignInChallenge(): () => SignInChallengeOutcome | undefined {
  const modals = useContext(ModalContext);
  const latest = useRef<SignInChallengeOutcome>(undefined);

  useEffect(() => {
    if (modals === undefined) return undefined;
    return setStepUpHandler(async (answer) => {
      // Set by the challenge before it closes; a variable the closure writes, so TypeScript must not narrow it.
      let result = 'failed' as StepUpResult;
      const challenge = challengeAnswerOf(answer);
      await modals.openCustom((close) => (
        <StepUpChallenge
          answer={challenge}
          onDone={(outcome) => {
            result = outcome;
            close();
          }}
        />
      ));
      latest.current = { result, event: challenge.event };
      return result === 'verified';
    });
  }, [modals]);

  return () => latest.current;
}
