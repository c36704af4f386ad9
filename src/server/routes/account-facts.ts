import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AccountNumberReveal, ArrangementIdParams } from '../../../engine/core/generated/api.gen';
import { appManifest } from '../../manifests';
import type { Arrangement } from '../db/schema';
import { directDepositKindOf } from '../domain/account-facts';
import { businessDate } from '../domain/business-date';
import { loadMemberScope } from '../domain/member-scope';
import { productGroupOf } from '../domain/product-summary';
import { findVisibleArrangement } from '../domain/visible-arrangements';
import { ApiProblem } from '../errors';
import { languageOf } from '../i18n/user-language';
import { apiSchemaRef } from '../http/api-schemas';
import { DOWNLOAD_HEADERS } from '../http/download-headers';
import { requireCapability } from '../http/request-policy';
import { staffOf } from '../http/staff-request';
import { payloadFingerprint } from '../payload-fingerprint';
import { currentSession, requireSession } from '../plugins/session';
import { noteStaffAudit } from '../plugins/staff-audit';
import { directDepositPdf } from '../statements/direct-deposit-document';
import { requireStepUp } from '../stepup/require-step-up';

const error = apiSchemaRef('error-response');
const errors = { 401: error, 403: error, 404: error, 307: apiSchemaRef('step-up-error') };
const ACCESS = { capability: 'view-accounts', guard: 'canViewProductSummary' } as const;
const pdfResponse = { description: 'The direct-deposit form as a PDF (an attachment).', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } };

/** What a reveal shows: the number on screen, or the direct-deposit form that prints it. */
type Reveal = 'account-number' | 'direct-deposit-form';

/**
 * An account's full number and the credit union's routing number, on screen and on a printable direct-deposit form.
 * Read with the account page's own permission (view-accounts for the account's kind, so a condition that takes its
 * details away takes these too), on an open account the session reaches (else 404), and only after the identity check
 * config/risk.json asks for revealAccountNumber, bound to this account and to what is revealed. Staff serving the
 * member read them without one (the member proved who they are to staff), and the staff audit names the sensitive
 * read. Nothing here is cached: every API answer is no-store (security-headers), the form private, no-store. Mounted at /api/arrangement-manager.
 */
export const accountFactsRoutes: FastifyPluginAsync = async (app) => {
  // Before validation: a caller without a session learns nothing, not even that its request was malformed.
  app.addHook('preValidation', requireSession({ extend: true }));

  /** The open account the request names, if the session reaches it and the policy lets the caller see its details. */
  const accountOf = async (request: FastifyRequest<{ Params: ArrangementIdParams }>): Promise<Arrangement> => {
    const scope = await loadMemberScope(app.db, currentSession(request));
    const arrangement = await findVisibleArrangement(app.db, scope, request.params.id);
    if (!arrangement || arrangement.state !== 'ACTIVE') throw new ApiProblem(404, 'NOT_FOUND');
    await requireCapability(request, 'view-accounts', productGroupOf(arrangement.product_kind));
    return arrangement;
  };

  /** True once the reveal may go ahead; otherwise the step-up has answered and the handler returns the reply. */
  const revealPassed = async (request: FastifyRequest, reply: FastifyReply, arrangement: Arrangement, reveal: Reveal): Promise<boolean> => {
    if ((await staffOf(request))?.visit) {
      noteStaffAudit(request, { detail: { sensitiveRead: reveal } });
      return true;
    }
    return requireStepUp(request, reply, { action: 'revealAccountNumber', fingerprint: payloadFingerprint({ action: 'revealAccountNumber', reveal, arrangementId: arrangement.id }) });
  };

  app.get<{ Params: ArrangementIdParams; Reply: AccountNumberReveal }>(
    '/client-api/v2/productsummary/arrangements/:id/account-number',
    {
      schema: {
        tags: ['arrangement-manager'],
        summary: "One open account's full number and the credit union's routing number, after the identity check revealAccountNumber (307 until passed). Never cached.",
        params: apiSchemaRef('arrangement-id-params'),
        response: { 200: apiSchemaRef('account-number-reveal'), 400: error, ...errors },
      },
      config: ACCESS,
    },
    async (request, reply) => {
      const arrangement = await accountOf(request);
      if (!(await revealPassed(request, reply, arrangement, 'account-number'))) return reply;
      return { accountId: arrangement.id, accountNumber: arrangement.account_number, routingNumber: appManifest.routingNumber };
    },
  );

  app.get<{ Params: ArrangementIdParams }>(
    '/client-api/v2/productsummary/arrangements/:id/direct-deposit-form',
    {
      schema: {
        tags: ['arrangement-manager'],
        summary:
          "A printable direct-deposit form (PDF) of an open checking or savings account: the holder's name, the credit union's name, address and routing number, the full account number and type, and lines for the employer. After the identity check revealAccountNumber (307 until passed); an account that takes no direct deposit (a loan, card or certificate): 404.",
        params: apiSchemaRef('arrangement-id-params'),
        response: { 200: pdfResponse, 400: error, ...errors },
      },
      config: ACCESS,
      // After the app-wide security headers (route hooks run last): the file's own CSP and caching win.
      onSend: async (_request, reply, payload) => {
        if (reply.statusCode === 200) void reply.headers(DOWNLOAD_HEADERS);
        return payload;
      },
    },
    async (request, reply) => {
      const arrangement = await accountOf(request);
      const kind = await directDepositKindOf(app.db, arrangement);
      if (kind === undefined) throw new ApiProblem(404, 'NOT_FOUND');
      if (!(await revealPassed(request, reply, arrangement, 'direct-deposit-form'))) return reply;
      const file = await directDepositPdf(app.db, arrangement, kind, businessDate(app.clock()), await languageOf(app.db, currentSession(request).user_id));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(Buffer.from(file.bytes));
    },
  );
};
