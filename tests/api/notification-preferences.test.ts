import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBusinessDays, onOrAfterBusinessDay } from '../../engine/core/business-days';
import type {
  NotificationArrangementAccounts,
  NotificationHistory,
  NotificationPref,
  NotificationPreferences,
  NotificationPrefOption,
  ProductSummaryEntry,
} from '../../engine/core/generated/api.gen';
import { nextDueDate } from '../../engine/core/alert-preference-rules';
import { memberAlertsManifest } from '../../src/manifests/member-alerts-manifest';
import { runDailyMemberAlerts } from '../../src/server/domain/member-alerts/evaluate';
import { reportMemberEvent } from '../../src/server/domain/member-alerts/member-events';
import { businessDate } from '../../src/server/domain/business-date';
import { runDuePaymentOrders } from '../../src/server/domain/payments/executor';
import { createTestApp, DEMO_PASSWORD, sessionCookieOf, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { primaryCardId } from './cards.support';
import { postOrder, productOf, productsOf } from './payment-orders.support';
import { firstPhoneId, latestOtp, rotatedSid, sendOtp, verifyOtp } from './step-up.support';

const BASE = '/api/profile-manager/client-api';
const READ = `${BASE}/v1/member-notifications-preferences`;
const MOD = `${BASE}/v1/member-notifications-preferences/mod`;
const ACCOUNTS = `${BASE}/profile/v1/notifications/arrangements-accounts`;
const HISTORY = `${BASE}/profile/v1/notifications/history`;
const { categories } = memberAlertsManifest;
const ALL = { sms: true, email: true, push: true, messageCenter: true };
const MAIL_AND_CENTER = { sms: false, email: true, push: false, messageCenter: true };
const messagesOf = (response: LightMyRequestResponse): string[] => (response.json() as { errors: { message: string }[] }).errors.map((entry) => entry.message);

describe.each(databaseKinds())('notification preferences and alerts that fire (%s)', (kind) => {
  let t: TestApp;
  let sid: string;
  let businessSid: string;
  let trustedSid: string;
  let memberId: string;
  let products: ProductSummaryEntry[];
  let businessProducts: ProductSummaryEntry[];

  const db = () => t.database.db;
  const post = (url: string, payload: object, session = sid) => t.app.inject({ method: 'POST', url, cookies: { sid: session }, payload });
  const get = (url: string, session = sid) => t.app.inject({ method: 'GET', url, cookies: { sid: session } });
  const read = async (payload: object = {}, session = sid): Promise<NotificationPref[]> => {
    const response = await post(READ, payload, session);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as NotificationPreferences).notificationPrefs;
  };
  const setAccount = (arrangementsId: string, options: NotificationPrefOption[], session = sid) =>
    post(MOD, { arrangementsId, notificationPref: { categoryName: categories.account, notificationPrefOption: options } }, session);
  const fingerprint = async (): Promise<string> => {
    const { rows } = await sql<{ d: string }>`select md5(
      coalesce((select string_agg(id || kind || enabled::text || coalesce(threshold_cents::text, '') || coalesce(days_before::text, '') || sms::text || email::text || push::text || message_center::text, ',' order by id) from alert_preferences), '') ||
      coalesce((select string_agg(user_id || sms_opted_out::text, ',' order by user_id) from alert_member_settings), '')) as d`.execute(db());
    return rows[0]!.d;
  };
  const counts = async () => {
    const { rows } = await sql<{ deliveries: number; outbox: number; messages: number }>`select
      (select count(*) from alert_deliveries)::int as deliveries, (select count(*) from outbox_messages)::int as outbox, (select count(*) from messages)::int as messages`.execute(db());
    return rows[0]!;
  };
  const account = (productKind: string) => productOf(products, productKind);
  const refreshProducts = async () => {
    products = await productsOf(t.app, sid);
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { config: { demoMode: true } });
    sid = await signInAs(t.app, 'member');
    businessSid = await signInAs(t.app, 'business');
    trustedSid = await signInAs(t.app, 'trusted');
    memberId = (await db().selectFrom('members').select('id').where('username', '=', 'member').executeTakeFirstOrThrow()).id;
    products = await productsOf(t.app, sid);
    businessProducts = await productsOf(t.app, businessSid);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('reading (the notificationPref shape)', () => {
    it('lists the Security alerts (on by default), every account with alert kinds and every card (off), with config defaults', async () => {
      const prefs = await read();
      const security = prefs.find((pref) => pref.categoryName === categories.member);
      expect(security).toMatchObject({ smsOptedOutFlag: false, name: categories.member });
      expect(security!.arrangementsId).toBeUndefined();
      expect(security!.notificationPrefOption!.map((option) => option.kind)).toEqual(['new-device-sign-in', 'contact-changed']);
      // The security alerts are on until the member turns them off.
      expect(security!.notificationPrefOption!.map((option) => option.enabled)).toEqual([true, true]);
      const checking = prefs.find((pref) => pref.arrangementsId === account('checking').id && pref.cardId === undefined)!;
      expect(checking.categoryName).toBe(categories.account);
      expect(checking.notificationPrefOption!.map((option) => option.kind)).toEqual(['low-balance', 'deposit-received', 'transaction-over', 'scheduled-payment-failed']);
      expect(checking.notificationPrefOption![0]).toEqual({ kind: 'low-balance', enabled: false, amountCents: 10_000, channels: MAIL_AND_CENTER });
      const card = prefs.find((pref) => pref.categoryName === categories.card)!;
      expect(card.cardId).toEqual(expect.any(String));
      expect(card.cardNotification!.map((option) => option.kind)).toEqual(['card-purchase-over']);
      const loan = prefs.find((pref) => pref.arrangementsId === account('autoLoan').id)!;
      expect(loan.notificationPrefOption!.map((option) => option.kind)).toEqual(['payment-due']);
      expect(loan.notificationPrefOption![0]).toMatchObject({ days: 3 });
    });

    it("reads one account's preferences and its cards' with arrangementsId, and answers 404 for another member's account", async () => {
      const creditCard = account('creditCard');
      const prefs = await read({ arrangementsId: creditCard.id });
      expect(prefs.every((pref) => pref.arrangementsId === creditCard.id)).toBe(true);
      expect(prefs[0]!.categoryName).toBe(categories.account);
      expect(prefs.length).toBeGreaterThan(1);
      expect(prefs.slice(1).every((pref) => pref.categoryName === categories.card && pref.cardId !== undefined)).toBe(true);
      const foreign = await post(READ, { arrangementsId: productOf(businessProducts, 'checking').id });
      expect(foreign.statusCode).toBe(404);
      expect((await post(READ, { arrangementsId: randomUUID() })).statusCode).toBe(404);
    });

    it('lists the accounts and cards alerts can be set for', async () => {
      const response = await get(ACCOUNTS);
      expect(response.statusCode, response.body).toBe(200);
      const { accounts } = response.json() as NotificationArrangementAccounts;
      const checking = accounts.find((entry) => entry.arrangementsId === account('checking').id)!;
      expect(checking).toMatchObject({ productKind: 'checking', maskedNumber: expect.stringMatching(/^…\d{4}$/) });
      expect(checking.alertKinds).toContain('low-balance');
      const creditCard = accounts.find((entry) => entry.arrangementsId === account('creditCard').id)!;
      expect(creditCard.cards.length).toBeGreaterThan(0);
      expect(accounts.some((entry) => businessProducts.some((product) => product.id === entry.arrangementsId))).toBe(false);
    });
  });

  describe('changing, all or nothing', () => {
    it('refuses bad input with a clear 400 and changes nothing', async () => {
      const checking = account('checking').id;
      const before = await fingerprint();
      const cases: { payload: object; message?: RegExp }[] = [
        { payload: { arrangementsId: checking, notificationPref: { categoryName: categories.account, notificationPrefOption: [{ kind: 'low-balance', enabled: true, amountCents: -500, channels: ALL }] } } },
        { payload: { arrangementsId: checking, notificationPref: { categoryName: categories.account, notificationPrefOption: [{ kind: 'low-balance', enabled: true, amountCents: 1.5, channels: ALL }] } } },
        {
          payload: { arrangementsId: checking, notificationPref: { categoryName: categories.account, notificationPrefOption: [{ kind: 'low-balance', enabled: true, amountCents: 50, channels: ALL }] } },
          message: /between \$1\.00 and \$100,000\.00/,
        },
        {
          payload: { arrangementsId: checking, notificationPref: { categoryName: categories.account, notificationPrefOption: [{ kind: 'payment-due', enabled: true, days: 3, channels: ALL }] } },
          message: /not an alert you can set here/,
        },
        {
          payload: {
            arrangementsId: checking,
            notificationPref: {
              categoryName: categories.account,
              notificationPrefOption: [
                { kind: 'deposit-received', enabled: true, channels: ALL },
                { kind: 'low-balance', enabled: true, amountCents: 20_000, channels: { sms: false, email: false, push: false, messageCenter: false } },
              ],
            },
          },
          message: /at least one way/,
        },
        { payload: { arrangementsId: checking, notificationPref: { categoryName: categories.card, notificationPrefOption: [{ kind: 'deposit-received', enabled: true, channels: ALL }] } }, message: /category/ },
        { payload: { notificationPref: { categoryName: categories.member, notificationPrefOption: [{ kind: 'new-device-sign-in', enabled: true, days: 2, channels: ALL }] } }, message: /does not take a number of days/ },
        { payload: { arrangementsId: checking, notificationPref: { categoryName: categories.account, notificationPrefOption: [{ kind: 'low-balance', enabled: true, channels: ALL }] } }, message: /Enter an amount/ },
        { payload: { arrangementsId: checking, notificationPref: { categoryName: categories.account, smsOptedOutFlag: 'yes' } } },
        { payload: { arrangementsId: 'not-an-id', notificationPref: { categoryName: categories.account } } },
        { payload: { arrangementsId: checking, notificationPref: { categoryName: categories.account }, extra: true } },
      ];
      for (const { payload, message } of cases) {
        const response = await post(MOD, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        if (message) expect(messagesOf(response).join(' ')).toMatch(message);
      }
      expect(await fingerprint()).toBe(before);
    });

    it("answers 404 for another member's account or card and changes nothing", async () => {
      const before = await fingerprint();
      const foreignAccount = await setAccount(productOf(businessProducts, 'checking').id, [{ kind: 'deposit-received', enabled: true, channels: ALL }]);
      expect(foreignAccount.statusCode).toBe(404);
      const foreignCard = await primaryCardId(t, 'business', 'debit');
      const card = await post(MOD, { notificationPref: { categoryName: categories.card, cardNotification: [{ cardId: foreignCard, kind: 'card-purchase-over', enabled: true, amountCents: 1_000, channels: ALL }] } });
      expect(card.statusCode).toBe(404);
      expect(await fingerprint()).toBe(before);
    });

    it('refuses a view-only trusted user (403) and changes nothing', async () => {
      const before = await fingerprint();
      const response = await setAccount(account('checking').id, [{ kind: 'deposit-received', enabled: true, channels: ALL }], trustedSid);
      expect(response.statusCode).toBe(403);
      expect(await fingerprint()).toBe(before);
    });

    it("saves an account's, a card's and the member's own preferences and the SMS opt-out, and reads them back", async () => {
      const savings = account('savings').id;
      const saved = await setAccount(savings, [{ kind: 'deposit-received', enabled: true, channels: { sms: false, email: false, push: true, messageCenter: true } }]);
      expect(saved.statusCode, saved.body).toBe(200);
      const [pref] = (saved.json() as NotificationPreferences).notificationPrefs;
      expect(pref!.arrangementsId).toBe(savings);
      expect(pref!.notificationPrefOption!.find((option) => option.kind === 'deposit-received')).toEqual({ kind: 'deposit-received', enabled: true, channels: { sms: false, email: false, push: true, messageCenter: true } });

      const cardId = await primaryCardId(t, 'member', 'credit');
      const card = await post(MOD, { notificationPref: { categoryName: categories.card, cardNotification: [{ cardId, kind: 'card-purchase-over', enabled: true, amountCents: 2_500, channels: ALL }] } });
      expect(card.statusCode, card.body).toBe(200);
      expect((card.json() as NotificationPreferences).notificationPrefs[0]!.cardNotification![0]).toMatchObject({ cardId, enabled: true, amountCents: 2_500 });

      const own = await post(MOD, { notificationPref: { categoryName: categories.member, smsOptedOutFlag: true, notificationPrefOption: [{ kind: 'contact-changed', enabled: true, channels: ALL }] } });
      expect(own.statusCode, own.body).toBe(200);
      const all = await read();
      expect(all.every((entry) => entry.smsOptedOutFlag)).toBe(true);
      expect(all[0]!.notificationPrefOption!.find((option) => option.kind === 'contact-changed')!.enabled).toBe(true);
      // Back on for the rest of the file.
      expect((await post(MOD, { notificationPref: { categoryName: categories.member, smsOptedOutFlag: false } })).statusCode).toBe(200);
    });
  });

  describe('alerts that fire', () => {
    it('a transfer that takes checking below the low-balance amount sends exactly one alert to the outbox and the message center; a replay sends none', async () => {
      await refreshProducts();
      const checking = account('checking');
      const savings = account('savings');
      const available = checking.availableBalanceCents!;
      const threshold = available - 50;
      const set = await setAccount(checking.id, [{ kind: 'low-balance', enabled: true, amountCents: threshold, channels: MAIL_AND_CENTER }]);
      expect(set.statusCode, set.body).toBe(200);
      const before = await counts();
      const key = randomUUID();
      const transfer = await postOrder(t.app, sid, { fromAccountId: checking.id, toAccountId: savings.id, amountCents: 100 }, key);
      expect(transfer.statusCode, transfer.body).toBe(201);

      const deliveries = await db().selectFrom('alert_deliveries').selectAll().where('kind', '=', 'low-balance').execute();
      expect(deliveries).toHaveLength(1);
      expect(deliveries[0]!.channels).toBe('EMAIL,MESSAGE_CENTER');
      const outbox = await db().selectFrom('outbox_messages').selectAll().where('user_id', '=', memberId).where('channel', '=', 'EMAIL').orderBy('seq', 'desc').execute();
      expect(outbox[0]!.body).toContain('below your alert amount');
      const message = await db().selectFrom('messages').selectAll().where('id', '=', deliveries[0]!.message_id!).executeTakeFirstOrThrow();
      expect(message).toMatchObject({ owner_id: memberId, status: 'Unread', topic_id: 'alerts' });
      expect(message.subject).toMatch(/^Low balance in /);
      // The savings deposit alert (set above, push + message center) fired too: one message each, nothing else.
      const after = await counts();
      expect(after.deliveries - before.deliveries).toBe(2);
      expect(after.messages - before.messages).toBe(2);

      const replay = await postOrder(t.app, sid, { fromAccountId: checking.id, toAccountId: savings.id, amountCents: 100 }, key);
      expect(replay.statusCode).toBe(201);
      expect(await counts()).toEqual(after);

      // Still below the amount: a further debit is no new crossing.
      const again = await postOrder(t.app, sid, { fromAccountId: checking.id, toAccountId: savings.id, amountCents: 100 });
      expect(again.statusCode).toBe(201);
      expect(await db().selectFrom('alert_deliveries').select('id').where('kind', '=', 'low-balance').execute()).toHaveLength(1);

      const history = await get(HISTORY);
      expect(history.statusCode).toBe(200);
      const alerts = (history.json() as NotificationHistory).alerts;
      const low = alerts.find((alert) => alert.kind === 'low-balance')!;
      expect(low).toMatchObject({ channels: ['EMAIL', 'MESSAGE_CENTER'], messageId: message.id });
      expect(low.text).toContain('below your alert amount');
      // Business's history does not show member's alerts.
      expect(((await get(HISTORY, businessSid)).json() as NotificationHistory).alerts.some((alert) => alert.id === low.id)).toBe(false);
    });

    it('a transaction over the amount alerts; one under it does not', async () => {
      await refreshProducts();
      const checking = account('checking');
      expect((await setAccount(checking.id, [{ kind: 'transaction-over', enabled: true, amountCents: 5_000, channels: MAIL_AND_CENTER }])).statusCode).toBe(200);
      const over = () => db().selectFrom('alert_deliveries').select('id').where('kind', '=', 'transaction-over').execute();
      expect((await postOrder(t.app, sid, { fromAccountId: checking.id, toAccountId: account('savings').id, amountCents: 4_000 })).statusCode).toBe(201);
      expect(await over()).toHaveLength(0);
      expect((await postOrder(t.app, sid, { fromAccountId: checking.id, toAccountId: account('savings').id, amountCents: 6_000 })).statusCode).toBe(201);
      expect(await over()).toHaveLength(1);
    });

    it('a turned-off preference sends nothing', async () => {
      const checking = account('checking');
      expect((await setAccount(checking.id, [{ kind: 'transaction-over', enabled: false, amountCents: 5_000, channels: MAIL_AND_CENTER }])).statusCode).toBe(200);
      expect((await postOrder(t.app, sid, { fromAccountId: checking.id, toAccountId: account('savings').id, amountCents: 7_000 })).statusCode).toBe(201);
      expect(await db().selectFrom('alert_deliveries').select('id').where('kind', '=', 'transaction-over').execute()).toHaveLength(1);
    });

    it('a card purchase over the amount alerts once', async () => {
      const cardId = await primaryCardId(t, 'member', 'credit');
      const purchase = await post('/api/dev/card-network/authorizations', { cardId, amountCents: 3_000, merchantName: 'Corner Hardware', merchantCategoryCode: 5251, channel: 'IN_STORE', countryCode: 'US' });
      expect(purchase.statusCode, purchase.body).toBe(200);
      const rows = await db().selectFrom('alert_deliveries').selectAll().where('kind', '=', 'card-purchase-over').execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.body).toContain('Corner Hardware');
    });

    it('payment due in N days: the daily run reminds once per due date, however often it runs', async () => {
      const loan = account('autoLoan');
      expect((await setAccount(loan.id, [{ kind: 'payment-due', enabled: true, days: 3, channels: MAIL_AND_CENTER }])).statusCode).toBe(200);
      const terms = await db().selectFrom('arrangement_terms').select('payment_due_day').where('arrangement_id', '=', loan.id).executeTakeFirstOrThrow();
      const today = businessDate(t.clock.now());
      const due = nextDueDate(today, terms.payment_due_day!);
      const dayBefore = (iso: string, days: number) => new Date(Date.parse(`${iso}T12:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
      const reminders = () => db().selectFrom('alert_deliveries').select(['event_key']).where('kind', '=', 'payment-due').execute();
      expect(await runDailyMemberAlerts(db(), { today: dayBefore(due, 5), now: t.clock.now() })).toBe(0);
      expect(await runDailyMemberAlerts(db(), { today: dayBefore(due, 3), now: t.clock.now() })).toBe(1);
      expect(await runDailyMemberAlerts(db(), { today: dayBefore(due, 3), now: t.clock.now() })).toBe(0);
      expect(await runDailyMemberAlerts(db(), { today: dayBefore(due, 1), now: t.clock.now() })).toBe(0);
      expect(await reminders()).toEqual([{ event_key: `payment-due:${due}` }]);
    });

    it('a scheduled payment that fails alerts the account it pays from, once', async () => {
      await refreshProducts();
      const savings = account('savings');
      expect((await setAccount(savings.id, [{ kind: 'scheduled-payment-failed', enabled: true, channels: MAIL_AND_CENTER }])).statusCode).toBe(200);
      const due = addBusinessDays(onOrAfterBusinessDay(businessDate(t.clock.now())), 4);
      const order = await postOrder(t.app, sid, { fromAccountId: savings.id, toAccountId: account('checking').id, amountCents: savings.availableBalanceCents! + 10_000, timing: 'FUTURE', executionDate: due });
      expect(order.statusCode, order.body).toBe(201);
      expect(await runDuePaymentOrders(db(), { today: due, now: t.clock.now() })).toMatchObject({ failed: 1 });
      expect(await runDuePaymentOrders(db(), { today: due, now: t.clock.now() })).toEqual({ posted: 0, failed: 0 });
      const rows = await db().selectFrom('alert_deliveries').selectAll().where('kind', '=', 'scheduled-payment-failed').execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.body).toContain('could not be made');
    });

    it('member events: a contact change and a new-device sign-in alert once each, on by default, not to a member who turned them off', async () => {
      expect((await post(MOD, { notificationPref: { categoryName: categories.member, notificationPrefOption: [{ kind: 'new-device-sign-in', enabled: true, channels: ALL }] } })).statusCode).toBe(200);
      const at = t.clock.now();
      await reportMemberEvent(db(), { kind: 'contact-changed', userId: memberId, contact: 'email', at });
      await reportMemberEvent(db(), { kind: 'contact-changed', userId: memberId, contact: 'email', at });
      await reportMemberEvent(db(), { kind: 'new-device-sign-in', userId: memberId, deviceName: 'Firefox on Linux', at });
      const businessId = (await db().selectFrom('members').select('id').where('username', '=', 'business').executeTakeFirstOrThrow()).id;
      // business never chose: both security alerts are on, with their default channels; turned off, one stays quiet.
      await db()
        .insertInto('alert_preferences')
        .values({ id: randomUUID(), user_id: businessId, kind: 'contact-changed', subject_type: 'member', arrangement_id: null, card_id: null, subject_key: 'member', enabled: false, threshold_cents: null, days_before: null, sms: true, email: true, push: false, message_center: true, updated_at: at })
        .execute();
      await reportMemberEvent(db(), { kind: 'new-device-sign-in', userId: businessId, deviceName: 'Firefox on Linux', at });
      await reportMemberEvent(db(), { kind: 'contact-changed', userId: businessId, contact: 'address', at });
      const rows = await db().selectFrom('alert_deliveries').selectAll().where('kind', 'in', ['contact-changed', 'new-device-sign-in']).orderBy('seq').execute();
      expect(rows.map((row) => [row.user_id, row.kind])).toEqual([
        [memberId, 'contact-changed'],
        [memberId, 'new-device-sign-in'],
        [businessId, 'new-device-sign-in'],
      ]);
      expect(rows[2]!.channels.split(',')).toContain('MESSAGE_CENTER');
      const started = await db().selectFrom('alert_preferences').select(['kind', 'enabled']).where('user_id', '=', businessId).where('subject_key', '=', 'member').orderBy('kind').execute();
      expect(started).toEqual([
        { kind: 'contact-changed', enabled: false },
        { kind: 'new-device-sign-in', enabled: true },
      ]);
      expect(rows[0]!.body).toContain('email address');
      expect(rows[1]!.body).toContain('Firefox on Linux');
      // SMS went to the phone on file (the member's opt-out is off again).
      expect(rows[1]!.channels.split(',')).toContain('SMS');
    });

    it('a real sign-in from a new device alerts once, after its identity check; a known device does not', async () => {
      const AWAY = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0' };
      const alerts = () => db().selectFrom('alert_deliveries').select('id').where('kind', '=', 'new-device-sign-in').where('user_id', '=', memberId).execute();
      const before = (await alerts()).length;
      // A sign-in is identified by its device and instant: a minute after the reported one above.
      t.clock.advanceSeconds(60);
      const login = (cookies: Record<string, string> = {}) =>
        t.app.inject({ method: 'POST', url: '/api/session/login', headers: AWAY, remoteAddress: '198.51.100.77', cookies, payload: { username: 'member', password: DEMO_PASSWORD } });
      const answer = await login();
      expect(answer.statusCode).toBe(307);
      const restricted = sessionCookieOf(answer)?.value ?? '';
      expect((await sendOtp(t.app, restricted, await firstPhoneId(t.app, restricted))).statusCode).toBe(200);
      const verified = await verifyOtp(t.app, restricted, await latestOtp(t.app, restricted));
      expect(verified.statusCode, verified.body).toBe(200);
      // Verified but not yet let in: no alert until the sign-in goes through.
      expect(await alerts()).toHaveLength(before);
      const confirmed = await t.app.inject({ method: 'POST', url: '/api/session/confirm-device', headers: AWAY, remoteAddress: '198.51.100.77', cookies: { sid: rotatedSid(verified) } });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(await alerts()).toHaveLength(before + 1);
      // The device is known now (its cookie): signing in from it again alerts nobody.
      const did = confirmed.cookies.find((cookie) => cookie.name === 'did')?.value ?? '';
      expect(did).not.toBe('');
      expect((await login({ did })).statusCode).toBe(200);
      expect(await alerts()).toHaveLength(before + 1);
    });
  });
});
