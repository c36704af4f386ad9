import type { LedgerBook } from '../ledger-book';
import type { Prng } from '../prng';
import { dining, fuel, groceries, shopping, type Merchant } from './merchants';
import { eachDay, isBiweeklyFriday, type Period } from './period';
import { dividendPosting } from '../../domain/dividends/schedule';
import { seededRateBps } from '../member-state';
import { payDividendIfDue, recordIraContribution } from './dividends';
import { balanceOf, cardCharge, checkPaid, depositIn, depositOut, interestCharge, monthlyInterest, transfer } from './postings';
import { accountByKey, type AccountsByKey } from './seeded-account';

/** Checking never goes below this on a discretionary purchase (the demo member is careful). */
const CHECKING_CUSHION_CENTS = 15_000;

/**
 * Six months of a household's money: biweekly payroll, mortgage and utility bills, a monthly paper check, groceries and fuel on the debit
 * card, dining and shopping on the credit card paid in full monthly, auto loan and HELOC payments with their
 * interest, monthly savings and IRA contributions, dividends; then a few card authorisations still pending.
 */
export function householdActivity(book: LedgerBook, prng: Prng, accounts: AccountsByKey, period: Period): void {
  const checking = accountByKey(accounts, 'checking');
  const savings = accountByKey(accounts, 'savings');
  const card = accountByKey(accounts, 'card');
  const auto = accountByKey(accounts, 'auto');
  const heloc = accountByKey(accounts, 'heloc');
  const ira = accountByKey(accounts, 'ira');

  const spendFromChecking = (date: string, merchant: Merchant): void => {
    const cents = prng.int(merchant.minCents, merchant.maxCents);
    if (balanceOf(book, checking) - cents < CHECKING_CUSHION_CENTS) return;
    depositOut(book, checking, date, cents, merchant, 'card');
  };
  const payFromChecking = (date: string, cents: number, description: string, category: string, counterparty: string, via: 'ach' | 'billpay'): void => {
    depositOut(book, checking, date, cents, { description, category, counterparty }, via);
  };

  // Paper checks, numbered in the order written; fixed amounts so the seeded random stream is not shifted.
  let nextCheck = 1041;
  // The card is paid in full as a member does: the last statement's closing balance (the card's balance when its month
  // ended, before the new month's first posting), so charges made since the statement stay on the card.
  let statementBalance = balanceOf(book, card);
  eachDay(period, (date, day) => {
    if (day === 1) statementBalance = balanceOf(book, card);
    if (day === 6) checkPaid(book, checking, date, 8_500, { number: nextCheck++, payee: 'Maple Grove Lawn Care', category: 'Home Improvement', memo: `Lawn care ${date.slice(0, 7)}` });
    if (isBiweeklyFriday(period, date)) {
      depositIn(book, checking, date, 245_000 + prng.int(0, 8) * 1_250, { description: 'ACME LOGISTICS PAYROLL DIR DEP', category: 'Income', counterparty: 'Acme Logistics Inc' }, 'PAYROLL');
    }
    if (day === 1) payFromChecking(date, 165_000, 'HOMESTEAD MORTGAGE PMT', 'Mortgage', 'Homestead Mortgage Co', 'ach');
    if (day === 3) cardCharge(book, card, date, 1_549, { description: 'NETFLIX.COM', category: 'Subscriptions', counterparty: 'Netflix' });
    if (day === 4) interestCharge(book, auto, date, monthlyInterest(balanceOf(book, auto), 549));
    if (day === 5) transfer(book, checking, auto, date, 45_218, 'LOAN_PAYMENT', 'Loan Payment');
    if (day === 8) payFromChecking(date, prng.int(8_500, 16_500), 'DOMINION ENERGY BILLPAY', 'Utilities', 'Dominion Energy', 'billpay');
    if (day === 9) cardCharge(book, card, date, 1_199, { description: 'SPOTIFY USA', category: 'Subscriptions', counterparty: 'Spotify' });
    if (day === 10) interestCharge(book, heloc, date, monthlyInterest(balanceOf(book, heloc), 725));
    if (day === 11) transfer(book, checking, heloc, date, 21_000, 'LOAN_PAYMENT', 'Loan Payment');
    if (day === 12) payFromChecking(date, prng.int(3_800, 7_200), 'CITY WATER UTILITY', 'Utilities', 'City Water Utility', 'billpay');
    if (day === 14) transfer(book, checking, savings, date, 25_000, 'TRANSFER', 'Transfer');
    if (day === 15) payFromChecking(date, 7_999, 'XFINITY INTERNET', 'Utilities', 'Comcast Xfinity', 'ach');
    if (day === 18) payFromChecking(date, 9_241, 'VERIZON WIRELESS', 'Phone', 'Verizon Wireless', 'ach');
    if (day === 20) recordIraContribution(book, ira, transfer(book, checking, ira, date, 25_000, 'IRA_CONTRIBUTION', 'Retirement'), date, 25_000);
    if (day === 22 && statementBalance > 0) transfer(book, checking, card, date, statementBalance, 'CARD_PAYMENT', 'Credit Card Payment');
    // Dividends on the product's posting date, accrued daily at the account's own rate (as the dividend job pays them).
    payDividendIfDue(book, savings, date, { rateBps: seededRateBps('SAV-SHARE'), rule: dividendPosting('savings') });
    payDividendIfDue(book, ira, date, { rateBps: seededRateBps('IRA-TRAD'), rule: dividendPosting('ira') });
    if (prng.chance(0.28)) spendFromChecking(date, prng.pick(groceries));
    if (prng.chance(0.14)) spendFromChecking(date, prng.pick(fuel));
    if (prng.chance(0.3)) {
      const merchant = prng.pick(dining);
      cardCharge(book, card, date, prng.int(merchant.minCents, merchant.maxCents), merchant);
    }
    if (prng.chance(0.12)) {
      const merchant = prng.pick(shopping);
      cardCharge(book, card, date, prng.int(merchant.minCents, merchant.maxCents), merchant);
    }
  });

  book.hold({ arrangementId: checking.id, date: period.today, description: 'POS AUTH KROGER #0417', category: 'Groceries', amountCents: 6_423, counterparty: 'Kroger' });
  book.hold({ arrangementId: checking.id, date: period.today, description: 'POS AUTH STARBUCKS STORE 11873', category: 'Dining', amountCents: 575, counterparty: 'Starbucks' });
  book.hold({ arrangementId: card.id, date: period.today, description: 'AUTH AMAZON MKTPL*7H2P', category: 'Shopping', amountCents: 4_299, counterparty: 'Amazon' });
}
