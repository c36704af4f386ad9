import { sql, type Kysely } from 'kysely';

/**
 * The language a user reads the product in: a locale tag of config/locales.json ("en-US", "es-US"). It decides the
 * web app's language after sign-in and what the server sends the user (codes, alerts, statements). Everyone starts,
 * and every existing user stays, in the default, English. The tags offered live in config, so the database checks
 * only the tag's shape (language, then an optional region); the routes that store one check it is offered.
 */
const statements = [
  `alter table members add column language text not null default 'en-US'`,
  `alter table members add constraint members_language_is_a_tag check (language ~ '^[a-z]{2,3}(-[A-Z]{2})?$')`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
