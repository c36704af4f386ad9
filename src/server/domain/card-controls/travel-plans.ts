import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isCountryCode } from '../../../../engine/core/countries';
import type { FieldError } from '../../../../engine/core/forms/field-errors';
import type { TravelItinerary, TravelItineraryRequest } from '../../../../engine/core/generated/api.gen';
import { travelPlanProblems } from '../../../../engine/core/travel-plan-rules';
import { cardsManifest } from '../../../manifests/card-manifest';
import type { Database } from '../../db/schema';
import { ApiProblem } from '../../errors';
import { DEFAULT_LOCALE, type LocaleTag } from '../../i18n/locales';
import { countryName } from './authorization-copy';
import type { MemberScope } from '../member-scope';
import { sharedOnly } from '../visible-arrangements';
import type { Refusal } from './refusal';

type Scope = Pick<MemberScope, 'userId' | 'ownerId' | 'agreementIds' | 'arrangementIds'>;
const { travelPlans: limits, messages } = cardsManifest;

/** Travel plans of the member the session acts for that have not ended, soonest first, each country named in `locale`. */
export async function listItineraries(db: Kysely<Database>, scope: Scope, today: string, locale: LocaleTag = DEFAULT_LOCALE): Promise<TravelItinerary[]> {
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
    destinations: destinations.filter((row) => row.itinerary_id === plan.id).map((row) => ({ countryCode: row.country_code, countryName: countryName(row.country_code, locale) })),
    startDate: plan.start_date,
    endDate: plan.end_date,
    cardIds: cards.filter((row) => row.itinerary_id === plan.id).map((row) => row.card_id),
    createdAt: plan.created_at.toISOString(),
  }));
}

/** Only cards the session still reaches are shown on a plan (and replaced when it is edited). */
function reachableCardLinks(db: Kysely<Database>, scope: Scope, itineraryIds: string[]) {
  if (scope.agreementIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('travel_itinerary_cards as tc')
    .innerJoin('cards as c', 'c.id', 'tc.card_id')
    .innerJoin('arrangements as a', 'a.id', 'c.arrangement_id')
    .select(['tc.itinerary_id', 'tc.card_id'])
    .where('tc.itinerary_id', 'in', itineraryIds)
    .where('a.agreement_id', 'in', scope.agreementIds)
    .$call(sharedOnly(scope, 'a.id'))
    .orderBy('c.card_kind')
    .orderBy('c.id')
    .execute();
}

/**
 * Every problem of the plan in one answer: the shared rules of engine/core/travel-plan-rules.ts (what the form
 * checks too), then each card named that is the member's but closed. A card the session does not reach is a 404, as
 * everywhere, before any of that.
 */
async function planProblems(db: Kysely<Database>, scope: Scope, request: TravelItineraryRequest, today: string, keptStartDate?: string): Promise<FieldError[]> {
  const cardIds = request.cardIds ?? [];
  const cards =
    scope.agreementIds.length === 0 || cardIds.length === 0
      ? []
      : await db
          .selectFrom('cards as c')
          .innerJoin('arrangements as a', 'a.id', 'c.arrangement_id')
          .select(['c.id', 'c.status'])
          .where('c.id', 'in', cardIds)
          .where('a.agreement_id', 'in', scope.agreementIds)
          .$call(sharedOnly(scope, 'a.id'))
          .execute();
  const status = new Map(cards.map((card) => [card.id, card.status]));
  const unreachable = cardIds.findIndex((id) => !status.has(id));
  if (unreachable >= 0) throw new ApiProblem(404, 'NOT_FOUND', `/cardIds/${unreachable}`);
  const problems = travelPlanProblems(request, { today, limits, messages, isCountry: isCountryCode, ...(keptStartDate ? { keptStartDate } : {}) });
  const closed = cardIds.findIndex((id) => status.get(id) === 'CL');
  if (closed >= 0) problems.push({ path: `/cardIds/${closed}`, message: messages.travelUnknownCard });
  return problems;
}

const refusal = (errors: FieldError[]): Refusal => ({ refused: true, errors: errors.map(({ path, message }) => ({ path, message })) });

type Writer = Pick<Kysely<Database>, 'insertInto'>;

async function writeParts(trx: Writer, id: string, request: TravelItineraryRequest): Promise<void> {
  const destinations = (request.destinations ?? []).map((destination, position) => ({ itinerary_id: id, position, country_code: destination.countryCode }));
  const cards = (request.cardIds ?? []).map((cardId) => ({ itinerary_id: id, card_id: cardId }));
  if (destinations.length > 0) await trx.insertInto('travel_itinerary_destinations').values(destinations).execute();
  if (cards.length > 0) await trx.insertInto('travel_itinerary_cards').values(cards).execute();
}

async function readBack(db: Kysely<Database>, scope: Scope, id: string, today: string, locale: LocaleTag | undefined): Promise<TravelItinerary> {
  const plan = (await listItineraries(db, scope, today, locale)).find((entry) => entry.id === id);
  if (!plan) throw new Error(`travel plan ${id} was not read back`);
  return plan;
}

/** Adds a plan when it has no problem at all; otherwise answers all of them and writes nothing. */
export async function addItinerary(db: Kysely<Database>, input: { scope: Scope; request: TravelItineraryRequest; today: string; now: Date; locale?: LocaleTag }): Promise<TravelItinerary | Refusal> {
  const { scope, request } = input;
  const problems = await planProblems(db, scope, request, input.today);
  if (problems.length > 0) return refusal(problems);
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    // The rules passed, so both days are there.
    await trx.insertInto('travel_itineraries').values({ id, owner_id: scope.ownerId, created_by: scope.userId, start_date: request.startDate!, end_date: request.endDate!, created_at: input.now }).execute();
    await writeParts(trx, id, request);
  });
  return readBack(db, scope, id, input.today, input.locale);
}

/**
 * Replaces one of the member's plans that has not ended (someone else's, or one already over, is a 404) under the
 * same rules as a new one; a trip already under way may keep its departure day. The plan's links to cards the
 * session does not reach (another holder's) are left as they were.
 */
export async function updateItinerary(db: Kysely<Database>, input: { scope: Scope; id: string; request: TravelItineraryRequest; today: string; locale?: LocaleTag }): Promise<TravelItinerary | Refusal> {
  const { scope, id, request } = input;
  const current = await db.selectFrom('travel_itineraries').select(['start_date']).where('id', '=', id).where('owner_id', '=', scope.ownerId).where('end_date', '>=', input.today).executeTakeFirst();
  if (!current) throw new ApiProblem(404, 'NOT_FOUND', '/id');
  const problems = await planProblems(db, scope, request, input.today, current.start_date);
  if (problems.length > 0) return refusal(problems);
  const linked = (await reachableCardLinks(db, scope, [id])).map((row) => row.card_id);
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('travel_itineraries')
      .set({ start_date: request.startDate!, end_date: request.endDate! })
      .where('id', '=', id)
      .where('owner_id', '=', scope.ownerId)
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw new ApiProblem(404, 'NOT_FOUND', '/id');
    await trx.deleteFrom('travel_itinerary_destinations').where('itinerary_id', '=', id).execute();
    if (linked.length > 0) await trx.deleteFrom('travel_itinerary_cards').where('itinerary_id', '=', id).where('card_id', 'in', linked).execute();
    const kept = new Set((await trx.selectFrom('travel_itinerary_cards').select('card_id').where('itinerary_id', '=', id).execute()).map((row) => row.card_id));
    await writeParts(trx, id, { ...request, cardIds: (request.cardIds ?? []).filter((cardId) => !kept.has(cardId)) });
  });
  return readBack(db, scope, id, input.today, input.locale);
}

/** Deletes one of the member's plans (cascade removes its destinations and card links); someone else's is a 404. */
export async function deleteItinerary(db: Kysely<Database>, scope: Scope, id: string): Promise<void> {
  const deleted = await db.deleteFrom('travel_itineraries').where('id', '=', id).where('owner_id', '=', scope.ownerId).returning('id').executeTakeFirst();
  if (!deleted) throw new ApiProblem(404, 'NOT_FOUND', '/id');
}
