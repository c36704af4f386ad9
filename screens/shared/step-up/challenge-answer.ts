import type { StepUpChallengeAnswer } from '../../../engine/core/step-up-machine';
import { answerMessages, type StepUpAnswer } from '../../../engine/react';
import { readStepUpError } from './step-up-api';

// A flagged 400 carries no step-up body; its message says which it is.
const DENIED_MARKER = 'Denied';

/**
 * What the challenge opens with: the step-up error of a 307/301 body, or for a flagged 400 a deny when its message
 * says Denied and otherwise a challenge for the session's open one.
 */
export function challengeAnswerOf(answer: StepUpAnswer): StepUpChallengeAnswer {
  const error = readStepUpError(answer.body);
  if (error !== undefined) {
    return {
      status: error.status,
      event: error.event,
      ...(error.data.challengeId === undefined ? {} : { challengeId: error.data.challengeId }),
      ...(error.data.workflow === undefined ? {} : { workflow: error.data.workflow }),
    };
  }
  const denied = answerMessages(answer.body).some((message) => message.includes(DENIED_MARKER));
  return { status: denied ? 'DENY' : 'CHALLENGE', event: '' };
}
