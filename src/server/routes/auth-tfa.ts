import type { FastifyPluginAsync } from 'fastify';
import type {
  DeviceIdParams,
  DeviceRegistrationRequest,
  TfaDeviceList,
  TfaOptions,
  TfaOtpRequest,
  TfaPushRequest,
  TfaPushVerificationRequest,
  TfaVerificationRequest,
} from '../../../engine/core/generated/api.gen';
import { randomUUID } from 'node:crypto';
import { ApiProblem } from '../errors';
import { apiSchemaRef } from '../http/api-schemas';
import { currentSession, requireSession } from '../plugins/session';
import { findPendingChallenge } from '../stepup/challenge-store';
import { challengeOptions, pushDeviceList } from '../messaging/contact-points';
import { payloadFingerprint } from '../payload-fingerprint';
import { requireStepUp } from '../stepup/require-step-up';
import { sendOtp, sendPush } from '../stepup/send';
import { isLockedOut, lockedOut } from '../stepup/verdict';
import { verifyOtp, verifyPush } from '../stepup/verify';

const error = apiSchemaRef('error-response');
const errors = { 400: error, 401: error, 429: error, 503: error };
// A 400 is either a refused verification (with its AA code) or a plain validation error of the request.
const tfaErrors = { 400: { anyOf: [error, apiSchemaRef('tfa-error-response')] }, 401: error };
const tags = ['auth'];

/**
 * The authentication service behind the high-risk challenge: options, code and push sends, their
 * verification, and the member's push devices. Headers cid, platform and appVersion are accepted and not needed.
 * Every call acts for the signed-in member and this session only. Mounted at /api/auth.
 */
export const authTfaRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', requireSession({ extend: true }));

  /** The session's open challenge (the one named, else the latest), or 400. */
  const pendingChallenge = async (request: Parameters<typeof currentSession>[0], challengeId: string | undefined) => {
    const challenge = await findPendingChallenge(app.db, { sessionId: currentSession(request).id, ...(challengeId ? { challengeId } : {}), now: app.clock() });
    if (!challenge) throw new ApiProblem(400, 'STEP_UP_NO_CHALLENGE');
    return challenge;
  };

  app.get<{ Reply: TfaOptions }>(
    '/tfa/options',
    {
      schema: { tags, summary: 'Ways to pass a challenge: phones masked to the last 4 digits, push devices', querystring: apiSchemaRef('tfa-options-query'), response: { 200: apiSchemaRef('tfa-options'), ...errors } },
      config: { capability: 'own-session', guard: null },
    },
    async (request) => {
      const session = currentSession(request);
      return challengeOptions(app.db, session.user_id, { sessionId: session.id, now: app.clock() });
    },
  );

  app.post<{ Body: TfaOtpRequest }>(
    '/tfa/challenge/otp',
    {
      schema: { tags, summary: 'Send a one-time code by SMS for the open challenge', body: apiSchemaRef('tfa-otp-request'), response: { 200: apiSchemaRef('tfa-otp-response'), ...errors, 400: { anyOf: [error, apiSchemaRef('tfa-error-response')] } } },
      config: { capability: 'own-session', guard: null },
    },
    async (request, reply) => {
      const challenge = await pendingChallenge(request, request.body.challengeId);
      if (await isLockedOut(request, challenge)) return reply.code(400).send(await lockedOut(request));
      return sendOtp(request, challenge, request.body.phoneId);
    },
  );

  app.post<{ Body: TfaPushRequest }>(
    '/tfa/challenge/push',
    {
      schema: { tags, summary: 'Send a push request for the open challenge', body: apiSchemaRef('tfa-push-request'), response: { 200: apiSchemaRef('tfa-push-response'), ...errors, 400: { anyOf: [error, apiSchemaRef('tfa-error-response')] } } },
      config: { capability: 'own-session', guard: null },
    },
    async (request, reply) => {
      const challenge = await pendingChallenge(request, request.body.challengeId);
      if (await isLockedOut(request, challenge)) return reply.code(400).send(await lockedOut(request));
      return sendPush(request, challenge, request.body.credentialId, { pushToken: request.body.pushToken, deviceName: request.body.deviceName });
    },
  );

  app.post<{ Body: TfaVerificationRequest }>(
    '/tfa/challenge/verification',
    {
      schema: {
        tags,
        summary: 'Verify a one-time code: VERIFIED (and a new session id), AA105 wrong code, AA106 locked out',
        body: apiSchemaRef('tfa-verification-request'),
        response: { 200: apiSchemaRef('tfa-verification-result'), ...tfaErrors },
      },
      config: { capability: 'own-session', guard: null },
    },
    async (request, reply) => {
      const challenge = await pendingChallenge(request, request.body.challengeId);
      const verdict = await verifyOtp(request, reply, challenge, request.body.otp);
      return verdict.ok ? verdict.body : reply.code(400).send(verdict.body);
    },
  );

  app.post<{ Body: TfaPushVerificationRequest }>(
    '/tfa/challenge/verification/push',
    {
      schema: {
        tags,
        summary: 'The answer to a push request: IN_PROGRESS, APPROVED (and a new session id), EXPIRED, INVALID; denied is 400 AA105, lockout AA106',
        body: apiSchemaRef('tfa-push-verification-request'),
        response: { 200: apiSchemaRef('tfa-push-verification-response'), ...tfaErrors },
      },
      config: { capability: 'own-session', guard: null },
    },
    async (request, reply) => {
      const verdict = await verifyPush(request, reply, request.body.transactionId);
      return verdict.ok ? verdict.body : reply.code(400).send(verdict.body);
    },
  );

  app.get<{ Reply: TfaDeviceList }>(
    '/tfa/devices',
    { schema: { tags, summary: "The member's registered push devices", response: { 200: apiSchemaRef('tfa-device-list'), ...errors } }, config: { capability: 'own-session', guard: null } },
    async (request) => ({ pushDevices: await pushDeviceList(app.db, currentSession(request).user_id) }),
  );

  app.delete<{ Params: DeviceIdParams }>(
    '/esi/devices/device/:id',
    {
      schema: { tags, summary: 'Remove one of the member\u2019s push devices', params: apiSchemaRef('device-id-params'), response: { 204: { type: 'null' }, 404: error, ...errors } },
      config: { capability: 'own-session', guard: null },
    },
    async (request, reply) => {
      const removed = await app.db
        .deleteFrom('push_devices')
        .where('id', '=', request.params.id)
        .where('user_id', '=', currentSession(request).user_id)
        .returning('id')
        .executeTakeFirst();
      if (!removed) throw new ApiProblem(404, 'NOT_FOUND');
      return reply.code(204).send();
    },
  );

  app.post<{ Body: DeviceRegistrationRequest }>(
    '/esi/devices/device',
    {
      schema: {
        tags,
        summary: 'Register a push device (step-up protected: answers 307 until a challenge for this payload is verified)',
        body: apiSchemaRef('device-registration-request'),
        response: { 201: apiSchemaRef('tfa-push-device'), 307: apiSchemaRef('step-up-error'), ...errors },
      },
      config: { capability: 'own-session', guard: null },
    },
    async (request, reply) => {
      if (!(await requireStepUp(request, reply, { action: 'registerPushDevice', fingerprint: payloadFingerprint(request.body) }))) return reply;
      const now = app.clock();
      const device = { id: randomUUID(), user_id: currentSession(request).user_id, device_name: request.body.deviceName, push_device: request.body.pushDevice, push_token: request.body.pushToken, registered_at: now, last_login_at: null };
      await app.db.insertInto('push_devices').values(device).execute();
      return reply.code(201).send({ pushId: device.id, pushDevice: device.push_device, deviceName: device.device_name, lastLoginDateTime: null });
    },
  );
};
