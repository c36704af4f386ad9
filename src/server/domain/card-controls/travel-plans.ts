import { randomUUID } from 'node:crypto';
import { addDays, differenceInCalendarDays, formatISO, parseISO } from 'date-fns';
import type { Kysely } from 'kysely';
import type { TravelItinerary, TravelItineraryRequest } from '../../../../engine/core/generated/api.gen';
import { resolveTemplate } from '../../../../engine/core/template';
import { cardsManifest } from '../../../manifests/card-manifest';
import type { Database } from '../../db/schema';
import { ApiProblem } from '../../errors';
import { countryName } from './authorization-copy';
import type { MemberScope } from '../member-scope';
import { refuse, type Refusal } from './refusal';

type Scope = Pick<MemberScope, 'userId' | 'ownerId' | 'agreementIds'>;
const { travelPlans: rules, messages } = cardsManifest;

/** Travel plans of the member the session acts for that have not ended, soonest first. */
export async function listItineraries(db: Kysely<Database>, scope: Scope, today: string): Promise<TravelItinerary[]> {
  const plans = await db
    .selectFrom('travel_itineraries')
    .selectAll()
    .where('owner_id', '=', scope.ownerId)
    .where('end_date', '>=', today)
    .orderBy('start_date')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  if (plans.length === 0) return [];
  const ids = plans.map((plan) => plan.id);
  const [destinations, cards] = await Promise.all([
    db.selectFrom('travel_itinerary_destinations').selectAll().where('itinerary_id', 'in', ids).orderBy('position').execute(),
    reachableCardLinks(db, scope, ids),
  ]);
  return plans.map((plan) => ({
    id: plan.id,
    destinations: destinations.filter((row) => row.itinerary_id === plan.id).map((row) => ({ countryCode: row.country_code, countryName: countryName(row.country_code) })),
    startDate: plan.start_date,
    endDate: plan.end_date,
    cardIds: cards.filter((row) => row.itinerary_id === plan.id).map((row) => row.card_id),
    createdAt: plan.created_at.toISOString(),
  }));
}

/** Only cards the session still reaches are shown on a plan. */
function reachableCardLinks(db: Kysely<Database>, scope: Scope, itineraryIds: string[]) {
  if (scope.agreementIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('travel_itinerary_cards as tc')
    .innerJoin('cards as c', 'c.id', 'tc.card_id')
    .innerJoin('arrangements as a', 'a.id', 'c.arrangement_id')
    .select(['tc.itinerary_id', 'tc.card_id'])
    .where('tc.itinerary_id', 'in', itineraryIds)
    .where('a.agreement_id', 'in', scope.agreementIds)
    .orderBy('c.card_kind')
    .orderBy('c.id')
    .execute();
}

/** The rules of config/cards.json travelPlans, checked in the order a member fixes them. */
function checkPlan(request: TravelItineraryRequest, today: string): Refusal | undefined {
  const known = new Set(cardsManifest.countries.map((country) => country.code));
  const codes = request.destinations.map((destination) => destination.countryCode);
  const unknown = codes.findIndex((code) => !known.has(code));
  if (unknown >= 0) return refuse(`/destinations/${unknown}/countryCode`, messages.unknownCountry);
  if (new Set(codes).size !== codes.length) return refuse('/destinations', messages.travelDuplicateDestination);
  if (codes.length > rules.maxDestinations) return refuse('/destinations', resolveTemplate(messages.travelTooManyDestinations, { maxDestinations: rules.maxDestinations }));
  if (request.startDate < today) return refuse('/startDate', messages.travelStartInPast);
  if (request.startDate > formatISO(addDays(parseISO(today), rules.maxDaysAhead), { representation: 'date' })) return refuse('/startDate', resolveTemplate(messages.travelTooFarAhead, { maxDaysAhead: rules.maxDaysAhead }));
  if (request.endDate < request.startDate) return refuse('/endDate', messages.travelEndBeforeStart);
  if (differenceInCalendarDays(parseISO(request.endDate), parseISO(request.startDate)) + 1 > rules.maxDays) return refuse('/endDate', resolveTemplate(messages.travelTooLong, { maxDays: rules.maxDays }));
  return undefined;
}

/** Adds a plan after its rules pass and every card is one of the session's cards, not closed. */
export async function addItinerary(db: Kysely<Database>, input: { scope: Scope; request: TravelItineraryRequest; today: string; now: Date }): Promise<TravelItinerary | Refusal> {
  const { scope, request } = input;
  const refusal = checkPlan(request, input.today);
  if (refusal) return refusal;
  const cards =
    scope.agreementIds.length === 0
      ? []
      : await db
          .selectFrom('cards as c')
          .innerJoin('arrangements as a', 'a.id', 'c.arrangement_id')
          .select(['c.id', 'c.status'])
          .where('c.id', 'in', request.cardIds)
          .where('a.agreement_id', 'in', scope.agreementIds)
          .execute();
  const status = new Map(cards.map((card) => [card.id, card.status]));
  // A card the session does not reach is a 404, as everywhere; a closed card of its own is a mistake to explain.
  const unreachable = request.cardIds.findIndex((id) => !status.has(id));
  if (unreachable >= 0) throw new ApiProblem(404, 'NOT_FOUND', `/cardIds/${unreachable}`);
  const closed = request.cardIds.findIndex((id) => status.get(id) === 'CL');
  if (closed >= 0) return refuse(`/cardIds/${closed}`, messages.travelUnknownCard);

  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('travel_itineraries').values({ id, owner_id: scope.ownerId, created_by: scope.userId, start_date: request.startDate, end_date: request.endDate, created_at: input.now }).execute();
    await trx.insertInto('travel_itinerary_destinations').values(request.destinations.map((destination, position) => ({ itinerary_id: id, position, country_code: destination.countryCode }))).execute();
    await trx.insertInto('travel_itinerary_cards').values(request.cardIds.map((cardId) => ({ itinerary_id: id, card_id: cardId }))).execute();
  });
  const plan = (await listItineraries(db, scope, input.today)).find((entry) => entry.id === id);
  if (!plan) throw new Error(`travel plan ${id} was not read back`);
  return plan;
}

/** Deletes one of the member's plans (cascade removes its destinations and card links); someone else's is a 404. */
export async function deleteItinerary(db: Kysely<Database>, scope: Scope, id: string): Promise<void> {
  const deleted = await db.deleteFrom('travel_itineraries').where('id', '=', id).where('owner_id', '=', scope.ownerId).returning('id').executeTakeFirst();
  if (!deleted) throw new ApiProblem(404, 'NOT_FOUND', '/id');
}
