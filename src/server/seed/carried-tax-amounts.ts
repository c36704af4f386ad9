import type { Kysely } from 'kysely';
import type { Database, ProductKind, TaxReportableAmountsTable } from '../db/schema';
import type { SeededAccount } from './activity/seeded-account';
import { personas } from './personas';

/**
 * What each persona's previous core had reported for the year before conversion and accumulated in the conversion
 * year up to the conversion day, as a converted credit union carries it: dividends on checking and savings (1099-INT
 * box 1), IRA contributions (5498 box 1) and home-equity interest (1098 box 1). Amounts follow each account's
 * brought-forward balance at the rates the seeded activity posts at (household.ts), so they look like that history.
 */
const YEARLY_RATE_BPS: Partial<Record<ProductKind, { form: TaxReportableAmountsTable['form_type']; bps: number }>> = {
  // Checking pays a token rate: its dividends stay under the 1099-INT reporting threshold.
  checking: { form: '1099-INT', bps: 2 },
  savings: { form: '1099-INT', bps: 35 },
  heloc: { form: '1098', bps: 725 },
};

/** A traditional IRA's contributions: the prior year's up to its limit, and what came in before conversion. */
const IRA_PRIOR_YEAR_CENTS = 650_000;
const IRA_CONVERSION_YEAR_CENTS = 200_000;

function dayOfYear(date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${date.slice(0, 4)}-01-01T00:00:00Z`)) / 86_400_000) + 1;
}

/** The carried rows for the seeded accounts, converted on `conversionDay` (the balance-forward day). */
export function carriedTaxRows(accounts: ReadonlyMap<string, ReadonlyMap<string, SeededAccount>>, conversionDay: string): TaxReportableAmountsTable[] {
  const conversionYear = Number(conversionDay.slice(0, 4));
  const yearShare = dayOfYear(conversionDay) / 365;
  const rows: TaxReportableAmountsTable[] = [];
  for (const persona of personas) {
    const seeded = accounts.get(persona.username);
    if (!seeded) continue;
    for (const spec of persona.accounts) {
      const account = seeded.get(spec.key);
      if (!account) continue;
      const row = (taxYear: number, form: TaxReportableAmountsTable['form_type'], cents: number): TaxReportableAmountsTable => ({
        arrangement_id: account.id,
        tax_year: taxYear,
        form_type: form,
        box: '1',
        amount_cents: cents,
        carried_through: conversionDay,
      });
      if (account.kind === 'ira') {
        rows.push(row(conversionYear - 1, '5498', IRA_PRIOR_YEAR_CENTS), row(conversionYear, '5498', IRA_CONVERSION_YEAR_CENTS));
        continue;
      }
      const rate = YEARLY_RATE_BPS[account.kind];
      if (!rate) continue;
      const yearly = Math.round((spec.openingCents * rate.bps) / 10_000);
      rows.push(row(conversionYear - 1, rate.form, yearly), row(conversionYear, rate.form, Math.round(yearly * yearShare)));
    }
  }
  return rows;
}

export async function seedCarriedTaxAmounts(db: Kysely<Database>, accounts: ReadonlyMap<string, ReadonlyMap<string, SeededAccount>>, conversionDay: string): Promise<void> {
  const rows = carriedTaxRows(accounts, conversionDay);
  if (rows.length > 0) await db.insertInto('tax_reportable_amounts').values(rows).execute();
}
