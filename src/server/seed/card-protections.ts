import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { businessDate } from '../domain/business-date';
import { addDays } from './calendar';

const DAY_MS = 86_400_000;

/**
 * The demo member's card protections: on the rewards credit card gambling is blocked, international use
 * alerts and single purchases are capped at $1,500; two recent declines show why; a trip to France and Italy two
 * weeks out covers the credit and debit cards; the credit card is in Apple Pay. Fixed content, so every seed is the
 * same; skipped when the card already has protections, so it is safe on every start.
 */
export async function seedCardProtections(db: Kysely<Database>, now: Date): Promise<void> {
  const member = await db.selectFrom('members').select('id').where('username', '=', 'member').executeTakeFirst();
  if (!member) return;
  const cards = await db
    .selectFrom('cards')
    .select(['id', 'card_kind'])
    .where('holder_user_id', '=', member.id)
    .where('parent_card_id', 'is', null)
    .where('status', '=', 'AC')
    .orderBy('issued_at')
    .execute();
  const credit = cards.find((card) => card.card_kind === 'credit');
  const debit = cards.find((card) => card.card_kind === 'debit');
  if (!credit) return;
  if (await db.selectFrom('card_protections').select('card_id').where('card_id', '=', credit.id).executeTakeFirst()) return;

  await db
    .insertInto('card_protections')
    .values({
      card_id: credit.id,
      international: 'ALERT',
      merchant_categories: JSON.stringify({ gambling: 'BLOCK', 'cash-like': 'ALERT' }),
      online: 'ALLOW',
      in_store: 'ALLOW',
      atm: 'ALLOW',
      recurring: 'ALLOW',
      per_transaction_limit_cents: 150_000,
      monthly_limit_cents: null,
      alert_every_transaction: false,
      updated_at: new Date(now.getTime() - 30 * DAY_MS),
      updated_by: member.id,
    })
    .execute();

  const at = (daysAgo: number, hour: number): Date => new Date(now.getTime() - daysAgo * DAY_MS - hour * 3_600_000);
  await db
    .insertInto('card_authorizations')
    .values([
      {
        id: randomUUID(), card_id: credit.id, at: at(2, 3), business_date: businessDate(at(2, 3)), merchant_name: 'Lucky Star Casino Online', merchant_category_code: 7995, category: 'gambling',
        amount_cents: 25_000, channel: 'ONLINE', country_code: 'US', decision: 'DECLINED', reason_code: 'MERCHANT_CATEGORY_BLOCKED', transaction_id: null,
      },
      {
        id: randomUUID(), card_id: credit.id, at: at(5, 6), business_date: businessDate(at(5, 6)), merchant_name: 'Apex Electronics', merchant_category_code: 5732, category: null,
        amount_cents: 219_999, channel: 'IN_STORE', country_code: 'US', decision: 'DECLINED', reason_code: 'PER_TRANSACTION_LIMIT', transaction_id: null,
      },
    ])
    .execute();

  const today = businessDate(now);
  const itineraryId = randomUUID();
  await db
    .insertInto('travel_itineraries')
    .values({ id: itineraryId, owner_id: member.id, created_by: member.id, start_date: addDays(today, 14), end_date: addDays(today, 28), created_at: at(3, 0) })
    .execute();
  await db
    .insertInto('travel_itinerary_destinations')
    .values([
      { itinerary_id: itineraryId, position: 0, country_code: 'FR' },
      { itinerary_id: itineraryId, position: 1, country_code: 'IT' },
    ])
    .execute();
  await db
    .insertInto('travel_itinerary_cards')
    .values([credit, ...(debit ? [debit] : [])].map((card) => ({ itinerary_id: itineraryId, card_id: card.id })))
    .execute();

  await db
    .insertInto('card_wallet_tokens')
    .values({
      id: randomUUID(), card_id: credit.id, wallet: 'APPLE_PAY', device_name: "Alex's iPhone", token_ref: `dpan_${randomUUID().replace(/-/g, '').slice(0, 24)}`,
      token_last_four: '4821', status: 'ACTIVE', created_at: at(40, 0),
    })
    .execute();
}
