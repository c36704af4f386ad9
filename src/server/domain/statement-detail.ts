import type { Kysely } from 'kysely';
import type { CardStatementFigures, DepositStatementFigures, LoanStatementFigures, StatementDetail } from '../../../engine/core/generated/api.gen';
import { appManifest } from '../../manifests';
import type { Arrangement, Database } from '../db/schema';
import { statementMinimum } from '../../../engine/core/amount-due';
import { dueDates } from './amount-due';
import type { StatementContent } from './account-statements';
import { isOwedKind } from './balances';
import { postedContributionsByYear } from './ira/posted-contributions';
import { loadLoanServicing } from './lending/servicing';
import { maskAccountNumber } from './product-summary';
import { apyEarnedBps, averageDailyBalance, daysIn, memberSignedCents } from './statement-figures';
import { DIVIDEND_JOURNAL_KIND, dividendsInYear, INTEREST_CHARGE_JOURNAL_KIND } from './tax-statements';

type Terms = Awaited<ReturnType<typeof termsOf>>;

function termsOf(db: Kysely<Database>, arrangementId: string) {
  return db.selectFrom('arrangement_terms').selectAll().where('arrangement_id', '=', arrangementId).executeTakeFirst();
}

const sumOf = (lines: StatementContent['lines'], type: string): number => lines.filter((line) => line.type === type).reduce((total, line) => total + line.amountCents, 0);

/**
 * A deposit account's yield figures: dividends paid in the period and in its year to date (carried plus ledger), the
 * average daily balance and the APY earned on it; a certificate's maturity date; an IRA's contributions by tax year
 * (what the contributions table records, joined to the posted amounts).
 */
async function depositFigures(db: Kysely<Database>, arrangement: Arrangement, content: StatementContent): Promise<DepositStatementFigures> {
  const { period, lines } = content;
  const dividends = sumOf(lines, DIVIDEND_JOURNAL_KIND);
  const average = averageDailyBalance(period.openingCents, lines, period.start, period.end);
  const figures: DepositStatementFigures = {
    dividendsPeriodCents: dividends,
    dividendsYearToDateCents: await dividendsInYear(db, arrangement.id, Number(period.end.slice(0, 4)), period.end),
    averageDailyBalanceCents: average,
    apyEarnedBps: apyEarnedBps(dividends, average, daysIn(period.start, period.end)),
  };
  const certificate = await db.selectFrom('certificate_terms').select('maturity_date').where('arrangement_id', '=', arrangement.id).executeTakeFirst();
  if (certificate) figures.maturityDate = String(certificate.maturity_date).slice(0, 10);
  if (arrangement.product_kind === 'ira') {
    const years = await postedContributionsByYear(db, [arrangement.id], period.end);
    figures.iraContributions = years.map((year) => ({ taxYear: year.taxYear, amountCents: year.cents }));
  }
  return figures;
}

/**
 * A card's payment information as of the statement's closing: the minimum its balance calls for
 * (engine/core/amount-due.ts statementMinimum) due on the next due day after the period (dueDates), the credit limit and
 * what is left of it, the APR and the interest charged in the period, and the late fee the warning names.
 */
function cardFigures(arrangement: Arrangement, content: StatementContent, terms: Terms): CardStatementFigures {
  const closing = content.period.closingCents;
  const limit = arrangement.credit_limit_cents ?? 0;
  return {
    statementBalanceCents: closing,
    minimumPaymentCents: statementMinimum(closing, {
      fixedOrFloorCents: terms?.minimum_payment_cents ?? null,
      percentBps: terms?.minimum_payment_percent_bps ?? null,
    }),
    paymentDueDate: dueDates(content.period.end, terms?.payment_due_day ?? 1).next,
    creditLimitCents: limit,
    availableCreditCents: Math.max(0, limit - closing),
    aprBps: terms?.interest_rate_bps ?? 0,
    interestChargedCents: sumOf(content.lines, INTEREST_CHARGE_JOURNAL_KIND),
    lateFeeMaxCents: appManifest.statements.lateFeeMaxCents,
  };
}

/**
 * A loan's or line's summary: payments in the period go first to the interest charged in it, the rest to principal;
 * the payoff is the closing balance; the next payment and due day and any past-due amount come from the loan's
 * schedule (lending/servicing.ts) when it has one, else from its terms and recorded past-due amount.
 */
async function loanFigures(db: Kysely<Database>, arrangement: Arrangement, content: StatementContent, terms: Terms): Promise<LoanStatementFigures> {
  const { period, lines } = content;
  const paid = lines.filter((line) => line.creditDebit === 'CREDIT').reduce((total, line) => total + line.amountCents, 0);
  const interestPaid = Math.min(paid, sumOf(lines, INTEREST_CHARGE_JOURNAL_KIND));
  const figures: LoanStatementFigures = {
    principalPaidCents: paid - interestPaid,
    interestPaidCents: interestPaid,
    payoffCents: period.closingCents,
    pastDueCents: 0,
    aprBps: terms?.interest_rate_bps ?? 0,
  };
  const servicing = (await loadLoanServicing(db, [arrangement.id], period.end)).get(arrangement.id);
  if (servicing) {
    if (servicing.nextDue) {
      figures.nextPaymentCents = servicing.nextDue.amountCents;
      figures.nextDueDate = servicing.nextDue.dueDate;
    }
    figures.pastDueCents = servicing.pastDue?.amountCents ?? 0;
    return figures;
  }
  if (terms?.payment_due_day != null) {
    figures.nextDueDate = dueDates(period.end, terms.payment_due_day).next;
    figures.nextPaymentCents = statementMinimum(period.closingCents, {
      fixedOrFloorCents: terms.minimum_payment_cents,
      percentBps: terms.minimum_payment_percent_bps,
    });
  }
  const pastDue = await db.selectFrom('arrangement_past_due').select('amount_cents').where('arrangement_id', '=', arrangement.id).where('due_date', '<=', period.end).executeTakeFirst();
  figures.pastDueCents = Number(pastDue?.amount_cents ?? 0);
  return figures;
}

/**
 * One statement as the page shows it and the PDF prints it: its balances, the period's money in and out, every line
 * signed as the app's transaction list signs it with the running balance after it, and the figures of its kind.
 */
export async function statementDetail(db: Kysely<Database>, arrangement: Arrangement, content: StatementContent): Promise<StatementDetail> {
  const { period, lines } = content;
  const signed = lines.map((line) => memberSignedCents(line));
  const detail: StatementDetail = {
    id: period.id,
    periodStart: period.start,
    periodEnd: period.end,
    accountName: arrangement.name,
    accountNumber: maskAccountNumber(arrangement.account_number),
    productKind: arrangement.product_kind,
    openingBalanceCents: period.openingCents,
    totalCreditsCents: signed.filter((cents) => cents > 0).reduce((total, cents) => total + cents, 0),
    totalDebitsCents: -signed.filter((cents) => cents < 0).reduce((total, cents) => total + cents, 0),
    closingBalanceCents: period.closingCents,
    balanceOwed: isOwedKind(arrangement.product_kind),
    lines: lines.map((line, index) => ({
      date: line.bookingDate,
      description: line.description,
      amountCents: signed[index] ?? 0,
      balanceCents: line.runningBalanceCents ?? 0,
    })),
  };
  const terms = await termsOf(db, arrangement.id);
  if (arrangement.product_kind === 'creditCard') detail.card = cardFigures(arrangement, content, terms);
  else if (isOwedKind(arrangement.product_kind)) detail.loan = await loanFigures(db, arrangement, content, terms);
  else detail.deposit = await depositFigures(db, arrangement, content);
  return detail;
}
