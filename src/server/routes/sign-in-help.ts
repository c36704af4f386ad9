import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type {
  LogoutSurveyInvitation,
  LogoutSurveyResponse,
  OutboxList,
  SignInHelpCodeRequest,
  SignInHelpCredentialsRequest,
  SignInHelpEnrolRequest,
  SignInHelpNewPasswordRequest,
  SignInHelpPasswordRequest,
  SignInHelpStarted,
  SignInHelpUsernameRequest,
  SignInHelpVerified,
} from '../../../engine/core/generated/api.gen';
import { alertsManifest } from '../../manifests';
import { signInHelpManifest } from '../../manifests/sign-in-help-manifest';
import { businessDate } from '../domain/business-date';
import { answerLogoutSurvey, offerLogoutSurvey } from '../domain/logout-survey';
import { loadMemberScope } from '../domain/member-scope';
import { calendarDate, type ClaimedIdentity } from '../domain/sign-in-help/facts';
import { tokenHash } from '../token-hash';
import { countPublicCall, enrolCredentials, recoverySettings, resetPassword, startRecovery, verifyRecoveryCode } from '../domain/sign-in-help/recovery';
import { ApiProblem } from '../errors';
import { apiSchemaRef } from '../http/api-schemas';
import { currentSession, requireSession, sessionCookieOptions } from '../plugins/session';
import { flagsInForce } from '../studio/flags-in-force';

/** The HttpOnly cookie carrying a sign-in help recovery's browser token (only its hash is stored). */
export const RECOVERY_COOKIE = 'sih';

const PUBLIC = { capability: 'public', guard: null } as const;
const error = apiSchemaRef('error-response');
const errors = { 400: error, 409: error, 423: error, 429: error };
const tags = ['sign-in-help'];

function recoveryCookieOptions(request: FastifyRequest) {
  return { ...sessionCookieOptions(request), path: '/api/', maxAge: recoverySettings().lifetimeSeconds };
}

const recoveryToken = (request: FastifyRequest): string | undefined => request.cookies[RECOVERY_COOKIE];

function clearRecoveryCookie(request: FastifyRequest, reply: FastifyReply): void {
  const { maxAge: _unused, ...options } = recoveryCookieOptions(request);
  reply.clearCookie(RECOVERY_COOKIE, options);
}

/** A date of birth that is no calendar day cannot match anyone, so it is refused as bad input (it names no one). */
function birthDateOf(text: string): string {
  const date = calendarDate(text);
  if (date === undefined) throw new ApiProblem(400, 'BAD_REQUEST', '/birthDate');
  return date;
}

/**
 * Sign-in help, mounted at /api/sign-in-help, all public and rate limited: forgot username, forgot password
 * and first-time enrolment. A caller proves who they are with account facts, then with a one-time code texted to the
 * phone on file. The start answers the same whoever the facts name (or nobody): only the phone learns anything. The
 * recovery is held by an HttpOnly cookie; wrong codes lock it after config/sign-in-help.json maxCodeAttempts.
 */
export const signInHelpRoutes: FastifyPluginAsync = async (app) => {
  const start = async (request: FastifyRequest, reply: FastifyReply, claim: ClaimedIdentity): Promise<SignInHelpStarted> => {
    const { token, deliver } = await startRecovery(app.db, app.messageSender, { claim, ip: request.ip, now: app.clock() });
    // Sent after the answer has gone out, never inside it: neither its time nor a failing SMS provider (logged by the
    // queue) may tell the caller that the facts matched someone.
    if (deliver !== undefined) app.deferredTasks.afterReply(request, 'sign-in help code', deliver);
    reply.setCookie(RECOVERY_COOKIE, token, recoveryCookieOptions(request));
    const settings = recoverySettings();
    return reply.code(202).send({ codeLength: settings.codeLength, expiresInSeconds: settings.codeExpirySeconds });
  };
  const started = { 202: apiSchemaRef('sign-in-help-started'), ...errors };

  app.post<{ Body: SignInHelpUsernameRequest; Reply: SignInHelpStarted }>(
    '/forgot-username',
    {
      schema: { tags, summary: 'Forgot username: account facts in; a code to the phone on file if they name a member (the same answer either way)', body: apiSchemaRef('sign-in-help-username-request'), response: started },
      // Public: the caller cannot sign in; rate limited per address and per facts (config/sign-in-help.json).
      config: PUBLIC,
    },
    async (request, reply) => start(request, reply, { purpose: 'username', taxIdLast4: request.body.taxIdLast4, birthDate: birthDateOf(request.body.birthDate), accountLast4: request.body.accountLast4 }),
  );

  app.post<{ Body: SignInHelpPasswordRequest; Reply: SignInHelpStarted }>(
    '/forgot-password',
    {
      schema: { tags, summary: 'Forgot password: username and facts in; a code to the phone on file if they match (the same answer either way)', body: apiSchemaRef('sign-in-help-password-request'), response: started },
      // Public: the caller cannot sign in; rate limited per address and per username.
      config: PUBLIC,
    },
    async (request, reply) => start(request, reply, { purpose: 'password', username: request.body.username, taxIdLast4: request.body.taxIdLast4, birthDate: birthDateOf(request.body.birthDate) }),
  );

  app.post<{ Body: SignInHelpEnrolRequest; Reply: SignInHelpStarted }>(
    '/enrolment',
    {
      schema: { tags, summary: 'First-time enrolment: facts of a member with accounts but no sign-in; a code to the phone on file if they match', body: apiSchemaRef('sign-in-help-enrol-request'), response: started },
      // Public: the member has no credentials yet; rate limited per address and per facts.
      config: PUBLIC,
    },
    async (request, reply) => start(request, reply, { purpose: 'enrol', taxIdLast4: request.body.taxIdLast4, birthDate: birthDateOf(request.body.birthDate), accountLast4: request.body.accountLast4 }),
  );

  app.post<{ Body: SignInHelpCodeRequest; Reply: SignInHelpVerified }>(
    '/verify',
    {
      schema: { tags, summary: "Check the code of this browser's recovery: verified, incorrect (counted), or locked after too many", body: apiSchemaRef('sign-in-help-code-request'), response: { 200: apiSchemaRef('sign-in-help-verified'), ...errors } },
      // Public: proves the caller holds the phone on file; rate limited per address, and per recovery by its lockout.
      config: PUBLIC,
    },
    async (request, reply) => {
      const now = app.clock();
      await countPublicCall(app.db, { ip: request.ip, now });
      const verified = await verifyRecoveryCode(app.db, app.messageSender, { token: recoveryToken(request), code: request.body.code, now });
      if (verified.purpose === 'username') clearRecoveryCookie(request, reply);
      return verified;
    },
  );

  app.post<{ Body: SignInHelpNewPasswordRequest }>(
    '/password',
    {
      schema: { tags, summary: 'Set a new password (password rules of config/app.json) for a verified forgot-password recovery; ends every session', body: apiSchemaRef('sign-in-help-new-password-request'), response: { 204: { type: 'null' }, ...errors } },
      // Public: only a recovery verified by the code reaches a member; rate limited per address.
      config: PUBLIC,
    },
    async (request, reply) => {
      const now = app.clock();
      await countPublicCall(app.db, { ip: request.ip, now });
      await resetPassword(app.db, app.messageSender, { token: recoveryToken(request), newPassword: request.body.newPassword, now });
      clearRecoveryCookie(request, reply);
      return reply.code(204).send();
    },
  );

  app.post<{ Body: SignInHelpCredentialsRequest }>(
    '/enrolment/credentials',
    {
      schema: { tags, summary: 'Choose the username and password of a verified enrolment', body: apiSchemaRef('sign-in-help-credentials-request'), response: { 204: { type: 'null' }, ...errors } },
      // Public: only an enrolment verified by the code reaches a member; rate limited per address.
      config: PUBLIC,
    },
    async (request, reply) => {
      const now = app.clock();
      await countPublicCall(app.db, { ip: request.ip, now });
      await enrolCredentials(app.db, { token: recoveryToken(request), username: request.body.username, newPassword: request.body.newPassword, now });
      clearRecoveryCookie(request, reply);
      return reply.code(204).send();
    },
  );
};

/**
 * The survey on sign-out, mounted at /api/logout-survey: the web app asks for an invitation just
 * before it ends the session (skipped when not configured, the flag is off or the member's alert skips it), and
 * answers it after, with the invitation's one-time token.
 */
export const logoutSurveyRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Reply: LogoutSurveyInvitation }>(
    '/invitation',
    {
      schema: { tags: ['logout-survey'], summary: 'At sign-out: whether this member is asked the survey, and its one-time token if so', response: { 200: apiSchemaRef('logout-survey-invitation'), 401: error } },
      // Every signed-in user signs out; what is decided is only ever about their own session.
      config: { capability: 'own-session', guard: null },
      // Open to a session still waiting for its new-device check too: asking must never start a challenge at sign-out.
      preValidation: requireSession({ extend: false, openWhileStepUpPending: true }),
    },
    async (request) => {
      const now = app.clock();
      return offerLogoutSurvey(app.db, {
        scope: await loadMemberScope(app.db, currentSession(request)),
        survey: signInHelpManifest.logoutSurvey,
        flags: await flagsInForce(app, currentSession(request)),
        rules: alertsManifest,
        now,
        today: businessDate(now),
      });
    },
  );

  app.post<{ Body: LogoutSurveyResponse }>(
    '/responses',
    {
      schema: { tags: ['logout-survey'], summary: 'Answer the survey after sign-out, once, with its one-time token', body: apiSchemaRef('logout-survey-response'), response: { 204: { type: 'null' }, 400: error, 429: error } },
      // Public: the session has ended by now; the one-time token is the credential, and calls are rate limited per address.
      config: PUBLIC,
    },
    async (request, reply) => {
      const now = app.clock();
      await countPublicCall(app.db, { ip: request.ip, now });
      await answerLogoutSurvey(app.db, { token: request.body.token, answers: request.body.answers, survey: signInHelpManifest.logoutSurvey, now });
      return reply.code(204).send();
    },
  );
};

/**
 * Demo mode only, registered only then, at /api/dev: the phone of a sign-in help caller, who has no session to read
 * /api/dev/outbox with. Lists what was texted for the recovery this browser's cookie holds (since it started).
 */
export const signInHelpDevRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Reply: OutboxList }>(
    '/sign-in-help/outbox',
    {
      schema: { tags: ['dev'], summary: "Demo only: the messages sent to the phone of this browser's sign-in help recovery, newest first", response: { 200: apiSchemaRef('outbox-list'), 429: error } },
      // Public in demo mode only (never mounted otherwise): the recovery cookie names whose phone; rate limited per address.
      config: PUBLIC,
    },
    async (request) => {
      const now = app.clock();
      await countPublicCall(app.db, { ip: request.ip, now });
      const token = recoveryToken(request);
      const recovery =
        token === undefined ? undefined : await app.db.selectFrom('sign_in_help_recoveries').select(['user_id', 'created_at']).where('token_hash', '=', tokenHash(token)).executeTakeFirst();
      if (!recovery?.user_id) return { messages: [] };
      const rows = await app.db
        .selectFrom('outbox_messages')
        .select(['id', 'channel', 'recipient', 'body', 'transaction_id', 'created_at'])
        .where('user_id', '=', recovery.user_id)
        .where('created_at', '>=', recovery.created_at)
        .orderBy('seq', 'desc')
        .limit(20)
        .execute();
      return {
        messages: rows.map((row) => ({ id: row.id, channel: row.channel, recipient: row.recipient, text: row.body, transactionId: row.transaction_id, createdAt: row.created_at.toISOString() })),
      };
    },
  );
};
