import { sql, type Kysely } from 'kysely';

/**
 * Card protections (our own addition): the rules a member sets on each card, what the card network asked
 * and was answered (approvals point at the pending transaction they made; business_date, the credit union's calendar
 * day, is what a monthly limit sums by), travel plans naming countries, dates and
 * cards, and the phone-wallet tokens a card is bound to. Merchant-category rules are a JSON object because the
 * categories live in config/cards.json, where a product owner may add one without a migration.
 */
const statements: readonly string[] = [
  `create table card_protections (
    card_id uuid primary key references cards (id) on delete cascade,
    international text not null check (international in ('ALLOW', 'ALERT', 'BLOCK')),
    merchant_categories jsonb not null default '{}'::jsonb,
    online text not null check (online in ('ALLOW', 'ALERT', 'BLOCK')),
    in_store text not null check (in_store in ('ALLOW', 'ALERT', 'BLOCK')),
    atm text not null check (atm in ('ALLOW', 'ALERT', 'BLOCK')),
    recurring text not null check (recurring in ('ALLOW', 'ALERT', 'BLOCK')),
    per_transaction_limit_cents bigint check (per_transaction_limit_cents > 0),
    monthly_limit_cents bigint check (monthly_limit_cents > 0),
    alert_every_transaction boolean not null default false,
    updated_at timestamptz not null,
    updated_by uuid references members (id)
  )`,
  `create table card_authorizations (
    id uuid primary key,
    card_id uuid not null references cards (id) on delete cascade,
    at timestamptz not null,
    business_date date not null,
    merchant_name text not null,
    merchant_category_code integer not null check (merchant_category_code between 0 and 9999),
    category text,
    amount_cents bigint not null check (amount_cents > 0),
    channel text not null check (channel in ('ONLINE', 'IN_STORE', 'ATM', 'RECURRING')),
    country_code text not null,
    decision text not null check (decision in ('APPROVED', 'DECLINED')),
    reason_code text not null,
    transaction_id uuid references transactions (id),
    constraint card_authorizations_approved_have_transaction check ((decision = 'APPROVED') = (transaction_id is not null))
  )`,
  `create index card_authorizations_card_idx on card_authorizations (card_id, at desc)`,
  `create index card_authorizations_month_idx on card_authorizations (card_id, business_date) where decision = 'APPROVED'`,
  `create table travel_itineraries (
    id uuid primary key,
    owner_id uuid not null references members (id),
    created_by uuid not null references members (id),
    start_date date not null,
    end_date date not null,
    created_at timestamptz not null,
    constraint travel_itineraries_dates check (end_date >= start_date)
  )`,
  `create index travel_itineraries_owner_idx on travel_itineraries (owner_id, start_date)`,
  `create table travel_itinerary_destinations (
    itinerary_id uuid not null references travel_itineraries (id) on delete cascade,
    position integer not null,
    country_code text not null,
    primary key (itinerary_id, country_code)
  )`,
  `create table travel_itinerary_cards (
    itinerary_id uuid not null references travel_itineraries (id) on delete cascade,
    card_id uuid not null references cards (id) on delete cascade,
    primary key (itinerary_id, card_id)
  )`,
  `create index travel_itinerary_cards_card_idx on travel_itinerary_cards (card_id)`,
  `create table card_wallet_tokens (
    id uuid primary key,
    card_id uuid not null references cards (id) on delete cascade,
    wallet text not null check (wallet in ('APPLE_PAY', 'GOOGLE_PAY', 'SAMSUNG_PAY')),
    device_name text not null,
    token_ref text not null unique,
    token_last_four text not null,
    status text not null check (status in ('ACTIVE', 'SUSPENDED')),
    created_at timestamptz not null,
    unique (card_id, wallet, device_name)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
