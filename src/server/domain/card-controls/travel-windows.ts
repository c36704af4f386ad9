import type { Kysely } from 'kysely';
import type { TravelWindow } from '../../../../engine/core/card-protections';
import type { Database } from '../../db/schema';

/** The travel plans that name a card and have not ended by `today`, as the authorization rules read them. */
export async function travelWindowsOfCard(db: Kysely<Database>, cardId: string, today: string): Promise<TravelWindow[]> {
  const rows = await db
    .selectFrom('travel_itinerary_cards as tc')
    .innerJoin('travel_itineraries as t', 't.id', 'tc.itinerary_id')
    .innerJoin('travel_itinerary_destinations as d', 'd.itinerary_id', 't.id')
    .select(['t.id', 't.start_date', 't.end_date', 'd.country_code'])
    .where('tc.card_id', '=', cardId)
    .where('t.end_date', '>=', today)
    .execute();
  const byPlan = new Map<string, { countryCodes: string[]; startDate: string; endDate: string }>();
  for (const row of rows) {
    const plan = byPlan.get(row.id) ?? { countryCodes: [], startDate: row.start_date, endDate: row.end_date };
    plan.countryCodes.push(row.country_code);
    byPlan.set(row.id, plan);
  }
  return [...byPlan.values()];
}
