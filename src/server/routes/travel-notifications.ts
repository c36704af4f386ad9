import type { FastifyPluginAsync } from 'fastify';
import type {
  ErrorResponse,
  TravelItinerary,
  TravelItineraryDeletion,
  TravelItineraryDeletionRequest,
  TravelItineraryList,
  TravelItineraryRequest,
} from '../../../engine/core/generated/api.gen';
import { isRefusal } from '../domain/card-controls/refusal';
import { addItinerary, deleteItinerary, listItineraries } from '../domain/card-controls/travel-plans';
import { loadMemberScope } from '../domain/member-scope';
import { businessDate } from '../domain/business-date';
import { apiSchemaRef } from '../http/api-schemas';
import { currentSession, requireSession } from '../plugins/session';

const error = apiSchemaRef('error-response');
const errors = { 400: error, 401: error, 403: error, 404: error };
const BASE = '/client-api/member-travel-notifications/v1/itinerary';
const TAGS = ['profile-manager'];

/**
 * Travel plans (flag show-travel-plans): where and when the member travels, and with which cards, so a card
 * set to block international use keeps working there. Mounted at /api/profile-manager; the upstream calls are all POSTs, and so are these.
 */
export const travelNotificationRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', requireSession({ extend: true }));

  app.post<{ Reply: TravelItineraryList }>(
    `${BASE}/retrieve`,
    {
      schema: { tags: TAGS, summary: "The member's travel plans that have not ended, soonest first", response: { 200: apiSchemaRef('travel-itinerary-list'), ...errors } },
      config: { capability: 'view-cards', guard: 'canViewManageCards', readsOnly: true },
    },
    async (request) => {
      const scope = await loadMemberScope(app.db, currentSession(request));
      return { itineraries: await listItineraries(app.db, scope, businessDate(app.clock())) };
    },
  );

  app.post<{ Body: TravelItineraryRequest; Reply: TravelItinerary | ErrorResponse }>(
    `${BASE}/add`,
    {
      schema: {
        tags: TAGS,
        summary: 'Adds a travel plan: countries of config/cards.json, first and last day, the cards it covers',
        body: apiSchemaRef('travel-itinerary-request'),
        response: { 201: apiSchemaRef('travel-itinerary'), ...errors, 422: error },
      },
      config: { capability: 'manage-cards', guard: 'canManageCards' },
    },
    async (request, reply) => {
      const scope = await loadMemberScope(app.db, currentSession(request));
      const now = app.clock();
      const plan = await addItinerary(app.db, { scope, request: request.body, today: businessDate(now), now });
      return isRefusal(plan) ? reply.code(422).send({ errors: plan.errors }) : reply.code(201).send(plan);
    },
  );

  app.post<{ Body: TravelItineraryDeletionRequest; Reply: TravelItineraryDeletion }>(
    `${BASE}/delete`,
    {
      schema: { tags: TAGS, summary: 'Deletes a travel plan', body: apiSchemaRef('travel-itinerary-deletion-request'), response: { 200: apiSchemaRef('travel-itinerary-deletion'), ...errors } },
      config: { capability: 'manage-cards', guard: 'canManageCards' },
    },
    async (request) => {
      await deleteItinerary(app.db, await loadMemberScope(app.db, currentSession(request)), request.body.id);
      return { deleted: true };
    },
  );
};
