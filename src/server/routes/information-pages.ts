import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { BillPayAccess, BillPayAccessRequest, DocumentRoom, EstatePlanning } from '../../../engine/core/generated/api.gen';
import type { DeepReadonly } from '../../../engine/core/deep-readonly';
import type { VisibilityRule } from '../../../engine/core/visibility';
import { menusManifest } from '../../manifests';
import { businessDate } from '../domain/business-date';
import { loadMember } from '../domain/current-user';
import { acceptBillPayTerms, billPayAccess } from '../domain/information-pages/bill-pay-access';
import { documentRoom } from '../domain/information-pages/document-room';
import { estatePlanning } from '../domain/information-pages/estate-planning';
import { loadMemberScope, type MemberScope } from '../domain/member-scope';
import { ApiProblem } from '../errors';
import { apiSchemaRef } from '../http/api-schemas';
import { decideFor } from '../http/request-policy';
import { isVisibleTo } from '../http/request-visibility';
import { currentSession, requireSession } from '../plugins/session';

const BASE = '/v1';
const TAGS = ['information-pages'];
const error = apiSchemaRef('error-response');
const errors = { 401: error, 403: error };

/** The More menu's rule for an item (config/menus.json): the page answers only whom the menu shows it to. */
function moreMenuRule(id: string): DeepReadonly<VisibilityRule> | undefined {
  const item = menusManifest.menus.more.items.find((candidate) => candidate.id === id);
  if (!item) throw new Error(`config/menus.json more has no "${id}" item`);
  return item.visibleWhen;
}

const EDR_RULE = moreMenuRule('electronic-document-room');
const ESTATE_RULE = moreMenuRule('estate-planning-center');
const STATEMENTS_RULE: VisibilityRule = { guard: 'canViewAccountStatements' };
const UPLOADS_RULE: VisibilityRule = { all: [{ flag: 'show-upload-documents' }, { guard: 'canViewUploadDocuments' }] };
/** The loans' signed disclosures download through lending, which needs this guard. */
const LOAN_DISCLOSURES_RULE: VisibilityRule = { guard: 'canViewProductSummary' };

/**
 * The information pages' data, mounted at /api/information-pages: the Electronic Document Room (its flag
 * differs for business and personal members), the Estate Planning Center's account review, and Bill Pay
 * Access (the service terms a membership accepts). Everything is the session's own membership.
 */
export const informationPageRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', requireSession({ extend: true }));

  const scopeOf = (request: FastifyRequest): Promise<MemberScope> => loadMemberScope(app.db, currentSession(request));
  const holds = async (request: FastifyRequest, rule: DeepReadonly<VisibilityRule> | undefined): Promise<boolean> => {
    if (rule === undefined) return true;
    const member = await loadMember(app.db, currentSession(request).user_id);
    if (!member) throw new ApiProblem(401, 'SESSION_REQUIRED');
    return isVisibleTo(request, member, rule);
  };
  const requireRule = async (request: FastifyRequest, rule: DeepReadonly<VisibilityRule> | undefined): Promise<void> => {
    if (!(await holds(request, rule))) throw new ApiProblem(403, 'FORBIDDEN');
  };

  app.get<{ Reply: DocumentRoom }>(
    `${BASE}/document-room`,
    {
      schema: {
        tags: TAGS,
        summary: "The member's statements, tax forms, accepted disclosures and uploads, newest first (the More menu's rule: show-edr-business or show-edr-personal)",
        response: { 200: apiSchemaRef('document-room'), ...errors },
      },
      config: { capability: 'view-statements', guard: 'canAccessElectronicDocumentsRoom' },
    },
    async (request) => {
      await requireRule(request, EDR_RULE);
      const access = { statements: await holds(request, STATEMENTS_RULE), uploads: await holds(request, UPLOADS_RULE), loanDisclosures: await holds(request, LOAN_DISCLOSURES_RULE) };
      return documentRoom(app.db, await scopeOf(request), access, businessDate(app.clock()));
    },
  );

  app.get<{ Reply: EstatePlanning }>(
    `${BASE}/estate-planning`,
    {
      schema: {
        tags: TAGS,
        summary: "The member's deposit accounts and IRAs with their payable-on-death or designated beneficiaries",
        response: { 200: apiSchemaRef('estate-planning'), ...errors },
      },
      config: { capability: 'view-accounts', guard: 'canViewProductSummary' },
    },
    async (request) => {
      await requireRule(request, ESTATE_RULE);
      return estatePlanning(app.db, await scopeOf(request));
    },
  );

  // Only the account holder accepts terms in the membership's name (config/policy.json).
  const canEnrol = async (request: FastifyRequest): Promise<boolean> => (await decideFor(request, 'accept-service-terms')).allowed;

  app.get<{ Reply: BillPayAccess }>(
    `${BASE}/bill-pay-access`,
    {
      schema: { tags: TAGS, summary: "The membership's Bill Pay enrolment: the service terms accepted, payees and accounts", response: { 200: apiSchemaRef('bill-pay-access'), ...errors } },
      config: { capability: 'view-payments', guard: 'canViewBillPay' },
    },
    async (request) => {
      const scope = await scopeOf(request);
      return billPayAccess(app.db, scope, await canEnrol(request));
    },
  );

  app.post<{ Body: BillPayAccessRequest; Reply: BillPayAccess }>(
    `${BASE}/bill-pay-access`,
    {
      schema: {
        tags: TAGS,
        summary: 'Accepts the Bill Pay service terms in the version read, turning Bill Pay on for the membership',
        body: apiSchemaRef('bill-pay-access-request'),
        response: { 200: apiSchemaRef('bill-pay-access'), 400: error, ...errors },
      },
      config: { capability: 'accept-service-terms', guard: 'canViewBillPay' },
    },
    async (request) => {
      const scope = await scopeOf(request);
      await acceptBillPayTerms(app.db, scope, request.body.termsVersion, app.clock());
      return billPayAccess(app.db, scope, true);
    },
  );
};
