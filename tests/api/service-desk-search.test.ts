import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffMemberSearchResult } from '../../engine/core/generated/api.gen';
import { staffManifest } from '../../src/manifests/staff-manifest';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

const SEARCH = '/api/service-desk/client-api/v1/members/search';

describe.each(databaseKinds())('service desk member search (%s)', (kind) => {
  let t: TestApp;
  let msr: string;
  const db = () => t.database.db;
  const search = (sid: string, payload: unknown) => t.app.inject({ method: 'POST', url: SEARCH, cookies: { sid }, payload: payload as Record<string, unknown> });
  const found = async (query: string, page?: number): Promise<StaffMemberSearchResult> => {
    const response = await search(msr, page === undefined ? { query } : { query, page });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as StaffMemberSearchResult;
  };
  const member = async () =>
    db().selectFrom('members').select(['id', 'external_id', 'family_name', 'given_name']).where('username', '=', 'member').executeTakeFirstOrThrow();
  const ids = (result: StaffMemberSearchResult) => result.members.map((entry) => entry.id);

  beforeAll(async () => {
    t = await createTestApp(kind);
    msr = await signInAs(t.app, 'msr');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('finds member by last name, case-insensitive, with numbers masked and never a staff user', async () => {
    const { id, family_name: familyName } = await member();
    const result = await found(familyName.toUpperCase());
    expect(ids(result)).toContain(id);
    const entry = result.members.find((candidate) => candidate.id === id)!;
    expect(entry).toMatchObject({ fullName: 'Alex Morgan', memberSince: '2011-04-18', membershipType: staffManifest.desk.membershipTypes.personal, city: expect.stringMatching(/, [A-Z]{2}$/) });
    expect(entry.accounts.length).toBeGreaterThan(0);
    expect(entry.accounts.every((account) => /^•{4}\d{4}$/.test(account.maskedNumber))).toBe(true);
    expect(entry.maskedPhone).toMatch(/^•••-•••-\d{4}$/);
    // Staff are never found, even by their own name.
    expect((await found('Priya')).members).toEqual([]);
    expect((await found('msr')).members.map((candidate) => candidate.fullName)).not.toContain('Priya Shah');
  });

  it('finds member by member number, username, email and phone', async () => {
    const { id, external_id: memberNumber } = await member();
    expect(ids(await found(memberNumber.toLowerCase()))).toEqual([id]);
    expect(ids(await found('member'))).toContain(id);
    const email = await db().selectFrom('member_electronic_addresses').select('email_address').where('user_id', '=', id).where('status', '=', 'ACTIVE').executeTakeFirstOrThrow();
    expect(ids(await found(email.email_address.toUpperCase()))).toContain(id);
    const phone = await db().selectFrom('member_phone_addresses').select('number').where('user_id', '=', id).where('status', '=', 'ACTIVE').executeTakeFirstOrThrow();
    const digits = phone.number.slice(-10);
    expect(ids(await found(`(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`))).toContain(id);
  });

  it('finds member by the last four of an account number and by the full number', async () => {
    const { id } = await member();
    const account = await db()
      .selectFrom('arrangements')
      .innerJoin('service_agreements', 'service_agreements.id', 'arrangements.agreement_id')
      .select('arrangements.account_number')
      .where('service_agreements.primary_user_id', '=', id)
      .where('service_agreements.is_master', '=', true)
      .executeTakeFirstOrThrow();
    const lastFour = await found(account.account_number.slice(-4));
    expect(ids(lastFour)).toContain(id);
    expect(lastFour.members.find((entry) => entry.id === id)!.accounts.map((entry) => entry.maskedNumber)).toContain(`••••${account.account_number.slice(-4)}`);
    expect(ids(await found(account.account_number))).toEqual([id]);
  });

  it('pages the results with the total found', async () => {
    const pageSize = staffManifest.desk.pageSize;
    const all = await found('example.com');
    expect(all.total).toBeGreaterThan(pageSize);
    expect(all).toMatchObject({ page: 0, pageSize });
    expect(all.members).toHaveLength(pageSize);
    const last = Math.ceil(all.total / pageSize) - 1;
    const lastPage = await found('example.com', last);
    expect(lastPage.members).toHaveLength(all.total - last * pageSize);
    expect(new Set([...ids(all), ...ids(lastPage)]).size).toBe(all.members.length + lastPage.members.length);
    expect((await found('example.com', last + 1)).members).toEqual([]);
  });

  it('keeps the full term out of the staff audit', async () => {
    const { external_id: memberNumber } = await member();
    const staffId = (await db().selectFrom('members').select('id').where('username', '=', 'msr').executeTakeFirstOrThrow()).id;
    await found(memberNumber);
    const row = await db().selectFrom('staff_audit').selectAll().where('staff_user_id', '=', staffId).where('route', '=', SEARCH).orderBy('seq', 'desc').executeTakeFirstOrThrow();
    expect(row.status_code).toBe(200);
    expect(row.detail).toMatchObject({ searchKind: 'memberNumber', searchTerm: `${memberNumber.slice(0, 2)}•••` });
    expect(JSON.stringify(row.detail)).not.toContain(memberNumber);
  });

  it('lets view-only staff search, answers a member 403, and refuses bad bodies', async () => {
    const viewer = await signInAs(t.app, 'msr-viewer');
    const { id } = await member();
    const answer = await search(viewer, { query: 'Morgan' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(ids(answer.json() as StaffMemberSearchResult)).toContain(id);

    const memberSid = await signInAs(t.app, 'member');
    expect((await search(memberSid, { query: 'Morgan' })).statusCode).toBe(403);

    for (const body of [{}, { query: '' }, { query: 'Morgan', page: -1 }, { query: 'Morgan', page: 1.5 }, { query: 'Morgan', extra: true }, { query: 'x'.repeat(101) }]) {
      const refused = await search(msr, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json()).toMatchObject({ errors: [expect.objectContaining({ path: expect.any(String), message: expect.any(String) })] });
    }
    const short = await search(msr, { query: ` ${'M'.repeat(staffManifest.desk.queryMinLength - 1)} ` });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ errors: [{ path: '/query' }] });
  });
});
