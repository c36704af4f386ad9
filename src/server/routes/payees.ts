import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ErrorResponse, PayeeDeletion, PayeeIdParams, PayeeList, PayeeReceipt } from '../../../engine/core/generated/api.gen';
import { sendIdempotent, withIdempotency } from '../http/idempotency';
import { loadMemberScope } from '../domain/member-scope';
import { addPayee, deletePayee, listPayees, updatePayee, type PayeeFormData } from '../domain/payees';
import { ApiProblem } from '../errors';
import { formProblem } from '../forms';
import { apiSchemaRef } from '../http/api-schemas';
import { currentSession, requireSession } from '../plugins/session';

const error = apiSchemaRef('error-response');
const errors = { 400: error, 401: error, 403: error, 404: error };
const mutationErrors = { ...errors, 409: error, 422: error };
const BASE = '/client-api/v2/payees';
const TAGS = ['payment-order-service'];
const FORM_ID = 'payee';

/** The body as form data; a 400 naming the form's fields at fault otherwise. */
async function formDataOf(db: Kysely<Database>, request: FastifyRequest): Promise<PayeeFormData> {
  const refused = await formProblem(db, FORM_ID, request.body);
  if (refused) throw refused;
  return request.body as PayeeFormData;
}

/** Bill-pay payees: list, add, edit, remove. Mounted at /api/payment-order-service. */
export const payeeRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', requireSession({ extend: true }));

  app.get<{ Reply: PayeeList }>(
    BASE,
    {
      schema: { tags: TAGS, summary: "The payees of the session's agreements, by name", response: { 200: apiSchemaRef('payee-list'), ...errors } },
      config: { capability: 'view-payments', guard: 'canViewBillPay' },
    },
    async (request) => {
      const scope = await loadMemberScope(app.db, currentSession(request));
      return { items: await listPayees(app.db, scope.agreementIds) };
    },
  );

  app.post<{ Body: unknown; Reply: PayeeReceipt | ErrorResponse }>(
    BASE,
    {
      schema: {
        tags: TAGS,
        summary: 'Adds a payee (header Idempotency-Key); the body follows config/forms/payee.json',
        response: { 201: apiSchemaRef('payee-receipt'), ...mutationErrors },
      },
      config: { capability: 'move-money', guard: 'canAddPayees' },
    },
    async (request, reply) => {
      const session = currentSession(request);
      const data = await formDataOf(app.db, request);
      const scope = await loadMemberScope(app.db, session);
      const agreementId = scope.agreementIds[0];
      if (agreementId === undefined) throw new ApiProblem(403, 'FORBIDDEN');
      const answer = await withIdempotency<PayeeReceipt>(request, async (trx) => ({
        status: 201,
        body: { status: 'ACCEPTED', payee: await addPayee(trx, { agreementId, data, now: app.clock() }) },
      }));
      return sendIdempotent(reply, answer);
    },
  );

  app.put<{ Params: PayeeIdParams; Body: unknown; Reply: PayeeReceipt | ErrorResponse }>(
    `${BASE}/:id`,
    {
      schema: {
        tags: TAGS,
        summary: "Replaces a payee's details (header Idempotency-Key); the body follows config/forms/payee.json",
        params: apiSchemaRef('payee-id-params'),
        response: { 200: apiSchemaRef('payee-receipt'), ...mutationErrors },
      },
      config: { capability: 'move-money', guard: 'canEditPayees' },
    },
    async (request, reply) => {
      const session = currentSession(request);
      const data = await formDataOf(app.db, request);
      const scope = await loadMemberScope(app.db, session);
      const answer = await withIdempotency<PayeeReceipt>(request, async (trx) => ({
        status: 200,
        body: { status: 'ACCEPTED', payee: await updatePayee(trx, { agreementIds: scope.agreementIds, id: request.params.id, data }) },
      }));
      return sendIdempotent(reply, answer);
    },
  );

  app.delete<{ Params: PayeeIdParams; Reply: PayeeDeletion | ErrorResponse }>(
    `${BASE}/:id`,
    {
      schema: {
        tags: TAGS,
        summary: 'Removes a payee (header Idempotency-Key); 409 while scheduled bill payments still go to it',
        params: apiSchemaRef('payee-id-params'),
        response: { 200: apiSchemaRef('payee-deletion'), ...mutationErrors },
      },
      config: { capability: 'move-money', guard: 'canDeletePayees' },
    },
    async (request, reply) => {
      const session = currentSession(request);
      const scope = await loadMemberScope(app.db, session);
      const answer = await withIdempotency<PayeeDeletion>(request, async (trx) => {
        await deletePayee(trx, { agreementIds: scope.agreementIds, id: request.params.id, now: app.clock() });
        return { status: 200, body: { status: 'ACCEPTED' } };
      });
      return sendIdempotent(reply, answer);
    },
  );
};
