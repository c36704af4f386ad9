import type { FastifyPluginAsync } from 'fastify';
import type {
  ErrorResponse,
  ExternalAccountDeletion,
  ExternalAccountIdParams,
  ExternalAccountList,
  ExternalAccountReceipt,
  ExternalAccountRequest,
  ExternalAccountVerificationRequest,
} from '../../../engine/core/generated/api.gen';
import { addExternalAccount, assertRoutingNumber, deleteExternalAccount, listExternalAccounts, verifyExternalAccount } from '../domain/external-accounts/external-accounts';
import { microDepositSenderFor } from '../domain/external-accounts/micro-deposits';
import { sendIdempotent, withIdempotency } from '../http/idempotency';
import { loadMemberScope } from '../domain/member-scope';
import { ApiProblem } from '../errors';
import { formProblem } from '../forms';
import { apiSchemaRef } from '../http/api-schemas';
import { currentSession, requireSession } from '../plugins/session';
import { payloadFingerprint } from '../payload-fingerprint';
import { requireStepUp } from '../stepup/require-step-up';
import { catalogueWords } from '../http/refusal-words';

const error = apiSchemaRef('error-response');
const errors = { 400: error, 401: error, 403: error, 404: error };
const mutationErrors = { ...errors, 409: error, 422: error };
const BASE = '/client-api/v2/external-accounts';
const TAGS = ['payment-order-service'];
const VERIFICATION_METHODS: readonly string[] = ['MICRO_DEPOSITS', 'INSTANT'];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * External (ACH) accounts: list, add (step-up, then micro-deposits or instant verification), verify,
 * remove. Mounted at /api/payment-order-service. Account numbers are never logged (bodies are not logged) and
 * never answered whole.
 */
export const externalAccountRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', requireSession({ extend: true }));
  const sender = microDepositSenderFor(app.serverConfig.demoMode);

  app.get<{ Reply: ExternalAccountList }>(
    BASE,
    {
      schema: { tags: TAGS, summary: "The external accounts linked to the session's agreements", response: { 200: apiSchemaRef('external-account-list'), ...errors } },
      config: { capability: 'view-payments', guard: 'canViewAch' },
    },
    async (request) => {
      const scope = await loadMemberScope(app.db, currentSession(request));
      return { items: await listExternalAccounts(app.db, scope.agreementIds) };
    },
  );

  app.post<{ Body: unknown; Reply: ExternalAccountReceipt | ErrorResponse }>(
    BASE,
    {
      schema: {
        tags: TAGS,
        summary: 'Links an external account (header Idempotency-Key; step-up first): the body follows config/forms/external-account.json plus verificationMethod',
        response: { 201: apiSchemaRef('external-account-receipt'), ...mutationErrors, 307: apiSchemaRef('step-up-error'), 503: error },
      },
      config: { capability: 'move-money', guard: 'canManageAchAccounts' },
    },
    async (request, reply) => {
      const body = request.body;
      if (!isRecord(body)) throw new ApiProblem(400, 'BAD_REQUEST');
      const { verificationMethod, ...formData } = body;
      const knownMethod = typeof verificationMethod === 'string' && VERIFICATION_METHODS.includes(verificationMethod);
      const refused = await formProblem(app.db, 'external-account', formData, { also: knownMethod ? [] : [{ path: '/verificationMethod', code: 'BAD_REQUEST' }] });
      if (refused) throw refused;
      const accountRequest = body as unknown as ExternalAccountRequest;
      assertRoutingNumber(accountRequest.routingNumber);

      const scope = await loadMemberScope(app.db, currentSession(request));
      const agreementId = scope.agreementIds[0];
      if (agreementId === undefined) throw new ApiProblem(403, 'FORBIDDEN');
      if (!(await requireStepUp(request, reply, { action: 'addExternalAccount', fingerprint: payloadFingerprint(body) }))) return reply;
      const answer = await withIdempotency<ExternalAccountReceipt>(request, async (trx) => ({
        status: 201,
        body: {
          status: 'ACCEPTED',
          externalAccount: await addExternalAccount(trx, { agreementId, userId: scope.userId, request: accountRequest, now: app.clock(), sender }),
        },
      }));
      return sendIdempotent(reply, answer);
    },
  );

  app.post<{ Params: ExternalAccountIdParams; Body: ExternalAccountVerificationRequest; Reply: ExternalAccountReceipt | ErrorResponse }>(
    `${BASE}/:id/verify`,
    {
      schema: {
        tags: TAGS,
        summary: 'Verifies an external account with the two micro-deposit amounts (header Idempotency-Key); the third wrong answer locks it',
        params: apiSchemaRef('external-account-id-params'),
        body: apiSchemaRef('external-account-verification-request'),
        response: { 200: apiSchemaRef('external-account-receipt'), ...mutationErrors },
      },
      config: { capability: 'move-money', guard: 'canManageAchAccounts' },
    },
    async (request, reply) => {
      const scope = await loadMemberScope(app.db, currentSession(request));
      const words = await catalogueWords(request);
      const answer = await withIdempotency<ExternalAccountReceipt | ErrorResponse>(request, async (trx) => {
        const outcome = await verifyExternalAccount(trx, { agreementIds: scope.agreementIds, id: request.params.id, amountsCents: request.body.amountsCents });
        if (outcome.verified) return { status: 200, body: { status: 'ACCEPTED', externalAccount: outcome.account } };
        // The counted failure (and a lock) must stay even though the answer is a refusal.
        const refusal = outcome.locked ? 'EXTERNAL_ACCOUNT_LOCKED' : 'MICRO_DEPOSITS_INCORRECT';
        return { status: 400, body: { errors: [{ path: '/amountsCents', message: words(refusal) }] }, commitWithoutKey: true };
      });
      return sendIdempotent(reply, answer);
    },
  );

  app.delete<{ Params: ExternalAccountIdParams; Reply: ExternalAccountDeletion | ErrorResponse }>(
    `${BASE}/:id`,
    {
      schema: {
        tags: TAGS,
        summary: 'Removes an external account (header Idempotency-Key); 409 while scheduled payment orders still use it',
        params: apiSchemaRef('external-account-id-params'),
        response: { 200: apiSchemaRef('external-account-deletion'), ...mutationErrors },
      },
      config: { capability: 'move-money', guard: 'canManageAchAccounts' },
    },
    async (request, reply) => {
      const scope = await loadMemberScope(app.db, currentSession(request));
      const answer = await withIdempotency<ExternalAccountDeletion>(request, async (trx) => {
        await deleteExternalAccount(trx, { agreementIds: scope.agreementIds, id: request.params.id, now: app.clock() });
        return { status: 200, body: { status: 'ACCEPTED' } };
      });
      return sendIdempotent(reply, answer);
    },
  );
};
