import type { FastifyPluginAsync } from 'fastify';
import type { CardNetworkAuthorization, CardNetworkAuthorizationRequest, ErrorResponse } from '../../../engine/core/generated/api.gen';
import { authorizePurchase } from '../domain/card-controls/authorize-purchase';
import { loadOwnedCard } from '../domain/card-controls/owned-card';
import { withIdempotency, sendIdempotent, IDEMPOTENCY_HEADER } from '../http/idempotency';
import { loadMemberScope } from '../domain/member-scope';
import { businessDate } from '../domain/business-date';
import { apiSchemaRef } from '../http/api-schemas';
import { currentSession, requireSession } from '../plugins/session';

const error = apiSchemaRef('error-response');
const tags = ['dev'];

/**
 * Demo mode only (registered only then, like dev.ts): plays the card network asking to authorize a purchase on one of
 * the signed-in member's cards, so a demo can watch a protection decline it and its alert arrive in the outbox.
 * Mounted at /api/dev. With an Idempotency-Key header a retried request is answered once (the network retries);
 * without one every call is a new purchase.
 */
export const devCardNetworkRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', requireSession({ extend: true }));

  app.post<{ Body: CardNetworkAuthorizationRequest; Reply: CardNetworkAuthorization | ErrorResponse }>(
    '/card-network/authorizations',
    {
      schema: {
        tags,
        summary: 'Demo only: the card network asks to authorize a purchase; the card status, lock, travel plans and protections decide',
        body: apiSchemaRef('card-network-authorization-request'),
        response: { 200: apiSchemaRef('card-network-authorization'), 400: error, 401: error, 404: error, 409: error, 422: error },
      },
      config: { capability: 'own-session', guard: null },
    },
    async (request, reply) => {
      const scope = await loadMemberScope(app.db, currentSession(request));
      const card = await loadOwnedCard(app.db, scope, request.body.cardId);
      if (request.headers[IDEMPOTENCY_HEADER] === undefined) {
        const answer = await app.db.transaction().execute(async (trx) => {
          const now = app.clock();
          return authorizePurchase(trx, { card, request: request.body, now, today: businessDate(now) });
        });
        return reply.code(200).send(answer);
      }
      const answer = await withIdempotency<CardNetworkAuthorization>(request, async (trx) => {
        const now = app.clock();
        return { status: 200, body: await authorizePurchase(trx, { card, request: request.body, now, today: businessDate(now) }) };
      });
      return sendIdempotent(reply, answer);
    },
  );
};
