import type { FastifyPluginAsync } from 'fastify';
import type { CardAuthorizedUserList, ChildCard, ErrorResponse } from '../../../engine/core/generated/api.gen';
import { addAuthorizedUser, listAuthorizedUsers, removeAuthorizedUser, type AuthorizedUserData } from '../domain/cards/authorized-users';
import { businessDate } from '../domain/business-date';
import { formProblem } from '../forms';
import { apiSchemaRef } from '../http/api-schemas';
import { BASE, changeErrors, creditCardOf, readErrors, scopeOf, TAGS, type IdParams } from './cards-shared';

const idParams = apiSchemaRef('card-id-params');

/** Authorized users of a credit card (no upstream API for these; paths in the style of the other card calls): list, add, remove. */
export const authorizedUserRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: IdParams; Reply: CardAuthorizedUserList }>(
    `${BASE}/cards/:id/authorized-users`,
    { schema: { tags: TAGS, summary: "A credit card's authorized users (their child cards)", params: idParams, response: { 200: apiSchemaRef('card-authorized-user-list'), ...readErrors } }, config: { capability: 'view-cards', guard: 'canViewManageCards' } },
    async (request) => {
      const scope = await scopeOf(request);
      return { users: await listAuthorizedUsers(app.db, await creditCardOf(app.db, scope, request.params)) };
    },
  );

  app.post<{ Params: IdParams; Body: unknown; Reply: ChildCard | ErrorResponse }>(
    `${BASE}/cards/:id/authorized-users`,
    {
      schema: {
        tags: TAGS,
        summary: 'Adds an authorized user (body: config/forms/authorized-user.json): a new child card awaiting activation',
        params: idParams,
        body: { type: 'object', description: 'The data of config/forms/authorized-user.json: { firstName, lastName, dateOfBirth, relationship }.' },
        response: { 201: apiSchemaRef('card-child'), ...changeErrors },
      },
      config: { capability: 'manage-cards', guard: 'canManageCards' },
    },
    async (request, reply) => {
      const scope = await scopeOf(request);
      const now = app.clock();
      const child = await app.db.transaction().execute(async (trx) => {
        const card = await creditCardOf(trx, scope, request.params, true);
        const refused = await formProblem(trx, 'authorized-user', request.body);
        if (refused) throw refused;
        return addAuthorizedUser(trx, { card, data: request.body as AuthorizedUserData, now, today: businessDate(now) });
      });
      return reply.code(201).send(child);
    },
  );

  app.delete<{ Params: IdParams & { childId: string } }>(
    `${BASE}/cards/:id/authorized-users/:childId`,
    { schema: { tags: TAGS, summary: "Removes an authorized user: their card is closed", params: apiSchemaRef('card-child-params'), response: { 204: { type: 'null' }, ...changeErrors } }, config: { capability: 'manage-cards', guard: 'canManageCards' } },
    async (request, reply) => {
      const scope = await scopeOf(request);
      await app.db.transaction().execute(async (trx) => {
        const card = await creditCardOf(trx, scope, request.params, true);
        await removeAuthorizedUser(trx, { card, childId: request.params.childId, now: app.clock() });
      });
      return reply.code(204).send();
    },
  );
};
