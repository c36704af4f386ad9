import { sql, type Kysely } from 'kysely';

/**
 * How one user wants the accounts summary (/accounts/list/edit): per (user, arrangement) a nickname shown
 * instead of the account's name, a position in the user's order, and whether the summary leaves the account out.
 * The nickname's rules are config/account-preferences.json's (the server checks them). Preferences are the user's own
 * view: a trusted user's do not change the member's, and nothing but the summary reads them.
 */
const statements: readonly string[] = [
  `create table account_preferences (
    user_id uuid not null references members (id) on delete cascade,
    arrangement_id uuid not null references arrangements (id) on delete cascade,
    nickname text check (nickname is null or length(nickname) > 0),
    position integer not null check (position >= 0),
    hidden boolean not null default false,
    updated_at timestamptz not null,
    primary key (user_id, arrangement_id)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
