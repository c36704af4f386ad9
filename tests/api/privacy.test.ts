import { crc32 as nodeCrc32, inflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InsightsOffers, PrivacyPreferences, PrivacyRequest, PrivacyRequestList, StatusCenterList } from '../../engine/core/generated/api.gen';
import { appManifest } from '../../src/manifests';
import { privacyManifest } from '../../src/manifests/privacy-manifest';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

const API = '/api/profile-manager/client-api/v1/privacy';
const OFFERS = '/api/insights/client-api/v1/insights-offers';

/** Reads a ZIP through its central directory (independently of the writer under test), checking each CRC-32. */
function unzip(archive: Buffer): Map<string, string> {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end).toBeGreaterThan(0);
  const count = archive.readUInt16LE(end + 10);
  let at = archive.readUInt32LE(end + 16);
  const files = new Map<string, string>();
  for (let i = 0; i < count; i += 1) {
    expect(archive.readUInt32LE(at)).toBe(0x02014b50);
    const method = archive.readUInt16LE(at + 10);
    const crc = archive.readUInt32LE(at + 16);
    const compressed = archive.readUInt32LE(at + 20);
    const size = archive.readUInt32LE(at + 24);
    const nameLength = archive.readUInt16LE(at + 28);
    const extra = archive.readUInt16LE(at + 30);
    const comment = archive.readUInt16LE(at + 32);
    const offset = archive.readUInt32LE(at + 42);
    const name = archive.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    expect(archive.readUInt32LE(offset)).toBe(0x04034b50);
    const dataStart = offset + 30 + archive.readUInt16LE(offset + 26) + archive.readUInt16LE(offset + 28);
    const body = archive.subarray(dataStart, dataStart + compressed);
    const data = method === 8 ? inflateRawSync(body) : method === 0 ? Buffer.from(body) : expect.fail(`method ${method}`);
    expect(data.length).toBe(size);
    expect(nodeCrc32(data)).toBe(crc);
    files.set(name, data.toString('utf8'));
    at += 46 + nameLength + extra + comment;
  }
  return files;
}

describe.each(databaseKinds())('data and privacy preferences (%s)', (kind) => {
  let t: TestApp;
  let sid: string;
  let businessSid: string;

  const db = () => t.database.db;
  const get = (url: string, session = sid) => t.app.inject({ method: 'GET', url, cookies: { sid: session } });
  const send = (method: 'POST' | 'PUT', url: string, payload: object, session = sid) => t.app.inject({ method, url, cookies: { sid: session }, payload });
  const offers = async (session: string): Promise<InsightsOffers> => {
    const me = (await get('/api/user-manager/client-api/v2/users/me', session)).json() as { externalId: string };
    const response = await t.app.inject({ method: 'POST', url: OFFERS, cookies: { sid: session }, payload: { cpid: appManifest.customerProgramId, empId: me.externalId, numberOfInsights: 10, numberOfOffers: 10 } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as InsightsOffers;
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { config: { demoMode: true } });
    sid = await signInAs(t.app, 'member');
    businessSid = await signInAs(t.app, 'business');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('starts opted into nothing out, stores both opt-outs, and refuses a malformed choice', async () => {
    expect((await get(`${API}/preferences`)).json()).toEqual({ marketingOptOut: false, affiliateSharingOptOut: false });
    expect((await send('PUT', `${API}/preferences`, { marketingOptOut: true })).statusCode).toBe(400);
    expect((await send('PUT', `${API}/preferences`, { marketingOptOut: 'yes', affiliateSharingOptOut: false })).statusCode).toBe(400);
    const saved = await send('PUT', `${API}/preferences`, { marketingOptOut: false, affiliateSharingOptOut: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ marketingOptOut: false, affiliateSharingOptOut: true });
    expect(((await get(`${API}/preferences`)).json() as PrivacyPreferences).affiliateSharingOptOut).toBe(true);
    // Another member's preferences are their own.
    expect((await get(`${API}/preferences`, businessSid)).json()).toEqual({ marketingOptOut: false, affiliateSharingOptOut: false });
  });

  it('a marketing opt-out hides every offer of the insights feature (insights stay), and opting back in restores them', async () => {
    const before = await offers(sid);
    expect(before.offers.length).toBeGreaterThan(0);
    expect((await send('PUT', `${API}/preferences`, { marketingOptOut: true, affiliateSharingOptOut: true })).statusCode).toBe(200);
    const after = await offers(sid);
    expect(after.offers).toEqual([]);
    expect(after.insights.map((item) => item.treatmentId)).toEqual(before.insights.map((item) => item.treatmentId));
    // Only this user opted out: the business member still gets theirs.
    expect((await offers(businessSid)).offers.length).toBeGreaterThan(0);
    expect((await send('PUT', `${API}/preferences`, { marketingOptOut: false, affiliateSharingOptOut: true })).statusCode).toBe(200);
    expect((await offers(sid)).offers.map((item) => item.treatmentId)).toEqual(before.offers.map((item) => item.treatmentId));
  });

  it("downloads a ZIP of the member's own profile, accounts, transactions, messages and preferences, as JSON and CSV, nothing of another member", async () => {
    const response = await get(`${API}/data-archive`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(String(response.headers['content-disposition'])).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const files = unzip(response.rawPayload);
    for (const part of ['profile', 'accounts', 'transactions', 'messages', 'preferences']) {
      expect(files.has(`${part}.json`), part).toBe(true);
      expect(files.has(`${part}.csv`), part).toBe(true);
    }
    const member = await db().selectFrom('members').selectAll().where('username', '=', 'member').executeTakeFirstOrThrow();
    const business = await db().selectFrom('members').selectAll().where('username', '=', 'business').executeTakeFirstOrThrow();
    const profile = JSON.parse(files.get('profile.json')!) as Record<string, unknown>;
    expect(profile).toMatchObject({ username: 'member', fullName: member.full_name, memberId: member.external_id });

    const ownAccounts = await db()
      .selectFrom('arrangements as a')
      .innerJoin('service_agreements as s', 's.id', 'a.agreement_id')
      .select(['a.id', 'a.account_number'])
      .where('s.primary_user_id', '=', member.id)
      .execute();
    const accounts = JSON.parse(files.get('accounts.json')!) as { account_number: string }[];
    expect(accounts.map((account) => account.account_number).sort()).toEqual(ownAccounts.map((account) => account.account_number).sort());
    const transactions = JSON.parse(files.get('transactions.json')!) as { id: string }[];
    const ownTransactionCount = await db().selectFrom('transactions').select((eb) => eb.fn.countAll<number>().as('n')).where('arrangement_id', 'in', ownAccounts.map((account) => account.id)).executeTakeFirstOrThrow();
    expect(transactions).toHaveLength(Number(ownTransactionCount.n));
    expect(files.get('transactions.csv')!.split('\r\n').filter(Boolean)).toHaveLength(transactions.length + 1);
    const messages = JSON.parse(files.get('messages.json')!) as { subject: string }[];
    expect(messages.length).toBeGreaterThan(0);
    expect(JSON.parse(files.get('preferences.json')!)).toEqual(expect.arrayContaining([{ preference: 'affiliateSharingOptOut', value: true, account: null }]));

    // Nothing of the business member: no account number, name, username or message of theirs anywhere.
    const theirAccounts = await db().selectFrom('arrangements as a').innerJoin('service_agreements as s', 's.id', 'a.agreement_id').select('a.account_number').where('s.primary_user_id', '=', business.id).execute();
    const theirMessages = await db().selectFrom('messages').select('confirmation_number').where('owner_id', '=', business.id).execute();
    const everything = [...files.values()].join('\n');
    for (const account of theirAccounts) expect(everything).not.toContain(account.account_number);
    for (const message of theirMessages) expect(everything).not.toContain(message.confirmation_number);
    expect(everything).not.toContain(business.full_name);
    expect(everything).not.toContain(`"${business.username}"`);
  });

  it('records a deletion request and a correction with a receipt, lists them, and shows them in the status center', async () => {
    expect((await send('POST', `${API}/requests`, { kind: 'CORRECTION' })).statusCode).toBe(400);
    expect((await send('POST', `${API}/requests`, { kind: 'ERASE' })).statusCode).toBe(400);
    const deletion = await send('POST', `${API}/requests`, { kind: 'DELETION' });
    expect(deletion.statusCode, deletion.body).toBe(201);
    const receipt = deletion.json() as PrivacyRequest;
    expect(receipt.receiptNumber).toMatch(new RegExp(`^${privacyManifest.receiptPrefix}\\d{10}$`));
    expect(receipt).toMatchObject({ kind: 'DELETION', status: 'RECEIVED' });
    const correction = (await send('POST', `${API}/requests`, { kind: 'CORRECTION', details: 'My middle name is spelled wrong.' })).json() as PrivacyRequest;
    const list = (await get(`${API}/requests`)).json() as PrivacyRequestList;
    expect(list.requests.map((request) => request.receiptNumber)).toEqual(expect.arrayContaining([receipt.receiptNumber, correction.receiptNumber]));
    expect(list.requests.some((request) => request.kind === 'DOWNLOAD' && request.status === 'COMPLETED')).toBe(true);
    expect(((await get(`${API}/requests`, businessSid)).json() as PrivacyRequestList).requests).toEqual([]);
    const status = (await get('/api/user-manager/client-api/v1/status-center')).json() as StatusCenterList;
    expect(status.requests.filter((item) => item.kind === 'privacyRequest').map((item) => item.reference)).toEqual(expect.arrayContaining([receipt.receiptNumber, correction.receiptNumber]));
  });
});
