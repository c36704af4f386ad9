import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface PostedContribution {
  arrangementId: string;
  taxYear: number;
  cents: number;
}

/**
 * The money that really went into each IRA, per tax year, through `through` when given: posted occurrences of payment
 * orders into the account (in the tax year their ira_contributions row names, else the year they posted, as the yearly
 * limit counts them) and contributions posted as journals of their own (the converted history's), in their row's year.
 * The IRA statement and the 5498 read it, so both agree with the yearly room the IRA page shows.
 */
export async function postedContributionsByYear(db: Kysely<Database>, arrangementIds: readonly string[], through?: string): Promise<PostedContribution[]> {
  if (arrangementIds.length === 0) return [];
  const ids = sql.join([...arrangementIds]);
  const until = through === undefined ? sql`true` : sql`e.due_date <= ${through}`;
  const untilBooked = through === undefined ? sql`true` : sql`t.booking_date <= ${through}`;
  const { rows } = await sql<{ arrangement_id: string; tax_year: number; cents: string | number }>`
    select arrangement_id, tax_year, sum(cents)::bigint as cents from (
      select o.to_arrangement_id as arrangement_id,
             coalesce(c.tax_year, extract(year from e.due_date)::integer) as tax_year,
             e.amount_cents as cents
        from payment_order_executions e
        join payment_orders o on o.id = e.payment_order_id
        join arrangements a on a.id = o.to_arrangement_id and a.product_kind = 'ira'
        left join ira_contributions c on c.payment_order_id = o.id
       where o.to_arrangement_id in (${ids}) and e.outcome = 'POSTED' and ${until}
      union all
      select c.arrangement_id, c.tax_year, c.amount_cents as cents
        from ira_contributions c
        join transactions t on t.journal_id = c.journal_id and t.arrangement_id = c.arrangement_id
       where c.arrangement_id in (${ids}) and ${untilBooked}
    ) contributions
    group by arrangement_id, tax_year
    order by tax_year desc`.execute(db);
  return rows.map((row) => ({ arrangementId: row.arrangement_id, taxYear: Number(row.tax_year), cents: Number(row.cents) }));
}
