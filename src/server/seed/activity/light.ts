import type { LedgerBook } from '../ledger-book';
import type { Prng } from '../prng';
import { dining, fuel, groceries } from './merchants';
import { eachDay, isBiweeklyFriday, type Period } from './period';
import { dividendPosting } from '../../domain/dividends/schedule';
import { seededRateBps } from '../member-state';
import { payDividendIfDue } from './dividends';
import { balanceOf, depositIn, depositOut, transfer } from './postings';
import { accountByKey, type AccountsByKey } from './seeded-account';

const CHECKING_CUSHION_CENTS = 10_000;

/** A modest everyday pattern for the personas that exist to show an alert: pay in, rent and a few purchases out, dividends in. */
export function lightActivity(book: LedgerBook, prng: Prng, accounts: AccountsByKey, period: Period): void {
  const checking = accountByKey(accounts, 'checking');
  const savings = accountByKey(accounts, 'savings');
  const netPay = prng.int(150_000, 230_000);
  const rent = prng.int(90_000, 135_000);
  const spend = (date: string, cents: number, line: { description: string; category: string; counterparty?: string }, via: 'card' | 'ach'): void => {
    if (balanceOf(book, checking) - cents < CHECKING_CUSHION_CENTS) return;
    depositOut(book, checking, date, cents, line, via);
  };

  eachDay(period, (date, day) => {
    if (isBiweeklyFriday(period, date)) {
      depositIn(book, checking, date, netPay, { description: 'DIRECT DEP PAYROLL', category: 'Income', counterparty: 'Employer payroll' }, 'PAYROLL');
    }
    if (day === 2) spend(date, rent, { description: 'MAPLE COURT APTS RENT', category: 'Rent', counterparty: 'Maple Court Apartments' }, 'ach');
    if (day === 16) spend(date, prng.int(6_000, 11_000), { description: 'GEORGIA POWER', category: 'Utilities', counterparty: 'Georgia Power' }, 'ach');
    if (day === 17 && balanceOf(book, checking) > 60_000) transfer(book, checking, savings, date, 10_000, 'TRANSFER', 'Transfer');
    // Dividends on the products' posting date, accrued daily at the accounts' own rates (as the dividend job pays them).
    payDividendIfDue(book, checking, date, { rateBps: seededRateBps('CHK-EVERYDAY'), rule: dividendPosting('checking') });
    payDividendIfDue(book, savings, date, { rateBps: seededRateBps('SAV-SHARE'), rule: dividendPosting('savings') });
    if (prng.chance(0.2)) {
      const merchant = prng.pick([...groceries, ...fuel, ...dining]);
      spend(date, prng.int(merchant.minCents, merchant.maxCents), merchant, 'card');
    }
  });
}
