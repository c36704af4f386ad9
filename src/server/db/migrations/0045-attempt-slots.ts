import { sql, type Kysely } from 'kysely';

/**
 * One table for every attempt limit (src/server/auth/attempt-slots.ts): sign-in passwords, sign-in help, one-time
 * codes and the public invitation endpoints. A row is one bucket (what is limited, and whose attempts): its count in
 * the window that started at window_started_at. An attempt claims a slot with one upsert that increments and returns
 * the count, so concurrent attempts can never all read the same count and all go through.
 *
 * The per-feature tables and columns that counted before are dropped: their counts were read and written in separate
 * statements.
 */
const statements: readonly string[] = [
  `create table attempt_slots (
    scope text not null,
    subject text not null,
    attempts integer not null check (attempts >= 0),
    window_started_at timestamptz not null,
    primary key (scope, subject)
  )`,
  `create index attempt_slots_window_idx on attempt_slots (window_started_at)`,
  `drop table login_attempts`,
  `drop table step_up_failures`,
  `drop table sign_in_help_calls`,
  `drop table trusted_user_acceptance_attempts`,
  `alter table sign_in_help_recoveries drop column subject_key`,
  `alter table sign_in_help_recoveries drop column failed_attempts`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
