import type { FastifyPluginAsync } from 'fastify';
import type { CashiersCheckList, CashiersCheckReceipt, ErrorResponse } from '../../../engine/core/generated/api.gen';
import { issueCashiersCheck, listCashiersChecks, type CashiersCheckFormData } from '../domain/cashiers-checks';
import { sendIdempotent, withIdempotency } from '../http/idempotency';
import { businessDate } from '../domain/business-date';
import { loadMemberScope } from '../domain/member-scope';
import { formProblem } from '../forms';
import { apiSchemaRef } from '../http/api-schemas';
import { readerLanguage } from '../i18n/reader-language';
import { currentSession, requireSession } from '../plugins/session';

const error = apiSchemaRef('error-response');
const errors = { 400: error, 401: error, 403: error, 404: error };
const BASE = '/client-api/v2/cashiers-checks';
const TAGS = ['payment-order-service'];

/** Cashier's checks: a real request, debited at once. Mounted at /api/payment-order-service. */
export const cashiersCheckRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', requireSession({ extend: true }));

  app.get<{ Reply: CashiersCheckList }>(
    BASE,
    {
      schema: { tags: TAGS, summary: "The cashier's checks the signed-in user requested, newest first", response: { 200: apiSchemaRef('cashiers-check-list'), ...errors } },
      config: { capability: 'view-payments', guard: 'canRequestCashiersCheck' },
    },
    async (request) => {
      const scope = await loadMemberScope(app.db, currentSession(request));
      return { items: await listCashiersChecks(app.db, { userId: scope.userId, agreementIds: scope.agreementIds, arrangementIds: scope.arrangementIds }) };
    },
  );

  app.post<{ Body: unknown; Reply: CashiersCheckReceipt | ErrorResponse }>(
    BASE,
    {
      schema: {
        tags: TAGS,
        summary: "Requests a cashier's check (header Idempotency-Key): the body follows config/forms/cashiers-check.json; the account is debited now",
        response: { 201: apiSchemaRef('cashiers-check-receipt'), ...errors, 409: error, 422: error },
      },
      config: { capability: 'move-money', guard: 'canRequestCashiersCheck' },
    },
    async (request, reply) => {
      const refused = await formProblem(app.db, 'cashiers-check', request.body);
      if (refused) throw refused;
      const data = request.body as CashiersCheckFormData;
      const scope = await loadMemberScope(app.db, currentSession(request));
      const answer = await withIdempotency<CashiersCheckReceipt | ErrorResponse>(request, async (trx) => {
        const now = app.clock();
        const outcome = await issueCashiersCheck(trx, { userId: scope.userId, agreementIds: scope.agreementIds, arrangementIds: scope.arrangementIds, data, now, today: businessDate(now), reader: (db) => readerLanguage(request, db) });
        return outcome.ok ? { status: 201, body: { status: 'ACCEPTED', cashiersCheck: outcome.cashiersCheck } } : { status: 400, body: { errors: outcome.errors } };
      });
      return sendIdempotent(reply, answer);
    },
  );
};
