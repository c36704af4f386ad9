import type { FastifyPluginAsync } from 'fastify';
import type { CardMaintenance, CardOrderableList, CardOrderReceipt, CardReplacementRequest, ErrorResponse } from '../../../engine/core/generated/api.gen';
import { cardMaintenance, orderableAccounts } from '../domain/cards/maintenance';
import { orderCard, replaceCard, type CardOrderOutcome } from '../domain/cards/replacement';
import type { CardKind } from '../domain/cards/card-scope';
import { sendIdempotent, withIdempotency } from '../http/idempotency';
import type { MemberScope } from '../domain/member-scope';
import { loadMember } from '../domain/current-user';
import { ApiProblem } from '../errors';
import { formProblem } from '../forms';
import { apiSchemaRef } from '../http/api-schemas';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { BASE, cardItemOf, changeErrors, creditCardOf, debitCardOf, readErrors, scopeOf, TAGS, type DebitParams, type IdParams } from './cards-shared';

const maintenance = apiSchemaRef('card-maintenance');
const receipt = apiSchemaRef('card-order-receipt');
const replacementBody = apiSchemaRef('card-replacement-request');

/** The data of config/forms/card-order.json. */
interface CardOrderData {
  cardType: 'DEBIT' | 'CREDIT';
  accountId: string;
  reason: 'NEW' | 'LOST' | 'STOLEN' | 'DAMAGED';
  expedite?: boolean;
}

async function receiptOf(trx: Transaction<Database>, scope: MemberScope, outcome: CardOrderOutcome, kind: CardKind): Promise<CardOrderReceipt> {
  return {
    confirmationNumber: outcome.confirmationNumber,
    newCard: await cardItemOf(trx, scope, outcome.newCardId, kind),
    ...(outcome.replacedCardId ? { replacedCard: await cardItemOf(trx, scope, outcome.replacedCardId, kind) } : {}),
  };
}

/** Card maintenance: what a replacement involves, replacing a card (lost, stolen, damaged), ordering another. */
export const cardMaintenanceRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Reply: CardOrderableList }>(
    `${BASE}/cards/maintenance`,
    { schema: { tags: TAGS, summary: 'Accounts a new debit or credit card may be ordered on', response: { 200: apiSchemaRef('card-orderable-list'), ...readErrors } }, config: { capability: 'manage-cards', guard: 'canViewManageCards' } },
    async (request) => orderableAccounts(app.db, await scopeOf(request)),
  );

  app.get<{ Params: DebitParams; Reply: CardMaintenance }>(
    `${BASE}/cards/:acct/debit/:debitId/maintenance`,
    { schema: { tags: TAGS, summary: 'Replacing a debit card: reasons, mailing address, delivery and fee', params: apiSchemaRef('card-debit-params'), response: { 200: maintenance, ...readErrors } }, config: { capability: 'manage-cards', guard: 'canViewManageCards' } },
    async (request) => {
      const scope = await scopeOf(request);
      const card = await debitCardOf(app.db, scope, request.params);
      return cardMaintenance(app.db, { cardId: card.id, ownerId: scope.ownerId });
    },
  );

  app.get<{ Params: IdParams; Reply: CardMaintenance }>(
    `${BASE}/cards/:id/maintenance`,
    { schema: { tags: TAGS, summary: 'Replacing a credit card: reasons, mailing address, delivery and fee', params: apiSchemaRef('card-id-params'), response: { 200: maintenance, ...readErrors } }, config: { capability: 'manage-cards', guard: 'canViewManageCards' } },
    async (request) => {
      const scope = await scopeOf(request);
      const card = await creditCardOf(app.db, scope, request.params);
      return cardMaintenance(app.db, { cardId: card.id, ownerId: scope.ownerId });
    },
  );

  app.post<{ Params: DebitParams; Body: CardReplacementRequest; Reply: CardOrderReceipt | ErrorResponse }>(
    `${BASE}/cards/:acct/debit/:debitId/maintenance`,
    {
      schema: { tags: TAGS, summary: 'Replaces a debit card (LOST, STOLEN, DAMAGED) or orders another like it (NEW); header Idempotency-Key', params: apiSchemaRef('card-debit-params'), body: replacementBody, response: { 201: receipt, ...changeErrors } },
      config: { capability: 'manage-cards', guard: 'canManageCards' },
    },
    async (request, reply) => {
      const scope = await scopeOf(request);
      const answer = await withIdempotency<CardOrderReceipt>(request, async (trx) => {
        const card = await debitCardOf(trx, scope, request.params, true);
        const outcome = await replaceCard(trx, { card, reason: request.body.reason, expedite: request.body.expedite, userId: scope.userId, now: app.clock() });
        return { status: 201, body: await receiptOf(trx, scope, outcome, 'debit') };
      });
      return sendIdempotent(reply, answer);
    },
  );

  app.post<{ Params: IdParams; Body: CardReplacementRequest; Reply: CardOrderReceipt | ErrorResponse }>(
    `${BASE}/cards/:id/maintenance`,
    {
      schema: { tags: TAGS, summary: 'Replaces a credit card (LOST, STOLEN, DAMAGED) or orders another like it (NEW); header Idempotency-Key', params: apiSchemaRef('card-id-params'), body: replacementBody, response: { 201: receipt, ...changeErrors } },
      config: { capability: 'manage-cards', guard: 'canManageCards' },
    },
    async (request, reply) => {
      const scope = await scopeOf(request);
      const answer = await withIdempotency<CardOrderReceipt>(request, async (trx) => {
        const card = await creditCardOf(trx, scope, request.params, true);
        const outcome = await replaceCard(trx, { card, reason: request.body.reason, expedite: request.body.expedite, userId: scope.userId, now: app.clock() });
        return { status: 201, body: await receiptOf(trx, scope, outcome, 'credit') };
      });
      return sendIdempotent(reply, answer);
    },
  );

  app.post<{ Body: unknown; Reply: CardOrderReceipt | ErrorResponse }>(
    `${BASE}/cards/maintenance`,
    {
      schema: {
        tags: TAGS,
        summary: 'Orders a new card on an account (body: config/forms/card-order.json, reason NEW); header Idempotency-Key',
        body: { type: 'object', description: 'The data of config/forms/card-order.json: { cardType, accountId, reason: NEW, expedite }.' },
        response: { 201: receipt, ...changeErrors },
      },
      config: { capability: 'manage-cards', guard: 'canManageCards' },
    },
    async (request, reply) => {
      const scope = await scopeOf(request);
      const refused = await formProblem(app.db, 'card-order', request.body);
      if (refused) throw refused;
      const data = request.body as CardOrderData;
      if (data.reason !== 'NEW') throw new ApiProblem(422, 'CARD_ORDER_REASON_INVALID', '/reason');
      const holder = await loadMember(app.db, scope.ownerId);
      if (!holder) throw new ApiProblem(404, 'NOT_FOUND');
      const answer = await withIdempotency<CardOrderReceipt>(request, async (trx) => {
        const outcome = await orderCard(trx, {
          agreementIds: scope.agreementIds,
          arrangementIds: scope.arrangementIds,
          accountId: data.accountId,
          cardType: data.cardType,
          expedite: data.expedite ?? false,
          userId: scope.userId,
          holder: { id: holder.id, name: holder.full_name },
          now: app.clock(),
        });
        return { status: 201, body: await receiptOf(trx, scope, outcome, data.cardType === 'DEBIT' ? 'debit' : 'credit') };
      });
      return sendIdempotent(reply, answer);
    },
  );
};
