import { sql, type Kysely } from 'kysely';

/**
 * A contribution's tax year is known by its posting as well as by a payment order: a contribution that is a journal
 * of its own (the seeded history's monthly IRA transfers) names the journal and its amount; one made through a
 * payment order keeps naming the order (its amount is the order's executions). Every row names one or the other.
 */
const statements: readonly string[] = [
  `alter table ira_contributions add column id uuid`,
  `update ira_contributions set id = payment_order_id`,
  `alter table ira_contributions drop constraint ira_contributions_pkey`,
  `alter table ira_contributions alter column id set not null`,
  `alter table ira_contributions add primary key (id)`,
  `alter table ira_contributions alter column payment_order_id drop not null`,
  `alter table ira_contributions add constraint ira_contributions_payment_order_key unique (payment_order_id)`,
  `alter table ira_contributions add column journal_id uuid unique references journals (id)`,
  `alter table ira_contributions add column amount_cents bigint check (amount_cents > 0)`,
  `alter table ira_contributions add constraint ira_contributions_source_check
    check ((payment_order_id is not null and journal_id is null and amount_cents is null)
        or (payment_order_id is null and journal_id is not null and amount_cents is not null))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
