import { describe, expect, it } from 'vitest';
import memberAlertsJson from '../../config/member-alerts.json';
import messagesJson from '../../config/messages.json';
import type { MemberAlertsManifest, MessagesManifest } from '../../engine/core/generated/manifests.gen';
import { checkMemberAlerts } from '../../engine/core/config-validation/member-alerts';

const alerts = (): MemberAlertsManifest => structuredClone(memberAlertsJson) as MemberAlertsManifest;
const messages = messagesJson as MessagesManifest;

describe('config/member-alerts.json cross-checks', () => {
  it('pass on the shipped file', () => {
    expect(checkMemberAlerts(alerts(), messages)).toEqual([]);
  });

  it('name a kind id used twice, a scope its trigger is not about, missing product kinds, amount and days settings that do not fit, a channel twice and an unknown topic', () => {
    const broken = alerts();
    const [low, deposit, , due] = broken.kinds as [MemberAlertsManifest['kinds'][number], MemberAlertsManifest['kinds'][number], unknown, MemberAlertsManifest['kinds'][number]];
    deposit.id = low.id;
    low.amount = { ...low.amount!, defaultCents: 1 };
    deposit.scope = 'card';
    delete due.days;
    broken.channels[1] = { ...broken.channels[0]! };
    broken.messageCenter.topicId = 'nowhere';
    expect(checkMemberAlerts(broken, messages).map((issue) => issue.message)).toEqual([
      expect.stringContaining('config/member-alerts.json at /kinds/0/amount: expected minCents ≤ defaultCents ≤ maxCents'),
      expect.stringContaining('config/member-alerts.json at /kinds/1/id: expected a kind id not used before, found "low-balance"'),
      expect.stringContaining('config/member-alerts.json at /kinds/1/scope: expected "account"'),
      expect.stringContaining('config/member-alerts.json at /kinds/1/productKinds: expected no productKinds'),
      expect.stringContaining('config/member-alerts.json at /kinds/3/days: expected a days setting (the trigger payment-due reads one)'),
      expect.stringContaining('config/member-alerts.json at /channels/1/id: expected a channel not listed before, found "SMS"'),
      expect.stringContaining('config/member-alerts.json at /messageCenter/topicId: expected one of the topic ids of config/messages.json'),
    ]);
  });
});
