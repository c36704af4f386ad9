import { describe, expect, it } from 'vitest';
import memberAlertsJson from '../../../config/member-alerts.json';
import { daysBetween } from '../../../engine/core/calendar';
import {
  channelsToSend,
  checkPreferenceInputs,
  kindsFor,
  lowBalanceCrossed,
  nextDueDate,
  paymentDueReminder,
  postingTriggers,
  purchaseFires,
  type AlertRule,
} from '../../../engine/core/alert-preference-rules';
import type { MemberAlertsManifest } from '../../../engine/core/generated/manifests.gen';

const manifest = memberAlertsJson as unknown as MemberAlertsManifest;
const rule = (trigger: AlertRule['trigger'], extra: Partial<AlertRule> = {}): AlertRule => ({ trigger, enabled: true, thresholdCents: null, daysBefore: null, ...extra });
const ALL = { sms: true, email: true, push: true, messageCenter: true };

describe('alert preference rules', () => {
  it('low balance fires only on the debit that crosses the amount', () => {
    const low = rule('low-balance', { thresholdCents: 10_000 });
    expect(postingTriggers([low], { amountCents: 2_000, creditDebit: 'DEBIT', availableAfterCents: 9_000 })).toEqual([low]);
    expect(postingTriggers([low], { amountCents: 2_000, creditDebit: 'DEBIT', availableAfterCents: 7_000 })).toEqual([]);
    expect(postingTriggers([low], { amountCents: 2_000, creditDebit: 'DEBIT', availableAfterCents: 10_000 })).toEqual([]);
    expect(postingTriggers([low], { amountCents: 2_000, creditDebit: 'CREDIT', availableAfterCents: 9_000 })).toEqual([]);
    expect(postingTriggers([{ ...low, enabled: false }], { amountCents: 2_000, creditDebit: 'DEBIT', availableAfterCents: 9_000 })).toEqual([]);
    expect(lowBalanceCrossed(10_000, 9_999, 10_000)).toBe(true);
  });

  it('deposit received fires on credits, transaction over on debits strictly over the amount', () => {
    const deposit = rule('deposit-received');
    const over = rule('transaction-over', { thresholdCents: 5_000 });
    expect(postingTriggers([deposit, over], { amountCents: 1, creditDebit: 'CREDIT', availableAfterCents: 0 })).toEqual([deposit]);
    expect(postingTriggers([deposit, over], { amountCents: 5_000, creditDebit: 'DEBIT', availableAfterCents: 0 })).toEqual([]);
    expect(postingTriggers([deposit, over], { amountCents: 5_001, creditDebit: 'DEBIT', availableAfterCents: 0 })).toEqual([over]);
    expect(postingTriggers([rule('new-device-sign-in')], { amountCents: 5_001, creditDebit: 'DEBIT', availableAfterCents: 0 })).toEqual([]);
  });

  it('card purchases over the amount', () => {
    expect(purchaseFires(rule('card-purchase-over', { thresholdCents: 100 }), 101)).toBe(true);
    expect(purchaseFires(rule('card-purchase-over', { thresholdCents: 100 }), 100)).toBe(false);
    expect(purchaseFires(rule('transaction-over', { thresholdCents: 100 }), 101)).toBe(false);
  });

  it('due dates: the next one on or after today, across months and years; reminders within N days', () => {
    expect(nextDueDate('2026-03-10', 15)).toBe('2026-03-15');
    expect(nextDueDate('2026-03-15', 15)).toBe('2026-03-15');
    expect(nextDueDate('2026-03-16', 15)).toBe('2026-04-15');
    expect(nextDueDate('2026-12-20', 5)).toBe('2027-01-05');
    expect(() => nextDueDate('2026-03-10', 31)).toThrow(RangeError);
    expect(daysBetween('2026-02-27', '2026-03-02')).toBe(3);
    const due = rule('payment-due', { daysBefore: 3 });
    expect(paymentDueReminder(due, '2026-03-11', 15)).toBeNull();
    expect(paymentDueReminder(due, '2026-03-12', 15)).toBe('2026-03-15');
    expect(paymentDueReminder(due, '2026-03-15', 15)).toBe('2026-03-15');
    expect(paymentDueReminder({ ...due, enabled: false }, '2026-03-12', 15)).toBeNull();
    expect(paymentDueReminder(due, '2026-12-30', 1)).toBe('2027-01-01');
  });

  it('channels: what was chosen and can reach the member, never SMS after an opt-out', () => {
    expect(channelsToSend(ALL, false, { phone: true, email: true, push: true })).toEqual(['SMS', 'EMAIL', 'PUSH', 'MESSAGE_CENTER']);
    expect(channelsToSend(ALL, true, { phone: true, email: true, push: true })).toEqual(['EMAIL', 'PUSH', 'MESSAGE_CENTER']);
    expect(channelsToSend(ALL, false, { phone: false, email: false, push: false })).toEqual(['MESSAGE_CENTER']);
    expect(channelsToSend({ ...ALL, messageCenter: false }, false, { phone: false, email: true, push: false })).toEqual(['EMAIL']);
  });

  it('kinds offered per subject follow config', () => {
    expect(kindsFor(manifest.kinds, { scope: 'account', productKind: 'checking' }).map((kind) => kind.id)).toEqual(['low-balance', 'deposit-received', 'transaction-over', 'scheduled-payment-failed']);
    expect(kindsFor(manifest.kinds, { scope: 'account', productKind: 'autoLoan' }).map((kind) => kind.id)).toEqual(['payment-due']);
    expect(kindsFor(manifest.kinds, { scope: 'card' }).map((kind) => kind.id)).toEqual(['card-purchase-over']);
    expect(kindsFor(manifest.kinds, { scope: 'member' }).map((kind) => kind.id)).toEqual(['new-device-sign-in', 'contact-changed']);
  });

  it('checks a change against config: kind, duplicates, amount and days limits, channels', () => {
    const offered = kindsFor(manifest.kinds, { scope: 'account', productKind: 'checking' });
    const check = (inputs: Parameters<typeof checkPreferenceInputs>[0]) => checkPreferenceInputs(inputs, offered, manifest.copy).map((violation) => [violation.index, violation.field]);
    expect(check([{ kind: 'low-balance', enabled: true, amountCents: 10_000, channels: ALL }])).toEqual([]);
    expect(check([{ kind: 'low-balance', enabled: false, channels: ALL }])).toEqual([]);
    expect(check([{ kind: 'low-balance', enabled: true, channels: ALL }])).toEqual([[0, 'amountCents']]);
    expect(check([{ kind: 'low-balance', enabled: true, amountCents: 99, channels: ALL }])).toEqual([[0, 'amountCents']]);
    expect(check([{ kind: 'low-balance', enabled: true, amountCents: 10_000_001, channels: ALL }])).toEqual([[0, 'amountCents']]);
    expect(check([{ kind: 'deposit-received', enabled: true, amountCents: 100, channels: ALL }])).toEqual([[0, 'amountCents']]);
    expect(check([{ kind: 'deposit-received', enabled: true, days: 2, channels: ALL }])).toEqual([[0, 'days']]);
    expect(check([{ kind: 'payment-due', enabled: true, days: 2, channels: ALL }])).toEqual([[0, 'kind']]);
    expect(check([{ kind: 'deposit-received', enabled: true, channels: ALL }, { kind: 'deposit-received', enabled: false, channels: ALL }])).toEqual([[1, 'kind']]);
    expect(check([{ kind: 'deposit-received', enabled: true, channels: { sms: false, email: false, push: false, messageCenter: false } }])).toEqual([[0, 'channels']]);
    expect(check([{ kind: 'deposit-received', enabled: false, channels: { sms: false, email: false, push: false, messageCenter: false } }])).toEqual([]);
    const loan = kindsFor(manifest.kinds, { scope: 'account', productKind: 'autoLoan' });
    expect(checkPreferenceInputs([{ kind: 'payment-due', enabled: true, days: 15, channels: ALL }], loan, manifest.copy)[0]?.message).toBe('The days for Payment due must be between 1 and 14.');
  });
});
