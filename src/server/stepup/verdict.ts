import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TfaErrorResponse } from '../../../engine/core/generated/api.gen';
import { resolveTemplate } from '../../../engine/core/template';
import { appManifest, riskManifest } from '../../manifests';
import { rotateSession } from '../auth/rotate-session';
import { errorMessage } from '../errors';
import { clearFailures, countFailures, markChallengeVerified, recordFailure, type StepUpChallenge } from './challenge-store';

/** AA105: wrong code or push refused. AA106: locked out after too many failed attempts in the lockout window. */
export function tfaError(code: 'AA105' | 'AA106', messageCode: string): TfaErrorResponse {
  const message = resolveTemplate(errorMessage(messageCode), { phone: appManifest.memberServicesPhone });
  return { errors: [{ code, path: '', message }] };
}

export const lockedOut = (): TfaErrorResponse => tfaError('AA106', 'STEP_UP_LOCKED_OUT');

/** Whether the member has used up their attempts for this challenge's event. */
export async function isLockedOut(request: FastifyRequest, challenge: Pick<StepUpChallenge, 'user_id' | 'event'>): Promise<boolean> {
  const { db, clock } = request.server;
  const { maxAttempts, lockoutWindowSeconds } = riskManifest.challenge;
  return (await countFailures(db, { userId: challenge.user_id, event: challenge.event, now: clock(), windowSeconds: lockoutWindowSeconds })) >= maxAttempts;
}

/** Counts a failed attempt and says what to answer: AA105, or AA106 once the attempts are used up. */
export async function failAttempt(request: FastifyRequest, challenge: Pick<StepUpChallenge, 'user_id' | 'event'>, refusal: string): Promise<TfaErrorResponse> {
  await recordFailure(request.server.db, { userId: challenge.user_id, event: challenge.event, now: request.server.clock() });
  request.log.debug({ event: challenge.event }, 'step-up: attempt failed');
  return (await isLockedOut(request, challenge)) ? lockedOut() : tfaError('AA105', refusal);
}

/**
 * A challenge passed: it may now approve its action once, the failure count for the event is cleared, and the session
 * gets a new id (set on this reply).
 */
export async function passChallenge(request: FastifyRequest, reply: FastifyReply, challenge: StepUpChallenge): Promise<void> {
  const { db, clock } = request.server;
  await markChallengeVerified(db, challenge.id, clock(), riskManifest.challenge.verifiedLifetimeSeconds);
  await clearFailures(db, { userId: challenge.user_id, event: challenge.event });
  await rotateSession(request, reply);
  request.log.debug({ event: challenge.event, challengeId: challenge.id }, 'step-up: verified');
}
