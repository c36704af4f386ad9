import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type {
  ErrorResponse,
  TravelItinerary,
  TravelItineraryDeletion,
  TravelItineraryDeletionRequest,
  TravelItineraryIdParams,
  TravelItineraryList,
  TravelItineraryRequest,
} from '../../../engine/core/generated/api.gen';
import { isRefusal } from '../domain/card-controls/refusal';
import { addItinerary, deleteItinerary, listItineraries, updateItinerary } from '../domain/card-controls/travel-plans';
import { loadMemberScope } from '../domain/member-scope';
import { businessDate } from '../domain/business-date';
import { apiSchemaRef } from '../http/api-schemas';
import type { LocaleTag } from '../i18n/locales';
import { languageOf } from '../i18n/user-language';
import { currentSession, requireSession } from '../plugins/session';

const error = apiSchemaRef('error-response');
const errors = { 400: error, 401: error, 403: error, 404: error };
const BASE = '/client-api/member-travel-notifications/v1/itinerary';
const TAGS = ['profile-manager'];

/**
 * Travel plans (flag show-travel-plans): where and when the member travels, and with which cards, so a card
 * set to block international use keeps working there. Mounted at /api/profile-manager; the upstream calls are all POSTs,
 * and so are these but the edit, a PUT of the plan's own address.
 */
export const travelNotificationRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', requireSession({ extend: true }));
  /** Countries are named in the language of whoever reads the plan (a trusted user reads in their own). */
  const readerLanguage = (request: FastifyRequest): Promise<LocaleTag> => languageOf(app.db, currentSession(request).user_id);

  app.post<{ Reply: TravelItineraryList }>(
    `${BASE}/retrieve`,
    {
      schema: { tags: TAGS, summary: "The member's travel plans that have not ended, soonest first", response: { 200: apiSchemaRef('travel-itinerary-list'), ...errors } },
      config: { capability: 'view-cards', guard: 'canViewManageCards', readsOnly: true },
    },
    async (request) => {
      const scope = await loadMemberScope(app.db, currentSession(request));
      return { itineraries: await listItineraries(app.db, scope, businessDate(app.clock()), await readerLanguage(request)) };
    },
  );

  app.post<{ Body: TravelItineraryRequest; Reply: TravelItinerary | ErrorResponse }>(
    `${BASE}/add`,
    {
      schema: {
        tags: TAGS,
        summary: 'Adds a travel plan: ISO 3166-1 countries, first and last day, the cards it covers; a refusal (422) names every problem at once',
        body: apiSchemaRef('travel-itinerary-request'),
        response: { 201: apiSchemaRef('travel-itinerary'), ...errors, 422: error },
      },
      config: { capability: 'manage-cards', guard: 'canManageCards' },
    },
    async (request, reply) => {
      const scope = await loadMemberScope(app.db, currentSession(request));
      const now = app.clock();
      const plan = await addItinerary(app.db, { scope, request: request.body, today: businessDate(now), now, locale: await readerLanguage(request) });
      return isRefusal(plan) ? reply.code(422).send({ errors: plan.errors }) : reply.code(201).send(plan);
    },
  );

  app.put<{ Params: TravelItineraryIdParams; Body: TravelItineraryRequest; Reply: TravelItinerary | ErrorResponse }>(
    `${BASE}/:id`,
    {
      schema: {
        tags: TAGS,
        summary: "Replaces one of the member's travel plans that has not ended, under the rules of a new one (every problem at once, 422); a trip under way may keep its departure day",
        params: apiSchemaRef('travel-itinerary-id-params'),
        body: apiSchemaRef('travel-itinerary-request'),
        response: { 200: apiSchemaRef('travel-itinerary'), ...errors, 422: error },
      },
      config: { capability: 'manage-cards', guard: 'canManageCards' },
    },
    async (request, reply) => {
      const scope = await loadMemberScope(app.db, currentSession(request));
      const plan = await updateItinerary(app.db, { scope, id: request.params.id, request: request.body, today: businessDate(app.clock()), locale: await readerLanguage(request) });
      return isRefusal(plan) ? reply.code(422).send({ errors: plan.errors }) : reply.code(200).send(plan);
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
