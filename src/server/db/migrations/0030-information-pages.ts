import { sql, type Kysely } from 'kysely';

/**
 * Bill Pay Access (/bpat). bill_pay_enrollments: one row per membership (member_id, the agreement's primary
 * user) once someone with more than view-only access accepted the Bill Pay service terms; terms_version is the
 * version of config/information-pages.json billPayAccess they accepted (a newer version asks again), accepted_by who
 * accepted it.
 */
const statements: readonly string[] = [
  `create table bill_pay_enrollments (
    member_id uuid primary key references members (id),
    accepted_by uuid not null references members (id),
    terms_version integer not null check (terms_version >= 1),
    accepted_at timestamptz not null
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
