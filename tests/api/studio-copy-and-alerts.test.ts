/**
 * The app's copy (copy.json) and the member alerts (member-alerts.json) are in the studio, so the server reads them
 * from the version in force: a published change, in English or in Spanish, is what the next export, PDF and alert
 * carry, with no restart. Each test puts the earlier version back in force when it ends.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountStatementList, StudioDraft, StudioDraftCheck, StudioVersionList } from '../../engine/core/generated/api.gen';
import type { CopyManifest, MemberAlertsManifest } from '../../engine/core/generated/manifests.gen';
import { copyManifest } from '../../src/manifests';
import { memberAlertsManifest } from '../../src/manifests/member-alerts-manifest';
import { projectPath } from '../../src/server/project-files';
import { pdfTextRuns } from '../support/pdf-read-back';
import { createTestApp, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { signInStudioPeople } from './studio.support';
import { postOrder, productOf, productsOf } from './payment-orders.support';

const STUDIO = '/api/studio/client-api/v2/studio';
const EXPORT = '/api/transaction-manager/client-api/v2/transactions/export';
const PREFERENCES = '/api/profile-manager/client-api/v1/member-notifications-preferences/mod';
const SPANISH = 'es-US';
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const spanishOverlay = <T>(name: string): T => JSON.parse(readFileSync(projectPath('config/locales', SPANISH, name), 'utf8')) as T;

describe.each(databaseKinds())('the copy and the member alerts in the studio (%s)', (kind) => {
  let t: TestApp;
  let owner: string;
  let approver: string;
  let member: string;
  const db = () => t.database.db;

  const call = (method: 'GET' | 'POST', url: string, sid: string, payload?: object) => t.app.inject({ method, url, cookies: { sid }, ...(payload ? { payload } : {}) });
  const currentVersion = async (): Promise<number> => ((await call('GET', `${STUDIO}/versions`, owner)).json() as StudioVersionList).currentVersion;

  /** Drafts, checks and publishes `manifests` by two people; runs `see` with them in force, then restores the version before. */
  async function withPublished(manifests: Record<string, unknown>, see: () => Promise<void>): Promise<void> {
    const before = await currentVersion();
    const created = await call('POST', `${STUDIO}/drafts`, owner, { title: 'Copy and alerts', manifests });
    expect(created.statusCode, created.body).toBe(201);
    const draft = created.json() as StudioDraft;
    expect(((await call('GET', `${STUDIO}/drafts/${draft.id}/check`, owner)).json() as StudioDraftCheck).issues).toEqual([]);
    const published = await call('POST', `${STUDIO}/drafts/${draft.id}/publish`, approver, { reason: 'Clearer words' });
    expect(published.statusCode, published.body).toBe(201);
    try {
      await see();
    } finally {
      const restored = await call('POST', `${STUDIO}/versions/${before}/restore`, owner, { reason: 'Back' });
      expect(restored.statusCode, restored.body).toBe(201);
    }
  }

  const setLanguage = (language: string) => db().updateTable('members').set({ language }).where('username', '=', 'member').execute();

  /** The text runs of the member's October statement of checking, as downloaded now. */
  async function octoberStatement(): Promise<string[]> {
    const checking = productOf(await productsOf(t.app, member), 'checking');
    const list = (await call('GET', `/api/statements/client-api/v2/account/${checking.id}/statements`, member)).json() as AccountStatementList;
    const october = list.find((statement) => statement.periodStart.slice(5, 7) === '10');
    if (!october) throw new Error('no October statement');
    const response = await call('GET', `/api/statements/client-api/v2/account/${checking.id}/statements/download/${october.id}`, member);
    expect(response.statusCode).toBe(200);
    return pdfTextRuns(response.rawPayload);
  }

  /** Turns on the low-balance alert of checking just above its balance and moves a dollar out: the alert's body. */
  async function lowBalanceAlertBody(): Promise<string> {
    const products = await productsOf(t.app, member);
    const checking = productOf(products, 'checking');
    const channels = { sms: false, email: false, push: false, messageCenter: true };
    const option = { kind: 'low-balance', enabled: true, amountCents: checking.availableBalanceCents! - 50, channels };
    const set = await call('POST', PREFERENCES, member, { arrangementsId: checking.id, notificationPref: { categoryName: memberAlertsManifest.categories.account, notificationPrefOption: [option] } });
    expect(set.statusCode, set.body).toBe(200);
    const transfer = await postOrder(t.app, member, { fromAccountId: checking.id, toAccountId: productOf(products, 'savings').id, amountCents: 100 });
    expect(transfer.statusCode, transfer.body).toBe(201);
    const memberId = (await db().selectFrom('members').select('id').where('username', '=', 'member').executeTakeFirstOrThrow()).id;
    return (await db().selectFrom('alert_deliveries').select('body').where('kind', '=', 'low-balance').where('user_id', '=', memberId).orderBy('seq', 'desc').executeTakeFirstOrThrow()).body;
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ owner, approver, member } = await signInStudioPeople(t.app));
  });
  afterAll(() => t?.close());

  it("exports transactions under the published column names and prints a statement under the published title", async () => {
    const copy = clone(copyManifest) as CopyManifest;
    copy.screens['account-details'].columnDescription = 'Payee or memo';
    copy.documents.statement.title = 'Monthly Account Statement';
    const checking = productOf(await productsOf(t.app, member), 'checking');
    const header = async () => (await call('GET', `${EXPORT}?arrangementId=${checking.id}&format=csv`, member)).body.split('\r\n')[0]!.split(',');
    expect(await header()).toContain(copyManifest.screens['account-details'].columnDescription);
    await withPublished({ 'copy.json': copy }, async () => {
      expect(await header()).toEqual(expect.arrayContaining(['Payee or memo']));
      expect(await header()).not.toContain(copyManifest.screens['account-details'].columnDescription);
      expect(await octoberStatement()).toContain('Monthly Account Statement');
    });
    expect(await octoberStatement()).toContain(copyManifest.documents.statement.title);
  });

  it("prints a Spanish reader's statement under the published Spanish title, and an English reader's under the English one", async () => {
    const spanish = spanishOverlay<{ documents: { statement: { title: string } } }>('copy.json');
    const released = spanish.documents.statement.title;
    spanish.documents.statement.title = 'Estado de cuenta mensual';
    expect(released).not.toBe('Estado de cuenta mensual');
    await withPublished({ 'locales/es-US/copy.json': spanish }, async () => {
      expect(await octoberStatement()).toContain(copyManifest.documents.statement.title);
      await setLanguage(SPANISH);
      try {
        const text = await octoberStatement();
        expect(text).toContain('Estado de cuenta mensual');
        expect(text).not.toContain(released);
      } finally {
        await setLanguage('en-US');
      }
    });
  });

  it('sends an alert in the words of the published member-alerts, in English and, from its published overlay, in Spanish', async () => {
    const english = clone(memberAlertsManifest) as MemberAlertsManifest;
    const lowBalance = english.kinds.find((entry) => entry.id === 'low-balance')!;
    lowBalance.text = `Heads up: ${lowBalance.text}`;
    const spanish = spanishOverlay<{ kinds: { text?: string }[] }>('member-alerts.json');
    const index = memberAlertsManifest.kinds.findIndex((entry) => entry.id === 'low-balance');
    spanish.kinds[index]!.text = `Aviso: ${spanish.kinds[index]!.text}`;
    await withPublished({ 'member-alerts.json': english, 'locales/es-US/member-alerts.json': spanish }, async () => {
      expect(await lowBalanceAlertBody()).toMatch(/^Heads up: /);
      await setLanguage(SPANISH);
      try {
        expect(await lowBalanceAlertBody()).toMatch(/^Aviso: /);
      } finally {
        await setLanguage('en-US');
      }
    });
    expect(await lowBalanceAlertBody()).not.toMatch(/^Heads up: /);
  });

  it('names a device it cannot name with the published words in the new-device alert', async () => {
    const english = clone(memberAlertsManifest) as MemberAlertsManifest;
    english.copy.unknownDevice = 'a device without a name';
    expect(memberAlertsManifest.copy.unknownDevice).not.toBe(english.copy.unknownDevice);
    await withPublished({ 'member-alerts.json': english }, async () => {
      const { reportNewDeviceSignIn } = await import('../../src/server/auth/new-device-sign-in');
      const memberId = (await db().selectFrom('members').select('id').where('username', '=', 'member').executeTakeFirstOrThrow()).id;
      const request = { headers: { 'user-agent': '' }, server: { db: db() } } as unknown as Parameters<typeof reportNewDeviceSignIn>[0];
      await reportNewDeviceSignIn(request, memberId, t.clock.now());
      const sent = await db().selectFrom('alert_deliveries').select('body').where('user_id', '=', memberId).orderBy('seq', 'desc').executeTakeFirstOrThrow();
      expect(sent.body).toContain('a device without a name');
    });
  });
});
