import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { PasskeyOptions, PasskeyStepUpOptionsRequest, PasskeyStepUpVerificationRequest, TfaErrorResponse, TfaVerificationResult } from '../../../engine/core/generated/api.gen';
import { passkeysManifest } from '../../manifests/passkeys-manifest';
import { authenticationOptions, verifyAssertion } from '../auth/passkeys/ceremonies';
import { consumeCeremonyChallenge, issueCeremonyChallenge } from '../auth/passkeys/ceremony-challenges';
import { findPasskey, listPasskeys, touchPasskey } from '../auth/passkeys/passkey-store';
import { requestRelyingParty } from '../auth/passkeys/request-relying-party';
import { ApiProblem } from '../errors';
import { apiSchemaRef } from '../http/api-schemas';
import { currentSession, requireSession } from '../plugins/session';
import { findPendingChallenge } from '../stepup/challenge-store';
import { claimAttempt, failedAttempt, lockedOut, passChallenge } from '../stepup/verdict';

const error = apiSchemaRef('error-response');
const tfaErrors = { 400: { anyOf: [error, apiSchemaRef('tfa-error-response')] }, 401: error };
const tags = ['auth'];

/**
 * A passkey as a way to pass a step-up challenge, beside the code and the push: options naming the member's passkeys
 * with a challenge bound to this session and this step-up challenge, then the assertion, which passes it (single
 * use, a new session id) or counts as a failed attempt, as a wrong code does. Mounted at /api/auth.
 */
export const passkeyStepUpRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', requireSession({ extend: true }));
  const settings = passkeysManifest;

  const pendingChallenge = async (sessionId: string, challengeId: string | undefined) => {
    const challenge = await findPendingChallenge(app.db, { sessionId, ...(challengeId ? { challengeId } : {}), now: app.clock() });
    if (!challenge) throw new ApiProblem(400, 'STEP_UP_NO_CHALLENGE');
    return challenge;
  };

  /** The member's open challenge, with this try already counted: concurrent tries cannot outrun the limit. */
  const claimChallengeAttempt = async (request: FastifyRequest<{ Body: { challengeId?: string } }>) => {
    const session = currentSession(request);
    const challenge = await pendingChallenge(session.id, request.body.challengeId);
    return { rp: requestRelyingParty(request), session, challenge, attempt: await claimAttempt(request, challenge) };
  };

  app.post<{ Body: PasskeyStepUpOptionsRequest; Reply: PasskeyOptions | TfaErrorResponse }>(
    '/tfa/challenge/passkey/options',
    {
      schema: {
        tags,
        summary: "Options to pass the open challenge with one of the member's passkeys",
        body: apiSchemaRef('passkey-step-up-options-request'),
        response: { 200: apiSchemaRef('passkey-options'), ...tfaErrors },
      },
      config: { capability: 'own-session', guard: null },
    },
    async (request, reply) => {
      const { rp, session, challenge, attempt } = await claimChallengeAttempt(request);
      if (!attempt.allowed) return reply.code(400).send(await lockedOut(request));
      const passkeys = await listPasskeys(app.db, session.user_id);
      if (passkeys.length === 0) throw new ApiProblem(400, 'PASSKEY_NONE');
      const options = await authenticationOptions({ rp, allow: passkeys, timeoutMs: settings.ceremonyTimeoutSeconds * 1000 });
      await issueCeremonyChallenge(app.db, {
        challenge: options.challenge,
        purpose: 'step-up',
        sessionId: session.id,
        userId: session.user_id,
        stepUpChallengeId: challenge.id,
        now: app.clock(),
        lifetimeSeconds: settings.challengeLifetimeSeconds,
      });
      return { options: { ...options } };
    },
  );

  app.post<{ Body: PasskeyStepUpVerificationRequest; Reply: TfaVerificationResult | TfaErrorResponse }>(
    '/tfa/challenge/verification/passkey',
    {
      schema: {
        tags,
        summary: 'Pass the open challenge with a passkey: VERIFIED (and a new session id), AA105 refused, AA106 locked out',
        body: apiSchemaRef('passkey-step-up-verification-request'),
        response: { 200: apiSchemaRef('tfa-verification-result'), ...tfaErrors },
      },
      config: { capability: 'own-session', guard: null },
    },
    async (request, reply) => {
      const { rp, session, challenge, attempt } = await claimChallengeAttempt(request);
      if (!attempt.allowed) return reply.code(400).send(await lockedOut(request));
      const now = app.clock();
      const response = request.body.response as AuthenticationResponseJSON;
      const passkey = await findPasskey(app.db, response.id);
      // The assertion must answer a passkey challenge issued to this session for this very step-up challenge.
      const consume = async (signed: string) =>
        (await consumeCeremonyChallenge(app.db, { challenge: signed, purpose: 'step-up', sessionId: session.id, now }))?.step_up_challenge_id === challenge.id;
      const verified = passkey === undefined || passkey.user_id !== session.user_id ? undefined : await verifyAssertion({ response, rp, passkey, consume });
      if (passkey === undefined || verified === undefined) return reply.code(400).send(await failedAttempt(request, challenge, attempt, 'PASSKEY_REFUSED'));
      await touchPasskey(app.db, { id: passkey.id, counter: verified.newCounter, now });
      await passChallenge(request, reply, challenge);
      return { state: 'VERIFIED', event: challenge.event, status: 'SUCCESS' };
    },
  );
};
