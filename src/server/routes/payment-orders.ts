import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type {
  PaymentOrder,
  PaymentErrorResponse,
  PaymentOrderIdParams,
  PaymentOrderList,
  PaymentOrderListQuery,
  PaymentOrderReceipt,
  PaymentOrderRequest,
  PaymentOrderValidation,
} from '../../../engine/core/generated/api.gen';
import { businessDate } from '../domain/business-date';
import { sendIdempotent, withIdempotency } from '../http/idempotency';
import { loadMemberScope } from '../domain/member-scope';
import { findPossibleDuplicate } from '../domain/payments/duplicate-payment';
import { resolveEndpoints, type ResolvedEndpoints } from '../domain/payments/endpoints';
import { classifyEndpoints, evaluatePayment, violationAnswer } from '../domain/payments/evaluate-payment';
import { requireListPermission, requireMovePermission } from '../http/payment-permissions';
import {
  cancelPaymentOrder,
  editPaymentOrder,
  findPaymentOrder,
  listPaymentOrders,
  placePaymentOrder,
  type OrderAnswer,
  type OrderContext,
} from '../domain/payments/payment-orders';
import { ApiProblem } from '../errors';
import { apiSchemaRef } from '../http/api-schemas';
import { currentSession, requireSession } from '../plugins/session';
import { payloadFingerprint } from '../payload-fingerprint';
import { requireStepUp } from '../stepup/require-step-up';
import { recordOrderContribution, replaceOrderContribution } from '../domain/ira/contributions';
import { transferTaxYear } from '../domain/ira/transfer-tax-year';
import { readerLanguage } from '../i18n/reader-language';

const error = apiSchemaRef('payment-error-response');
const errors = { 400: error, 401: error, 403: error, 404: error };
const mutationErrors = { ...errors, 307: apiSchemaRef('step-up-error'), 409: error, 422: error };
const BASE = '/client-api/v2/payment-orders';
const TAGS = ['payment-order-service'];

/**
 * Payment orders: validate, create, list, read, edit, cancel. Mounted at /api/payment-order-service.
 * Permission per kind is checked in the handler (the kind follows from the accounts), before step-up and before the
 * idempotent transaction, so a refused call writes nothing; route guards stay null for the same reason.
 */
export const paymentOrderRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', requireSession({ extend: true }));

  const contextOf = async (request: FastifyRequest): Promise<OrderContext> => {
    const session = currentSession(request);
    const scope = await loadMemberScope(app.db, session);
    const now = app.clock();
    return { userId: scope.userId, agreementIds: scope.agreementIds, arrangementIds: scope.arrangementIds, today: businessDate(now), now, reader: (db) => readerLanguage(request, db) };
  };

  /**
   * Resolves the sides outside any transaction, checks the kind's permission and (ACH) step-up; answers the sides, for
   * the rest of the request to use rather than read them again, or null when step-up answered.
   */
  const admit = async (request: FastifyRequest, reply: Parameters<typeof requireStepUp>[1], context: OrderContext, body: PaymentOrderRequest): Promise<ResolvedEndpoints | null> => {
    const { from, to } = await resolveEndpoints(app.db, context, body);
    const kind = classifyEndpoints(from, to);
    // Any side at another institution is an ACH movement for permission and step-up (a HELOC advance to an external account too).
    const external = from.type === 'external' || to.type === 'external';
    await requireMovePermission(request, kind, { external });
    if (external && !(await requireStepUp(request, reply, { action: 'achTransfer', fingerprint: payloadFingerprint(body), amountCents: body.amountCents }))) return null;
    return { from, to };
  };

  app.post<{ Body: PaymentOrderRequest; Reply: PaymentOrderValidation | PaymentErrorResponse }>(
    `${BASE}/validate`,
    {
      schema: {
        tags: TAGS,
        summary:
          'Checks a payment order with every rule but the acknowledgement, which it names (requiredAcknowledgement) for the review step; a bill payment repeating one to the same payee for the same amount within the duplicate window carries possibleDuplicate',
        body: apiSchemaRef('payment-order-request'),
        response: { 200: apiSchemaRef('payment-order-validation'), ...errors },
      },
      config: { capability: 'move-money', guard: null, readsOnly: true },
    },
    async (request, reply) => {
      const context = await contextOf(request);
      const contribution = await transferTaxYear(app.db, context, request.body, context.today);
      const payment = await evaluatePayment(app.db, {
        agreementIds: context.agreementIds,
        arrangementIds: context.arrangementIds,
        body: request.body,
        today: context.today,
        lock: false,
        ...(contribution.kind === 'CONTRIBUTION' ? { contributionTaxYear: contribution.taxYear } : {}),
        reader: context.reader,
      });
      await requireMovePermission(request, payment.kind, { external: payment.from.type === 'external' || payment.to.type === 'external' });
      // The review step learns here which acknowledgement to ask for; creating the order then requires it.
      if (contribution.kind === 'REFUSED') return reply.code(400).send(contribution.body);
      const violations = payment.violations.filter((violation) => violation.path !== '/acknowledgements');
      if (violations.length > 0) {
        const answer = violationAnswer(violations);
        return reply.code(answer.status).send(answer.body);
      }
      // The review asks the member to confirm a likely double payment; the rule and its window live here only.
      const possibleDuplicate =
        payment.to.type === 'payee'
          ? await findPossibleDuplicate(app.db, { reach: context, payeeId: payment.to.id, amountCents: request.body.amountCents, now: context.now })
          : undefined;
      return {
        valid: true,
        kind: payment.kind,
        executionDate: payment.executionDate,
        notes: payment.notes,
        requiredAcknowledgement: payment.requiredAcknowledgement,
        ...(possibleDuplicate ? { possibleDuplicate } : {}),
      };
    },
  );

  app.post<{ Body: PaymentOrderRequest; Reply: PaymentOrderReceipt | PaymentErrorResponse }>(
    BASE,
    {
      schema: {
        tags: TAGS,
        summary: 'Creates a payment order (header Idempotency-Key): IMMEDIATE one-time posts now, FUTURE or recurring is scheduled',
        body: apiSchemaRef('payment-order-request'),
        response: { 201: apiSchemaRef('payment-order-receipt'), ...mutationErrors },
      },
      config: { capability: 'move-money', guard: null },
    },
    async (request, reply) => {
      const context = await contextOf(request);
      const endpoints = await admit(request, reply, context, request.body);
      if (!endpoints) return reply;
      // A one-time transfer into an IRA is a contribution for the tax year the member chose (the server checks it).
      const contribution = await transferTaxYear(app.db, context, request.body, context.today, endpoints.to);
      if (contribution.kind === 'REFUSED') return reply.code(400).send(contribution.body);
      // The order is checked against the sides admit resolved when they are member accounts (evaluatePayment says why).
      const resolved = { ...context, endpoints };
      const answer = await withIdempotency<OrderAnswer['body']>(request, async (trx, claim) => {
        if (contribution.kind !== 'CONTRIBUTION') return placePaymentOrder(trx, resolved, request.body, undefined, claim);
        const placed = await placePaymentOrder(trx, { ...resolved, contributionTaxYear: contribution.taxYear }, request.body, undefined, claim);
        if (placed.status !== 400) await recordOrderContribution(trx, { paymentOrderId: placed.body.paymentOrder.id, iraArrangementId: contribution.iraArrangementId, taxYear: contribution.taxYear, now: context.now });
        return placed;
      });
      return sendIdempotent(reply, answer);
    },
  );

  app.get<{ Querystring: PaymentOrderListQuery; Reply: PaymentOrderList }>(
    BASE,
    {
      schema: {
        tags: TAGS,
        summary: "The session's payment orders: SCHEDULED ones by execution date, the rest newest first",
        querystring: apiSchemaRef('payment-order-list-query'),
        response: { 200: apiSchemaRef('payment-order-list'), ...errors },
      },
      config: { capability: 'view-payments', guard: null },
    },
    async (request) => {
      await requireListPermission(request);
      const context = await contextOf(request);
      return listPaymentOrders(app.db, {
        agreementIds: context.agreementIds,
        arrangementIds: context.arrangementIds,
        state: request.query.state ?? 'ALL',
        page: request.query.page ?? 0,
        size: request.query.size ?? 25,
      });
    },
  );

  app.get<{ Params: PaymentOrderIdParams; Reply: PaymentOrder }>(
    `${BASE}/:id`,
    {
      schema: { tags: TAGS, summary: 'One payment order', params: apiSchemaRef('payment-order-id-params'), response: { 200: apiSchemaRef('payment-order'), ...errors } },
      config: { capability: 'view-payments', guard: null },
    },
    async (request) => {
      await requireListPermission(request);
      const context = await contextOf(request);
      const order = await findPaymentOrder(app.db, context, request.params.id);
      if (!order) throw new ApiProblem(404, 'NOT_FOUND');
      return order;
    },
  );

  app.put<{ Params: PaymentOrderIdParams; Body: PaymentOrderRequest; Reply: PaymentOrderReceipt | PaymentErrorResponse }>(
    `${BASE}/:id`,
    {
      schema: {
        tags: TAGS,
        summary: 'Replaces a SCHEDULED payment order, a transfer or a bill payment (header Idempotency-Key); 409 once it is cancelled or processed. A one-time transfer into an IRA names its tax year again (taxYear, checked as on creating one)',
        params: apiSchemaRef('payment-order-id-params'),
        body: apiSchemaRef('payment-order-request'),
        response: { 200: apiSchemaRef('payment-order-receipt'), ...mutationErrors },
      },
      config: { capability: 'move-money', guard: null },
    },
    async (request, reply) => {
      const context = await contextOf(request);
      const order = await findPaymentOrder(app.db, context, request.params.id);
      if (!order) throw new ApiProblem(404, 'NOT_FOUND');
      // Changing an order needs the permission for what it is now as well as for what it becomes: a user who may pay
      // bills but not transfer must not turn a scheduled transfer into a bill payment (nor the other way round).
      await requireMovePermission(request, order.kind);
      const endpoints = await admit(request, reply, context, request.body);
      if (!endpoints) return reply;
      // An edit asks the tax year again as creating does: a one-time transfer into an IRA names one open on the day it moves.
      const contribution = await transferTaxYear(app.db, context, request.body, context.today, endpoints.to);
      if (contribution.kind === 'REFUSED') return reply.code(400).send(contribution.body);
      const answer = await withIdempotency<OrderAnswer['body']>(request, async (trx) => {
        const year = contribution.kind === 'CONTRIBUTION' ? { contributionTaxYear: contribution.taxYear } : {};
        const edited = await editPaymentOrder(trx, { ...context, ...year }, request.params.id, request.body);
        if (edited.status !== 400) {
          const named = contribution.kind === 'CONTRIBUTION' ? { iraArrangementId: contribution.iraArrangementId, taxYear: contribution.taxYear } : null;
          await replaceOrderContribution(trx, { paymentOrderId: request.params.id, contribution: named, now: context.now });
        }
        return edited;
      });
      return sendIdempotent(reply, answer);
    },
  );

  app.post<{ Params: PaymentOrderIdParams; Reply: PaymentOrderReceipt | PaymentErrorResponse }>(
    `${BASE}/:id/cancel`,
    {
      schema: {
        tags: TAGS,
        summary: 'Cancels a SCHEDULED payment order (header Idempotency-Key)',
        params: apiSchemaRef('payment-order-id-params'),
        response: { 200: apiSchemaRef('payment-order-receipt'), ...mutationErrors },
      },
      config: { capability: 'move-money', guard: null },
    },
    async (request, reply) => {
      const context = await contextOf(request);
      const order = await findPaymentOrder(app.db, context, request.params.id);
      if (!order) throw new ApiProblem(404, 'NOT_FOUND');
      await requireMovePermission(request, order.kind);
      const answer = await withIdempotency<OrderAnswer['body']>(request, (trx) => cancelPaymentOrder(trx, context, request.params.id));
      return sendIdempotent(reply, answer);
    },
  );
};
