import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysBetween } from '../../../engine/core/calendar';
import { nextDueDate, paymentDueReminder, postingTriggers, type AlertRule } from '../../../engine/core/alert-preference-rules';

const cents = fc.integer({ min: 1, max: 10_000_000 });
const balance = fc.integer({ min: -1_000_000, max: 10_000_000 });
const isoDay = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
const trigger = fc.constantFrom<AlertRule['trigger']>('low-balance', 'deposit-received', 'transaction-over', 'payment-due', 'scheduled-payment-failed', 'card-purchase-over', 'new-device-sign-in', 'contact-changed');
const rules = fc.array(fc.record({ trigger, enabled: fc.boolean(), thresholdCents: fc.option(cents, { nil: null }), daysBefore: fc.option(fc.integer({ min: 1, max: 14 }), { nil: null }) }), { maxLength: 8 });

describe('alert preference rules (properties)', () => {
  it('a posting fires only enabled posting kinds, and low balance exactly when the balance crosses the amount', () => {
    fc.assert(
      fc.property(rules, cents, fc.constantFrom<'CREDIT' | 'DEBIT'>('CREDIT', 'DEBIT'), balance, (all, amountCents, creditDebit, availableAfterCents) => {
        const fired = postingTriggers(all, { amountCents, creditDebit, availableAfterCents });
        for (const rule of fired) {
          expect(rule.enabled).toBe(true);
          expect(['low-balance', 'deposit-received', 'transaction-over']).toContain(rule.trigger);
        }
        for (const rule of all.filter((candidate) => candidate.enabled && candidate.trigger === 'low-balance' && candidate.thresholdCents !== null)) {
          const crossed = creditDebit === 'DEBIT' && availableAfterCents + amountCents >= rule.thresholdCents! && availableAfterCents < rule.thresholdCents!;
          expect(fired.includes(rule)).toBe(crossed);
        }
        // A credit never lowers a balance: no low-balance alert from it.
        if (creditDebit === 'CREDIT') expect(fired.some((rule) => rule.trigger === 'low-balance' || rule.trigger === 'transaction-over')).toBe(false);
      }),
    );
  });

  it('the next due date is on or after today, on the due day, less than a month and a half away', () => {
    fc.assert(
      fc.property(isoDay, fc.integer({ min: 1, max: 28 }), (today, dueDay) => {
        const due = nextDueDate(today, dueDay);
        const away = daysBetween(today, due);
        expect(away).toBeGreaterThanOrEqual(0);
        expect(away).toBeLessThan(32);
        expect(Number(due.slice(8, 10))).toBe(dueDay);
      }),
    );
  });

  it('over consecutive days, one due date is reminded about on exactly min(N, days available)+1 days and always the same date', () => {
    fc.assert(
      fc.property(isoDay, fc.integer({ min: 1, max: 28 }), fc.integer({ min: 1, max: 14 }), (start, dueDay, daysBefore) => {
        const rule: AlertRule = { trigger: 'payment-due', enabled: true, thresholdCents: null, daysBefore };
        const due = nextDueDate(start, dueDay);
        const span = daysBetween(start, due);
        const days: string[] = [];
        for (let offset = 0; offset <= span; offset++) days.push(new Date(Date.parse(`${start}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10));
        const reminders = days.map((day) => paymentDueReminder(rule, day, dueDay)).filter((value): value is string => value !== null);
        expect(new Set(reminders)).toEqual(new Set(reminders.length > 0 ? [due] : []));
        expect(reminders.length).toBe(Math.min(daysBefore, span) + 1);
      }),
    );
  });
});
