import type { FastifyPluginAsync } from 'fastify';
import type { ArrangementIdParams, Certificate, CertificateList, CertificateRenewalRequest } from '../../../engine/core/generated/api.gen';
import { listCertificates, setRenewalChoice } from '../domain/certificates/certificates';
import { loadMemberScope } from '../domain/member-scope';
import { requireMovePermission } from '../domain/payments/payment-permissions';
import { apiSchemaRef } from '../http/api-schemas';
import { currentSession, requireSession } from '../plugins/session';

const error = apiSchemaRef('error-response');
const errors = { 400: error, 401: error, 403: error, 404: error };
const TAGS = ['certificates'];

/** Certificates (issue 16): the member's certificates and their renewal choice. Mounted at /api/certificates. */
export const certificateRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', requireSession({ extend: true }));

  app.get<{ Reply: CertificateList }>(
    '',
    {
      schema: { tags: TAGS, summary: "The session's certificates with terms, maturity and balance, and the savings accounts a maturity may pay out to", response: { 200: apiSchemaRef('certificate-list'), ...errors } },
      config: { guard: 'canViewProductSummary' },
    },
    async (request) => {
      const scope = await loadMemberScope(app.db, currentSession(request));
      return listCertificates(app.db, scope.agreementIds);
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
      config: { guard: 'canViewProductSummary' },
    },
    async (request) => {
      const scope = await loadMemberScope(app.db, currentSession(request));
      // Where money goes at maturity is a money movement decision: view-only access may not change it.
      await requireMovePermission(request, 'INTERNAL_TRANSFER');
      return setRenewalChoice(app.db, { agreementIds: scope.agreementIds, id: request.params.id, body: request.body, now: app.clock() });
    },
  );
};
