import type { FastifyPluginAsync } from 'fastify';
import type { AccountOpeningCatalogue, AccountOpeningReceipt, AccountOpeningRequest, PaymentErrorResponse } from '../../../engine/core/generated/api.gen';
import { openingAudience } from '../domain/account-opening/catalogue';
import { loadCatalogue, openAccount, type OpeningAnswer } from '../domain/account-opening/open-account';
import { IDEMPOTENCY_HEADER, sendIdempotent, withIdempotency } from '../http/idempotency';
import { loadMemberScope } from '../domain/member-scope';
import { businessDate } from '../domain/business-date';
import { requireMovePermission } from '../http/payment-permissions';
import { apiSchemaRef } from '../http/api-schemas';
import { currentSession, requireSession } from '../plugins/session';
import { flagsInForce } from '../studio/flags-in-force';

const error = apiSchemaRef('payment-error-response');
const errors = { 400: error, 401: error, 403: error, 404: error };
const TAGS = ['account-opening'];

/**
 * Open a New Account: the catalogue for the member (business products for business members, and
 * nothing at all for them while the business flag is off) and opening one, funded by an internal transfer. Mounted
 * at /api/account-opening.
 */
export const accountOpeningRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', requireSession({ extend: true }));

  app.get<{ Reply: AccountOpeningCatalogue }>(
    '/catalogue',
    {
      schema: { tags: TAGS, summary: 'The products this member may open online and the accounts that may fund one', response: { 200: apiSchemaRef('account-opening-catalogue'), ...errors } },
      config: { capability: 'open-account', guard: 'canOpenNewAccount' },
    },
    async (request) => {
      const scope = await loadMemberScope(app.db, currentSession(request));
      const audience = await openingAudience(app.db, await flagsInForce(app, currentSession(request)), scope.ownerId);
      return loadCatalogue(app.db, { audience, reach: scope, today: businessDate(app.clock()) });
    },
  );

  app.post<{ Body: AccountOpeningRequest; Reply: AccountOpeningReceipt | PaymentErrorResponse }>(
    '/accounts',
    {
      schema: {
        tags: TAGS,
        summary: 'Opens an account (header Idempotency-Key): disclosures accepted, the opening deposit moved from one of the member’s accounts',
        body: apiSchemaRef('account-opening-request'),
        response: { 201: apiSchemaRef('account-opening-receipt'), ...errors, 409: error, 422: error },
      },
      config: { capability: 'open-account', guard: 'canOpenNewAccount' },
    },
    async (request, reply) => {
      const scope = await loadMemberScope(app.db, currentSession(request));
      const audience = await openingAudience(app.db, await flagsInForce(app, currentSession(request)), scope.ownerId);
      // The opening deposit is a transfer: who may not move money may not open an account either.
      await requireMovePermission(request, 'INTERNAL_TRANSFER');
      const now = app.clock();
      const context = { userId: scope.userId, agreementIds: scope.agreementIds, arrangementIds: scope.arrangementIds, today: businessDate(now), now };
      const header = request.headers[IDEMPOTENCY_HEADER];
      const idempotencyKey = (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
      const answer = await withIdempotency<OpeningAnswer['body']>(request, (trx) => openAccount(trx, { context, audience, body: request.body, idempotencyKey }));
      return sendIdempotent(reply, answer);
    },
  );
};
