import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type {
  ErrorResponse,
  StaffActionRequest,
  StaffArrangementIdParams,
  StaffBeneficiariesUpdate,
  StaffBeneficiaryAccount,
  StaffBeneficiaryAccountList,
  StaffMemberOverview,
  StaffProviderLinkChange,
  StaffProviderLinkList,
  StaffProviderLinkParams,
  StaffProviderLinkRequest,
  StaffUnlockResult,
} from '../../../engine/core/generated/api.gen';
import { loadMemberScope } from '../domain/member-scope';
import { beneficiaryAccounts, replaceBeneficiaries } from '../domain/staff/beneficiaries';
import { checkedSubject, linkProviderSubject, providerLinksOf, unlinkProviderSubject } from '../domain/staff/provider-links';
import { ApiProblem } from '../errors';
import { memberOverview, unlockSignIn, unlockStepUp, type StaffDesk } from '../domain/staff/member-overview';
import { requireOpenVisit } from '../http/staff-request';
import { checkedReason } from '../domain/staff/staff-visits';
import { apiSchemaRef } from '../http/api-schemas';
import { currentSession, requireSession } from '../plugins/session';
import { noteStaffAudit } from '../plugins/staff-audit';

const MEMBER = '/client-api/v1/members/current';
const TAGS = ['service-desk'];
const error = apiSchemaRef('error-response');
const errors = { 400: error, 401: error, 403: error, 404: error, 409: error };

/**
 * The member-service tools of the staff channel, mounted at /api/service-desk: the MRC portal's overview
 * of the member being served, unlocking their sign-in or verification, their IRA and payable-on-death
 * beneficiaries, and the subjects at the credit union's sign-in provider that sign them in. Every call needs an
 * open visit (409 STAFF_NO_MEMBER_OPEN otherwise) and reaches only that member;
 * members hold no Service Desk permission (403). Actions carry their reason in the body (this prefix needs no
 * x-action-reason header), and the audit row of each records it with what changed.
 */
export const serviceDeskMemberServiceRoutes: FastifyPluginAsync = async (app) => {
  const extend = requireSession({ extend: true });
  /** The service desk's tools read and change with the app's database, its clock now and sign-in's throttle policy. */
  const deskOf = (): StaffDesk => ({ db: app.db, now: app.clock(), loginThrottle: app.serverConfig.loginThrottle });

  /** An action's visit and its checked reason, noted for the audit. */
  const reasonedVisit = async (request: FastifyRequest, reason: string) => {
    const visit = await requireOpenVisit(request);
    const checked = checkedReason(reason, '/reason');
    noteStaffAudit(request, { detail: { reason: checked } });
    return visit;
  };

  app.get<{ Reply: StaffMemberOverview }>(
    `${MEMBER}/overview`,
    {
      preValidation: extend,
      schema: {
        tags: TAGS,
        summary: "MRC portal: the served member's name, number, contacts (masked), precheck conditions (staff form), sign-in and verification lockouts, recent staff visits and account count",
        response: { 200: apiSchemaRef('staff-member-overview'), ...errors },
      },
      config: { capability: 'staff-desk', guard: 'canViewServedMember' },
    },
    async (request) => memberOverview(deskOf(), currentSession(request), await requireOpenVisit(request)),
  );

  app.post<{ Body: StaffActionRequest; Reply: StaffUnlockResult }>(
    `${MEMBER}/unlock-sign-in`,
    {
      preValidation: extend,
      schema: {
        tags: TAGS,
        summary: "Clears the served member's failed sign-in attempts (the sign-in lockout), with a reason; answers what changed",
        body: apiSchemaRef('staff-action-request'),
        response: { 200: apiSchemaRef('staff-unlock-result'), ...errors },
      },
      config: { capability: 'staff-service', guard: 'canServeMembers' },
    },
    async (request) => {
      const result = await unlockSignIn(deskOf(), await reasonedVisit(request, request.body.reason));
      noteStaffAudit(request, { detail: { action: 'unlock-sign-in', wasLocked: result.wasLocked, clearedFailures: result.clearedFailures } });
      return result;
    },
  );

  app.post<{ Body: StaffActionRequest; Reply: StaffUnlockResult }>(
    `${MEMBER}/unlock-step-up`,
    {
      preValidation: extend,
      schema: {
        tags: TAGS,
        summary: "Clears the served member's failed identity-verification attempts (the step-up lockout), with a reason; answers what changed",
        body: apiSchemaRef('staff-action-request'),
        response: { 200: apiSchemaRef('staff-unlock-result'), ...errors },
      },
      config: { capability: 'staff-service', guard: 'canServeMembers' },
    },
    async (request) => {
      const result = await unlockStepUp(deskOf(), await reasonedVisit(request, request.body.reason));
      noteStaffAudit(request, { detail: { action: 'unlock-step-up', wasLocked: result.wasLocked, clearedFailures: result.clearedFailures, events: result.events } });
      return result;
    },
  );

  app.get<{ Reply: StaffProviderLinkList }>(
    `${MEMBER}/provider-links`,
    {
      preValidation: extend,
      schema: {
        tags: TAGS,
        summary: "The subjects at the credit union's OpenID Connect provider that sign the served member in, and the issuer a new link is made at (null: none is configured)",
        response: { 200: apiSchemaRef('staff-provider-link-list'), ...errors },
      },
      config: { capability: 'staff-desk', guard: 'canViewServedMember' },
    },
    async (request) => {
      const visit = await requireOpenVisit(request);
      return { issuer: app.serverConfig.identityProvider?.issuer ?? null, links: await providerLinksOf(app.db, visit.memberId) };
    },
  );

  app.post<{ Body: StaffProviderLinkRequest; Reply: StaffProviderLinkChange }>(
    `${MEMBER}/provider-links`,
    {
      preValidation: extend,
      schema: {
        tags: TAGS,
        summary:
          "Links a subject at the configured provider to the served member, with a reason; the same subject linked to this member already changes nothing, linked to another member it is 409 and nothing changes",
        body: apiSchemaRef('staff-provider-link-request'),
        response: { 200: apiSchemaRef('staff-provider-link-change'), ...errors },
      },
      config: { capability: 'staff-service', guard: 'canServeMembers' },
    },
    async (request) => {
      const visit = await reasonedVisit(request, request.body.reason);
      const subject = checkedSubject(request.body.subject, '/subject');
      const provider = app.serverConfig.identityProvider;
      if (provider === null) throw new ApiProblem(409, 'STAFF_PROVIDER_NOT_CONFIGURED');
      noteStaffAudit(request, { detail: { action: 'link-provider-subject', issuer: provider.issuer, subject } });
      const result = await linkProviderSubject(app.db, { issuer: provider.issuer, subject, memberId: visit.memberId, now: app.clock() });
      noteStaffAudit(request, { detail: { linkId: result.link.id, changed: result.changed } });
      return result;
    },
  );

  app.delete<{ Params: StaffProviderLinkParams; Body: StaffActionRequest; Reply: StaffProviderLinkChange }>(
    `${MEMBER}/provider-links/:linkId`,
    {
      preValidation: extend,
      schema: {
        tags: TAGS,
        summary: "Removes one of the served member's provider links, with a reason: its subject signs nobody in, and sessions signed in through it end; another member's link is 404",
        params: apiSchemaRef('staff-provider-link-params'),
        body: apiSchemaRef('staff-action-request'),
        response: { 200: apiSchemaRef('staff-provider-link-change'), ...errors },
      },
      config: { capability: 'staff-service', guard: 'canServeMembers' },
    },
    async (request) => {
      const visit = await reasonedVisit(request, request.body.reason);
      noteStaffAudit(request, { detail: { action: 'unlink-provider-subject', linkId: request.params.linkId } });
      const result = await unlinkProviderSubject(app.db, { memberId: visit.memberId, linkId: request.params.linkId });
      noteStaffAudit(request, { detail: { issuer: result.link.issuer, subject: result.link.subject, changed: true } });
      return result;
    },
  );

  app.get<{ Reply: StaffBeneficiaryAccountList }>(
    '/client-api/v1/beneficiaries',
    {
      preValidation: extend,
      schema: {
        tags: TAGS,
        summary: "The served member's IRA and payable-on-death accounts, each with its beneficiaries",
        response: { 200: apiSchemaRef('staff-beneficiary-account-list'), ...errors },
      },
      config: { capability: 'staff-desk', guard: 'canViewServedMember' },
    },
    async (request) => {
      await requireOpenVisit(request);
      return { accounts: await beneficiaryAccounts(app.db, (await loadMemberScope(app.db, currentSession(request))).agreementIds) };
    },
  );

  app.put<{ Params: StaffArrangementIdParams; Body: StaffBeneficiariesUpdate; Reply: StaffBeneficiaryAccount | ErrorResponse }>(
    '/client-api/v1/accounts/:arrangementId/beneficiaries',
    {
      preValidation: extend,
      schema: {
        tags: TAGS,
        summary:
          "Replaces the beneficiaries of one of the served member's IRA or payable-on-death accounts (with a reason): at least one primary, primaries and contingents each adding to exactly 100%",
        params: apiSchemaRef('staff-arrangement-id-params'),
        body: apiSchemaRef('staff-beneficiaries-update'),
        response: { 200: apiSchemaRef('staff-beneficiary-account'), ...errors },
      },
      config: { capability: 'staff-service', guard: 'canServeMembers' },
    },
    async (request, reply) => {
      await reasonedVisit(request, request.body.reason);
      const scope = await loadMemberScope(app.db, currentSession(request));
      const outcome = await replaceBeneficiaries(app.db, app.clock(), scope.agreementIds, request.params.arrangementId, request.body);
      if (!outcome.ok) return reply.code(400).send({ errors: outcome.errors });
      noteStaffAudit(request, { detail: { action: 'replace-beneficiaries', arrangementId: outcome.account.arrangementId, before: outcome.before, after: outcome.account.beneficiaries.length } });
      return outcome.account;
    },
  );
};
