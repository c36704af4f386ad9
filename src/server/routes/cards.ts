import type { FastifyPluginAsync } from 'fastify';
import type { CardActivationRequest, CardItem, CardList, CardLockRequest } from '../../../engine/core/generated/api.gen';
import { activateCard } from '../domain/cards/activation';
import { toCardItems } from '../domain/cards/card-items';
import { listCards } from '../domain/cards/card-list';
import type { CardRow } from '../domain/cards/card-scope';
import { setLockStatus } from '../domain/cards/lock-status';
import { apiSchemaRef } from '../http/api-schemas';
import { requireCapability } from '../http/request-policy';
import { requireSession } from '../plugins/session';
import { authorizedUserRoutes } from './cards-authorized-users';
import { cardDueDateRoutes } from './cards-due-date';
import { cardMaintenanceRoutes } from './cards-maintenance';
import { cardPinRoutes } from './cards-pin';
import { cardRewardRoutes } from './cards-rewards';
import { BASE, cardItemOf, changeErrors, creditCardOf, debitCardOf, readErrors, scopeOf, TAGS, type DebitParams, type IdParams } from './cards-shared';

const item = apiSchemaRef('card-item');
const debitParams = apiSchemaRef('card-debit-params');
const idParams = apiSchemaRef('card-id-params');

/**
 * The cards service: the list, details, activation and lock status of debit and credit cards, plus (sub-plugins) PIN,
 * maintenance and ordering, rewards, due date and authorized users. Mounted at /api/cards. Reads need
 * canViewManageCards; every change canManageCards and more than view-only access.
 */
export const cardRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', requireSession({ extend: true }));

  const oneItem = async (card: CardRow, staff: boolean): Promise<CardItem> => (await toCardItems(app.db, [card], { staff }))[0]!;

  app.get<{ Reply: CardList }>(
    `${BASE}/cards/freeze`,
    {
      schema: { tags: TAGS, summary: "Every open debit and credit card of the session's accounts, as card items (the cards list)", response: { 200: apiSchemaRef('card-list'), ...readErrors } },
      config: { capability: 'view-cards', guard: 'canViewManageCards' },
    },
    async (request) => {
      const scope = await scopeOf(request);
      return { cards: await listCards(app.db, scope) };
    },
  );

  app.get<{ Params: IdParams; Reply: CardItem }>(
    `${BASE}/cards/details/:id`,
    { schema: { tags: TAGS, summary: 'A credit card, as a card item', params: idParams, response: { 200: item, ...readErrors } }, config: { capability: 'view-cards', guard: 'canViewManageCards' } },
    async (request) => {
      // A credit card's details (limit, available credit, expiry) are its account's: a condition that takes those
      // away (litigation) refuses them here too, before the card is looked up.
      await requireCapability(request, 'view-accounts', 'creditCards');
      const scope = await scopeOf(request);
      return oneItem(await creditCardOf(app.db, scope, request.params), scope.staff);
    },
  );

  for (const path of [`${BASE}/cards/details/:acct/debit/:debitId`, `${BASE}/cards/:acct/debit/:debitId`]) {
    app.get<{ Params: DebitParams; Reply: CardItem }>(
      path,
      {
        schema: { tags: TAGS, summary: 'A debit card, as a card item ({acct}: its checking account, or "100" for the card\'s own)', params: debitParams, response: { 200: item, ...readErrors } },
        config: { capability: 'view-cards', guard: 'canViewManageCards' },
      },
      async (request) => {
        const scope = await scopeOf(request);
        return oneItem(await debitCardOf(app.db, scope, request.params), scope.staff);
      },
    );
  }

  const activationSchema = { tags: TAGS, body: apiSchemaRef('card-activation-request'), response: { 200: item, ...changeErrors } };
  app.post<{ Params: DebitParams; Body: CardActivationRequest; Reply: CardItem }>(
    `${BASE}/cards/:acct/debit/:debitId/activation`,
    { schema: { ...activationSchema, summary: 'Activates a debit card that arrived: its last four digits and expiry must match', params: debitParams }, config: { capability: 'manage-cards', guard: 'canManageCards' } },
    async (request) => {
      const scope = await scopeOf(request);
      return app.db.transaction().execute(async (trx) => {
        const card = await debitCardOf(trx, scope, request.params, true);
        await activateCard(trx, card, request.body, app.clock());
        return cardItemOf(trx, scope, card.id, 'debit');
      });
    },
  );
  app.post<{ Params: IdParams; Body: CardActivationRequest; Reply: CardItem }>(
    `${BASE}/cards/:id/activation`,
    { schema: { ...activationSchema, summary: 'Activates a credit card that arrived: its last four digits and expiry must match', params: idParams }, config: { capability: 'manage-cards', guard: 'canManageCards' } },
    async (request) => {
      const scope = await scopeOf(request);
      return app.db.transaction().execute(async (trx) => {
        const card = await creditCardOf(trx, scope, request.params, true);
        await activateCard(trx, card, request.body, app.clock());
        return cardItemOf(trx, scope, card.id, 'credit');
      });
    },
  );

  const lockSchema = { tags: TAGS, body: apiSchemaRef('card-lock-request'), response: { 200: item, ...changeErrors } };
  app.post<{ Params: DebitParams; Body: CardLockRequest; Reply: CardItem }>(
    `${BASE}/cards/:acct/debit/:debitId/lock-status`,
    { schema: { ...lockSchema, summary: 'Freezes (LOCKED) or unfreezes (UNLOCKED) a debit card', params: debitParams }, config: { capability: 'manage-cards', guard: 'canManageCards' } },
    async (request) => {
      const scope = await scopeOf(request);
      return app.db.transaction().execute(async (trx) => {
        const card = await debitCardOf(trx, scope, request.params, true);
        await setLockStatus(trx, card, request.body);
        return cardItemOf(trx, scope, card.id, 'debit');
      });
    },
  );
  app.post<{ Params: IdParams; Body: CardLockRequest; Reply: CardItem }>(
    `${BASE}/cards/:id/credit/lock-status`,
    { schema: { ...lockSchema, summary: 'Freezes (LOCKED) or unfreezes (UNLOCKED) a credit card', params: idParams }, config: { capability: 'manage-cards', guard: 'canManageCards' } },
    async (request) => {
      const scope = await scopeOf(request);
      return app.db.transaction().execute(async (trx) => {
        const card = await creditCardOf(trx, scope, request.params, true);
        await setLockStatus(trx, card, request.body);
        return cardItemOf(trx, scope, card.id, 'credit');
      });
    },
  );

  await app.register(cardPinRoutes);
  await app.register(cardMaintenanceRoutes);
  await app.register(cardRewardRoutes);
  await app.register(cardDueDateRoutes);
  await app.register(authorizedUserRoutes);
};
