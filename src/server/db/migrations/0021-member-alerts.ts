import { sql, type Kysely } from 'kysely';

/**
 * Alerts that really fire: the member's alert preferences (per account, per card, or for the member: the
 * kinds of config/member-alerts.json), the member-wide SMS opt-out, and the alerts sent. An alert delivery is unique
 * per (preference, event): the same posting, sign-in or due date never alerts twice. The demo outbox learns e-mail.
 */
const statements: readonly string[] = [
  `create table alert_preferences (
    id uuid primary key,
    user_id uuid not null references members (id) on delete cascade,
    kind text not null,
    subject_type text not null check (subject_type in ('member', 'account', 'card')),
    arrangement_id uuid references arrangements (id) on delete cascade,
    card_id uuid references cards (id) on delete cascade,
    subject_key text not null,
    enabled boolean not null,
    threshold_cents bigint check (threshold_cents is null or threshold_cents > 0),
    days_before integer check (days_before is null or days_before > 0),
    sms boolean not null,
    email boolean not null,
    push boolean not null,
    message_center boolean not null,
    updated_at timestamptz not null,
    constraint alert_preferences_subject check (
      (subject_type = 'member' and arrangement_id is null and card_id is null and subject_key = 'member')
      or (subject_type = 'account' and arrangement_id is not null and card_id is null and subject_key = arrangement_id::text)
      or (subject_type = 'card' and card_id is not null and subject_key = card_id::text)
    ),
    unique (user_id, kind, subject_key)
  )`,
  `create index alert_preferences_arrangement_idx on alert_preferences (arrangement_id) where enabled and subject_type = 'account'`,
  `create index alert_preferences_card_idx on alert_preferences (card_id) where enabled`,
  `create index alert_preferences_kind_idx on alert_preferences (kind) where enabled`,
  `create table alert_member_settings (
    user_id uuid primary key references members (id) on delete cascade,
    sms_opted_out boolean not null,
    updated_at timestamptz not null
  )`,
  `create table alert_deliveries (
    id uuid primary key,
    seq bigint generated always as identity,
    preference_id uuid not null references alert_preferences (id) on delete cascade,
    user_id uuid not null references members (id) on delete cascade,
    kind text not null,
    event_key text not null,
    subject_label text not null,
    body text not null,
    channels text not null,
    message_id uuid,
    sent_at timestamptz not null,
    unique (preference_id, event_key)
  )`,
  `create index alert_deliveries_user_idx on alert_deliveries (user_id, seq)`,
  `alter table outbox_messages drop constraint if exists outbox_messages_channel_check`,
  `alter table outbox_messages add constraint outbox_messages_channel_check check (channel in ('SMS', 'PUSH', 'EMAIL'))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
