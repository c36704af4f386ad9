import { sql, type Kysely } from 'kysely';

/**
 * A dispute of a charge made more than once names the other charge of the same account it duplicates. The server
 * checks that it is another posted charge of the same account; the database keeps it a real transaction, never the
 * disputed one itself.
 */
const statements = [
  `alter table disputes add column duplicate_of_transaction_id uuid references transactions (id)`,
  `alter table disputes add constraint disputes_duplicate_of_other check (duplicate_of_transaction_id is null or duplicate_of_transaction_id <> transaction_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
