import type { FastifyPluginAsync } from 'fastify';
import type { ErrorResponse, StopPaymentList, StopPaymentReceipt } from '../../../engine/core/generated/api.gen';
import { businessDate } from '../domain/business-date';
import { loadMemberScope } from '../domain/member-scope';
import { listStopPayments, placeStopPayment, type StopPaymentRequest } from '../domain/stop-payments';
import { ApiProblem } from '../errors';
import { catalogueWords } from '../http/refusal-words';
import { formProblem } from '../forms';
import { apiSchemaRef } from '../http/api-schemas';
import { sendIdempotent, withIdempotency } from '../http/idempotency';
import { currentSession, requireSession } from '../plugins/session';

const error = apiSchemaRef('error-response');
const errors = { 400: error, 401: error, 403: error, 404: error };
const BASE = '/client-api/v2/stop-payments';
const TAGS = ['payment-order-service'];

/** The form a stop payment of each kind follows (config/forms). */
const FORM_OF_KIND = { CHECK: 'stop-payment-check', RANGE: 'stop-payment-range' } as const;

/** Stop payments on checks: placed at once, the fee debited from the checking account. Mounted at /api/payment-order-service. */
export const stopPaymentRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', requireSession({ extend: true }));

  app.get<{ Reply: StopPaymentList }>(
    BASE,
    {
      schema: { tags: TAGS, summary: 'The stop payments on checking accounts the session reaches, active and expired, newest first', response: { 200: apiSchemaRef('stop-payment-list'), ...errors } },
      config: { capability: 'view-payments', guard: 'canViewStopPayments' },
    },
    async (request) => {
      const scope = await loadMemberScope(app.db, currentSession(request));
      return { items: await listStopPayments(app.db, { agreementIds: scope.agreementIds, arrangementIds: scope.arrangementIds, today: businessDate(app.clock()) }) };
    },
  );

  app.post<{ Body: unknown; Reply: StopPaymentReceipt | ErrorResponse }>(
    BASE,
    {
      schema: {
        tags: TAGS,
        summary:
          'Places a stop payment (header Idempotency-Key): `kind` CHECK or RANGE, the rest follows config/forms/stop-payment-check.json or stop-payment-range.json; the fee of config/limits.json is debited now',
        response: { 201: apiSchemaRef('stop-payment-receipt'), ...errors, 409: error },
      },
      config: { capability: 'move-money', guard: 'canStopPayments' },
    },
    async (request, reply) => {
      const body = request.body;
      const kind = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as { kind?: unknown }).kind : undefined;
      if (kind !== 'CHECK' && kind !== 'RANGE') throw new ApiProblem(400, 'STOP_PAYMENT_KIND_REQUIRED', '/kind');
      const { kind: _kind, ...data } = body as Record<string, unknown>;
      const refused = await formProblem(app.db, FORM_OF_KIND[kind], data);
      if (refused) throw refused;
      const stopRequest = { ...data, kind } as StopPaymentRequest;
      const scope = await loadMemberScope(app.db, currentSession(request));
      const words = await catalogueWords(request);
      const answer = await withIdempotency<StopPaymentReceipt | ErrorResponse>(request, async (trx) => {
        const now = app.clock();
        const outcome = await placeStopPayment(trx, { userId: scope.userId, agreementIds: scope.agreementIds, arrangementIds: scope.arrangementIds, request: stopRequest, now, today: businessDate(now) });
        return outcome.ok ? { status: 201, body: { status: 'ACCEPTED', stopPayment: outcome.stopPayment } } : { status: outcome.status, body: { errors: outcome.errors.map(({ path, code, values }) => ({ path, message: words(code, values) })) } };
      });
      return sendIdempotent(reply, answer);
    },
  );
};
