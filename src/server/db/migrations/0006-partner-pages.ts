import { sql, type Kysely } from 'kysely';

/**
 * The partner pages framed in the app: an IRA's designated beneficiaries (shares in whole percent), and credit-card
 * fraud reports a member files, each with the reference the member quotes when calling about it.
 */
const statements: readonly string[] = [
  `create table ira_beneficiaries (
    id uuid primary key,
    arrangement_id uuid not null references arrangements (id) on delete cascade,
    full_name text not null,
    relationship text not null,
    designation text not null check (designation in ('PRIMARY', 'CONTINGENT')),
    share_percent integer not null check (share_percent between 1 and 100),
    created_at timestamptz not null
  )`,
  `create index ira_beneficiaries_arrangement_idx on ira_beneficiaries (arrangement_id, created_at)`,
  `create table card_fraud_reports (
    id uuid primary key,
    user_id uuid not null references members (id) on delete cascade,
    arrangement_id uuid not null references arrangements (id) on delete cascade,
    noticed_on date not null,
    description text not null,
    reference text not null unique,
    created_at timestamptz not null
  )`,
  `create index card_fraud_reports_user_idx on card_fraud_reports (user_id, created_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists card_fraud_reports`.execute(db);
  await sql`drop table if exists ira_beneficiaries`.execute(db);
}
