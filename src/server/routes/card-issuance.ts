import type { FastifyPluginAsync } from 'fastify';
import type { CardIssuanceReceipt, CardIssuanceRequest, ErrorResponse } from '../../../engine/core/generated/api.gen';
import { issueDebitCard, type IssuanceKind } from '../domain/card-controls/card-issuance';
import { isRefusal } from '../domain/card-controls/refusal';
import { sendIdempotent, withIdempotency } from '../http/idempotency';
import { loadMemberScope } from '../domain/member-scope';
import { apiSchemaRef } from '../http/api-schemas';
import { currentSession, requireSession } from '../plugins/session';

const error = apiSchemaRef('error-response');
const errors = { 400: error, 401: error, 403: error, 404: error, 409: error, 422: error };
const TAGS = ['cards'];
const PATHS: Record<IssuanceKind, string> = { INSTANT: '/client-api/v2/cards/instant-issuance', DIGITAL: '/client-api/v2/cards/digital-issuance' };

/**
 * Instant and digital debit card issuance (header Idempotency-Key): a new debit card usable at once. Mounted at
 * /api/cards; canManageCards and more than view-only access.
 */
export const cardIssuanceRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', requireSession({ extend: true }));

  for (const kind of ['INSTANT', 'DIGITAL'] as const) {
    app.post<{ Body: CardIssuanceRequest; Reply: CardIssuanceReceipt | ErrorResponse }>(
      PATHS[kind],
      {
        schema: {
          tags: TAGS,
          summary: `${kind === 'INSTANT' ? 'Instant' : 'Digital'} issuance of a debit card on a checking account (header Idempotency-Key): active at once, only when the account's debit card is eligible`,
          body: apiSchemaRef('card-issuance-request'),
          response: { 201: apiSchemaRef('card-issuance-receipt'), ...errors },
        },
        config: { capability: 'manage-cards', guard: 'canManageCards' },
      },
      async (request, reply) => {
        const scope = await loadMemberScope(app.db, currentSession(request));
        const answer = await withIdempotency<CardIssuanceReceipt | ErrorResponse>(request, async (trx) => {
          const card = await issueDebitCard(trx, { agreementIds: scope.agreementIds, arrangementIds: scope.arrangementIds, checkingAccountId: request.body.checkingAccountId, kind, staff: scope.staff, now: app.clock() });
          return isRefusal(card) ? { status: 422, body: { errors: card.errors } } : { status: 201, body: { card } };
        });
        return sendIdempotent(reply, answer);
      },
    );
  }
};
