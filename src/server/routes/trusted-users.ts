import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type {
  TrustedUser,
  TrustedUserAcceptance,
  TrustedUserAcceptanceRequest,
  TrustedUserAccessRequest,
  TrustedUserIdParams,
  TrustedUserInvitationDetails,
  TrustedUserInvitationReceipt,
  TrustedUserInvitationRequest,
  TrustedUserInvitationTokenRequest,
  TrustedUserList,
} from '../../../engine/core/generated/api.gen';
import { ApiProblem } from '../errors';
import { levelProblem } from '../domain/trusted-users/access-mapping';
import {
  acceptInvitation,
  countAttempt,
  createInvitation,
  invitationDetails,
  outboxInvitationMailer,
  resendInvitation,
  unconfiguredInvitationMailer,
  type InvitationPost,
} from '../domain/trusted-users/invitations';
import { listTrustedUsers, masterScopeOf, revokeTrustedUser, updateTrustedAccess, type MasterScope } from '../domain/trusted-users/trusted-users';
import { shareableAccounts } from '../domain/trusted-users/account-scope';
import { apiSchemaRef } from '../http/api-schemas';
import { currentSession, requireSession } from '../plugins/session';

const BASE = '/client-api/v3/trusted-users';
const PUBLIC_BASE = '/client-api/v3/trusted-user-invitations';
const TAGS = ['access-control'];
const error = apiSchemaRef('error-response');
const errors = { 400: error, 401: error, 403: error, 404: error };

/**
 * Trusted users (access levels per feature, and the trusted agreements they act under), mounted at /api/access-control. The holder of the
 * master agreement the session acts under lists, invites, edits and revokes the trusted users reaching their
 * accounts; anyone else is refused (403: a trusted user, staff, or someone in another agreement), and an id that is
 * not one of theirs is 404. Access is written to the access-control tables the server enforces everywhere.
 *
 * The invitation's one-time link is accepted on two public endpoints (no session yet: the invitee may have no
 * sign-in), rate-limited per client address (config/trusted-users.json acceptance) and answering one 410 for any
 * unknown, used, expired or cancelled token.
 */
export const trustedUserRoutes: FastifyPluginAsync = async (app) => {
  const post: InvitationPost = {
    mailer: app.serverConfig.demoMode ? outboxInvitationMailer(app.db) : unconfiguredInvitationMailer,
    origin: app.serverConfig.publicOrigin,
  };
  const signedIn = requireSession({ extend: true });

  /** The master holder, refused before any id or body is looked at. */
  const holderOf = async (request: FastifyRequest, change: boolean): Promise<MasterScope> => {
    return masterScopeOf(app.db, currentSession(request));
  };
  const checkLevels = (body: TrustedUserAccessRequest): void => {
    const problem = levelProblem(body.accessLevel, body.features);
    if (problem) throw new ApiProblem(400, problem.code, problem.path);
  };

  app.get<{ Reply: TrustedUserList }>(
    BASE,
    {
      schema: { tags: TAGS, summary: "The master holder's trusted users and invitations still waiting", response: { 200: apiSchemaRef('trusted-user-list'), 401: error, 403: error } },
      config: { capability: 'manage-trusted-users', guard: 'canViewTrustedUsers' },
      preValidation: signedIn,
    },
    async (request) => {
      const scope = await holderOf(request, false);
      return { trustedUsers: await listTrustedUsers(app.db, scope, app.clock()), accounts: await shareableAccounts(app.db, scope.agreementId) };
    },
  );

  app.post<{ Body: TrustedUserInvitationRequest; Reply: TrustedUserInvitationReceipt }>(
    `${BASE}/invitations`,
    {
      schema: {
        tags: TAGS,
        summary: 'Invite a trusted user: a one-time link by e-mail (the demo outbox in demo mode), expiring, stored hashed',
        body: apiSchemaRef('trusted-user-invitation-request'),
        response: { 201: apiSchemaRef('trusted-user-invitation-receipt'), ...errors, 409: error, 503: error },
      },
      config: { capability: 'manage-trusted-users', guard: 'canInviteTrustedUsers' },
      preValidation: signedIn,
    },
    async (request, reply) => {
      const scope = await holderOf(request, true);
      const receipt = await createInvitation(app.db, post, scope, request.body, app.clock());
      return reply.code(201).send(receipt);
    },
  );

  app.post<{ Params: TrustedUserIdParams; Reply: TrustedUserInvitationReceipt }>(
    `${BASE}/:trustedUserId/resend`,
    {
      schema: {
        tags: TAGS,
        summary: 'Send a waiting invitation again: a fresh one-time link and expiry; the link sent before stops working',
        params: apiSchemaRef('trusted-user-id-params'),
        response: { 200: apiSchemaRef('trusted-user-invitation-receipt'), ...errors, 503: error },
      },
      config: { capability: 'manage-trusted-users', guard: 'canInviteTrustedUsers' },
      preValidation: signedIn,
    },
    async (request) => {
      const scope = await holderOf(request, true);
      return resendInvitation(app.db, post, scope, request.params.trustedUserId, app.clock());
    },
  );

  app.put<{ Params: TrustedUserIdParams; Body: TrustedUserAccessRequest; Reply: TrustedUser }>(
    `${BASE}/:trustedUserId`,
    {
      schema: {
        tags: TAGS,
        summary: "Change a trusted user's (or a waiting invitation's) access per feature; applies from their next call",
        params: apiSchemaRef('trusted-user-id-params'),
        body: apiSchemaRef('trusted-user-access-request'),
        response: { 200: apiSchemaRef('trusted-user'), ...errors },
      },
      config: { capability: 'manage-trusted-users', guard: 'canEditTrustedUsers' },
      preValidation: signedIn,
    },
    async (request) => {
      const scope = await holderOf(request, true);
      checkLevels(request.body);
      return updateTrustedAccess(app.db, scope, request.params.trustedUserId, request.body, app.clock());
    },
  );

  app.delete<{ Params: TrustedUserIdParams }>(
    `${BASE}/:trustedUserId`,
    {
      schema: {
        tags: TAGS,
        summary: "Revoke a trusted user at once (their sessions lose the agreement), or cancel a waiting invitation",
        params: apiSchemaRef('trusted-user-id-params'),
        response: { 204: { type: 'null' }, ...errors },
      },
      config: { capability: 'manage-trusted-users', guard: 'canRevokeTrustedUsers' },
      preValidation: signedIn,
    },
    async (request, reply) => {
      const scope = await holderOf(request, true);
      await revokeTrustedUser(app.db, scope, request.params.trustedUserId, app.clock());
      return reply.code(204).send();
    },
  );

  app.post<{ Body: TrustedUserInvitationTokenRequest; Reply: TrustedUserInvitationDetails }>(
    `${PUBLIC_BASE}/details`,
    {
      schema: {
        tags: TAGS,
        summary: "Public, rate-limited: what an invitation link offers (410 for any link that can't be used)",
        body: apiSchemaRef('trusted-user-invitation-token-request'),
        response: { 200: apiSchemaRef('trusted-user-invitation-details'), 400: error, 410: error, 429: error },
      },
      // Public: the invitee opens the link before they have (or before they use) a sign-in.
      config: { capability: 'public', guard: null },
    },
    async (request) => {
      const now = app.clock();
      await countAttempt(app.db, request.ip, now);
      return invitationDetails(app.db, request.body.token, now);
    },
  );

  app.post<{ Body: TrustedUserAcceptanceRequest; Reply: TrustedUserAcceptance }>(
    `${PUBLIC_BASE}/acceptance`,
    {
      schema: {
        tags: TAGS,
        summary: 'Public, rate-limited: accept an invitation once, creating a sign-in or with an existing one; then sign in',
        body: apiSchemaRef('trusted-user-acceptance-request'),
        response: { 200: apiSchemaRef('trusted-user-acceptance'), 400: error, 401: error, 409: error, 410: error, 429: error },
      },
      // Public: a new user has no session to accept with; an existing one proves their sign-in in the body.
      config: { capability: 'public', guard: null },
    },
    async (request) => {
      const now = app.clock();
      await countAttempt(app.db, request.ip, now);
      const accepted = await acceptInvitation(app.db, { ...request.body, ip: request.ip, now, throttle: app.serverConfig.loginThrottle });
      request.log.debug('trusted-user invitation accepted');
      return accepted;
    },
  );
};
