import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { CardRewardEventsTable, CardRewardsTable, CardsTable } from '../db/schema';
import { addDays, dayOfMonth, postingTime } from './calendar';
import { addMonths } from '../../../engine/core/calendar';
import type { CardSpec, ExtraCardSpec, PersonaSpec } from './personas';
import type { Prng } from './prng';

/** Draws the identifiers a card is known by: a token for its number (never stored) and its policy reference. */
export function cardIdentity(prng: Prng): { card_token: string; card_policy_ref_id: string } {
  const hex = Array.from({ length: 24 }, () => prng.int(0, 15).toString(16)).join('');
  return { card_token: `tok_${hex}`, card_policy_ref_id: `CP-${prng.digits(8)}` };
}

/** The primary card of an account (its holder's), as build-rows.ts draws it. */
export function primaryCardRow(
  prng: Prng,
  input: { arrangementId: string; holderUserId: string; holderName: string; card: CardSpec; lastFour: string; expiryMonth: number; expiryYear: number; issuedOn: string },
): Insertable<CardsTable> {
  return {
    id: randomUUID(),
    arrangement_id: input.arrangementId,
    holder_user_id: input.holderUserId,
    holder_name: input.holderName,
    card_kind: input.card.kind,
    brand: input.card.brand,
    product_code: input.card.productCode,
    product_description: input.card.description,
    last_four: input.lastFour,
    expiry_month: input.expiryMonth,
    expiry_year: input.expiryYear,
    status: 'AC',
    lock_status: 'UNLOCKED',
    role: 'Primary Cardholder',
    account_summary_type: 'PRI',
    account_ownership_code: 'PRI',
    issuance: 'MAILED',
    issued_at: postingTime(input.issuedOn),
    activated_at: postingTime(input.issuedOn),
    ...cardIdentity(prng),
  };
}

/** A persona's extra cards (personas.ts extraCards), beside the primary card of the same account. */
export function extraCardRow(prng: Prng, spec: ExtraCardSpec, primary: Insertable<CardsTable>, holderName: string, today: string): Insertable<CardsTable> {
  const issuedOn = addDays(today, -spec.issuedDaysAgo);
  const todayYear = Number(today.slice(0, 4));
  return {
    ...primary,
    id: randomUUID(),
    holder_user_id: spec.holderName === null ? primary.holder_user_id : null,
    holder_name: spec.holderName ?? holderName,
    parent_card_id: spec.child ? primary.id : null,
    last_four: prng.digits(4),
    expiry_month: prng.int(1, 12),
    expiry_year: todayYear + 3,
    status: spec.status,
    role: spec.role,
    account_summary_type: spec.accountSummaryType,
    account_ownership_code: spec.accountOwnershipCode,
    issued_at: postingTime(issuedOn),
    activated_at: spec.status === 'AC' ? postingTime(addDays(issuedOn, 4)) : null,
    ...cardIdentity(prng),
  };
}

/**
 * A persona's rewards: points brought forward at the start of the six months, then each month's points earned on
 * purchases (about 1.5 points a dollar of a typical month's spend). The balance is the sum of the history.
 */
export function rewardRows(
  prng: Prng,
  persona: PersonaSpec,
  arrangementId: string,
  today: string,
): { rewards: Insertable<CardRewardsTable>; events: Insertable<CardRewardEventsTable>[] } | undefined {
  const spec = persona.rewards;
  if (!spec) return undefined;
  const start = addMonths(today, -6);
  const events: Insertable<CardRewardEventsTable>[] = [
    { id: randomUUID(), arrangement_id: arrangementId, occurred_on: start, description: 'Points brought forward', points: spec.openingPoints, kind: 'EARN' },
  ];
  for (let month = 1; month <= 6; month += 1) {
    const day = dayOfMonth(addMonths(start, month), 3);
    if (day > today) break;
    events.push({ id: randomUUID(), arrangement_id: arrangementId, occurred_on: day, description: 'Points earned on purchases', points: prng.int(1_800, 4_200), kind: 'EARN' });
  }
  const balance = events.reduce((sum, event) => sum + event.points, 0);
  return { rewards: { arrangement_id: arrangementId, points_balance: balance, cents_per_point: spec.centsPerPoint }, events };
}
