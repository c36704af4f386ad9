import type { MemberAlertChannel, MemberAlertKind, MemberAlertsCopy } from './generated/manifests.gen';
import { daysBetween } from './calendar';
import { formatCents } from './money';
import { resolveTemplate } from './template';

/**
 * The rules of member alerts, pure: which of a member's alert preferences an event fires, which channels
 * an alert goes out on, and whether a change of preferences is acceptable. The server reads preferences, balances
 * and contacts and writes what these functions decide.
 */

export type AlertTrigger = MemberAlertKind['trigger'];

/** One stored preference, as the rules need it. */
export interface AlertRule {
  readonly trigger: AlertTrigger;
  readonly enabled: boolean;
  readonly thresholdCents: number | null;
  readonly daysBefore: number | null;
}

/** One member-facing line of a posting to an account the preference watches. */
export interface PostedLine {
  /** Magnitude, > 0. */
  readonly amountCents: number;
  readonly creditDebit: 'CREDIT' | 'DEBIT';
  /** The account's available balance after the posting (for deposits: what the member holds). */
  readonly availableAfterCents: number;
}

/** A low-balance alert fires when a debit takes the balance from at or above the amount to below it (once per crossing). */
export function lowBalanceCrossed(beforeCents: number, afterCents: number, thresholdCents: number): boolean {
  return beforeCents >= thresholdCents && afterCents < thresholdCents;
}

/** Whether one posting line fires one preference. */
export function postingFires(rule: AlertRule, line: PostedLine): boolean {
  if (!rule.enabled || line.amountCents <= 0) return false;
  switch (rule.trigger) {
    case 'low-balance':
      return (
        line.creditDebit === 'DEBIT' &&
        rule.thresholdCents !== null &&
        lowBalanceCrossed(line.availableAfterCents + line.amountCents, line.availableAfterCents, rule.thresholdCents)
      );
    case 'deposit-received':
      return line.creditDebit === 'CREDIT';
    case 'transaction-over':
      return line.creditDebit === 'DEBIT' && rule.thresholdCents !== null && line.amountCents > rule.thresholdCents;
    default:
      return false;
  }
}

/** The preferences one posting line fires. */
export function postingTriggers<R extends AlertRule>(rules: readonly R[], line: PostedLine): R[] {
  return rules.filter((rule) => postingFires(rule, line));
}

/** A card purchase (an approved authorization) fires a card-purchase-over preference when it is over the amount. */
export function purchaseFires(rule: AlertRule, amountCents: number): boolean {
  return rule.enabled && rule.trigger === 'card-purchase-over' && rule.thresholdCents !== null && amountCents > rule.thresholdCents;
}

/** The next due date on or after `today` for a payment due on day `dueDay` (1-28) of each month. */
export function nextDueDate(today: string, dueDay: number): string {
  if (!Number.isInteger(dueDay) || dueDay < 1 || dueDay > 28) throw new RangeError(`due day ${dueDay}`);
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const inMonth = (y: number, m: number): string => new Date(Date.UTC(y, m - 1, dueDay)).toISOString().slice(0, 10);
  if (day <= dueDay) return inMonth(year, month);
  return month === 12 ? inMonth(year + 1, 1) : inMonth(year, month + 1);
}

/**
 * A payment-due reminder: the due date to remind about when it is at most `daysBefore` days away (the daily run may
 * have missed a day; the delivery's key is the due date, so the reminder still goes once), else null.
 */
export function paymentDueReminder(rule: AlertRule, today: string, dueDay: number): string | null {
  if (!rule.enabled || rule.trigger !== 'payment-due' || rule.daysBefore === null) return null;
  const due = nextDueDate(today, dueDay);
  const away = daysBetween(today, due);
  return away >= 0 && away <= rule.daysBefore ? due : null;
}

export interface ChannelChoice {
  readonly sms: boolean;
  readonly email: boolean;
  readonly push: boolean;
  readonly messageCenter: boolean;
}

/** What the member can be reached by: a phone, an e-mail address, a push device on file. */
export interface Reach {
  readonly phone: boolean;
  readonly email: boolean;
  readonly push: boolean;
}

/** The channels an alert goes out on: the chosen ones the member can be reached by, never SMS after an SMS opt-out. */
export function channelsToSend(choice: ChannelChoice, smsOptedOut: boolean, reach: Reach): MemberAlertChannel[] {
  const channels: MemberAlertChannel[] = [];
  if (choice.sms && !smsOptedOut && reach.phone) channels.push('SMS');
  if (choice.email && reach.email) channels.push('EMAIL');
  if (choice.push && reach.push) channels.push('PUSH');
  if (choice.messageCenter) channels.push('MESSAGE_CENTER');
  return channels;
}

/** One preference as a member sends it (an option of notificationPrefOption[] or cardNotification[]). */
export interface PreferenceInput {
  readonly kind: string;
  readonly enabled: boolean;
  readonly amountCents?: number | undefined;
  readonly days?: number | undefined;
  readonly channels: ChannelChoice;
}

export interface PreferenceViolation {
  /** Index of the option in the request's list. */
  readonly index: number;
  readonly field: 'kind' | 'amountCents' | 'days' | 'channels';
  readonly message: string;
}

/**
 * Checks a list of preferences for one subject against the kinds offered for it: known kind, no kind twice, an amount
 * or a number of days within config's limits when the kind takes one (and none when it does not), at least one channel
 * when it is on. The server refuses the whole change when anything is wrong.
 */
export function checkPreferenceInputs(inputs: readonly PreferenceInput[], offered: readonly MemberAlertKind[], copy: MemberAlertsCopy): PreferenceViolation[] {
  const violations: PreferenceViolation[] = [];
  const seen = new Set<string>();
  inputs.forEach((input, index) => {
    const kind = offered.find((candidate) => candidate.id === input.kind);
    if (!kind) {
      violations.push({ index, field: 'kind', message: resolveTemplate(copy.errorUnknownKind, { kind: input.kind }) });
      return;
    }
    if (seen.has(kind.id)) violations.push({ index, field: 'kind', message: resolveTemplate(copy.errorDuplicate, { kind: kind.label }) });
    seen.add(kind.id);
    const label = kind.label;
    if (kind.amount) {
      const { minCents, maxCents } = kind.amount;
      if (input.amountCents === undefined) {
        if (input.enabled) violations.push({ index, field: 'amountCents', message: resolveTemplate(copy.errorAmountRequired, { label }) });
      } else if (!Number.isSafeInteger(input.amountCents) || input.amountCents < minCents || input.amountCents > maxCents) {
        violations.push({ index, field: 'amountCents', message: resolveTemplate(copy.errorAmountRange, { label, min: formatCents(minCents), max: formatCents(maxCents) }) });
      }
    } else if (input.amountCents !== undefined) {
      violations.push({ index, field: 'amountCents', message: resolveTemplate(copy.errorAmountNotUsed, { label }) });
    }
    if (kind.days) {
      const { min, max } = kind.days;
      if (input.days === undefined) {
        if (input.enabled) violations.push({ index, field: 'days', message: resolveTemplate(copy.errorDaysRequired, { label }) });
      } else if (!Number.isInteger(input.days) || input.days < min || input.days > max) {
        violations.push({ index, field: 'days', message: resolveTemplate(copy.errorDaysRange, { label, min, max }) });
      }
    } else if (input.days !== undefined) {
      violations.push({ index, field: 'days', message: resolveTemplate(copy.errorDaysNotUsed, { label }) });
    }
    const { sms, email, push, messageCenter } = input.channels;
    if (input.enabled && !sms && !email && !push && !messageCenter) {
      violations.push({ index, field: 'channels', message: resolveTemplate(copy.errorNoChannel, { label }) });
    }
  });
  return violations;
}

/** The kinds offered for a subject: the member's own, a card's, or an account's (by its product kind). */
export function kindsFor(kinds: readonly MemberAlertKind[], subject: { scope: 'member' } | { scope: 'card' } | { scope: 'account'; productKind: string }): MemberAlertKind[] {
  return kinds.filter((kind) => {
    if (kind.scope !== subject.scope) return false;
    if (subject.scope !== 'account') return true;
    return (kind.productKinds as readonly string[] | undefined)?.includes(subject.productKind) ?? false;
  });
}
