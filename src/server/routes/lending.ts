import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type {
  ErrorResponse,
  LendingPrequal,
  LendingPrequalRequest,
  LendingProductList,
  LoanAcceptanceRequest,
  LoanApplication,
  LoanApplicationList,
  LoanApplicationParams,
  LoanApplicationRequest,
  LoanDisclosure,
} from '../../../engine/core/generated/api.gen';
import { applicantAgreementId, applicationView, listApplications, reachableApplication, submitApplication } from '../domain/lending/applications';
import { productList } from '../domain/lending/catalogue';
import { applicationDisclosure, storedDisclosure } from '../domain/lending/disclosure';
import { acceptOffer } from '../domain/lending/funding';
import { memberFacts } from '../domain/lending/member-facts';
import { prequalify } from '../domain/lending/prequal';
import { IDEMPOTENCY_HEADER, sendIdempotent, withIdempotency } from '../http/idempotency';
import { loadMemberScope, type MemberScope } from '../domain/member-scope';
import { businessDate } from '../domain/business-date';
import { ApiProblem } from '../errors';
import { loanDisclosurePdf } from '../statements/statement-documents';
import { apiSchemaRef } from '../http/api-schemas';
import { currentSession, requireSession } from '../plugins/session';
import { languageOf } from '../i18n/user-language';
import { readerLanguage } from '../i18n/reader-language';

const BASE = '/client-api/v1';
const TAGS = ['lending'];
const error = apiSchemaRef('error-response');
const readErrors = { 400: error, 401: error, 403: error, 404: error };
const changeErrors = { ...readErrors, 409: error, 422: error };
const pdfResponse = { description: 'The document as a PDF (an attachment).', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } };

const scopeOf = (request: FastifyRequest): Promise<MemberScope> => loadMemberScope(request.server.db, currentSession(request));
const keyOf = (request: FastifyRequest): string => String(request.headers[IDEMPOTENCY_HEADER] ?? '').trim();

/**
 * Consumer lending, mounted at /api/lending: the catalogue, a pre-qualification (not a credit decision;
 * it records nothing), applications decided at submit by config/lending.json, the member's applications, and accepting
 * an approved offer (a loan after its Truth in Lending disclosure is reviewed and signed electronically: opened, disbursed
 * through the ledger and scheduled; a card opened with its limit).
 * Applications belong to the member's agreement: any other id is 404 and changes nothing. Reading needs
 * canViewProductSummary; applying and accepting also more than view-only access.
 */
export const lendingRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', requireSession({ extend: true }));

  app.get<{ Reply: LendingProductList }>(
    `${BASE}/products`,
    {
      schema: { tags: TAGS, summary: 'The loans and credit cards of config/lending.json: APR by term (basis points) and amount limits (cents)', response: { 200: apiSchemaRef('lending-product-list'), ...readErrors } },
      config: { capability: 'view-accounts', guard: 'canViewProductSummary' },
    },
    async () => productList(),
  );

  app.post<{ Body: LendingPrequalRequest; Reply: LendingPrequal }>(
    `${BASE}/prequalifications`,
    {
      schema: {
        tags: TAGS,
        summary: "A pre-qualification from the member's own data and stated income by config/lending.json's rules: offers per product and the plain statement that it is not a credit decision. Records nothing.",
        body: apiSchemaRef('lending-prequal-request'),
        response: { 200: apiSchemaRef('lending-prequal'), ...readErrors },
      },
      config: { capability: 'borrow', guard: 'canViewProductSummary', readsOnly: true },
    },
    async (request) => {
      const scope = await scopeOf(request);
      await applicantAgreementId(app.db, scope);
      const facts = await memberFacts(app.db, scope, { today: businessDate(app.clock()), ...request.body });
      return prequalify(facts);
    },
  );

  app.get<{ Reply: LoanApplicationList }>(
    `${BASE}/applications`,
    {
      schema: { tags: TAGS, summary: "The applications of the session's membership with their statuses, newest first", response: { 200: apiSchemaRef('loan-application-list'), ...readErrors } },
      config: { capability: 'view-accounts', guard: 'canViewProductSummary' },
    },
    async (request) => ({ applications: await listApplications(app.db, await scopeOf(request)) }),
  );

  app.get<{ Params: LoanApplicationParams; Reply: LoanApplication }>(
    `${BASE}/applications/:applicationId`,
    {
      schema: {
        tags: TAGS,
        summary: 'One application with its status history and, once funded, the payment schedule',
        params: apiSchemaRef('loan-application-params'),
        response: { 200: apiSchemaRef('loan-application'), ...readErrors },
      },
      config: { capability: 'view-accounts', guard: 'canViewProductSummary' },
    },
    async (request) => {
      const row = await reachableApplication(app.db, await scopeOf(request), request.params.applicationId);
      return applicationView(app.db, row.id, true);
    },
  );

  app.get<{ Params: LoanApplicationParams; Reply: LoanDisclosure }>(
    `${BASE}/applications/:applicationId/disclosure`,
    {
      schema: {
        tags: TAGS,
        summary:
          "An approved loan's Truth in Lending disclosure if it is funded today (APR, finance charge, amount financed, total of payments, payment schedule), with the version and fingerprint its acceptance names; a funded loan's as signed, with the consent. Anything else: 409.",
        params: apiSchemaRef('loan-application-params'),
        response: { 200: apiSchemaRef('loan-disclosure'), ...readErrors, 409: error },
      },
      config: { capability: 'view-accounts', guard: 'canViewProductSummary' },
    },
    async (request) => {
      const row = await reachableApplication(app.db, await scopeOf(request), request.params.applicationId);
      return applicationDisclosure(app.db, row, businessDate(app.clock()));
    },
  );

  app.get<{ Params: LoanApplicationParams }>(
    `${BASE}/applications/:applicationId/disclosure/document`,
    {
      schema: {
        tags: TAGS,
        summary: "A funded loan's Truth in Lending disclosure as signed (figures, payment schedule, the e-sign consent, who gave it and when) as a tagged PDF. Anything else: 409.",
        params: apiSchemaRef('loan-application-params'),
        response: { 200: pdfResponse, ...readErrors, 409: error },
      },
      config: { capability: 'view-accounts', guard: 'canViewProductSummary' },
    },
    async (request, reply) => {
      const row = await reachableApplication(app.db, await scopeOf(request), request.params.applicationId);
      const disclosure = row.status === 'FUNDED' ? await storedDisclosure(app.db, { applicationId: row.id }) : undefined;
      if (!disclosure?.consent || row.arrangement_id === null) throw new ApiProblem(409, 'LOAN_DISCLOSURE_UNAVAILABLE');
      const arrangement = await app.db.selectFrom('arrangements').selectAll().where('id', '=', row.arrangement_id).executeTakeFirstOrThrow();
      const file = await loanDisclosurePdf(app.db, arrangement, { ...disclosure, consent: disclosure.consent }, await languageOf(app.db, currentSession(request).user_id));
      return reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${file.fileName}"`).send(Buffer.from(file.bytes));
    },
  );

  app.post<{ Body: LoanApplicationRequest; Reply: LoanApplication | ErrorResponse }>(
    `${BASE}/applications`,
    {
      schema: {
        tags: TAGS,
        summary: 'Files a loan or credit card application (header Idempotency-Key), decided at submit: APPROVED with the offer, DECLINED with the reason, or IN_REVIEW',
        body: apiSchemaRef('loan-application-request'),
        response: { 201: apiSchemaRef('loan-application'), ...changeErrors },
      },
      config: { capability: 'borrow', guard: 'canViewProductSummary' },
    },
    async (request, reply) => {
      const scope = await scopeOf(request);
      const answer = await withIdempotency<LoanApplication | ErrorResponse>(request, async (trx) => {
        const now = app.clock();
        const outcome = await submitApplication(trx, { scope, body: request.body, idempotencyKey: keyOf(request), now, today: businessDate(now) });
        return outcome.ok ? { status: 201, body: outcome.application } : { status: 400, body: { errors: outcome.errors } };
      });
      return sendIdempotent(reply, answer);
    },
  );

  app.post<{ Params: LoanApplicationParams; Body: LoanAcceptanceRequest; Reply: LoanApplication | ErrorResponse }>(
    `${BASE}/applications/:applicationId/acceptance`,
    {
      schema: {
        tags: TAGS,
        summary:
          'Accepts an approved offer (header Idempotency-Key). A loan needs the e-sign consent and the version and fingerprint of the disclosure the member reviewed (400 without them; 409 when the disclosure of the offer has changed since): it is opened, its principal disbursed to the chosen deposit account through the ledger, its amortisation schedule and the signed disclosure stored. A card is opened with its limit. FUNDED.',
        params: apiSchemaRef('loan-application-params'),
        body: apiSchemaRef('loan-acceptance-request'),
        response: { 200: apiSchemaRef('loan-application'), ...changeErrors },
      },
      config: { capability: 'borrow', guard: 'canViewProductSummary' },
    },
    async (request, reply) => {
      const scope = await scopeOf(request);
      const answer = await withIdempotency<LoanApplication | ErrorResponse>(request, async (trx) => {
        const now = app.clock();
        const outcome = await acceptOffer(trx, { scope, applicationId: request.params.applicationId, body: request.body, now, today: businessDate(now), reader: (db) => readerLanguage(request, db) });
        return outcome.ok ? { status: 200, body: outcome.application } : { status: outcome.status, body: { errors: outcome.errors } };
      });
      return sendIdempotent(reply, answer);
    },
  );
};
