import type { Kysely } from 'kysely';
import type { IraAccount, IraDistribution, IraFundingAccount, IraOverview } from '../../../../engine/core/generated/api.gen';
import { yearlyContributionLimit } from '../../../../engine/core/payment-rules';
import { iraManifest } from '../../../ira-manifest';
import { limitsManifest } from '../../../manifests';
import type { Arrangement, Database } from '../../db/schema';
import { availableBalance, bookedBalance, ledgerTotals, type LedgerTotals } from '../balances';
import { contributedInYear } from '../payments/facts';
import { visibleArrangements } from '../visible-arrangements';
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

async function distributionsOf(db: Kysely<Database>, arrangementId: string): Promise<IraDistribution[]> {
  const rows = await db
    .selectFrom('ira_distribution_requests as d')
    .innerJoin('arrangements as a', 'a.id', 'd.destination_arrangement_id')
    .select(['d.id', 'd.arrangement_id', 'd.amount_cents', 'd.distribution_type', 'd.federal_withholding_percent', 'd.destination_arrangement_id', 'a.name', 'd.status', 'd.confirmation_number', 'd.created_at'])
    .where('d.arrangement_id', '=', arrangementId)
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    arrangementId: row.arrangement_id,
    amountCents: row.amount_cents,
    distributionType: row.distribution_type,
    federalWithholdingPercent: row.federal_withholding_percent,
    destinationArrangementId: row.destination_arrangement_id,
    destinationName: row.name,
    status: row.status,
    confirmationNumber: row.confirmation_number,
    createdAt: row.created_at.toISOString(),
  }));
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
    distributions: await distributionsOf(db, ira.id),
  };
}

const fundingAccount = (arrangement: Arrangement, totals: LedgerTotals): IraFundingAccount => ({
  arrangementId: arrangement.id,
  name: arrangement.name,
  lastFour: arrangement.account_number.slice(-4),
  availableCents: availableBalance(arrangement.product_kind, totals, arrangement.credit_limit_cents),
});

/** The IRAs the agreements reach with their tax-year contributions and requests, and the accounts money may come from or go to. */
export async function iraOverview(db: Kysely<Database>, agreementIds: readonly string[], today: string): Promise<IraOverview> {
  const accounts = await visibleArrangements(db, agreementIds);
  const totals = await ledgerTotals(db, accounts.map((account) => account.id));
  const totalsOf = (account: Arrangement) => totals.get(account.id) ?? EMPTY;
  const taxYears = contributionTaxYears(today);
  const iras = await Promise.all(accounts.filter((account) => account.product_kind === 'ira').map((ira) => iraAccount(db, ira, totalsOf(ira), today, taxYears.map((entry) => entry.taxYear))));
  const kinds = (list: readonly string[]) => accounts.filter((account) => list.includes(account.product_kind)).map((account) => fundingAccount(account, totalsOf(account)));
  return { today, taxYears, iras, sources: kinds(iraManifest.contributions.sourceKinds), destinations: kinds(iraManifest.distributions.destinationKinds) };
}
