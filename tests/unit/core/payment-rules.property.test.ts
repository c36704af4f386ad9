import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import errorsJson from '../../../config/errors.json';
import limitsJson from '../../../config/limits.json';
import {
  checkPayment,
  classifyPayment,
  requiredAcknowledgement,
  type EndpointKind,
  type PaymentRuleInput,
} from '../../../engine/core/payment-rules';
import type { LimitsManifest } from '../../../engine/core/generated/manifests.gen';

const limits: LimitsManifest = limitsJson;
const { errors } = errorsJson;
const { amounts } = limits;
const KINDS: readonly EndpointKind[] = ['checking', 'savings', 'creditCard', 'autoLoan', 'heloc', 'ira', 'external', 'payee', 'member'];
const PAIRS = KINDS.flatMap((from) => KINDS.map((to) => [from, to] as const)).filter(([from, to]) => classifyPayment(from, to) !== null);

const cents = fc.oneof(
  fc.integer({ min: -1_000, max: 20_000_000_000 }),
  fc.constantFrom(...Object.values(amounts).filter((value): value is number => typeof value === 'number').flatMap((v) => [v - 1, v, v + 1])),
);
const facts = (kind: EndpointKind) =>
  fc.record(
    {
      kind: fc.constant(kind),
      availableCents: cents,
      balanceCents: cents,
      payoffCents: cents,
      amountDueCents: cents,
    },
    { requiredKeys: ['kind'] },
  );

const paymentInput: fc.Arbitrary<PaymentRuleInput> = fc
  .constantFrom(...PAIRS)
  .chain(([fromKind, toKind]) =>
    fc.record({
      kind: fc.constant(classifyPayment(fromKind, toKind)!),
      amountCents: fc.option(cents, { nil: undefined }),
      timing: fc.constantFrom('IMMEDIATE', 'FUTURE' as const),
      frequency: fc.constantFrom('ONCE', 'WEEKLY', 'BIWEEKLY', 'MONTHLY' as const),
      today: fc.constant('2026-11-20'),
      executionDate: fc.option(fc.constantFrom('2026-11-19', '2026-11-20', '2026-11-21', '2026-12-25'), { nil: undefined }),
      from: facts(fromKind),
      to: facts(toKind),
      achUsedOnDayCents: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: undefined }),
      contributedInYearCents: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: undefined }),
      contributionYear: fc.constant(2026),
      acknowledgements: fc.subarray(['LATE_FEE', 'DUE_AMOUNT', 'OVERDRAWN_AMOUNT'] as const),
    }),
  );

describe('checkPayment properties', () => {
  it('no amount violation ⇒ the amount is within every limit that applies', () => {
    fc.assert(
      fc.property(paymentInput, (input) => {
        if (checkPayment(input, limits, errors).some((violation) => violation.path === '/amountCents')) return;
        const amount = input.amountCents!;
        const { kind, from, to } = input;
        expect(amount).toBeGreaterThanOrEqual(1);
        if (input.timing === 'FUTURE') expect(amount).toBeLessThan(amounts.futureDatedBelowCents);
        else if (input.frequency === 'ONCE') expect(amount).toBeLessThan(amounts.oneTimeImmediateBelowCents);
        else expect(amount).toBeLessThan(amounts.otherBelowCents);
        if (kind === 'ACH_IN' || kind === 'ACH_OUT') {
          expect(amount).toBeGreaterThanOrEqual(amounts.achMinCents);
          expect(amount).toBeLessThanOrEqual(amounts.achMaxCents);
          expect((input.achUsedOnDayCents ?? 0) + amount).toBeLessThanOrEqual(amounts.achDailyMaxCents);
          if (kind === 'ACH_IN' && (to.kind === 'autoLoan' || to.kind === 'heloc') && to.balanceCents !== undefined) {
            expect(amount).toBeLessThanOrEqual(to.balanceCents);
          }
        }
        if (kind === 'MEMBER_TRANSFER') expect(amount).toBeLessThanOrEqual(amounts.memberToMemberMaxCents);
        if (kind === 'CASH_ADVANCE') expect(amount).toBeGreaterThanOrEqual(amounts.cashAdvanceMinCents);
        if (kind === 'HELOC_ADVANCE') {
          expect(amount).toBeGreaterThanOrEqual(amounts.helocMinCents);
          expect(amount).toBeLessThanOrEqual(amounts.helocAdvanceMaxCents);
          expect(amount).toBeLessThan(to.kind === 'external' ? amounts.helocExternalBelowCents : amounts.helocInternalBelowCents);
        }
        if (kind === 'LOAN_PAYMENT' && to.payoffCents !== undefined) expect(amount).toBeLessThanOrEqual(to.payoffCents);
        if (kind === 'CARD_PAYMENT' && to.balanceCents !== undefined) expect(amount).toBeLessThanOrEqual(to.balanceCents);
        if (to.kind === 'ira' && input.contributedInYearCents !== undefined) {
          expect(input.contributedInYearCents + amount).toBeLessThanOrEqual(amounts.yearlyContributionLimitCents.ira!);
        }
        if (input.timing === 'IMMEDIATE' && from.availableCents !== undefined && from.kind !== 'external') {
          expect(amount).toBeLessThanOrEqual(from.availableCents);
        }
      }),
      { numRuns: 2_000 },
    );
  });

  it('every violation is configured copy, filled in, reported once', () => {
    fc.assert(
      fc.property(paymentInput, (input) => {
        const violations = checkPayment(input, limits, errors);
        const keys = violations.map((violation) => `${violation.path} ${violation.code}`);
        expect(new Set(keys).size).toBe(keys.length);
        for (const violation of violations) {
          // A code is a limits.json message key or an error catalogue code (the account and amount-required rules).
          const template = limits.messages[violation.code as keyof LimitsManifest['messages']] ?? (errors as Record<string, { message: string } | undefined>)[violation.code]?.message;
          expect(template).toBeDefined();
          if (template === undefined) continue;
          if (!/\{\w+\}/.test(template)) expect(violation.message).toBe(template);
          expect(violation.message).not.toMatch(/\{\w+\}/);
        }
      }),
    );
  });

  it('a missing required acknowledgement is always reported, a given one never', () => {
    fc.assert(
      fc.property(paymentInput, (input) => {
        const needed = requiredAcknowledgement(input);
        const reported = checkPayment(input, limits, errors).some((violation) => violation.path === '/acknowledgements');
        expect(reported).toBe(needed !== null && !(input.acknowledgements ?? []).includes(needed));
      }),
    );
  });

  it('lowering the amount never adds an upper-limit violation', () => {
    const minimums = new Set(['FORM_AMOUNT_REQUIRED', 'achMinimum', 'cashAdvanceMinimum', 'helocMinimum', 'acknowledgementRequired']);
    fc.assert(
      fc.property(paymentInput, fc.integer({ min: 1, max: 1_000_000 }), (input, less) => {
        if (input.amountCents === undefined) return;
        const upper = (amountCents: number) =>
          checkPayment({ ...input, amountCents }, limits, errors)
            .map((violation) => violation.code)
            .filter((code) => !minimums.has(code));
        const lower = upper(input.amountCents - less);
        for (const code of lower) {
          if (code === 'zeroBalanceMustSchedule' || code.startsWith('futureDate') || code.startsWith('endDate') || code.startsWith('immediate')) continue;
          expect(upper(input.amountCents)).toContain(code);
        }
      }),
    );
  });
});
