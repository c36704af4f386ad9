import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductSummary } from '../../engine/core/generated/api.gen';
import { errorsManifest } from '../../src/manifests';
import { accountOpeningManifest } from '../../src/manifests/account-opening-manifest';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import type { ErrorCode } from '../../engine/core/generated/error-codes.gen';

/**
 * The seeded personas as they are, attacking the API the way a probe did before the policy: a restricted member, a
 * trusted user and staff serving a member (with a visit and a reason, as the service desk works) call what their
 * screens do not offer. Each call is refused with the policy's message and writes nothing: not a payment, an
 * account, a loan, a beneficiary or a service request, and not a ledger entry.
 */

const ORDERS = '/api/payment-order-service/client-api/v2/payment-orders';
const SUMMARY = '/api/arrangement-manager/client-api/v2/productsummary';
const OPENING = '/api/account-opening/accounts';
const APPLICATIONS = '/api/lending/client-api/v1/applications';
const POD = '/api/pod-beneficiaries/client-api/v1/accounts';
const SERVICE_REQUESTS = '/api/arrangement-manager/client-api/v2/service-requests';
const VISITS = '/api/service-desk/client-api/v1/visits';
const TRUTH_IN_SAVINGS = accountOpeningManifest.disclosures.find((disclosure) => disclosure.id === 'truth-in-savings')?.version ?? '';
const WRITTEN = ['payment_orders', 'journals', 'ledger_entries', 'arrangements', 'account_openings', 'loan_applications', 'account_beneficiaries', 'service_requests', 'cashiers_check_requests'] as const;
const message = (code: ErrorCode): string => errorsManifest.errors[code]?.message ?? code;

describe.each(databaseKinds())('the policy against the seeded personas (%s)', (kind) => {
  let t: TestApp;
  const db = () => t.database.db;
  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, sid: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, cookies: { sid }, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }), headers: { 'idempotency-key': randomUUID(), ...headers } });
  const counts = async (): Promise<Record<string, number>> => {
    const parts = WRITTEN.map((table) => sql`select ${sql.lit(table)} as name, count(*)::int as n from ${sql.table(table)}`);
    const { rows } = await sql<{ name: string; n: number }>`${sql.join(parts, sql` union all `)}`.execute(db());
    return Object.fromEntries(rows.map((row) => [row.name, Number(row.n)]));
  };
  /** The first account of each kind a session reaches (certificates in their term left out: they take no transfer). */
  const accountsOf = async (sid: string): Promise<Record<string, string>> => {
    const summary = (await inject('GET', SUMMARY, sid)).json() as ProductSummary;
    const products = summary.groups.flatMap((group) => group.products).filter((product) => product.certificateMaturesOn === undefined);
    return Object.fromEntries([...products].reverse().map((product) => [product.productKind, product.id]));
  };
  const refusedWith = async (call: Promise<{ statusCode: number; json: () => unknown; body: string }>, code: ErrorCode): Promise<void> => {
    const before = await counts();
    const response = await call;
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json()).toEqual({ errors: [{ path: '', message: message(code) }] });
    expect(await counts()).toEqual(before);
  };
  const visitAs = async (staff: string): Promise<string> => {
    const sid = await signInAs(t.app, staff);
    const member = await db().selectFrom('members').select('id').where('username', '=', 'member').executeTakeFirstOrThrow();
    const opened = await t.app.inject({ method: 'POST', url: VISITS, cookies: { sid }, payload: { memberId: member.id, reason: 'Member called' } });
    expect(opened.statusCode, opened.body).toBe(201);
    return sid;
  };
  const reason = { 'x-action-reason': encodeURIComponent('Member asked on the phone') };
  const loan = { productId: 'personal', amountCents: 300_000, termMonths: 12, statedAnnualIncomeCents: 9_000_000, monthlyHousingCents: 100_000, employmentStatus: 'EMPLOYED', consent: true };
  let memberAccounts: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(kind, { config: { demoMode: true } });
    memberAccounts = await accountsOf(await signInAs(t.app, 'member'));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('fatal: no transfer, cashier\'s check or new account, and no balances', async () => {
    const sid = await signInAs(t.app, 'fatal');
    await refusedWith(inject('GET', SUMMARY, sid), 'UNABLE_TO_COMPLETE');
    const ids = { from: randomUUID(), to: randomUUID() };
    await refusedWith(inject('POST', ORDERS, sid, { fromAccountId: ids.from, toAccountId: ids.to, amountCents: 1_000 }), 'UNABLE_TO_COMPLETE');
    await refusedWith(inject('POST', '/api/payment-order-service/client-api/v2/cashiers-checks', sid, { fromAccountId: ids.from, amountCents: 1_000, payeeName: 'Anyone', delivery: 'MAIL' }), 'UNABLE_TO_COMPLETE');
    await refusedWith(inject('POST', OPENING, sid, { productId: 'share-savings', acceptedDisclosures: [{ id: 'truth-in-savings', version: TRUTH_IN_SAVINGS }], fundingAccountId: ids.from, amountCents: 2_500 }), 'UNABLE_TO_COMPLETE');
  });

  it.each([
    ['bankruptcy', 'UNABLE_TO_COMPLETE'],
    ['litigation', 'LITIGATION_RESTRICTED'],
  ] as const satisfies readonly (readonly [string, ErrorCode])[])('%s: no new account and no loan, though the summary shows', async (username, code) => {
    const sid = await signInAs(t.app, username);
    const own = await accountsOf(sid);
    const funding = own.savings ?? own.checking ?? '';
    await refusedWith(inject('POST', OPENING, sid, { productId: 'share-savings', acceptedDisclosures: [{ id: 'truth-in-savings', version: TRUTH_IN_SAVINGS }], fundingAccountId: funding, amountCents: 2_500 }), code);
    await refusedWith(inject('POST', APPLICATIONS, sid, loan), code);
  });

  it('litigation: a credit card\'s details are refused with the litigation message', async () => {
    const sid = await signInAs(t.app, 'litigation');
    const card = await db()
      .selectFrom('cards')
      .innerJoin('arrangements', 'arrangements.id', 'cards.arrangement_id')
      .innerJoin('service_agreements', 'service_agreements.id', 'arrangements.agreement_id')
      .innerJoin('members', 'members.id', 'service_agreements.primary_user_id')
      .select('cards.id')
      .where('members.username', '=', 'litigation')
      .where('cards.card_kind', '=', 'credit')
      .executeTakeFirst();
    await refusedWith(inject('GET', `/api/cards/client-api/v2/cards/details/${card?.id ?? randomUUID()}`, sid), 'LITIGATION_RESTRICTED');
  });

  it.each(['level7', 'level7-severe'])('%s: no loan and no beneficiary change', async (username) => {
    const sid = await signInAs(t.app, username);
    const own = await accountsOf(sid);
    await refusedWith(inject('POST', APPLICATIONS, sid, loan), 'LIMITED_FEATURES');
    await refusedWith(inject('PUT', `${POD}/${own.checking ?? randomUUID()}/beneficiaries`, sid, { beneficiaries: [{ fullName: 'Heir', relationship: 'Child', designation: 'PRIMARY', sharePercent: 100 }] }), 'LIMITED_FEATURES');
  });

  it.each([
    ['disclosures', 'DISCLOSURES_PENDING'],
    ['onboarding', 'ONBOARDING_PENDING'],
  ] as const satisfies readonly (readonly [string, ErrorCode])[])('%s: no transfer and no new account before the first steps', async (username, code) => {
    const sid = await signInAs(t.app, username);
    const ids = { from: randomUUID(), to: randomUUID() };
    await refusedWith(inject('POST', ORDERS, sid, { fromAccountId: ids.from, toAccountId: ids.to, amountCents: 1_000 }), code);
    await refusedWith(inject('POST', OPENING, sid, { productId: 'share-savings', acceptedDisclosures: [{ id: 'truth-in-savings', version: TRUTH_IN_SAVINGS }], fundingAccountId: ids.from, amountCents: 2_500 }), code);
  });

  it("trusted-mover: no loan and no beneficiary in the member's name, and no card maintenance showing the member's address", async () => {
    const sid = await signInAs(t.app, 'trusted-mover');
    await refusedWith(inject('POST', APPLICATIONS, sid, loan), 'FORBIDDEN');
    await refusedWith(inject('PUT', `${POD}/${memberAccounts.savings}/beneficiaries`, sid, { beneficiaries: [{ fullName: 'Trusted Mover', relationship: 'Friend', designation: 'PRIMARY', sharePercent: 100 }] }), 'FORBIDDEN');
    await refusedWith(inject('GET', '/api/cards/client-api/v2/cards/maintenance', sid), 'FORBIDDEN');
  });

  it('msr, serving member with a reason, may not apply for a loan for them', async () => {
    const sid = await visitAs('msr');
    await refusedWith(inject('POST', APPLICATIONS, sid, loan, reason), 'FORBIDDEN');
    await refusedWith(inject('POST', ORDERS, sid, { fromAccountId: memberAccounts.checking, toAccountId: memberAccounts.savings, amountCents: 1_000 }, reason), 'FORBIDDEN');
  });

  it('msr-viewer, serving member with a reason, files no service request', async () => {
    const sid = await visitAs('msr-viewer');
    for (const [kind, body] of [
      ['add-joint-owner', { accountId: memberAccounts.checking, givenName: 'Sam', familyName: 'Rivera', relationship: 'SPOUSE', phone: '5035550142' }],
      ['change-checking-account-type', { accountId: memberAccounts.checking, newAccountType: 'REWARDS' }],
      ['direct-deposit', { accountId: memberAccounts.checking, employerName: 'Acme Tools', depositShare: 'FULL' }],
    ] as const) {
      await refusedWith(inject('POST', `${SERVICE_REQUESTS}/${kind}`, sid, body, reason), 'FORBIDDEN');
    }
  });

  it('msr-supervisor, serving member with a reason, moves money but never borrows for them', async () => {
    const sid = await visitAs('msr-supervisor');
    const moved = await inject('POST', ORDERS, sid, { fromAccountId: memberAccounts.checking, toAccountId: memberAccounts.savings, amountCents: 1_000 }, reason);
    expect(moved.statusCode, moved.body).toBe(201);
    await refusedWith(inject('POST', APPLICATIONS, sid, loan, reason), 'FORBIDDEN');
  });
});
