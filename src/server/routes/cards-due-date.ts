import type { FastifyPluginAsync } from 'fastify';
import type { CardDueDateInfo, CardDueDateQuery, CardDueDateRequest } from '../../../engine/core/generated/api.gen';
import { cancelDueDateChange, dueDateInfo, findCreditCardByLastFour, submitDueDateChange } from '../domain/cards/due-date';
import { apiSchemaRef } from '../http/api-schemas';
import { BASE, changeErrors, readErrors, scopeOf, TAGS } from './cards-shared';

const info = apiSchemaRef('card-due-date-info');
const query = apiSchemaRef('card-due-date-query');
const PATH = `${BASE}/change-payment-due-date`;

/** Change of a credit card's payment due date: by the card's last four digits. */
export const cardDueDateRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: CardDueDateQuery; Reply: CardDueDateInfo }>(
    `${PATH}/dueDateInfo`,
    { schema: { tags: TAGS, summary: "A credit card's due day, the days it may move to, and any pending change", querystring: query, response: { 200: info, ...readErrors } }, config: { capability: 'view-cards', guard: 'canViewManageCards' } },
    async (request) => {
      const scope = await scopeOf(request);
      const card = await findCreditCardByLastFour(app.db, scope, request.query.creditCardLastFour);
      return dueDateInfo(app.db, card, app.clock());
    },
  );

  app.post<{ Body: CardDueDateRequest; Reply: CardDueDateInfo }>(
    `${PATH}/submitChangeDueDate`,
    { schema: { tags: TAGS, summary: "Requests a new payment due day (one change per period of config/limits.json)", body: apiSchemaRef('card-due-date-request'), response: { 200: info, ...changeErrors } }, config: { capability: 'manage-cards', guard: 'canManageCards' } },
    async (request) => {
      const scope = await scopeOf(request);
      const now = app.clock();
      return app.db.transaction().execute(async (trx) => {
        const card = await findCreditCardByLastFour(trx, scope, request.body.creditCardLastFour);
        await submitDueDateChange(trx, { card, newDueDay: request.body.newDueDay, userId: scope.userId, now });
        return dueDateInfo(trx, card, now);
      });
    },
  );

  app.post<{ Querystring: CardDueDateQuery; Reply: CardDueDateInfo }>(
    `${PATH}/cancelChangeDueDate`,
    { schema: { tags: TAGS, summary: 'Cancels the pending due date change', querystring: query, response: { 200: info, ...changeErrors } }, config: { capability: 'manage-cards', guard: 'canManageCards' } },
    async (request) => {
      const scope = await scopeOf(request);
      const now = app.clock();
      return app.db.transaction().execute(async (trx) => {
        const card = await findCreditCardByLastFour(trx, scope, request.query.creditCardLastFour);
        await cancelDueDateChange(trx, { card, now });
        return dueDateInfo(trx, card, now);
      });
    },
  );
};
