import type { FastifyPluginAsync } from 'fastify';
import type { CardProtections } from '../../../engine/core/card-protections';
import type {
  CardAuthorizationList,
  CardAuthorizationListQuery,
  CardIdParams,
  CardWalletToken,
  CardWalletTokenList,
  CardWalletTokenParams,
  CardWalletTokenRequest,
  ErrorResponse,
} from '../../../engine/core/generated/api.gen';
import { listAuthorizations } from '../domain/card-controls/authorization-list';
import { loadOwnedCard } from '../domain/card-controls/owned-card';
import { readProtections, writeProtections } from '../domain/card-controls/protections-store';
import { isRefusal } from '../domain/card-controls/refusal';
import { addWalletToken, listWalletTokens, removeWalletToken } from '../domain/card-controls/wallet-tokens';
import { loadMemberScope } from '../domain/member-scope';
import { apiSchemaRef } from '../http/api-schemas';
import { currentSession, requireSession } from '../plugins/session';

const error = apiSchemaRef('error-response');
const errors = { 400: error, 401: error, 403: error, 404: error };
const CARD = '/client-api/v2/cards/:id';
const TAGS = ['cards'];

/**
 * Card protections, our own addition: the rules a member sets per card, the card network's recent answers
 * and why, and the phone wallets a card is in. Mounted at /api/cards. Reads need canViewManageCards; changes
 * canManageCards and more than view-only access; a card the session does not reach is a 404.
 */
export const cardControlRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', requireSession({ extend: true }));
  const cardOf = async (request: Parameters<typeof currentSession>[0], id: string) => loadOwnedCard(app.db, await loadMemberScope(app.db, currentSession(request)), id);

  app.get<{ Params: CardIdParams; Reply: CardProtections }>(
    `${CARD}/protections`,
    {
      schema: { tags: TAGS, summary: "The card's protections: international, merchant category and transaction type rules, limits, alerts", params: apiSchemaRef('card-id-params'), response: { 200: apiSchemaRef('card-protections'), ...errors } },
      config: { capability: 'view-cards', guard: 'canViewManageCards' },
    },
    async (request) => readProtections(app.db, (await cardOf(request, request.params.id)).id),
  );

  app.put<{ Params: CardIdParams; Body: CardProtections; Reply: CardProtections | ErrorResponse }>(
    `${CARD}/protections`,
    {
      schema: {
        tags: TAGS,
        summary: "Replaces the card's protections (every field); limits in integer cents or null",
        params: apiSchemaRef('card-id-params'),
        body: apiSchemaRef('card-protections'),
        response: { 200: apiSchemaRef('card-protections'), ...errors, 422: error },
      },
      config: { capability: 'manage-cards', guard: 'canManageCards' },
    },
    async (request, reply) => {
      const card = await cardOf(request, request.params.id);
      const saved = await writeProtections(app.db, { cardId: card.id, protections: request.body, userId: currentSession(request).user_id, now: app.clock() });
      return isRefusal(saved) ? reply.code(422).send({ errors: saved.errors }) : saved;
    },
  );

  app.get<{ Params: CardIdParams; Querystring: CardAuthorizationListQuery; Reply: CardAuthorizationList }>(
    `${CARD}/authorizations`,
    {
      schema: {
        tags: TAGS,
        summary: 'What the card network asked about the card lately (approvals and declines with their reason), newest first',
        params: apiSchemaRef('card-id-params'),
        querystring: apiSchemaRef('card-authorization-list-query'),
        response: { 200: apiSchemaRef('card-authorization-list'), ...errors },
      },
      config: { capability: 'view-cards', guard: 'canViewManageCards' },
    },
    async (request) => {
      const card = await cardOf(request, request.params.id);
      return { items: await listAuthorizations(app.db, { cardId: card.id, decision: request.query.decision, now: app.clock() }) };
    },
  );

  app.get<{ Params: CardIdParams; Reply: CardWalletTokenList }>(
    `${CARD}/wallet-tokens`,
    {
      schema: { tags: TAGS, summary: 'The phone wallets the card is in, newest first', params: apiSchemaRef('card-id-params'), response: { 200: apiSchemaRef('card-wallet-token-list'), ...errors } },
      config: { capability: 'view-cards', guard: 'canViewManageCards' },
    },
    async (request) => ({ tokens: await listWalletTokens(app.db, await cardOf(request, request.params.id)) }),
  );

  app.post<{ Params: CardIdParams; Body: CardWalletTokenRequest; Reply: CardWalletToken | ErrorResponse }>(
    `${CARD}/wallet-tokens`,
    {
      schema: {
        tags: TAGS,
        summary: 'Adds the card to a phone wallet (a token of its own stands for the card there); not for a locked or closed card',
        params: apiSchemaRef('card-id-params'),
        body: apiSchemaRef('card-wallet-token-request'),
        response: { 201: apiSchemaRef('card-wallet-token'), ...errors, 422: error },
      },
      config: { capability: 'manage-cards', guard: 'canManageCards' },
    },
    async (request, reply) => {
      const card = await cardOf(request, request.params.id);
      const token = await addWalletToken(app.db, { card, request: request.body, now: app.clock() });
      return isRefusal(token) ? reply.code(422).send({ errors: token.errors }) : reply.code(201).send(token);
    },
  );

  app.delete<{ Params: CardWalletTokenParams }>(
    `${CARD}/wallet-tokens/:tokenId`,
    {
      schema: { tags: TAGS, summary: 'Removes the card from a phone wallet', params: apiSchemaRef('card-wallet-token-params'), response: { 204: { type: 'null' }, ...errors } },
      config: { capability: 'manage-cards', guard: 'canManageCards' },
    },
    async (request, reply) => {
      await removeWalletToken(app.db, await cardOf(request, request.params.id), request.params.tokenId);
      return reply.code(204).send();
    },
  );
};
