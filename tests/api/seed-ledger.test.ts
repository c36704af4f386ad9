import { currentPasswordParams } from '../../src/server/auth/password';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/server/seed';
import { addDays } from '../../src/server/seed/calendar';
import { addMonths } from '../../engine/core/calendar';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { businessDate } from '../../src/server/domain/business-date';
import { storedSumDrifts } from '../../src/server/domain/ledger/stored-sums';

const PERSONAS = [
  'member', 'business', 'trusted', 'trusted-mover', 'msr', 'litigation', 'bankruptcy', 'level7', 'level7-severe',
  'delinquent', 'cease-desist', 'fatal', 'profile-intercept', 'paperless', 'disclosures', 'onboarding', 'msr-viewer', 'msr-supervisor', 'owner', 'approver',
];

describe.each(databaseKinds())('demo seed and ledger (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });
  const db = () => t.database.db;

  it('balances every journal to zero', async () => {
    const journals = await db().selectFrom('journals').select('id').execute();
    expect(journals.length).toBeGreaterThan(500);
    const unbalanced = await db()
      .selectFrom('ledger_entries')
      .select(['journal_id', sql<number>`sum(amount_cents)::bigint`.as('total')])
      .groupBy('journal_id')
      .having(sql`sum(amount_cents)`, '<>', 0)
      .execute();
    expect(unbalanced).toEqual([]);
    const empty = await db()
      .selectFrom('journals')
      .leftJoin('ledger_entries', 'ledger_entries.journal_id', 'journals.id')
      .select('journals.id')
      .where('ledger_entries.id', 'is', null)
      .execute();
    expect(empty).toEqual([]);
  });

  it('agrees with itself: booked transactions of each account add up to its ledger entries', async () => {
    const { rows } = await sql<{ arrangement_id: string; ledger: number; listed: number }>`
      select a.id as arrangement_id,
        coalesce((select sum(e.amount_cents) from ledger_entries e where e.arrangement_id = a.id), 0)::bigint as ledger,
        coalesce((select sum(case when x.credit_debit = 'DEBIT' then x.amount_cents else -x.amount_cents end)
          from transactions x where x.arrangement_id = a.id and x.status = 'BOOKED'), 0)::bigint as listed
      from arrangements a`.execute(db());
    expect(rows.length).toBeGreaterThan(6);
    for (const row of rows) expect(row.listed).toBe(row.ledger);
  });

  it('refuses an unbalanced journal and any change to posted entries', async () => {
    const account = await db().selectFrom('arrangements').select('id').executeTakeFirstOrThrow();
    const journalId = randomUUID();
    await expect(
      db().transaction().execute(async (trx) => {
        await trx.insertInto('journals').values({ id: journalId, kind: 'TEST', description: 'unbalanced', posted_at: t.clock.now() }).execute();
        await trx.insertInto('ledger_entries').values([
          { journal_id: journalId, arrangement_id: account.id, gl_account_id: null, amount_cents: 100 },
          { journal_id: journalId, arrangement_id: null, gl_account_id: 'GL-1210-ACH-CLEARING', amount_cents: -99 },
        ]).execute();
      }),
    ).rejects.toThrow(/does not balance/);
    expect(await db().selectFrom('journals').select('id').where('id', '=', journalId).executeTakeFirst()).toBeUndefined();

    const entry = await db().selectFrom('ledger_entries').select('id').executeTakeFirstOrThrow();
    await expect(db().updateTable('ledger_entries').set({ amount_cents: 1 }).where('id', '=', entry.id).execute()).rejects.toThrow(/immutable/);
    await expect(db().deleteFrom('ledger_entries').where('id', '=', entry.id).execute()).rejects.toThrow(/immutable/);
  });

  it('seeds six months of believable history for member, never overdrawing a deposit account', async () => {
    const member = await db()
      .selectFrom('transactions')
      .innerJoin('arrangements', 'arrangements.id', 'transactions.arrangement_id')
      .innerJoin('service_agreements', 'service_agreements.id', 'arrangements.agreement_id')
      .innerJoin('members', 'members.id', 'service_agreements.primary_user_id')
      .select(['transactions.booking_date', 'transactions.category', 'transactions.description'])
      .where('members.username', '=', 'member')
      .where('transactions.category', '<>', 'Balance Forward')
      // A certificate's history is its own term's (its month-end dividends since it opened, which may be a year back).
      .where((eb) => eb.not(eb.exists(eb.selectFrom('certificate_terms').select('arrangement_id').whereRef('certificate_terms.arrangement_id', '=', 'arrangements.id'))))
      .execute();
    const dates = member.map((row) => row.booking_date).sort();
    const today = businessDate(t.clock.now());
    expect(typeof dates[0]).toBe('string');
    const start = addMonths(today, -6);
    expect(dates[0]! >= start && dates[0]! <= addDays(start, 7), `first activity on ${dates[0]}, history starts ${start}`).toBe(true);
    expect(dates.at(-1)).toBe(today);
    const categories = new Set(member.map((row) => row.category));
    for (const category of ['Income', 'Groceries', 'Utilities', 'Credit Card Payment', 'Loan Payment', 'Transfer', 'Dining']) expect(categories).toContain(category);
    expect(member.length).toBeGreaterThan(200);

    const { rows } = await sql<{ lowest: number }>`
      select min(-running) as lowest from (
        select sum(e.amount_cents) over (partition by e.arrangement_id order by j.posted_at, e.id) as running
        from ledger_entries e
        join journals j on j.id = e.journal_id
        join arrangements a on a.id = e.arrangement_id
        where a.product_kind in ('checking', 'savings', 'ira')) balances`.execute(db());
    expect(Number(rows[0]?.lowest)).toBeGreaterThanOrEqual(0);
  });

  it('seeds every demo persona, each able to sign in with the demo password', async () => {
    const members = await db().selectFrom('members').select(['username', 'membership_type', 'employee_guid']).execute();
    // Plus enrol: a member with accounts who has not enrolled, so has no password to sign in with yet.
    expect(members.map((row) => row.username).sort()).toEqual([...PERSONAS, 'enrol'].sort());
    expect(await db().selectFrom('credentials').innerJoin('members', 'members.id', 'credentials.user_id').select('members.id').where('members.username', '=', 'enrol').executeTakeFirst()).toBeUndefined();
    expect(members.find((row) => row.username === 'business')?.membership_type).toBe('C');
    expect(members.find((row) => row.username === 'msr')?.employee_guid).toBeTruthy();
    // A sign-in costs one scrypt at the current strength: all of them at once, on every core.
    const sids = await Promise.all(PERSONAS.map((username) => signInAs(t.app, username)));
    for (const sid of sids) expect(sid).toMatch(/^[\w-]{43}$/);
    const hashes = await db().selectFrom('credentials').select('password_hash').execute();
    // The personas share the one public demo password, hashed once at the current strength (N=2^17, r=8, p=1 outside
    // a test run, which may lower N: PASSWORD_TEST_SCRYPT_N).
    expect(new Set(hashes.map((row) => row.password_hash)).size).toBe(1);
    const { N, r, p } = currentPasswordParams();
    expect(hashes[0]?.password_hash.startsWith(`scrypt$${N}$${r}$${p}$`)).toBe(true);
  }, 180_000);

  it('records trusted access levels and the alert personas\' precheck conditions', async () => {
    const access = await db()
      .selectFrom('agreement_users')
      .innerJoin('members', 'members.id', 'agreement_users.user_id')
      .innerJoin('service_agreements', 'service_agreements.id', 'agreement_users.agreement_id')
      .innerJoin('members as primary', 'primary.id', 'service_agreements.primary_user_id')
      .select(['members.username', 'agreement_users.access_level', 'agreement_users.is_default', 'service_agreements.is_master', 'service_agreements.external_id', 'service_agreements.trusted_external_id', 'primary.username as primary_username'])
      .where('members.username', 'in', ['trusted', 'trusted-mover'])
      .orderBy('members.username')
      .orderBy('service_agreements.is_master', 'desc')
      .execute();
    // Each trusted member holds their own master agreement, and member's accounts through a second agreement that
    // names that master's external id and member as its primary user; they sign in to the second one.
    const [trustedMaster, trustedSecond, moverMaster, moverSecond] = access;
    expect(access).toEqual([
      { username: 'trusted', access_level: 'FULL_ACCESS', is_default: false, is_master: true, external_id: expect.stringMatching(/^\d+$/), trusted_external_id: null, primary_username: 'trusted' },
      { username: 'trusted', access_level: 'VIEW_ONLY', is_default: true, is_master: false, external_id: expect.any(String), trusted_external_id: trustedMaster?.external_id, primary_username: 'member' },
      { username: 'trusted-mover', access_level: 'FULL_ACCESS', is_default: false, is_master: true, external_id: expect.stringMatching(/^\d+$/), trusted_external_id: null, primary_username: 'trusted-mover' },
      { username: 'trusted-mover', access_level: 'MOVE_MONEY', is_default: true, is_master: false, external_id: expect.any(String), trusted_external_id: moverMaster?.external_id, primary_username: 'member' },
    ]);
    expect(trustedSecond?.external_id).not.toBe(moverSecond?.external_id);
    const conditions = await db()
      .selectFrom('member_conditions')
      .innerJoin('members', 'members.id', 'member_conditions.user_id')
      .select(['members.username', 'member_conditions.code'])
      .execute();
    const codeOf = Object.fromEntries(conditions.map((row) => [row.username, row.code]));
    expect(codeOf).toEqual({
      litigation: 'LIT', bankruptcy: 'BKR', level7: 'L7L', 'level7-severe': 'L7S', delinquent: 'DEL', 'cease-desist': 'CND',
      fatal: 'FTL', 'profile-intercept': 'PRF', paperless: 'PPL', disclosures: 'DPE', onboarding: 'ONBOARDING',
    });
  });

  const accessCounts = async () => ({
    functions: (await db().selectFrom('business_function_privileges').select('resource').execute()).length,
    groups: (await db().selectFrom('function_groups').select('id').execute()).length,
    privileges: (await db().selectFrom('function_group_privileges').select('function_group_id').execute()).length,
    assignments: (await db().selectFrom('user_function_groups').select('user_id').execute()).length,
  });

  it('seeds only an empty database', async () => {
    const before = (await db().selectFrom('journals').select('id').execute()).length;
    const access = await accessCounts();
    expect(access.groups).toBeGreaterThan(PERSONAS.length);
    expect(await seedDemoData(db(), { now: t.clock.now() })).toMatchObject({ seeded: false, functionGroups: 0 });
    expect((await db().selectFrom('journals').select('id').execute()).length).toBe(before);
    expect(await accessCounts()).toEqual(access);
  });

  it('gives every agreement user a function group, and gives a database seeded before access control its groups once', async () => {
    const unassigned = await db()
      .selectFrom('agreement_users')
      .leftJoin('function_groups', 'function_groups.service_agreement_id', 'agreement_users.agreement_id')
      .leftJoin('user_function_groups', (join) =>
        join.onRef('user_function_groups.function_group_id', '=', 'function_groups.id').onRef('user_function_groups.user_id', '=', 'agreement_users.user_id'),
      )
      .select(['agreement_users.agreement_id', 'agreement_users.user_id'])
      .groupBy(['agreement_users.agreement_id', 'agreement_users.user_id'])
      .having(sql`count(user_function_groups.user_id)`, '=', 0)
      .execute();
    expect(unassigned).toEqual([]);

    const access = await accessCounts();
    await db().deleteFrom('user_function_groups').execute();
    await db().deleteFrom('function_group_privileges').execute();
    await db().deleteFrom('function_groups').execute();
    const backfilled = await seedDemoData(db(), { now: t.clock.now() });
    expect(backfilled).toMatchObject({ seeded: false, functionGroups: access.groups });
    expect(await accessCounts()).toEqual(access);
    expect(await seedDemoData(db(), { now: t.clock.now() })).toMatchObject({ seeded: false, functionGroups: 0 });
    expect(await accessCounts()).toEqual(access);
  });

  it('keeps the stored ledger sum of every account equal to the sum of its entries after these postings', async () => {
    expect(await storedSumDrifts(t.database.db)).toEqual([]);
  });
});
