import type { Insertable } from 'kysely';
import type { GlAccountsTable } from '../db/schema';

/** The credit union's own books that the other side of every member posting lands in. */
export const GL = {
  achClearing: 'GL-1210-ACH-CLEARING',
  cardSettlement: 'GL-1220-CARD-SETTLEMENT',
  billPayClearing: 'GL-1230-BILLPAY-CLEARING',
  checkClearing: 'GL-1240-CHECK-CLEARING',
  loanFunding: 'GL-1010-LOAN-FUNDING',
  interestIncome: 'GL-4100-INTEREST-INCOME',
  dividendExpense: 'GL-5100-DIVIDEND-EXPENSE',
  conversion: 'GL-3900-CONVERSION',
  /** Cashier's checks issued and not yet cashed: the credit union owes the holder (also created by migration 0007). */
  officialChecks: 'GL-2110-OFFICIAL-CHECKS',
  /** Card rewards paid out as cash (also created by migration 0014). */
  rewardsExpense: 'GL-5300-REWARDS-EXPENSE',
  /** Card service fees such as expedited delivery (also created by migration 0014). */
  cardFeeIncome: 'GL-4300-CARD-FEE-INCOME',
  /** Provisional credits of open disputes, until the merchant's chargeback settles or they are reversed (also created by migration 0024). */
  disputesReceivable: 'GL-1250-DISPUTES-RECEIVABLE',
  /** Federal income tax withheld from IRA distributions, owed to the IRS (also created by migration 0036). */
  federalWithholdingPayable: 'GL-2120-FEDERAL-WITHHOLDING',
  /** Penalties on certificates closed before maturity (also created by migration 0037). */
  earlyWithdrawalPenalty: 'GL-4400-EARLY-WITHDRAWAL-PENALTY',
} as const;

export const glAccountRows: readonly Insertable<GlAccountsTable>[] = [
  { id: GL.achClearing, name: 'ACH settlement clearing', kind: 'asset' },
  { id: GL.cardSettlement, name: 'Card network settlement', kind: 'asset' },
  { id: GL.billPayClearing, name: 'Bill payment clearing', kind: 'asset' },
  { id: GL.checkClearing, name: 'Share draft (check) clearing', kind: 'asset' },
  { id: GL.loanFunding, name: 'Loan funding (cash)', kind: 'asset' },
  { id: GL.interestIncome, name: 'Interest income on loans and cards', kind: 'income' },
  { id: GL.dividendExpense, name: 'Dividends paid on shares', kind: 'expense' },
  { id: GL.conversion, name: 'Balances brought forward at conversion', kind: 'equity' },
  { id: GL.officialChecks, name: 'Official checks outstanding', kind: 'liability' },
  { id: GL.rewardsExpense, name: 'Card rewards redeemed', kind: 'expense' },
  { id: GL.cardFeeIncome, name: 'Card service fees', kind: 'income' },
  { id: GL.disputesReceivable, name: 'Disputes receivable (provisional credits)', kind: 'asset' },
  { id: GL.federalWithholdingPayable, name: 'Federal income tax withheld, payable to the IRS', kind: 'liability' },
  { id: GL.earlyWithdrawalPenalty, name: 'Early withdrawal penalty income (certificates)', kind: 'income' },
];
