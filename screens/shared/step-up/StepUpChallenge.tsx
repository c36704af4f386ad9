import type { StepUpChallengeAnswer } from '../../../engine/core/step-up-machine';
import { hasNoMethod } from './step-up-state-text';
import { StepUpView } from './StepUpView';
import { useStepUpChallenge, type StepUpResult } from './use-step-up-challenge';
import './step-up.css';

export type { StepUpResult } from './use-step-up-challenge';

export interface StepUpChallengeProps {
  readonly answer: StepUpChallengeAnswer;
  readonly onDone: (result: StepUpResult) => void;
}

/**
 * One high-risk challenge from the step-up answer to its end: verification required, the choice of phone
 * or push device, the code or the wait for approval with the countdown and resend, then verified, refuse, lockout
 * or deny. Each view is a row of the view table (step-up-view-table.ts) that StepUpView draws.
 */
export function StepUpChallenge({ answer, onDone }: StepUpChallengeProps) {
  const { state, actions } = useStepUpChallenge(answer, onDone);
  if (state.view === 'closed') return null;
  const viewKey = state.view === 'select-challenge' && hasNoMethod(state) ? 'feature-unavailable' : state.view;
  return <StepUpView viewKey={viewKey} state={state} actions={actions} />;
}
