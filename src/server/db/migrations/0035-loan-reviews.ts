import { sql, type Kysely } from 'kysely';

/**
 * The loan officer's review. loan_applications.decision_facts: the facts the rules decided an
 * application on (lending-rules LendingFacts), kept from submit so the officer sees what the rules saw; null for
 * applications filed before this migration. loan_application_events.note: the officer's note on a decision (staff
 * only, never shown to the member).
 */
const statements: readonly string[] = [
  `alter table loan_applications add column decision_facts jsonb`,
  `alter table loan_application_events add column note text check (note is null or length(note) between 1 and 4000)`,
  `create index loan_applications_in_review_idx on loan_applications (created_at, id) where status = 'IN_REVIEW'`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
