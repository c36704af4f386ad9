import type { LedgerBook } from '../ledger-book';
import type { Prng } from '../prng';
import { dayOfWeek } from '../calendar';
import { businessSupplies } from './merchants';
import { eachDay, isBiweeklyFriday, type Period } from './period';
import { dividendPosting } from '../../domain/dividends/schedule';
import { seededRateBps } from '../member-state';
import { payDividendIfDue } from './dividends';
import { balanceOf, cardCharge, checkPaid, depositIn, depositOut, transfer } from './postings';
import { accountByKey, type AccountsByKey } from './seeded-account';

const CHECKING_CUSHION_CENTS = 200_000;

/**
 * A small bakery's books: daily card-processor deposits, weekly supplier payments, biweekly payroll, monthly lease, a monthly paper check,
 * utilities and insurance, supplies on the business card paid in full each month.
 */
export function businessActivity(book: LedgerBook, prng: Prng, accounts: AccountsByKey, period: Period): void {
  const checking = accountByKey(accounts, 'checking');
  const card = accountByKey(accounts, 'card');
  const pay = (date: string, cents: number, description: string, category: string, counterparty: string): void => {
    if (balanceOf(book, checking) - cents < CHECKING_CUSHION_CENTS) return;
    depositOut(book, checking, date, cents, { description, category, counterparty }, 'ach');
  };

  let nextCheck = 5203;
  eachDay(period, (date, day) => {
    const weekday = dayOfWeek(date);
    if (day === 17) checkPaid(book, checking, date, 12_500, { number: nextCheck++, payee: 'Coastal Window Cleaning', category: 'Business Supplies', memo: `Storefront windows ${date.slice(0, 7)}` });
    const open = weekday >= 1 && weekday <= 5;
    if (open && prng.chance(0.9)) {
      depositIn(book, checking, date, prng.int(45_000, 180_000), { description: 'SQUARE INC DEPOSIT', category: 'Sales', counterparty: 'Square Inc' }, 'MERCHANT_DEPOSIT');
    }
    if (weekday === 2) pay(date, prng.int(60_000, 140_000), 'RESTAURANT DEPOT ACH', 'Inventory', 'Restaurant Depot');
    if (weekday === 4) pay(date, prng.int(30_000, 90_000), 'SYSCO FOODS ACH', 'Inventory', 'Sysco Foods');
    if (isBiweeklyFriday(period, date)) pay(date, prng.int(310_000, 360_000), 'GUSTO PAYROLL', 'Payroll', 'Gusto');
    if (day === 1) pay(date, 320_000, 'HARBOR PROPERTIES LEASE', 'Rent', 'Harbor Properties LLC');
    if (day === 9) pay(date, prng.int(38_000, 52_000), 'PG&E WEB ONLINE', 'Utilities', 'Pacific Gas & Electric');
    if (day === 15) pay(date, 18_900, 'HISCOX INSURANCE', 'Insurance', 'Hiscox Inc');
    if (day === 25) {
      const owed = balanceOf(book, card);
      if (owed > 0) transfer(book, checking, card, date, owed, 'CARD_PAYMENT', 'Credit Card Payment');
    }
    // Checking is a dividend product: paid on its posting date at the account's rate, as the dividend job pays it (the
    // business checking's rate is zero today, so each period is recorded with nothing earned).
    payDividendIfDue(book, checking, date, { rateBps: seededRateBps('CHK-BUSINESS'), rule: dividendPosting('checking') });
    if (open && prng.chance(0.35)) {
      const merchant = prng.pick(businessSupplies);
      cardCharge(book, card, date, prng.int(merchant.minCents, merchant.maxCents), merchant);
    }
  });

  book.hold({ arrangementId: card.id, date: period.today, description: 'AUTH WEBSTAURANTSTORE.COM', category: 'Business Supplies', amountCents: 21_877, counterparty: 'WebstaurantStore' });
}
