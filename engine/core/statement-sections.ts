import type { StatementDetail } from './generated/api.gen';
import type { DocumentsCopy } from './generated/manifests.gen';
import { formatCents } from './money';
import { resolveTemplate } from './template';

/** One labelled figure of a statement, its value already formatted. */
export interface StatementFigure {
  label: string;
  value: string;
}

/**
 * A block of a statement besides its balances and transactions, with its heading: the figures of its kind, an
 * optional table (an IRA's contributions by tax year), then sentences (the card warnings).
 */
export interface StatementSection {
  heading: string;
  figures: StatementFigure[];
  table?: { columns: [string, string]; rows: [string, string][] };
  notes: string[];
}

/** Hundredths of a percent as a statement prints a rate: "4.10%". */
export function formatBps(bps: number): string {
  return `${(bps / 100).toFixed(2)}%`;
}

/**
 * The kind-specific sections of a statement, worded from the documents copy (config/copy.json), the same for the
 * PDF and the page: a deposit's dividends, average daily balance and APY earned (with a certificate's maturity and an
 * IRA's contributions by tax year), a card's payment information and Regulation Z warnings, a loan's summary.
 * `formatDate` prints a date the way the caller's medium does.
 */
export function statementSections(detail: StatementDetail, copy: DocumentsCopy['statement'], formatDate: (iso: string) => string): StatementSection[] {
  const money = (label: string, cents: number): StatementFigure => ({
    label,
    value: formatCents(cents),
  });
  if (detail.deposit) {
    const deposit = detail.deposit;
    const figures = [
      money(copy.dividendsPeriod, deposit.dividendsPeriodCents),
      money(copy.dividendsYearToDate, deposit.dividendsYearToDateCents),
      money(copy.averageDailyBalance, deposit.averageDailyBalanceCents),
      { label: copy.apyEarned, value: formatBps(deposit.apyEarnedBps) },
    ];
    if (deposit.maturityDate)
      figures.push({
        label: copy.maturityDate,
        value: formatDate(deposit.maturityDate),
      });
    const sections: StatementSection[] = [{ heading: copy.depositHeading, figures, notes: [] }];
    if (deposit.iraContributions) {
      sections.push({
        heading: copy.iraContributionsHeading,
        figures: [],
        table: {
          columns: [copy.columnTaxYear, copy.columnAmount],
          rows: deposit.iraContributions.map((year) => [String(year.taxYear), formatCents(year.amountCents)]),
        },
        notes: [],
      });
    }
    return sections;
  }
  if (detail.card) {
    const card = detail.card;
    return [
      {
        heading: copy.cardHeading,
        figures: [
          money(copy.statementBalance, card.statementBalanceCents),
          money(copy.minimumPayment, card.minimumPaymentCents),
          {
            label: copy.paymentDueDate,
            value: formatDate(card.paymentDueDate),
          },
          money(copy.creditLimit, card.creditLimitCents),
          money(copy.availableCredit, card.availableCreditCents),
          { label: copy.apr, value: formatBps(card.aprBps) },
          money(copy.interestCharged, card.interestChargedCents),
        ],
        notes: [
          resolveTemplate(copy.lateWarning, {
            lateFee: formatCents(card.lateFeeMaxCents),
          }),
          copy.minimumWarning,
        ],
      },
    ];
  }
  if (detail.loan) {
    const loan = detail.loan;
    const figures = [money(copy.principalPaid, loan.principalPaidCents), money(copy.interestPaid, loan.interestPaidCents), money(copy.payoff, loan.payoffCents)];
    if (loan.nextPaymentCents !== undefined) figures.push(money(copy.nextPayment, loan.nextPaymentCents));
    if (loan.nextDueDate)
      figures.push({
        label: copy.nextDueDate,
        value: formatDate(loan.nextDueDate),
      });
    figures.push(money(copy.pastDue, loan.pastDueCents), {
      label: copy.apr,
      value: formatBps(loan.aprBps),
    });
    return [{ heading: copy.loanHeading, figures, notes: [] }];
  }
  return [];
}
