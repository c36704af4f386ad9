import { sql, type Kysely } from 'kysely';

/**
 * What a transaction's detail view shows beyond its list row: the day the member made it (a card purchase or a
 * written check posts days later; null means the posting day), its memo, its check number, and for a paid check
 * the image of the check as the credit union stored it.
 */
const statements: readonly string[] = [
  `alter table transactions add column transaction_date date`,
  `alter table transactions add column memo text`,
  `alter table transactions add column check_number integer check (check_number is null or check_number > 0)`,
  `create table check_images (
    transaction_id uuid primary key references transactions (id) on delete cascade,
    media_type text not null check (media_type in ('image/svg+xml', 'image/png')),
    content bytea not null
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
