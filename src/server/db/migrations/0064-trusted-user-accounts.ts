import { sql, type Kysely } from 'kysely';

/**
 * The accounts a trusted user reaches, when the member chose some instead of all of them: rows on the trusted
 * agreement (trusted_user_accounts) and, while the invitation waits, on the invitation (trusted_user_invitation_accounts).
 * No rows means all of the member's accounts, including ones opened later. An account row is never removed by a
 * cascade from the account: losing the last row would widen the access to all accounts, so an account still shared
 * cannot be deleted. The member scope of a session reads trusted_user_accounts, so a change to it forgets the decisions
 * of every session acting under the member's agreements: a new scope applies from the trusted user's next request.
 */
const statements = [
  `create table trusted_user_accounts (
    agreement_id uuid not null references service_agreements (id) on delete cascade,
    arrangement_id uuid not null references arrangements (id),
    primary key (agreement_id, arrangement_id)
  )`,
  `create table trusted_user_invitation_accounts (
    invitation_id uuid not null references trusted_user_invitations (id) on delete cascade,
    arrangement_id uuid not null references arrangements (id),
    primary key (invitation_id, arrangement_id)
  )`,
  `create trigger trusted_user_accounts_forget_session_decisions after insert or update or delete on trusted_user_accounts
    for each row execute function forget_session_decisions_of_row('agreement', 'agreement_id')`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
