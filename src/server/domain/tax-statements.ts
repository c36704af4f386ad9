import { sql, type Kysely } from 'kysely';
import { appManifest } from '../../manifests';
import type { Arrangement, Database, ProductKind, TaxFormType } from '../db/schema';
import { postedContributionsByYear } from './ira/posted-contributions';

export type { TaxFormType } from '../db/schema';

/** The journal kind of dividends paid on shares (seed/activity/postings.ts dividend posts it). */
export const DIVIDEND_JOURNAL_KIND = 'DIVIDEND';
/** The journal kind of interest charged to a loan or line of credit (seed/activity/postings.ts interestCharge). */
export const INTEREST_CHARGE_JOURNAL_KIND = 'INTEREST_CHARGE';

/**
 * Accounts whose dividends are reportable interest on a 1099-INT. An IRA's earnings are not: they are reported
 * when distributed (1099-R), which this server does not issue.
 */
const INTEREST_REPORTING_KINDS: readonly ProductKind[] = ['checking', 'savings'];
/** Accounts whose contributions are reported on a 5498. */
const CONTRIBUTION_REPORTING_KINDS: readonly ProductKind[] = ['ira'];
/** Accounts secured by the member's home, whose interest is reported on a 1098 (an auto loan's is not). */
const MORTGAGE_INTEREST_KINDS: readonly ProductKind[] = ['heloc'];

const FORM_CODE: Readonly<Record<TaxFormType, string>> = {
  '1099-INT': '1099INT',
  '5498': '5498',
  '1098': '1098',
};
const FORM_ORDER: readonly TaxFormType[] = ['1099-INT', '5498', '1098'];

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

interface YearAmount {
  arrangementId: string;
  taxYear: number;
  formType: TaxFormType;
  cents: number;
}

/** Box 1 amounts carried in at conversion (tax_reportable_amounts) for the accounts and form. */
async function carriedAmounts(db: Kysely<Database>, arrangementIds: readonly string[], formType: TaxFormType): Promise<YearAmount[]> {
  if (arrangementIds.length === 0) return [];
  const rows = await db
    .selectFrom('tax_reportable_amounts')
    .select(['arrangement_id', 'tax_year', 'amount_cents'])
    .where('arrangement_id', 'in', arrangementIds)
    .where('form_type', '=', formType)
    .where('box', '=', '1')
    .execute();
  return rows.map((row) => ({
    arrangementId: row.arrangement_id,
    taxYear: row.tax_year,
    formType,
    cents: Number(row.amount_cents),
  }));
}

/** Booked postings of one journal kind per account and calendar year, on the given side of the account. */
async function ledgerAmounts(db: Kysely<Database>, arrangementIds: readonly string[], journalKind: string, side: 'CREDIT' | 'DEBIT', formType: TaxFormType): Promise<YearAmount[]> {
  if (arrangementIds.length === 0) return [];
  const rows = await db
    .selectFrom('transactions as t')
    .innerJoin('journals as j', 'j.id', 't.journal_id')
    .where('t.arrangement_id', 'in', arrangementIds)
    .where('j.kind', '=', journalKind)
    .where('t.status', '=', 'BOOKED')
    .where('t.credit_debit', '=', side)
    .select(['t.arrangement_id', sql<number>`extract(year from t.booking_date)::integer`.as('tax_year'), sql<number>`sum(t.amount_cents)::bigint`.as('cents')])
    .groupBy(['t.arrangement_id', sql`extract(year from t.booking_date)`])
    .execute();
  return rows.map((row) => ({
    arrangementId: row.arrangement_id,
    taxYear: Number(row.tax_year),
    formType,
    cents: Number(row.cents),
  }));
}

/** IRA contributions that posted, each in its tax year (postedContributionsByYear). */
async function contributionAmounts(db: Kysely<Database>, arrangementIds: readonly string[]): Promise<YearAmount[]> {
  const rows = await postedContributionsByYear(db, arrangementIds);
  return rows.map((row) => ({ arrangementId: row.arrangementId, taxYear: row.taxYear, formType: '5498' as const, cents: row.cents }));
}

/** Adds amounts of the same account, year and form (carried plus ledger). */
function summed(amounts: readonly YearAmount[]): YearAmount[] {
  const totals = new Map<string, YearAmount>();
  for (const amount of amounts) {
    const key = `${amount.formType}|${amount.taxYear}|${amount.arrangementId}`;
    const known = totals.get(key);
    totals.set(key, known ? { ...known, cents: known.cents + amount.cents } : { ...amount });
  }
  return [...totals.values()];
}

/**
 * Dividends paid to a deposit account in `taxYear` up to and including `through`: what was carried in at conversion
 * for the year (1099-INT box 1) plus the dividends the ledger posted in the year. Year-to-date dividends on a
 * statement are this sum, so the statement and the year's 1099-INT agree.
 */
export async function dividendsInYear(db: Kysely<Database>, arrangementId: string, taxYear: number, through: string): Promise<number> {
  const carried = await db
    .selectFrom('tax_reportable_amounts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.val(0)).as('cents'))
    .where('arrangement_id', '=', arrangementId)
    .where('tax_year', '=', taxYear)
    .where('form_type', '=', '1099-INT')
    .where('box', '=', '1')
    .where('carried_through', '<=', through)
    .executeTakeFirst();
  const posted = await db
    .selectFrom('transactions as t')
    .innerJoin('journals as j', 'j.id', 't.journal_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('t.amount_cents'), eb.val(0)).as('cents'))
    .where('t.arrangement_id', '=', arrangementId)
    .where('j.kind', '=', DIVIDEND_JOURNAL_KIND)
    .where('t.status', '=', 'BOOKED')
    .where('t.credit_debit', '=', 'CREDIT')
    .where('t.booking_date', '>=', `${taxYear}-01-01`)
    .where('t.booking_date', '<=', through)
    .executeTakeFirst();
  return Number(carried?.cents ?? 0) + Number(posted?.cents ?? 0);
}

/**
 * The tax forms of the accounts for completed calendar years, each year's amount what was carried in at conversion
 * plus what the ledger holds: a 1099-INT per checking or savings account whose dividends exceed the reporting
 * threshold (app.json statements.interestReportingThresholdCents), a 5498 per IRA that received contributions for
 * the year (by the tax year each was made for), and a 1098 per home-equity line that was charged interest. Newest
 * year first, then 1099-INT, 5498, 1098, then in the accounts' order.
 */
export async function listTaxStatements(db: Kysely<Database>, arrangements: readonly Arrangement[], today: string): Promise<TaxStatementRecord[]> {
  const idsOf = (kinds: readonly ProductKind[]) => arrangements.filter((arrangement) => kinds.includes(arrangement.product_kind)).map((arrangement) => arrangement.id);
  const interest = idsOf(INTEREST_REPORTING_KINDS);
  const contributions = idsOf(CONTRIBUTION_REPORTING_KINDS);
  const mortgage = idsOf(MORTGAGE_INTEREST_KINDS);
  const amounts = summed(
    (
      await Promise.all([
        carriedAmounts(db, interest, '1099-INT'),
        ledgerAmounts(db, interest, DIVIDEND_JOURNAL_KIND, 'CREDIT', '1099-INT'),
        carriedAmounts(db, contributions, '5498'),
        contributionAmounts(db, contributions),
        carriedAmounts(db, mortgage, '1098'),
        // Interest charged to a line of credit is a debit to it (it raises what is owed).
        ledgerAmounts(db, mortgage, INTEREST_CHARGE_JOURNAL_KIND, 'DEBIT', '1098'),
      ])
    ).flat(),
  );
  const currentYear = Number(today.slice(0, 4));
  const threshold = appManifest.statements.interestReportingThresholdCents;
  const order = new Map(arrangements.map((arrangement, index) => [arrangement.id, index]));
  return amounts
    .filter((amount) => amount.taxYear < currentYear && amount.cents > 0 && (amount.formType !== '1099-INT' || amount.cents > threshold))
    .sort((a, b) => b.taxYear - a.taxYear || FORM_ORDER.indexOf(a.formType) - FORM_ORDER.indexOf(b.formType) || (order.get(a.arrangementId) ?? 0) - (order.get(b.arrangementId) ?? 0))
    .flatMap((amount) => {
      const arrangement = arrangements.find((candidate) => candidate.id === amount.arrangementId);
      if (!arrangement) return [];
      return [
        {
          uid: taxStatementUid(amount.formType, amount.taxYear, arrangement.id),
          taxYear: amount.taxYear,
          formType: amount.formType,
          arrangement,
          amountCents: amount.cents,
        },
      ];
    });
}
