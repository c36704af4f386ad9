import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StepUpError } from '../../../engine/core/generated/api.gen';
import { riskManifest } from '../../manifests';
import { catalogueMessage } from '../http/refusal-words';
import { currentSession } from '../plugins/session';
import { consumeVerifiedChallenge, openChallenge } from './challenge-store';
import { decideRisk, type StepUpEvent } from './risk';

/** The status a step-up answer carries (the web app intercepts 307). */
export const STEP_UP_STATUS = 307;

export interface StepUpCheck {
  action: StepUpEvent;
  /** payloadFingerprint(the payload the action will carry out). */
  fingerprint: string;
  /** For amount rules (ACH over a threshold). */
  amountCents?: number;
  /** Runs once a challenge is opened and before the 307 is sent, so a client that follows up at once finds its effect. */
  onChallenge?: (challengeId: string) => Promise<void>;
}

/**
 * The gate in front of a risky action. Returns true when the action may run: config/risk.json allows it, or a
 * verified, unexpired challenge bound to this session, this action and this payload exists, which this call
 * consumes (single use). Otherwise it has answered 307 with the step-up error (CHALLENGE with a challenge to pass,
 * or DENY) and returns false: the route must return the reply without acting.
 */
export async function requireStepUp(request: FastifyRequest, reply: FastifyReply, check: StepUpCheck): Promise<boolean> {
  const decision = decideRisk({ event: check.action, ...(check.amountCents === undefined ? {} : { amountCents: check.amountCents }) });
  if (decision.outcome === 'ALLOW') return true;
  const { db, clock } = request.server;
  const session = currentSession(request);
  const now = clock();
  if (decision.outcome === 'DENY') {
    request.log.debug({ event: check.action }, 'step-up: denied');
    const body: StepUpError = { status: 'DENY', event: check.action, data: { message: await catalogueMessage(request, 'STEP_UP_TRANSACTION_DENIED') }, state: 'DENIED' };
    await reply.code(STEP_UP_STATUS).header('cache-control', 'no-store').send(body);
    return false;
  }
  if (await consumeVerifiedChallenge(db, { sessionId: session.id, event: check.action, fingerprint: check.fingerprint, now })) return true;
  const challenge = await openChallenge(db, {
    sessionId: session.id,
    userId: session.user_id,
    event: check.action,
    fingerprint: check.fingerprint,
    now,
    lifetimeSeconds: riskManifest.challenge.challengeLifetimeSeconds,
  });
  if (check.onChallenge) await check.onChallenge(challenge.id);
  request.log.debug({ event: check.action, challengeId: challenge.id }, 'step-up: challenge');
  const body: StepUpError = {
    status: 'CHALLENGE',
    event: check.action,
    data: { challengeId: challenge.id, workflow: decision.rule.challengeType, message: await catalogueMessage(request, 'STEP_UP_REQUIRED') },
    state: 'CHALLENGE_REQUIRED',
  };
  await reply.code(STEP_UP_STATUS).header('cache-control', 'no-store').send(body);
  return false;
}
