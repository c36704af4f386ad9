import type { FastifyPluginAsync } from 'fastify';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Passkey, PasskeyIdParams, PasskeyList, PasskeyOptions, PasskeyRegistrationRequest, PasskeyRenameRequest } from '../../../engine/core/generated/api.gen';
import { passkeysManifest } from '../../manifests/passkeys-manifest';
import { registrationOptions, verifyRegistration } from '../auth/passkeys/ceremonies';
import { consumeCeremonyChallenge, issueCeremonyChallenge } from '../auth/passkeys/ceremony-challenges';
import { passkeyLabel } from '../auth/passkeys/passkey-label';
import { addPasskey, countPasskeys, findPasskey, listPasskeys, removePasskey, renamePasskey, type PasskeyRow } from '../auth/passkeys/passkey-store';
import { requestRelyingParty } from '../auth/passkeys/request-relying-party';
import { deviceNameOf } from '../domain/device-name';
import { ApiProblem } from '../errors';
import { apiSchemaRef } from '../http/api-schemas';
import { currentSession, requireSession } from '../plugins/session';
import { payloadFingerprint } from '../payload-fingerprint';
import { requireStepUp } from '../stepup/require-step-up';

const error = apiSchemaRef('error-response');
const errors = { 400: error, 401: error, 403: error };
const stepUp = { 307: apiSchemaRef('step-up-error') };
const tags = ['security-hub'];

const passkeyOf = (row: PasskeyRow): Passkey => ({
  id: row.credential_id,
  label: row.label,
  createdAt: row.created_at.toISOString(),
  lastUsedAt: row.last_used_at?.toISOString() ?? null,
});

/**
 * The member's passkeys in the security hub: listed, added (a new way to sign in, so behind a step-up, and finished
 * with the registration answer to a challenge bound to this session), renamed (a name only the member reads: no
 * step-up) and removed (behind a step-up too). Mounted at /api/security-hub.
 */
export const securityHubPasskeyRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', requireSession({ extend: true }));
  const settings = passkeysManifest;

  const refuseOverLimit = async (userId: string) => {
    if ((await countPasskeys(app.db, userId)) >= settings.maxPasskeysPerMember) throw new ApiProblem(409, 'PASSKEY_LIMIT');
  };

  app.get<{ Reply: PasskeyList }>(
    '/member/passkeys',
    { schema: { tags, summary: "The member's passkeys, newest first", response: { 200: apiSchemaRef('passkey-list'), ...errors } }, config: { capability: 'view-security', guard: 'canAccessSecurityHub' } },
    async (request) => ({ passkeys: (await listPasskeys(app.db, currentSession(request).user_id)).map(passkeyOf) }),
  );

  app.post<{ Reply: PasskeyOptions }>(
    '/member/passkeys/registration-options',
    {
      schema: {
        tags,
        summary: 'Start adding a passkey (step-up protected): the registration options, with a challenge bound to this session',
        response: { 200: apiSchemaRef('passkey-options'), ...stepUp, ...errors, 409: error },
      },
      config: { capability: 'manage-security', guard: 'canManageCredentials' },
    },
    async (request, reply) => {
      const rp = requestRelyingParty(request);
      const { user_id: userId } = currentSession(request);
      await refuseOverLimit(userId);
      if (!(await requireStepUp(request, reply, { action: 'addPasskey', fingerprint: payloadFingerprint({ action: 'addPasskey', userId }) }))) return reply;
      const member = await app.db.selectFrom('members').select('username').where('id', '=', userId).executeTakeFirstOrThrow();
      const options = await registrationOptions({
        rp,
        rpName: settings.relyingPartyName,
        userId,
        userName: member.username,
        existing: await listPasskeys(app.db, userId),
        timeoutMs: settings.ceremonyTimeoutSeconds * 1000,
      });
      // The session as it is after the step-up (which gave it a new id): the answer must come from this one.
      const session = currentSession(request);
      await issueCeremonyChallenge(app.db, { challenge: options.challenge, purpose: 'register', sessionId: session.id, userId, now: app.clock(), lifetimeSeconds: settings.challengeLifetimeSeconds });
      return { options: { ...options } };
    },
  );

  app.post<{ Body: PasskeyRegistrationRequest; Reply: Passkey }>(
    '/member/passkeys',
    {
      schema: {
        tags,
        summary: 'Finish adding a passkey: the answer to the registration options of this session',
        body: apiSchemaRef('passkey-registration-request'),
        response: { 201: apiSchemaRef('passkey'), ...errors, 409: error },
      },
      config: { capability: 'manage-security', guard: 'canManageCredentials' },
    },
    async (request, reply) => {
      const rp = requestRelyingParty(request);
      const session = currentSession(request);
      const now = app.clock();
      const consume = async (challenge: string) =>
        (await consumeCeremonyChallenge(app.db, { challenge, purpose: 'register', sessionId: session.id, now }))?.user_id === session.user_id;
      const credential = await verifyRegistration({ response: request.body.response as RegistrationResponseJSON, rp, consume });
      if (credential === undefined || (await findPasskey(app.db, credential.credentialId)) !== undefined) throw new ApiProblem(400, 'PASSKEY_REFUSED', '/response');
      await refuseOverLimit(session.user_id);
      const label = passkeyLabel({
        requested: request.body.label,
        deviceName: deviceNameOf(request.headers['user-agent'] ?? ''),
        maxLength: settings.labelMaxLength,
        defaultLabel: settings.copy.defaultLabel,
        unknownDevice: settings.copy.unknownDevice,
      });
      const row = await addPasskey(app.db, { userId: session.user_id, ...credential, label, now });
      request.log.debug('passkey added');
      return reply.code(201).send(passkeyOf(row));
    },
  );

  app.patch<{ Params: PasskeyIdParams; Body: PasskeyRenameRequest; Reply: Passkey }>(
    '/member/passkeys/:credentialId',
    {
      schema: {
        tags,
        summary: 'Rename one of the member\u2019s passkeys',
        params: apiSchemaRef('passkey-id-params'),
        body: apiSchemaRef('passkey-rename-request'),
        response: { 200: apiSchemaRef('passkey'), 404: error, ...errors },
      },
      config: { capability: 'manage-security', guard: 'canManageCredentials' },
    },
    async (request) => {
      const { user_id: userId } = currentSession(request);
      const label = passkeyLabel({ requested: request.body.label, deviceName: undefined, maxLength: settings.labelMaxLength, defaultLabel: settings.copy.defaultLabel, unknownDevice: settings.copy.unknownDevice });
      // Another member's passkey is as unknown as one that does not exist.
      const row = await renamePasskey(app.db, { userId, credentialId: request.params.credentialId, label });
      if (row === undefined) throw new ApiProblem(404, 'NOT_FOUND');
      request.log.debug('passkey renamed');
      return passkeyOf(row);
    },
  );

  app.delete<{ Params: PasskeyIdParams }>(
    '/member/passkeys/:credentialId',
    {
      schema: {
        tags,
        summary: 'Remove one of the member\u2019s passkeys (step-up protected)',
        params: apiSchemaRef('passkey-id-params'),
        response: { 204: { type: 'null' }, ...stepUp, 404: error, ...errors },
      },
      config: { capability: 'manage-security', guard: 'canManageCredentials' },
    },
    async (request, reply) => {
      const { user_id: userId } = currentSession(request);
      const { credentialId } = request.params;
      // Another member's passkey is as unknown as one that does not exist, and asks for no step-up.
      const passkey = await findPasskey(app.db, credentialId);
      if (passkey === undefined || passkey.user_id !== userId) throw new ApiProblem(404, 'NOT_FOUND');
      if (!(await requireStepUp(request, reply, { action: 'removePasskey', fingerprint: payloadFingerprint({ action: 'removePasskey', credentialId }) }))) return reply;
      if (!(await removePasskey(app.db, { userId, credentialId }))) throw new ApiProblem(404, 'NOT_FOUND');
      request.log.debug('passkey removed');
      return reply.code(204).send();
    },
  );
};
