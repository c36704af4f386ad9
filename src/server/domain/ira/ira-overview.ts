import type { Kysely } from 'kysely';
import type { IraAccount, IraDistributionsPaidInYear, IraFundingAccount, IraOverview } from '../../../../engine/core/generated/api.gen';
import { yearlyContributionLimit } from '../../../../engine/core/payment-rules';
import { iraManifest } from '../../../manifests/ira-manifest';
import { limitsManifest } from '../../../manifests';
import type { Arrangement, Database } from '../../db/schema';
import { availableBalance, bookedBalance, ledgerTotals, type LedgerTotals } from '../balances';
import { lockedAccountIds } from '../certificates/in-term';
import { contributedInYear } from '../payments/facts';
import { visibleArrangements, type AccountReach } from '../visible-arrangements';
import { distributionViews } from './distribution-view';
import { allowedDistributionTypes, contributionTaxYears } from './ira-rules';
import { ownerBirthDate } from './owner-birth-date';

const EMPTY: LedgerTotals = { ledgerSumCents: 0, pendingDebitsCents: 0 };

/** What an IRA's distribution requests still being processed add up to: the balance they will take. */
export async function pendingDistributionCents(db: Kysely<Database>, arrangementId: string): Promise<number> {
  const row = await db
    .selectFrom('ira_distribution_requests')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('cents'))
    .where('arrangement_id', '=', arrangementId)
    .where('status', '=', 'SUBMITTED')
    .executeTakeFirstOrThrow();
  return Number(row.cents);
}

/** What the IRA paid out in `taxYear` (by the day each distribution was paid) and the federal tax withheld from it. */
export async function paidInYear(db: Kysely<Database>, arrangementId: string, taxYear: number): Promise<IraDistributionsPaidInYear> {
  const row = await db
    .selectFrom('ira_distribution_requests')
    .select((eb) => [eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('gross'), eb.fn.coalesce(eb.fn.sum<number>('withholding_cents'), eb.lit(0)).as('withheld')])
    .where('arrangement_id', '=', arrangementId)
    .where('status', '=', 'PAID')
    .where('paid_on', '>=', `${taxYear}-01-01`)
    .where('paid_on', '<=', `${taxYear}-12-31`)
    .executeTakeFirstOrThrow();
  return { taxYear, grossCents: Number(row.gross), withheldCents: Number(row.withheld) };
}

/** One IRA: its balance, what it may still pay out, and per open tax year what it received against its limit. */
async function iraAccount(db: Kysely<Database>, ira: Arrangement, totals: LedgerTotals, today: string, taxYears: readonly number[]): Promise<IraAccount> {
  const birthDate = await ownerBirthDate(db, ira.agreement_id);
  const balanceCents = bookedBalance(ira.product_kind, totals);
  const years = await Promise.all(
    taxYears.map(async (taxYear) => {
      const contributedCents = await contributedInYear(db, { arrangementId: ira.id, year: taxYear });
      const limitCents = yearlyContributionLimit('ira', limitsManifest, { year: taxYear, birthDate }) ?? 0;
      const baseCents = yearlyContributionLimit('ira', limitsManifest, { year: taxYear }) ?? 0;
      return { taxYear, contributedCents, limitCents, remainingCents: Math.max(0, limitCents - contributedCents), catchUpCents: limitCents - baseCents };
    }),
  );
  return {
    arrangementId: ira.id,
    name: ira.name,
    lastFour: ira.account_number.slice(-4),
    balanceCents,
    distributableCents: Math.max(0, balanceCents - (await pendingDistributionCents(db, ira.id))),
    distributionTypes: allowedDistributionTypes(birthDate, today),
    years,
    distributions: await distributionViews(db, { arrangementId: ira.id }),
    paidThisYear: await paidInYear(db, ira.id, Number(today.slice(0, 4))),
  };
}

const fundingAccount = (arrangement: Arrangement, totals: LedgerTotals): IraFundingAccount => ({
  arrangementId: arrangement.id,
  name: arrangement.name,
  lastFour: arrangement.account_number.slice(-4),
  availableCents: availableBalance(arrangement.product_kind, totals, arrangement.credit_limit_cents),
});

/**
 * The IRAs the agreements reach with their tax-year contributions and requests, and the accounts money may come from or
 * go to: of the configured kinds, and not a certificate in its term (it takes no money in or out).
 */
export async function iraOverview(db: Kysely<Database>, reach: AccountReach | readonly string[], today: string): Promise<IraOverview> {
  const accounts = await visibleArrangements(db, reach);
  const totals = await ledgerTotals(db, accounts.map((account) => account.id));
  const totalsOf = (account: Arrangement) => totals.get(account.id) ?? EMPTY;
  const taxYears = contributionTaxYears(today);
  const iras = await Promise.all(accounts.filter((account) => account.product_kind === 'ira').map((ira) => iraAccount(db, ira, totalsOf(ira), today, taxYears.map((entry) => entry.taxYear))));
  const locked = await lockedAccountIds(db, accounts.map((account) => account.id));
  const kinds = (list: readonly string[]) =>
    accounts.filter((account) => list.includes(account.product_kind) && !locked.has(account.id)).map((account) => fundingAccount(account, totalsOf(account)));
  return { today, taxYears, iras, sources: kinds(iraManifest.contributions.sourceKinds), destinations: kinds(iraManifest.distributions.destinationKinds) };
}
