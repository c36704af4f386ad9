import { sql, type Kysely } from 'kysely';

/**
 * The member's profile: a home (RESIDENTIAL) address beside the mailing and temporary ones; email as an
 * outbox channel (a changed email is confirmed to the old and the new address; 0021 and 0022 widen it the same way);
 * and the new phone a member with no phone and no push device adds, held for the step-up challenge of that change so
 * its code can go to that number.
 */
const statements: readonly string[] = [
  `alter table member_postal_addresses drop constraint if exists member_postal_addresses_address_type_check`,
  `alter table member_postal_addresses add constraint member_postal_addresses_address_type_check
    check (address_type in ('MAILING', 'RESIDENTIAL', 'TEMPORARY'))`,
  `alter table outbox_messages drop constraint if exists outbox_messages_channel_check`,
  `alter table outbox_messages add constraint outbox_messages_channel_check check (channel in ('SMS', 'PUSH', 'EMAIL'))`,
  `create table profile_phone_verifications (
    id uuid primary key,
    challenge_id uuid not null references step_up_challenges (id) on delete cascade,
    user_id uuid not null references members (id) on delete cascade,
    number text not null check (number ~ '^[0-9]{10,11}$'),
    created_at timestamptz not null
  )`,
  `create index profile_phone_verifications_challenge_idx on profile_phone_verifications (challenge_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
