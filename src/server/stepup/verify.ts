import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TfaErrorResponse, TfaPushVerificationResponse, TfaVerificationResult } from '../../../engine/core/generated/api.gen';
import { currentSession } from '../plugins/session';
import type { StepUpChallenge } from './challenge-store';
import { otpMatches } from '../auth/otp';
import { claimAttempt, failedAttempt, isLockedOut, lockedOut, passChallenge } from './verdict';

export type Verdict<T> = { ok: true; body: T } | { ok: false; body: TfaErrorResponse };

/**
 * Checks a code against the challenge's live codes. A match is claimed with a conditional update (single use even
 * under concurrent submissions). The attempt is counted for the member and event before the code is looked at, so
 * a burst of guesses gets no more checks than the limit; a right code clears the count.
 */
export async function verifyOtp(request: FastifyRequest, reply: FastifyReply, challenge: StepUpChallenge, otp: string): Promise<Verdict<TfaVerificationResult>> {
  const attempt = await claimAttempt(request, challenge);
  if (!attempt.allowed) return { ok: false, body: await lockedOut(request) };
  const { db, clock } = request.server;
  const now = clock();
  const live = await db
    .selectFrom('step_up_deliveries')
    .select(['id', 'code_hash'])
    .where('challenge_id', '=', challenge.id)
    .where('kind', '=', 'OTP')
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .execute();
  const match = live.find((delivery) => delivery.code_hash !== null && otpMatches(delivery.id, otp, delivery.code_hash));
  const claimed = match
    ? await db.updateTable('step_up_deliveries').set({ used_at: now }).where('id', '=', match.id).where('used_at', 'is', null).returning('id').executeTakeFirst()
    : undefined;
  if (!claimed) return { ok: false, body: await failedAttempt(request, challenge, attempt, 'STEP_UP_CODE_INCORRECT') };
  await passChallenge(request, reply, challenge);
  return { ok: true, body: { state: 'VERIFIED', event: challenge.event, status: 'SUCCESS' } };
}

/**
 * The answer to a push request of this session so far. APPROVED passes the challenge (once); DENIED counts as a
 * failed attempt and refuses (AA105, or AA106 at lockout); unknown or already used requests are INVALID.
 */
export async function verifyPush(request: FastifyRequest, reply: FastifyReply, transactionId: string): Promise<Verdict<TfaPushVerificationResponse>> {
  const { db, clock } = request.server;
  const now = clock();
  const session = currentSession(request);
  const row = await db
    .selectFrom('step_up_deliveries')
    .innerJoin('step_up_challenges', 'step_up_challenges.id', 'step_up_deliveries.challenge_id')
    .select(['step_up_deliveries.push_status as push_status', 'step_up_deliveries.used_at as push_used_at', 'step_up_deliveries.expires_at as push_expires_at'])
    .selectAll('step_up_challenges')
    .where('step_up_deliveries.id', '=', transactionId)
    .where('step_up_deliveries.kind', '=', 'PUSH')
    .where('step_up_challenges.session_id', '=', session.id)
    .where('step_up_challenges.expires_at', '>', now)
    .executeTakeFirst();
  if (!row || row.push_used_at !== null || row.state !== 'PENDING') return { ok: true, body: { pushStatus: 'INVALID' } };
  const { push_status: pushStatus, push_used_at: _used, push_expires_at: pushExpires, ...challenge } = row;
  if (await isLockedOut(request, challenge)) return { ok: false, body: await lockedOut(request) };
  if (pushStatus === 'IN_PROGRESS') return { ok: true, body: { pushStatus: pushExpires > now ? 'IN_PROGRESS' : 'EXPIRED' } };
  const claimed = await db
    .updateTable('step_up_deliveries')
    .set({ used_at: now })
    .where('id', '=', transactionId)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!claimed) return { ok: true, body: { pushStatus: 'INVALID' } };
  if (pushStatus === 'DENIED') {
    const attempt = await claimAttempt(request, challenge);
    return { ok: false, body: attempt.allowed ? await failedAttempt(request, challenge, attempt, 'STEP_UP_DENIED') : await lockedOut(request) };
  }
  await passChallenge(request, reply, challenge);
  return { ok: true, body: { pushStatus: 'APPROVED', event: challenge.event } };
}
