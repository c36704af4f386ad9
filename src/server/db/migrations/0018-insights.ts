import { sql, type Kysely } from 'kysely';

/**
 * Insights and offers: what each user did with a treatment of config/insights.json. The catalogue itself
 * is configuration (a product owner adds a treatment without a migration), so treatment_id is text, checked against
 * the catalogue by the server. The insights API filters duplicate treatment ids per disposition type for one employee id: the
 * unique key is exactly that, and a repeat is answered as a duplicate and not stored.
 */
const statements: readonly string[] = [
  `create table insight_dispositions (
    id uuid primary key,
    user_id uuid not null references members (id),
    emp_id text not null,
    agreement_id uuid references service_agreements (id),
    treatment_id text not null,
    disposition text not null check (disposition in ('yes', 'no', 'click', 'impression')),
    recorded_at timestamptz not null,
    constraint insight_dispositions_once unique (emp_id, treatment_id, disposition)
  )`,
  `create index insight_dispositions_user_idx on insight_dispositions (user_id, disposition)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
