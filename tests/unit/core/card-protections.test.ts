import { describe, expect, it } from 'vitest';
import cardsJson from '../../../config/cards.json';
import {
  categoryOfMcc,
  decideAuthorization,
  defaultProtections,
  isCoveredByTravelPlan,
  validateProtections,
  type AuthorizationContext,
  type AuthorizationRequest,
  type AuthorizingCard,
  type CardProtections,
} from '../../../engine/core/card-protections';

const categories = cardsJson.merchantCategories;
const allow = defaultProtections(categories);
const request: AuthorizationRequest = { amountCents: 2_500, merchantCategoryCode: 5411, channel: 'IN_STORE', countryCode: 'US', date: '2026-03-10' };
const card: AuthorizingCard = { status: 'AC', lockStatus: 'UNLOCKED' };
const context: AuthorizationContext = { homeCountry: 'US', categories, spentThisMonthCents: 0, travelPlans: [], availableCents: null };
const with_ = (changes: Partial<CardProtections>): CardProtections => ({ ...allow, ...changes });

describe('categoryOfMcc', () => {
  it.each([
    [5411, 'grocery'],
    [5541, 'gas'],
    [5812, 'restaurants'],
    [3058, 'travel'],
    [7011, 'travel'],
    [7995, 'gambling'],
    [7832, 'entertainment'],
    [5967, 'adult'],
    [4829, 'cash-like'],
    [5262, 'online-marketplaces'],
    [6011, null],
    [1520, null],
  ])('MCC %i is %s', (mcc, expected) => {
    expect(categoryOfMcc(mcc, categories)).toBe(expected);
  });

  it('answers the first category listed when ranges overlap', () => {
    expect(categoryOfMcc(10, [{ id: 'a', mccRanges: [{ from: 0, to: 20 }] }, { id: 'b', mccRanges: [{ from: 5, to: 15 }] }])).toBe('a');
  });
});

describe('isCoveredByTravelPlan', () => {
  const plans = [{ countryCodes: ['FR', 'IT'], startDate: '2026-03-01', endDate: '2026-03-10' }];
  it.each([
    ['FR', '2026-03-01', true],
    ['IT', '2026-03-10', true],
    ['FR', '2026-02-28', false],
    ['FR', '2026-03-11', false],
    ['ES', '2026-03-05', false],
  ])('%s on %s: %s', (country, date, expected) => {
    expect(isCoveredByTravelPlan(country, date, plans)).toBe(expected);
  });
});

describe('decideAuthorization', () => {
  const cases: { name: string; request?: Partial<AuthorizationRequest>; card?: Partial<AuthorizingCard>; protections?: Partial<CardProtections>; context?: Partial<AuthorizationContext>; reasonCode: string; alerts: string[] }[] = [
    { name: 'no protections approves', reasonCode: 'APPROVED', alerts: [] },
    { name: 'a dormant active card is usable', card: { status: 'DA' }, reasonCode: 'APPROVED', alerts: [] },
    { name: 'a card awaiting activation declines', card: { status: 'IN' }, reasonCode: 'CARD_INACTIVE', alerts: ['DECLINED'] },
    { name: 'a closed card declines before its lock', card: { status: 'CL', lockStatus: 'LOCKED' }, reasonCode: 'CARD_INACTIVE', alerts: ['DECLINED'] },
    { name: 'a locked card declines', card: { lockStatus: 'LOCKED' }, reasonCode: 'CARD_LOCKED', alerts: ['DECLINED'] },
    { name: 'international BLOCK abroad declines', request: { countryCode: 'FR' }, protections: { international: 'BLOCK' }, reasonCode: 'INTERNATIONAL_BLOCKED', alerts: ['DECLINED'] },
    { name: 'international BLOCK at home approves', protections: { international: 'BLOCK' }, reasonCode: 'APPROVED', alerts: [] },
    {
      name: 'a travel plan lifts an international BLOCK',
      request: { countryCode: 'FR' },
      protections: { international: 'BLOCK' },
      context: { travelPlans: [{ countryCodes: ['FR'], startDate: '2026-03-01', endDate: '2026-03-20' }] },
      reasonCode: 'APPROVED',
      alerts: [],
    },
    {
      name: 'a travel plan for another country does not',
      request: { countryCode: 'FR' },
      protections: { international: 'BLOCK' },
      context: { travelPlans: [{ countryCodes: ['IT'], startDate: '2026-03-01', endDate: '2026-03-20' }] },
      reasonCode: 'INTERNATIONAL_BLOCKED',
      alerts: ['DECLINED'],
    },
    {
      name: 'a travel plan keeps an international ALERT',
      request: { countryCode: 'FR' },
      protections: { international: 'ALERT' },
      context: { travelPlans: [{ countryCodes: ['FR'], startDate: '2026-03-01', endDate: '2026-03-20' }] },
      reasonCode: 'APPROVED',
      alerts: ['INTERNATIONAL'],
    },
    { name: 'transaction type BLOCK declines', request: { channel: 'ATM' }, protections: { transactionTypes: { ...allow.transactionTypes, ATM: 'BLOCK' } }, reasonCode: 'TRANSACTION_TYPE_BLOCKED', alerts: ['DECLINED'] },
    { name: 'transaction type ALERT alerts', request: { channel: 'ONLINE' }, protections: { transactionTypes: { ...allow.transactionTypes, ONLINE: 'ALERT' } }, reasonCode: 'APPROVED', alerts: ['TRANSACTION_TYPE'] },
    { name: 'category BLOCK declines', request: { merchantCategoryCode: 7995 }, protections: { merchantCategories: { gambling: 'BLOCK' } }, reasonCode: 'MERCHANT_CATEGORY_BLOCKED', alerts: ['DECLINED'] },
    { name: 'category ALERT alerts', request: { merchantCategoryCode: 5812 }, protections: { merchantCategories: { restaurants: 'ALERT' } }, reasonCode: 'APPROVED', alerts: ['MERCHANT_CATEGORY'] },
    { name: 'an uncategorised merchant meets no category rule', request: { merchantCategoryCode: 1520 }, protections: { merchantCategories: { grocery: 'BLOCK' } }, reasonCode: 'APPROVED', alerts: [] },
    { name: 'over the per-transaction limit declines', protections: { perTransactionLimitCents: 2_499 }, reasonCode: 'PER_TRANSACTION_LIMIT', alerts: ['DECLINED'] },
    { name: 'exactly the per-transaction limit approves', protections: { perTransactionLimitCents: 2_500 }, reasonCode: 'APPROVED', alerts: [] },
    { name: 'over the monthly limit declines', protections: { monthlyLimitCents: 10_000 }, context: { spentThisMonthCents: 7_501 }, reasonCode: 'MONTHLY_LIMIT', alerts: ['DECLINED'] },
    { name: 'up to the monthly limit approves', protections: { monthlyLimitCents: 10_000 }, context: { spentThisMonthCents: 7_500 }, reasonCode: 'APPROVED', alerts: [] },
    { name: 'more than the account has available declines', context: { availableCents: 2_499 }, reasonCode: 'INSUFFICIENT_FUNDS', alerts: ['DECLINED'] },
    { name: 'exactly what the account has available approves', context: { availableCents: 2_500 }, reasonCode: 'APPROVED', alerts: [] },
    { name: "the member's limits are checked before the funds", protections: { perTransactionLimitCents: 1_000 }, context: { availableCents: 0 }, reasonCode: 'PER_TRANSACTION_LIMIT', alerts: ['DECLINED'] },
    { name: 'every-transaction alert', protections: { alertEveryTransaction: true }, reasonCode: 'APPROVED', alerts: ['EVERY_TRANSACTION'] },
    {
      name: 'every-transaction alert is not sent twice beside a rule alert',
      request: { merchantCategoryCode: 5812 },
      protections: { alertEveryTransaction: true, merchantCategories: { restaurants: 'ALERT' } },
      reasonCode: 'APPROVED',
      alerts: ['MERCHANT_CATEGORY'],
    },
    {
      name: 'several ALERT rules alert each',
      request: { merchantCategoryCode: 5812, countryCode: 'MX', channel: 'ONLINE' },
      protections: { international: 'ALERT', merchantCategories: { restaurants: 'ALERT' }, transactionTypes: { ...allow.transactionTypes, ONLINE: 'ALERT' } },
      reasonCode: 'APPROVED',
      alerts: ['INTERNATIONAL', 'TRANSACTION_TYPE', 'MERCHANT_CATEGORY'],
    },
    {
      name: 'the lock is checked before the protections',
      card: { lockStatus: 'LOCKED' },
      request: { merchantCategoryCode: 7995 },
      protections: { merchantCategories: { gambling: 'BLOCK' } },
      reasonCode: 'CARD_LOCKED',
      alerts: ['DECLINED'],
    },
    {
      name: 'the type rule is checked before the category rule',
      request: { merchantCategoryCode: 7995, channel: 'ONLINE' },
      protections: { merchantCategories: { gambling: 'BLOCK' }, transactionTypes: { ...allow.transactionTypes, ONLINE: 'BLOCK' } },
      reasonCode: 'TRANSACTION_TYPE_BLOCKED',
      alerts: ['DECLINED'],
    },
  ];

  it.each(cases)('$name', (entry) => {
    const answer = decideAuthorization({ ...request, ...entry.request }, { ...card, ...entry.card }, with_(entry.protections ?? {}), { ...context, ...entry.context });
    expect(answer.reasonCode).toBe(entry.reasonCode);
    expect(answer.decision).toBe(entry.reasonCode === 'APPROVED' ? 'APPROVED' : 'DECLINED');
    expect(answer.alerts).toEqual(entry.alerts);
  });

  it('names the category it found', () => {
    expect(decideAuthorization({ ...request, merchantCategoryCode: 7995 }, card, allow, context).category).toBe('gambling');
  });
});

describe('validateProtections', () => {
  it.each([
    [{}, []],
    [{ perTransactionLimitCents: 0 }, [{ path: '/perTransactionLimitCents', code: 'limitNotPositive' }]],
    [{ monthlyLimitCents: 0 }, [{ path: '/monthlyLimitCents', code: 'limitNotPositive' }]],
    [{ perTransactionLimitCents: 5_000, monthlyLimitCents: 4_999 }, [{ path: '/monthlyLimitCents', code: 'monthlyBelowPerTransaction' }]],
    [{ perTransactionLimitCents: 5_000, monthlyLimitCents: 5_000 }, []],
    [{ merchantCategories: { casinos: 'BLOCK' as const } }, [{ path: '/merchantCategories/casinos', code: 'unknownCategory' }]],
  ])('%j → %j', (changes, expected) => {
    expect(validateProtections(with_(changes), categories)).toEqual(expected);
  });
});
