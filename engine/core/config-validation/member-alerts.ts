import type { MemberAlertKind, MemberAlertsManifest, MessagesManifest } from '../generated/manifests.gen';
import { describeFound, makeIssue, pointerJoin, type ValidationIssue } from './issue';

const FILE = 'config/member-alerts.json';

/** The triggers whose rule reads an amount, and the one that reads a number of days. */
const AMOUNT_TRIGGERS = new Set<MemberAlertKind['trigger']>(['low-balance', 'transaction-over', 'card-purchase-over']);
const DAYS_TRIGGERS = new Set<MemberAlertKind['trigger']>(['payment-due']);
/** What each trigger is about: the server evaluates it for that subject only. */
const TRIGGER_SCOPE: Record<MemberAlertKind['trigger'], MemberAlertKind['scope']> = {
  'low-balance': 'account',
  'deposit-received': 'account',
  'transaction-over': 'account',
  'payment-due': 'account',
  'scheduled-payment-failed': 'account',
  'card-purchase-over': 'card',
  'new-device-sign-in': 'member',
  'contact-changed': 'member',
};

/**
 * config/member-alerts.json beyond its schema: kind ids are stored with preferences and sent alerts, so each appears
 * once; a kind's scope is the one its trigger is evaluated for, and account kinds name their product kinds; a kind
 * whose trigger reads an amount (or days) has one whose default lies within its limits, and the others have none; the
 * channels are listed once each; the message-center topic is a topic of config/messages.json.
 */
export function checkMemberAlerts(alerts: MemberAlertsManifest, messages: MessagesManifest): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const ids = new Set<string>();
  alerts.kinds.forEach((kind, index) => {
    const at = (field: string) => pointerJoin('/kinds', index, field);
    if (ids.has(kind.id)) issues.push(makeIssue(FILE, at('id'), 'a kind id not used before', describeFound(kind.id), 'ids are stored with preferences'));
    ids.add(kind.id);
    if (TRIGGER_SCOPE[kind.trigger] !== kind.scope) issues.push(makeIssue(FILE, at('scope'), `"${TRIGGER_SCOPE[kind.trigger]}" (the trigger ${kind.trigger} is about that)`, describeFound(kind.scope)));
    if ((kind.scope === 'account') !== (kind.productKinds !== undefined)) {
      issues.push(makeIssue(FILE, at('productKinds'), kind.scope === 'account' ? 'the product kinds the alert is offered for' : 'no productKinds (only account alerts have them)', describeFound(kind.productKinds)));
    }
    if (AMOUNT_TRIGGERS.has(kind.trigger) !== (kind.amount !== undefined)) {
      issues.push(makeIssue(FILE, at('amount'), AMOUNT_TRIGGERS.has(kind.trigger) ? `an amount setting (the trigger ${kind.trigger} reads one)` : 'no amount setting', describeFound(kind.amount)));
    }
    if (kind.amount && !(kind.amount.minCents <= kind.amount.defaultCents && kind.amount.defaultCents <= kind.amount.maxCents)) {
      issues.push(makeIssue(FILE, at('amount'), 'minCents ≤ defaultCents ≤ maxCents', describeFound(kind.amount)));
    }
    if (DAYS_TRIGGERS.has(kind.trigger) !== (kind.days !== undefined)) {
      issues.push(makeIssue(FILE, at('days'), DAYS_TRIGGERS.has(kind.trigger) ? `a days setting (the trigger ${kind.trigger} reads one)` : 'no days setting', describeFound(kind.days)));
    }
    if (kind.days && !(kind.days.min <= kind.days.default && kind.days.default <= kind.days.max)) {
      issues.push(makeIssue(FILE, at('days'), 'min ≤ default ≤ max', describeFound(kind.days)));
    }
  });
  const channels = new Set<string>();
  alerts.channels.forEach((channel, index) => {
    if (channels.has(channel.id)) issues.push(makeIssue(FILE, pointerJoin('/channels', index, 'id'), 'a channel not listed before', describeFound(channel.id)));
    channels.add(channel.id);
  });
  const topics = messages.topics.map((topic) => topic.id);
  if (!topics.includes(alerts.messageCenter.topicId)) {
    issues.push(makeIssue(FILE, '/messageCenter/topicId', `one of the topic ids of config/messages.json (${topics.join(', ')})`, describeFound(alerts.messageCenter.topicId)));
  }
  return issues;
}
