import { sql, type Kysely } from 'kysely';
import { sealIdentityFacts } from '../../identity/identity-facts-seal';

/**
 * Members' identity facts (SSN/TIN last four, date of birth) are kept encrypted at rest: each row's facts under a data
 * key of its own (AES-256-GCM), that key wrapped by the key-encryption key from IDENTITY_KEY, whose id the row names
 * (so keys can rotate), and a keyed HMAC of the facts (blind index) that sign-in help matches on. Existing rows are
 * sealed with the current key here, then the plain columns are dropped.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table member_identity_facts add column key_id text`.execute(db);
  await sql`alter table member_identity_facts add column wrapped_key text`.execute(db);
  await sql`alter table member_identity_facts add column sealed_facts text`.execute(db);
  await sql`alter table member_identity_facts add column match_index text`.execute(db);
  const rows = await sql<{ user_id: string; tax_id_last4: string; birth_date: string }>`
    select user_id::text as user_id, tax_id_last4, to_char(birth_date, 'YYYY-MM-DD') as birth_date from member_identity_facts`.execute(db);
  for (const row of rows.rows) {
    const sealed = sealIdentityFacts(row.user_id, { taxIdLast4: row.tax_id_last4, birthDate: row.birth_date });
    await sql`update member_identity_facts
      set key_id = ${sealed.key_id}, wrapped_key = ${sealed.wrapped_key}, sealed_facts = ${sealed.sealed_facts}, match_index = ${sealed.match_index}
      where user_id = ${row.user_id}::uuid`.execute(db);
  }
  for (const column of ['key_id', 'wrapped_key', 'sealed_facts', 'match_index']) {
    await sql.raw(`alter table member_identity_facts alter column ${column} set not null`).execute(db);
  }
  await sql`alter table member_identity_facts drop column tax_id_last4`.execute(db);
  await sql`alter table member_identity_facts drop column birth_date`.execute(db);
  await sql`create index member_identity_facts_match_idx on member_identity_facts (match_index)`.execute(db);
}
