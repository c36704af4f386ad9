import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillPayAccess, DocumentRoom, EstatePlanning, PartnershipSsoAnswer } from '../../engine/core/generated/api.gen';
import { informationPagesManifest } from '../../src/manifests/information-pages-manifest';
import { flagsManifest } from '../../src/manifests';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

const BASE = '/api/information-pages/v1';
const ROOM = `${BASE}/document-room`;
const ESTATE = `${BASE}/estate-planning`;
const BPAT = `${BASE}/bill-pay-access`;
const TERMS = informationPagesManifest.billPayAccess.termsVersion;
const INELIGIBLE = 'You are not eligible to access this feature. Please contact us via LiveChat on the Digital Investor Website.';

describe.each(databaseKinds())('information pages (%s)', (kind) => {
  let t: TestApp;
  const sids = new Map<string, string>();
  const sid = (username: string) => sids.get(username)!;
  const get = (url: string, username = 'member') => t.app.inject({ method: 'GET', url, cookies: { sid: sid(username) } });
  const json = async <T>(url: string, username = 'member'): Promise<T> => {
    const response = await get(url, username);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const username of ['member', 'business', 'trusted', 'trusted-mover', 'msr']) sids.set(username, await signInAs(t.app, username));
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('document room', () => {
    it("lists the member's statements, tax forms and accepted disclosures, newest first, with working downloads", async () => {
      const room = await json<DocumentRoom>(ROOM);
      const dates = room.documents.map((document) => document.date);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(room.years).toEqual([...new Set(room.documents.map((document) => document.year))].sort((a, b) => b - a));
      const statement = room.documents.find((document) => document.type === 'statement')!;
      expect(statement.downloadPath).toMatch(/^\/api\/statements\/client-api\/v2\/account\/[0-9a-f-]+\/statements\/download\/STMT-\d{4}-\d{2}$/);
      const pdf = await get(statement.downloadPath!);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const tax = room.documents.find((document) => document.type === 'tax');
      if (tax) {
        const form = await t.app.inject({ method: 'GET', url: '/api/statements/client-api/v3/account/tax-statements/download', cookies: { sid: sid('member') }, headers: { uid: tax.taxUid!, accountNumber: tax.accountLastFour! } });
        expect(form.statusCode).toBe(200);
      }
      expect(room.documents.filter((document) => document.type === 'notice').every((document) => document.year > 2000)).toBe(true);
    });

    it("shows one membership nothing of another's", async () => {
      const mine = await json<DocumentRoom>(ROOM);
      const theirs = await json<DocumentRoom>(ROOM, 'business');
      const ids = new Set(mine.documents.map((document) => document.id));
      expect(theirs.documents.some((document) => ids.has(document.id) && document.type !== 'notice')).toBe(false);
    });

    it("shows a trusted user the member's statements, and staff (whose agreement reaches no account) none", async () => {
      const statementIds = (room: DocumentRoom) => room.documents.filter((document) => document.type === 'statement').map((document) => document.id);
      const members = statementIds(await json<DocumentRoom>(ROOM));
      expect(members.length).toBeGreaterThan(0);
      expect(statementIds(await json<DocumentRoom>(ROOM, 'trusted'))).toEqual(members);
      expect((await json<DocumentRoom>(ROOM, 'msr')).documents.filter((document) => document.type !== 'notice')).toEqual([]);
    });

    it('follows the personal flag for a personal member and the business flag for a business member', async () => {
      const personalOff = { ...flagsManifest, flags: { ...flagsManifest.flags, 'show-edr-personal': { default: false, description: 'off' } } };
      const app = await createTestApp(kind, { config: { flags: personalOff } });
      try {
        const member = await signInAs(app.app, 'member');
        const business = await signInAs(app.app, 'business');
        expect((await app.app.inject({ method: 'GET', url: ROOM, cookies: { sid: member } })).statusCode).toBe(403);
        expect((await app.app.inject({ method: 'GET', url: ROOM, cookies: { sid: business } })).statusCode).toBe(200);
      } finally {
        await app.close();
      }
    });
  });

  describe('estate planning', () => {
    it("lists the member's deposit accounts and IRAs with the beneficiaries they name", async () => {
      const review = await json<EstatePlanning>(ESTATE);
      expect(review.accounts.length).toBeGreaterThan(0);
      expect(new Set(review.accounts.map((account) => account.productKind))).toEqual(new Set(['checking', 'savings', 'ira']));
      const ira = review.accounts.find((account) => account.productKind === 'ira')!;
      const rows = await t.database.db.selectFrom('account_beneficiaries').select(['designation', 'share_percent']).where('arrangement_id', '=', ira.id).execute();
      expect(ira.beneficiaryCount).toBe(rows.length);
      expect(ira.primarySharePercent).toBe(rows.filter((row) => row.designation === 'PRIMARY').reduce((sum, row) => sum + row.share_percent, 0));
      for (const account of review.accounts) expect(account.accountNumber).toMatch(/\d{4}$/);
    });

    it('counts a beneficiary added to an account', async () => {
      const before = (await json<EstatePlanning>(ESTATE)).accounts.find((account) => account.productKind === 'savings')!;
      await t.database.db
        .insertInto('account_beneficiaries')
        .values({ id: '6f1c8a1e-0000-4000-8000-000000000016', arrangement_id: before.id, full_name: 'Ada Lovelace', relationship: 'Daughter', designation: 'PRIMARY', share_percent: 100, created_at: t.clock.now() })
        .execute();
      const after = (await json<EstatePlanning>(ESTATE)).accounts.find((account) => account.id === before.id)!;
      expect(after.beneficiaryCount).toBe(before.beneficiaryCount + 1);
      expect(after.primarySharePercent).toBe(before.primarySharePercent + 100);
      expect((await json<EstatePlanning>(ESTATE, 'business')).accounts.map((account) => account.id)).not.toContain(before.id);
    });

    it('gives staff, whose agreement reaches no account, an empty review', async () => {
      expect((await json<EstatePlanning>(ESTATE, 'msr')).accounts).toEqual([]);
    });
  });

  describe('bill pay access', () => {
    const accept = (username: string, payload: unknown = { termsVersion: TERMS, agreed: true }) =>
      t.app.inject({ method: 'POST', url: BPAT, cookies: { sid: sid(username) }, payload: payload as Record<string, unknown> });

    it('records the acceptance of the current terms for the membership, once', async () => {
      const before = await json<BillPayAccess>(BPAT, 'business');
      expect(before).toMatchObject({ enrolled: false, termsVersion: TERMS, canEnrol: true });
      expect(before.fromAccountCount).toBeGreaterThan(0);
      const first = await accept('business');
      expect(first.statusCode, first.body).toBe(200);
      const enrolled = first.json() as BillPayAccess;
      expect(enrolled).toMatchObject({ enrolled: true, acceptedVersion: TERMS, acceptedAt: t.clock.now().toISOString() });
      t.clock.advanceSeconds(60);
      const again = (await accept('business')).json() as BillPayAccess;
      expect(again.acceptedAt).toBe(enrolled.acceptedAt);
      expect((await json<BillPayAccess>(BPAT, 'member')).enrolled).toBe(false);
    });

    it('refuses a stale terms version and an unticked agreement', async () => {
      expect((await accept('member', { termsVersion: TERMS + 1, agreed: true })).statusCode).toBe(400);
      expect((await accept('member', { termsVersion: TERMS, agreed: false })).statusCode).toBe(400);
      expect((await json<BillPayAccess>(BPAT, 'member')).enrolled).toBe(false);
    });

    it('lets only the holder accept the terms in the membership\'s name: no trusted user, not even a mover, and no staff', async () => {
      for (const username of ['trusted', 'trusted-mover']) {
        expect((await json<BillPayAccess>(BPAT, username)).canEnrol, username).toBe(false);
        expect((await accept(username)).statusCode, username).toBe(403);
      }
      expect((await accept('msr')).statusCode).toBe(403);
      expect((await json<BillPayAccess>(BPAT, 'member')).enrolled).toBe(false);
      expect((await json<BillPayAccess>(BPAT, 'member')).canEnrol).toBe(true);
      expect((await accept('member')).statusCode).toBe(200);
      expect((await json<BillPayAccess>(BPAT, 'member')).enrolled).toBe(true);
    });
  });

  describe('investment hand-offs', () => {
    const handOff = async (path: string, username: string) => (await json<PartnershipSsoAnswer>(`/api/partnership${path}`, username));

    it('hands the Investment Center only to the master holder of a personal membership', async () => {
      expect((await handOff('/osaic', 'member')).ssoPostUrl).not.toBe('');
      for (const username of ['business', 'trusted', 'msr']) {
        const answer = await handOff('/osaic', username);
        expect(answer.ssoPostUrl).toBe('');
        expect(answer.validationError).not.toBe('');
      }
    });

    it('refuses Digital Investor where the Investment Center wins, and to business members and staff, with the catalogue text', async () => {
      for (const username of ['member', 'business', 'msr']) expect(await handOff('/digitalInvestor/v2', username)).toEqual({ ssoPostUrl: '', validationError: INELIGIBLE });
      expect((await handOff('/digitalInvestor/v2', 'trusted')).validationError).toBe('');
    });

    it('offers the member Digital Investor when the Investment Center is off', async () => {
      const off = { ...flagsManifest, flags: { ...flagsManifest.flags, 'show-investment-center': { default: false, description: 'off' } } };
      const app = await createTestApp(kind, { config: { flags: off } });
      try {
        const member = await signInAs(app.app, 'member');
        const ask = async (path: string) => (await app.app.inject({ method: 'GET', url: `/api/partnership${path}`, cookies: { sid: member } })).json() as PartnershipSsoAnswer;
        expect((await ask('/digitalInvestor/v2')).validationError).toBe('');
        expect((await ask('/osaic')).ssoPostUrl).toBe('');
      } finally {
        await app.close();
      }
    });
  });

  it('requires a session', async () => {
    for (const url of [ROOM, ESTATE, BPAT]) expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
