import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import cardsJson from '../../../config/cards.json';
import {
  CARD_CHANNELS,
  decideAuthorization,
  defaultProtections,
  type AuthorizationContext,
  type AuthorizationRequest,
  type CardProtections,
  type ProtectionRule,
} from '../../../engine/core/card-protections';

const categories = cardsJson.merchantCategories;
const rule = fc.constantFrom<ProtectionRule>('ALLOW', 'ALERT', 'BLOCK');
const limit = fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: null });
const country = fc.constantFrom('US', 'CA', 'FR', 'JP');
const day = fc.integer({ min: 1, max: 28 }).map((d) => `2026-03-${String(d).padStart(2, '0')}`);

const protections: fc.Arbitrary<CardProtections> = fc.record({
  international: rule,
  merchantCategories: fc.record(Object.fromEntries(categories.map((category) => [category.id, rule]))) as fc.Arbitrary<Record<string, ProtectionRule>>,
  transactionTypes: fc.record({ ONLINE: rule, IN_STORE: rule, ATM: rule, RECURRING: rule }),
  perTransactionLimitCents: limit,
  monthlyLimitCents: limit,
  alertEveryTransaction: fc.boolean(),
});
const request: fc.Arbitrary<AuthorizationRequest> = fc.record({
  amountCents: fc.integer({ min: 1, max: 500_000 }),
  merchantCategoryCode: fc.oneof(fc.integer({ min: 0, max: 9999 }), fc.constantFrom(5411, 5541, 5812, 3000, 7995, 5967, 4829, 5262, 7832)),
  channel: fc.constantFrom(...CARD_CHANNELS),
  countryCode: country,
  date: day,
});
const context: fc.Arbitrary<AuthorizationContext> = fc.record({
  homeCountry: fc.constant('US'),
  categories: fc.constant(categories),
  spentThisMonthCents: fc.integer({ min: 0, max: 1_000_000 }),
  travelPlans: fc.array(fc.record({ countryCodes: fc.array(country, { maxLength: 3 }), startDate: day, endDate: day }), { maxLength: 2 }),
  availableCents: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
});
const status = fc.constantFrom('AC', 'DA', 'IN', 'UN', 'CL');
const lock = fc.constantFrom<'LOCKED' | 'UNLOCKED'>('LOCKED', 'UNLOCKED');

describe('decideAuthorization properties', () => {
  it('a locked card never approves', () => {
    fc.assert(
      fc.property(request, status, protections, context, (req, cardStatus, prot, ctx) => {
        expect(decideAuthorization(req, { status: cardStatus, lockStatus: 'LOCKED' }, prot, ctx).decision).toBe('DECLINED');
      }),
    );
  });

  it('a card that is not active or dormant active never approves', () => {
    fc.assert(
      fc.property(request, fc.constantFrom('IN', 'UN', 'CL'), lock, protections, context, (req, cardStatus, lockStatus, prot, ctx) => {
        expect(decideAuthorization(req, { status: cardStatus, lockStatus }, prot, ctx).reasonCode).toBe('CARD_INACTIVE');
      }),
    );
  });

  it('raising a limit (or removing it) never turns an approval into a decline', () => {
    fc.assert(
      fc.property(request, protections, context, fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), fc.boolean(), (req, prot, ctx, morePer, moreMonth, remove) => {
        const card = { status: 'AC', lockStatus: 'UNLOCKED' as const };
        fc.pre(decideAuthorization(req, card, prot, ctx).decision === 'APPROVED');
        const raised: CardProtections = {
          ...prot,
          perTransactionLimitCents: remove || prot.perTransactionLimitCents === null ? null : prot.perTransactionLimitCents + morePer,
          monthlyLimitCents: remove || prot.monthlyLimitCents === null ? null : prot.monthlyLimitCents + moreMonth,
        };
        expect(decideAuthorization(req, card, raised, ctx).decision).toBe('APPROVED');
      }),
    );
  });

  it('a BLOCK on the channel or on the merchant category always declines', () => {
    fc.assert(
      fc.property(request, protections, context, fc.boolean(), (req, prot, ctx, onChannel) => {
        const card = { status: 'AC', lockStatus: 'UNLOCKED' as const };
        const answer = decideAuthorization(req, card, prot, ctx);
        fc.pre(onChannel || answer.category !== null);
        const blocked: CardProtections = onChannel
          ? { ...prot, transactionTypes: { ...prot.transactionTypes, [req.channel]: 'BLOCK' } }
          : { ...prot, merchantCategories: { ...prot.merchantCategories, [answer.category as string]: 'BLOCK' } };
        expect(decideAuthorization(req, card, blocked, ctx).decision).toBe('DECLINED');
      }),
    );
  });

  it('an international BLOCK declines abroad unless a travel plan covers the country that day', () => {
    fc.assert(
      fc.property(request, protections, context, (req, prot, ctx) => {
        fc.pre(req.countryCode !== 'US');
        const covered = ctx.travelPlans.some((plan) => plan.startDate <= req.date && req.date <= plan.endDate && plan.countryCodes.includes(req.countryCode));
        const answer = decideAuthorization(req, { status: 'AC', lockStatus: 'UNLOCKED' }, { ...prot, international: 'BLOCK' }, ctx);
        if (!covered) expect(answer.reasonCode).toBe('INTERNATIONAL_BLOCKED');
        else expect(answer.reasonCode).not.toBe('INTERNATIONAL_BLOCKED');
      }),
    );
  });

  it('ALLOW everything with no limits approves every active unlocked card the account can cover, without alerts', () => {
    fc.assert(
      fc.property(request, fc.constantFrom('AC', 'DA'), context, (req, cardStatus, ctx) => {
        fc.pre(ctx.availableCents === null || ctx.availableCents >= req.amountCents);
        const answer = decideAuthorization(req, { status: cardStatus, lockStatus: 'UNLOCKED' }, defaultProtections(categories), ctx);
        expect(answer).toMatchObject({ decision: 'APPROVED', alerts: [] });
      }),
    );
  });

  it('never approves more than the account has available', () => {
    fc.assert(
      fc.property(request, status, lock, protections, context, (req, cardStatus, lockStatus, prot, ctx) => {
        fc.pre(ctx.availableCents !== null && req.amountCents > ctx.availableCents);
        expect(decideAuthorization(req, { status: cardStatus, lockStatus }, prot, ctx).decision).toBe('DECLINED');
      }),
    );
  });

  it('every decline alerts exactly once, and an approval never says DECLINED', () => {
    fc.assert(
      fc.property(request, status, lock, protections, context, (req, cardStatus, lockStatus, prot, ctx) => {
        const answer = decideAuthorization(req, { status: cardStatus, lockStatus }, prot, ctx);
        if (answer.decision === 'DECLINED') expect(answer.alerts).toEqual(['DECLINED']);
        else expect(answer.alerts).not.toContain('DECLINED');
      }),
    );
  });
});
