import { describe, expect, it } from 'vitest';
import { disputeRefusal, duplicateChoices, duplicateOfProblem, earliestDisputableDate, isSameCharge, type DisputeFacts } from '../../engine/core/dispute-rules';

const WINDOW = { filingWindowDays: 120, accountKinds: ['checking', 'savings', 'creditCard'] };
const TODAY = '2026-03-18';
const charge = (over: Partial<DisputeFacts> = {}): DisputeFacts => ({
  id: 't-1',
  arrangementId: 'a-1',
  productKind: 'checking',
  creditDebit: 'DEBIT',
  status: 'BOOKED',
  bookingDate: '2026-03-10',
  amountCents: 4_250,
  description: 'CORNER BOOKSHOP #1182',
  ...over,
});

describe('disputeRefusal: the filing rule', () => {
  it('takes a posted charge of an account kind taken online, booked up to the window before today', () => {
    expect(disputeRefusal(charge(), TODAY, WINDOW)).toBeUndefined();
    expect(disputeRefusal(charge({ bookingDate: earliestDisputableDate(TODAY, WINDOW) }), TODAY, WINDOW)).toBeUndefined();
    expect(earliestDisputableDate(TODAY, WINDOW)).toBe('2025-11-18');
  });

  it('refuses a credit, an account kind not taken online, a pending charge and one past the window', () => {
    expect(disputeRefusal(charge({ creditDebit: 'CREDIT' }), TODAY, WINDOW)).toBe('notDisputable');
    expect(disputeRefusal(charge({ productKind: 'autoLoan' }), TODAY, WINDOW)).toBe('notDisputable');
    expect(disputeRefusal(charge({ status: 'PENDING' }), TODAY, WINDOW)).toBe('pending');
    expect(disputeRefusal(charge({ bookingDate: '2025-11-17' }), TODAY, WINDOW)).toBe('tooOld');
  });
});

describe('the other charge of a duplicate-charge dispute', () => {
  const disputed = charge({ id: 'twice', bookingDate: '2026-03-11', description: 'Corner Bookshop 1182' });

  it('sees the same purchase in the same amount from the same merchant, case, spacing and reference digits aside', () => {
    expect(isSameCharge(disputed, charge())).toBe(true);
    expect(isSameCharge(disputed, charge({ amountCents: 4_251 }))).toBe(false);
    expect(isSameCharge(disputed, charge({ description: 'CORNER CAFE #1182' }))).toBe(false);
  });

  it('takes another posted charge of the same account, never the disputed one, another account\'s, a credit or a pending one', () => {
    expect(duplicateOfProblem(disputed, charge())).toBeUndefined();
    expect(duplicateOfProblem(disputed, disputed)).toBe('self');
    expect(duplicateOfProblem(disputed, charge({ arrangementId: 'a-2' }))).toBe('otherAccount');
    expect(duplicateOfProblem(disputed, charge({ creditDebit: 'CREDIT' }))).toBe('notCharge');
    expect(duplicateOfProblem(disputed, charge({ status: 'PENDING' }))).toBe('notCharge');
  });

  it('offers the same-looking charges first, then the rest newest first, up to the limit', () => {
    const others = [
      charge({ id: 'coffee', description: 'COFFEE CART', amountCents: 450, bookingDate: '2026-03-15' }),
      charge({ id: 'original', bookingDate: '2026-03-10' }),
      charge({ id: 'groceries', description: 'GROCER', amountCents: 8_000, bookingDate: '2026-03-12' }),
      charge({ id: 'elsewhere', arrangementId: 'a-2' }),
      disputed,
    ];
    const choices = duplicateChoices(disputed, others, 10);
    expect(choices.map((choice) => [choice.charge.id, choice.sameCharge])).toEqual([
      ['original', true],
      ['coffee', false],
      ['groceries', false],
    ]);
    expect(duplicateChoices(disputed, others, 2).map((choice) => choice.charge.id)).toEqual(['original', 'coffee']);
  });
});
