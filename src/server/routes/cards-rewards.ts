import type { FastifyPluginAsync } from 'fastify';
import type { CardRedemptionReceipt, CardRedemptionRequest, CardRewards, ErrorResponse } from '../../../engine/core/generated/api.gen';
import { loadRewards, redeemRewards } from '../domain/cards/rewards';
import { refuseClosed } from '../domain/cards/card-scope';
import { sendIdempotent, withIdempotency } from '../http/idempotency';
import { businessDate } from '../domain/business-date';
import { apiSchemaRef } from '../http/api-schemas';
import { BASE, changeErrors, creditCardOf, readErrors, scopeOf, TAGS, type IdParams } from './cards-shared';

/** A credit card's rewards points and their cash redemption (posted to the ledger, idempotent). */
export const cardRewardRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: IdParams; Reply: CardRewards }>(
    `${BASE}/rewards/:id`,
    {
      schema: { tags: TAGS, summary: "A credit card's rewards: points, cash value, redemption minimum and history", params: apiSchemaRef('card-id-params'), response: { 200: apiSchemaRef('card-rewards'), ...readErrors } },
      config: { capability: 'view-cards', guard: 'canViewManageCards' },
    },
    async (request) => {
      const scope = await scopeOf(request);
      return loadRewards(app.db, await creditCardOf(app.db, scope, request.params));
    },
  );

  app.post<{ Body: CardRedemptionRequest; Reply: CardRedemptionReceipt | ErrorResponse }>(
    `${BASE}/redeemcashrewards`,
    {
      schema: {
        tags: TAGS,
        summary: 'Redeems rewards points as cash into a deposit account or the card account (header Idempotency-Key): one balanced journal',
        body: apiSchemaRef('card-redemption-request'),
        response: { 201: apiSchemaRef('card-redemption-receipt'), ...changeErrors },
      },
      config: { capability: 'manage-cards', guard: 'canManageCards' },
    },
    async (request, reply) => {
      const scope = await scopeOf(request);
      const answer = await withIdempotency<CardRedemptionReceipt>(request, async (trx) => {
        const card = await creditCardOf(trx, scope, { id: request.body.cardId });
        refuseClosed(card);
        const now = app.clock();
        const body = await redeemRewards(trx, { card, amountCents: request.body.amountCents, destinationAccountId: request.body.destinationAccountId, agreementIds: scope.agreementIds, arrangementIds: scope.arrangementIds, now, today: businessDate(now) });
        return { status: 201, body };
      });
      return sendIdempotent(reply, answer);
    },
  );
};
