import { addDays } from '../calendar';
import { GL } from '../../../manifests/gl-accounts-manifest';
import type { LedgerBook } from '../ledger-book';
import { isOwedKind } from '../../domain/balances';
import type { SeededAccount } from './seeded-account';

/**
 * The handful of posting shapes every generator uses. Amounts are positive cents; each helper picks the signs
 * (debit positive on the credit union's books) so every journal balances.
 */
export interface Line {
  description: string;
  category: string;
  counterparty?: string;
  transactionDate?: string;
  memo?: string;
}

/** A card purchase settles the day after it was made. */
const CARD_SETTLEMENT_DAYS = 1;
/** A written check reaches the credit union this many days after its date. */
const CHECK_CLEARING_DAYS = 3;

/** What the member holds in a deposit account, or owes on a card or loan, per the book so far. */
export function balanceOf(book: LedgerBook, account: SeededAccount): number {
  const sum = book.ledgerSum(account.id);
  return isOwedKind(account.kind) ? sum : -sum;
}

export function openingBalance(book: LedgerBook, account: SeededAccount, date: string, cents: number): void {
  const sign = isOwedKind(account.kind) ? 1 : -1;
  book.post({
    kind: 'OPENING_BALANCE',
    description: `Balance brought forward: ${account.name}`,
    date,
    legs: [
      { arrangementId: account.id, amountCents: sign * cents, description: 'Balance brought forward', category: 'Balance Forward' },
      { glAccountId: GL.conversion, amountCents: -sign * cents },
    ],
  });
}

/** Money arriving from outside (payroll, merchant deposits) into a deposit account through ACH. */
export function depositIn(book: LedgerBook, account: SeededAccount, date: string, cents: number, line: Line, kind = 'ACH_CREDIT'): void {
  book.post({
    kind,
    description: line.description,
    date,
    legs: [
      { arrangementId: account.id, amountCents: -cents, ...line },
      { glAccountId: GL.achClearing, amountCents: cents },
    ],
  });
}

/** Money leaving a deposit account for outside (card purchase, ACH bill, bill pay). */
export function depositOut(book: LedgerBook, account: SeededAccount, date: string, cents: number, line: Line, via: 'card' | 'ach' | 'billpay'): void {
  const gl = via === 'card' ? GL.cardSettlement : via === 'ach' ? GL.achClearing : GL.billPayClearing;
  const kind = via === 'card' ? 'DEBIT_CARD_PURCHASE' : via === 'ach' ? 'ACH_DEBIT' : 'BILL_PAYMENT';
  const made = via === 'card' ? { transactionDate: addDays(date, -CARD_SETTLEMENT_DAYS) } : {};
  book.post({
    kind,
    description: line.description,
    date,
    legs: [
      { arrangementId: account.id, amountCents: cents, ...made, ...line },
      { glAccountId: gl, amountCents: -cents },
    ],
  });
}

/** A check the member wrote, paid from their checking account when presented (dated a few days before). */
export function checkPaid(book: LedgerBook, account: SeededAccount, date: string, cents: number, check: { number: number; payee: string; category: string; memo: string }): void {
  book.post({
    kind: 'CHECK_PAID',
    description: `CHECK #${check.number}`,
    date,
    legs: [
      {
        arrangementId: account.id,
        amountCents: cents,
        description: `CHECK #${check.number}`,
        category: check.category,
        counterparty: check.payee,
        transactionDate: addDays(date, -CHECK_CLEARING_DAYS),
        memo: check.memo,
        checkNumber: check.number,
      },
      { glAccountId: GL.checkClearing, amountCents: -cents },
    ],
  });
}

/** A purchase on a credit card: the member owes more. */
export function cardCharge(book: LedgerBook, card: SeededAccount, date: string, cents: number, line: Line): void {
  book.post({
    kind: 'CARD_PURCHASE',
    description: line.description,
    date,
    legs: [
      { arrangementId: card.id, amountCents: cents, transactionDate: addDays(date, -CARD_SETTLEMENT_DAYS), ...line },
      { glAccountId: GL.cardSettlement, amountCents: -cents },
    ],
  });
}

/** Interest charged on a card or loan balance. */
export function interestCharge(book: LedgerBook, account: SeededAccount, date: string, cents: number): void {
  if (cents <= 0) return;
  book.post({
    kind: 'INTEREST_CHARGE',
    description: `Interest charged: ${account.name}`,
    date,
    legs: [
      { arrangementId: account.id, amountCents: cents, description: 'Interest charged', category: 'Interest' },
      { glAccountId: GL.interestIncome, amountCents: -cents },
    ],
  });
}

/** Dividends paid into a savings, certificate or IRA account; the journal's id (none when there is nothing to pay). */
export function dividend(book: LedgerBook, account: SeededAccount, date: string, cents: number): string | null {
  if (cents <= 0) return null;
  return book.post({
    kind: 'DIVIDEND',
    description: `Dividend: ${account.name}`,
    date,
    legs: [
      { arrangementId: account.id, amountCents: -cents, description: 'Dividend earned', category: 'Dividends' },
      { glAccountId: GL.dividendExpense, amountCents: cents },
    ],
  });
}

/**
 * A transfer between two of the member's accounts: out of a deposit account into another deposit account, or as a
 * payment towards a card or loan.
 */
export function transfer(book: LedgerBook, from: SeededAccount, to: SeededAccount, date: string, cents: number, kind: string, category: string): string {
  const paying = isOwedKind(to.kind);
  return book.post({
    kind,
    description: `${paying ? 'Payment' : 'Transfer'} from ${from.name} to ${to.name}`,
    date,
    legs: [
      { arrangementId: from.id, amountCents: cents, description: `${paying ? 'Payment to' : 'Transfer to'} ${to.name} ••${to.lastFour}`, category },
      { arrangementId: to.id, amountCents: -cents, description: paying ? 'Payment received - thank you' : `Transfer from ${from.name} ••${from.lastFour}`, category },
    ],
  });
}

/** Monthly interest on a balance at an annual rate in basis points, rounded to the cent. */
export function monthlyInterest(balanceCents: number, annualRateBps: number): number {
  return balanceCents <= 0 ? 0 : Math.round((balanceCents * annualRateBps) / 10_000 / 12);
}
