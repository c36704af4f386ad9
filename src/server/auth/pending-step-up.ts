import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StepUpError } from '../../../engine/core/generated/api.gen';
import { riskManifest } from '../../manifests';
import type { Session } from '../db/schema';
import { catalogueMessage } from '../http/refusal-words';
import { openChallenge } from '../stepup/challenge-store';
import { payloadFingerprint } from '../payload-fingerprint';
import { decideRisk, type StepUpEvent } from '../stepup/risk';

/** The risk event of config/risk.json a sign-in from a new device raises. */
export const NEW_DEVICE_EVENT: StepUpEvent = 'newDeviceSignIn';

/** What the new-device challenge approves: letting this member's restricted session in (the session binds it too). */
export const newDeviceFingerprint = (userId: string): string => payloadFingerprint({ event: NEW_DEVICE_EVENT, userId });

/**
 * The answer to any call of a session still restricted by a pending step-up (other than those that pass it): 307 with
 * the session's open challenge for that event (the same one the sign-in answered with), or DENY when risk.json says
 * so. Nothing is consumed here: only the confirm call lifts the restriction.
 */
export async function answerPendingStepUp(request: FastifyRequest, reply: FastifyReply, session: Session, event: StepUpEvent): Promise<FastifyReply> {
  const decision = decideRisk({ event });
  const denied = decision.outcome !== 'CHALLENGE';
  const body: StepUpError = denied
    ? { status: 'DENY', event, data: { message: await catalogueMessage(request, 'STEP_UP_TRANSACTION_DENIED', undefined, session) }, state: 'DENIED' }
    : {
        status: 'CHALLENGE',
        event,
        data: {
          challengeId: (
            await openChallenge(request.server.db, {
              sessionId: session.id,
              userId: session.user_id,
              event,
              fingerprint: newDeviceFingerprint(session.user_id),
              now: request.server.clock(),
              lifetimeSeconds: riskManifest.challenge.challengeLifetimeSeconds,
            })
          ).id,
          workflow: decision.rule.challengeType,
          message: await catalogueMessage(request, 'STEP_UP_REQUIRED', undefined, session),
        },
        state: 'CHALLENGE_REQUIRED',
      };
  return reply.code(307).header('cache-control', 'no-store').send(body);
}
