import { sql, type Kysely } from 'kysely';
import type { Arrangement, Database, ProductKind } from '../db/schema';

/** The journal kind of dividends paid on shares (seed/activity/postings.ts dividend posts it). */
export const DIVIDEND_JOURNAL_KIND = 'DIVIDEND';

export type TaxFormType = '1099-INT';

/**
 * Accounts whose dividends are reportable interest on a 1099-INT. An IRA's earnings are not: they are reported
 * when distributed (1099-R), which this server does not issue.
 */
const INTEREST_REPORTING_KINDS: readonly ProductKind[] = ['checking', 'savings'];

const FORM_CODE: Readonly<Record<TaxFormType, string>> = { '1099-INT': '1099INT' };

export interface TaxStatementRecord {
  uid: string;
  taxYear: number;
  formType: TaxFormType;
  arrangement: Arrangement;
  amountCents: number;
}

export function taxStatementUid(formType: TaxFormType, taxYear: number, arrangementId: string): string {
  return `${FORM_CODE[formType]}-${taxYear}-${arrangementId}`;
}

/**
 * The tax forms of the accounts, from the ledger: a 1099-INT per deposit account and completed calendar year in
 * which it was paid dividends. Newest year first, then in the accounts' order.
 */
export async function listTaxStatements(db: Kysely<Database>, arrangements: readonly Arrangement[], today: string): Promise<TaxStatementRecord[]> {
  const reporting = arrangements.filter((arrangement) => INTEREST_REPORTING_KINDS.includes(arrangement.product_kind));
  if (reporting.length === 0) return [];
  const currentYearStart = `${today.slice(0, 4)}-01-01`;
  const rows = await db
    .selectFrom('transactions as t')
    .innerJoin('journals as j', 'j.id', 't.journal_id')
    .where('t.arrangement_id', 'in', reporting.map((arrangement) => arrangement.id))
    .where('j.kind', '=', DIVIDEND_JOURNAL_KIND)
    .where('t.status', '=', 'BOOKED')
    .where('t.credit_debit', '=', 'CREDIT')
    .where('t.booking_date', '<', currentYearStart)
    .select(['t.arrangement_id', sql<number>`extract(year from t.booking_date)::integer`.as('tax_year'), sql<number>`sum(t.amount_cents)::bigint`.as('cents')])
    .groupBy(['t.arrangement_id', sql`extract(year from t.booking_date)`])
    .execute();
  const order = new Map(reporting.map((arrangement, index) => [arrangement.id, index]));
  return rows
    .filter((row) => Number(row.cents) > 0)
    .sort((a, b) => b.tax_year - a.tax_year || (order.get(a.arrangement_id) ?? 0) - (order.get(b.arrangement_id) ?? 0))
    .flatMap((row) => {
      const arrangement = reporting.find((candidate) => candidate.id === row.arrangement_id);
      if (!arrangement) return [];
      const formType: TaxFormType = '1099-INT';
      return [{ uid: taxStatementUid(formType, row.tax_year, arrangement.id), taxYear: row.tax_year, formType, arrangement, amountCents: Number(row.cents) }];
    });
}
