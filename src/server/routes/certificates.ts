import type { FastifyPluginAsync } from 'fastify';
import type {
  ArrangementIdParams,
  Certificate,
  CertificateEarlyClosureQuote,
  CertificateEarlyClosureReceipt,
  CertificateEarlyClosureRequest,
  CertificateList,
  CertificateRenewalRequest,
} from '../../../engine/core/generated/api.gen';
import { listCertificates, setRenewalChoice } from '../domain/certificates/certificates';
import { closeCertificateEarly, quoteEarlyClosure } from '../domain/certificates/early-closure';
import { sendIdempotent, withIdempotency } from '../http/idempotency';
import { loadMemberScope } from '../domain/member-scope';
import { businessDate } from '../domain/business-date';
import { requireMovePermission } from '../http/payment-permissions';
import { apiSchemaRef } from '../http/api-schemas';
import { currentSession, requireSession } from '../plugins/session';

const error = apiSchemaRef('error-response');
const errors = { 400: error, 401: error, 403: error, 404: error };
const TAGS = ['certificates'];

/** Certificates: the member's certificates, their renewal choice and closing one early. Mounted at /api/certificates. */
export const certificateRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', requireSession({ extend: true }));

  app.get<{ Reply: CertificateList }>(
    '',
    {
      schema: { tags: TAGS, summary: "The session's certificates with terms, maturity and balance, and the savings accounts a maturity may pay out to", response: { 200: apiSchemaRef('certificate-list'), ...errors } },
      config: { capability: 'view-accounts', guard: 'canViewProductSummary' },
    },
    async (request) => {
      const scope = await loadMemberScope(app.db, currentSession(request));
      return listCertificates(app.db, scope);
    },
  );

  app.put<{ Params: ArrangementIdParams; Body: CertificateRenewalRequest; Reply: Certificate }>(
    '/:id/renewal',
    {
      schema: {
        tags: TAGS,
        summary: 'Sets what a certificate does at maturity: renew, or move the balance to one of the member’s savings accounts',
        params: apiSchemaRef('arrangement-id-params'),
        body: apiSchemaRef('certificate-renewal-request'),
        response: { 200: apiSchemaRef('certificate'), ...errors, 409: error },
      },
      config: { capability: 'move-money', guard: 'canViewProductSummary' },
    },
    async (request) => {
      const scope = await loadMemberScope(app.db, currentSession(request));
      // Where money goes at maturity is a money movement decision: view-only access may not change it.
      await requireMovePermission(request, 'INTERNAL_TRANSFER');
      return setRenewalChoice(app.db, { agreementIds: scope.agreementIds, arrangementIds: scope.arrangementIds, id: request.params.id, body: request.body, now: app.clock() });
    },
  );

  app.get<{ Params: ArrangementIdParams; Reply: CertificateEarlyClosureQuote }>(
    '/:id/early-closure',
    {
      schema: {
        tags: TAGS,
        summary: 'What closing a certificate before maturity today pays (principal, dividends to today, penalty, net) and the accounts it may pay to',
        params: apiSchemaRef('arrangement-id-params'),
        response: { 200: apiSchemaRef('certificate-early-closure-quote'), ...errors, 409: error },
      },
      config: { capability: 'view-accounts', guard: 'canViewProductSummary' },
    },
    async (request) => {
      const scope = await loadMemberScope(app.db, currentSession(request));
      return quoteEarlyClosure(app.db, { agreementIds: scope.agreementIds, arrangementIds: scope.arrangementIds, id: request.params.id, today: businessDate(app.clock()) });
    },
  );

  app.post<{ Params: ArrangementIdParams; Body: CertificateEarlyClosureRequest; Reply: CertificateEarlyClosureReceipt }>(
    '/:id/early-closure',
    {
      schema: {
        tags: TAGS,
        summary: 'Closes a certificate before maturity (header Idempotency-Key): the net after the penalty moves to one of the member’s checking or savings accounts',
        params: apiSchemaRef('arrangement-id-params'),
        body: apiSchemaRef('certificate-early-closure-request'),
        response: { 201: apiSchemaRef('certificate-early-closure-receipt'), ...errors, 409: error, 422: error },
      },
      config: { capability: 'move-money', guard: 'canViewProductSummary' },
    },
    async (request, reply) => {
      const scope = await loadMemberScope(app.db, currentSession(request));
      // Closing moves the balance out: view-only access may not do it (as with the renewal choice).
      await requireMovePermission(request, 'INTERNAL_TRANSFER');
      const now = app.clock();
      const input = { userId: scope.userId, agreementIds: scope.agreementIds, arrangementIds: scope.arrangementIds, id: request.params.id, destinationAccountId: request.body.destinationAccountId, today: businessDate(now), now };
      const answer = await withIdempotency<CertificateEarlyClosureReceipt>(request, (trx) => closeCertificateEarly(trx, input));
      return sendIdempotent(reply, answer);
    },
  );
};
