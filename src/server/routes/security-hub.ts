import type { FastifyPluginAsync } from 'fastify';
import type { KnownDeviceIdParams, KnownDeviceList, PasswordChangeRequest, SecurityHubMember, UsernameChangeRequest } from '../../../engine/core/generated/api.gen';
import { acceptablePassword, acceptableUsername } from '../auth/credential-policy';
import { hashPassword, verifyPassword } from '../auth/password';
import { forgetKnownDevice, listKnownDevices } from '../domain/known-devices';
import { ApiProblem } from '../errors';
import { apiSchemaRef } from '../http/api-schemas';
import { currentSession, requireSession } from '../plugins/session';
import { payloadFingerprint } from '../payload-fingerprint';
import { requireStepUp } from '../stepup/require-step-up';

const error = apiSchemaRef('error-response');
const errors = { 400: error, 401: error, 403: error };
const stepUp = { 307: apiSchemaRef('step-up-error') };
const tags = ['security-hub'];

/**
 * The security hub: the member's sign-in summary, and username and password changes, both behind a
 * step-up, and the browsers and devices recognised at sign-in (known devices), listed and removable. Push devices
 * are managed through /api/auth/tfa/devices and /api/auth/esi/devices. Mounted at /api/security-hub.
 */
export const securityHubRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', requireSession({ extend: true }));

  const memberOf = (userId: string) =>
    app.db
      .selectFrom('members')
      .innerJoin('credentials', 'credentials.user_id', 'members.id')
      .select(['members.id', 'members.username', 'members.employee_guid', 'members.last_sign_in_at', 'members.previous_sign_in_at', 'credentials.password_hash'])
      .where('members.id', '=', userId)
      .executeTakeFirstOrThrow();

  app.get<{ Reply: SecurityHubMember }>(
    '/member',
    { schema: { tags, summary: 'Sign-in summary: username, last sign-in, activity indicators', response: { 200: apiSchemaRef('security-hub-member'), ...errors } }, config: { capability: 'view-security', guard: 'canAccessSecurityHub' } },
    async (request) => {
      const member = await memberOf(currentSession(request).user_id);
      return {
        // No third-party (fintech) access is connected in this product, so none ever waits for confirmation.
        activityIndicators: { fintechConfirm: false },
        // Staff sign in with directory-managed usernames.
        usernameDetails: { username: member.username, updateUsername: member.employee_guid === null },
        // The sign-in before this session's: this session's own sign-in is last_sign_in_at, which tells nothing.
        lastSignIn: member.previous_sign_in_at?.toISOString() ?? null,
      };
    },
  );

  app.get<{ Reply: KnownDeviceList }>(
    '/member/devices',
    {
      schema: { tags, summary: 'The browsers and devices recognised at sign-in, most recently used first', response: { 200: apiSchemaRef('known-device-list'), ...errors } },
      config: { capability: 'view-security', guard: 'canAccessSecurityHub' },
    },
    async (request) => {
      const devices = await listKnownDevices(app.db, currentSession(request).user_id);
      return {
        devices: devices.map((device) => ({ id: device.id, name: device.name, firstSignIn: device.firstSeen.toISOString(), lastSignIn: device.lastSeen.toISOString() })),
      };
    },
  );

  app.delete<{ Params: KnownDeviceIdParams }>(
    '/member/devices/:id',
    {
      schema: {
        tags,
        summary: 'Forget a recognised browser or device: its next sign-in asks for the new-device check',
        params: apiSchemaRef('known-device-id-params'),
        response: { 204: { type: 'null' }, 404: error, ...errors },
      },
      config: { capability: 'manage-security', guard: 'canAccessSecurityHub' },
    },
    async (request, reply) => {
      if (!(await forgetKnownDevice(app.db, { userId: currentSession(request).user_id, deviceId: request.params.id }))) throw new ApiProblem(404, 'NOT_FOUND');
      return reply.code(204).send();
    },
  );

  app.put<{ Body: UsernameChangeRequest }>(
    '/member/username',
    {
      schema: { tags, summary: 'Change the sign-in username (step-up protected)', body: apiSchemaRef('username-change-request'), response: { 204: { type: 'null' }, ...stepUp, ...errors, 409: error } },
      config: { capability: 'manage-security', guard: 'canManageCredentials' },
    },
    async (request, reply) => {
      const username = acceptableUsername(request.body.username);
      if (username === undefined) throw new ApiProblem(400, 'USERNAME_POLICY', '/username');
      const member = await memberOf(currentSession(request).user_id);
      if (member.employee_guid !== null) throw new ApiProblem(403, 'FORBIDDEN');
      if (!(await requireStepUp(request, reply, { action: 'changeUsername', fingerprint: payloadFingerprint({ username }) }))) return reply;
      const taken = await app.db.selectFrom('members').select('id').where('username', '=', username).where('id', '<>', member.id).executeTakeFirst();
      if (taken) throw new ApiProblem(409, 'USERNAME_TAKEN', '/username');
      await app.db.updateTable('members').set({ username }).where('id', '=', member.id).execute();
      request.log.debug('username changed');
      return reply.code(204).send();
    },
  );

  app.put<{ Body: PasswordChangeRequest }>(
    '/member/password',
    {
      schema: { tags, summary: 'Change the sign-in password (step-up protected; the current password is checked)', body: apiSchemaRef('password-change-request'), response: { 204: { type: 'null' }, ...stepUp, ...errors } },
      config: { capability: 'manage-security', guard: 'canManageCredentials' },
    },
    async (request, reply) => {
      const member = await memberOf(currentSession(request).user_id);
      if (!(await verifyPassword(request.body.currentPassword, member.password_hash))) throw new ApiProblem(400, 'PASSWORD_CURRENT_WRONG', '/currentPassword');
      if (!acceptablePassword({ ...request.body, username: member.username })) throw new ApiProblem(400, 'PASSWORD_POLICY', '/newPassword');
      // The fingerprint binds the action, not the password: a hash of a password must never be stored unsalted.
      if (!(await requireStepUp(request, reply, { action: 'changePassword', fingerprint: payloadFingerprint({ action: 'changePassword' }) }))) return reply;
      await app.db.updateTable('credentials').set({ password_hash: await hashPassword(request.body.newPassword), updated_at: app.clock() }).where('user_id', '=', member.id).execute();
      // Other sessions of the member end: whoever knew the old password is signed out everywhere but here.
      await app.db.deleteFrom('sessions').where('user_id', '=', member.id).where('id', '<>', currentSession(request).id).execute();
      request.log.debug('password changed');
      return reply.code(204).send();
    },
  );
};
