import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TfaErrorResponse } from '../../../engine/core/generated/api.gen';
import { appManifest, riskManifest } from '../../manifests';
import { rotateSession } from '../auth/rotate-session';
import type { ErrorCode } from '../errors';
import { catalogueMessage } from '../http/refusal-words';
import type { SlotClaim } from '../auth/attempt-slots';
import { markChallengeVerified, type StepUpChallenge } from './challenge-store';
import { claimCodeAttempt, clearCodeAttempts, codeAttemptsUsedUp } from '../auth/code-attempts';

/** AA105: wrong code or push refused. AA106: locked out after too many failed attempts in the lockout window. */
export async function tfaError(request: FastifyRequest, code: 'AA105' | 'AA106', messageCode: ErrorCode): Promise<TfaErrorResponse> {
  const message = await catalogueMessage(request, messageCode, { phone: appManifest.memberServicesPhone });
  return { errors: [{ code, path: '', message }] };
}

export const lockedOut = (request: FastifyRequest): Promise<TfaErrorResponse> => tfaError(request, 'AA106', 'STEP_UP_LOCKED_OUT');

/** Whether the member has used up their attempts for this challenge's event. */
export async function isLockedOut(request: FastifyRequest, challenge: Pick<StepUpChallenge, 'user_id' | 'event'>): Promise<boolean> {
  return codeAttemptsUsedUp(request.server.db, { userId: challenge.user_id, event: challenge.event, now: request.server.clock() });
}

/**
 * Claims one attempt at this challenge's event before the code or push answer is checked: one statement that counts
 * and answers, so concurrent guesses cannot all pass a check made before any of them was counted.
 */
export async function claimAttempt(request: FastifyRequest, challenge: Pick<StepUpChallenge, 'user_id' | 'event'>): Promise<SlotClaim> {
  return claimCodeAttempt(request.server.db, { userId: challenge.user_id, event: challenge.event, now: request.server.clock() });
}

/** What a failed attempt answers: AA105, or AA106 once it used up the last one. */
export async function failedAttempt(request: FastifyRequest, challenge: Pick<StepUpChallenge, 'event'>, claim: SlotClaim, refusal: ErrorCode): Promise<TfaErrorResponse> {
  request.log.debug({ event: challenge.event }, 'step-up: attempt failed');
  return claim.attempts >= riskManifest.challenge.maxAttempts ? lockedOut(request) : tfaError(request, 'AA105', refusal);
}

/**
 * A challenge passed: it may now approve its action once, the failure count for the event is cleared, and the session
 * gets a new id (set on this reply).
 */
export async function passChallenge(request: FastifyRequest, reply: FastifyReply, challenge: StepUpChallenge): Promise<void> {
  const { db, clock } = request.server;
  await markChallengeVerified(db, challenge.id, clock(), riskManifest.challenge.verifiedLifetimeSeconds);
  await clearCodeAttempts(db, { userId: challenge.user_id, event: challenge.event });
  await rotateSession(request, reply);
  request.log.debug({ event: challenge.event, challengeId: challenge.id }, 'step-up: verified');
}
