import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCents } from '../../engine/core/money';
import { priorYearDeadline } from '../../engine/core/payment-rules';
import { resolveTemplate } from '../../engine/core/template';
import type { ErrorResponse, IraAccount, IraContributionReceipt, IraDistribution, IraOverview } from '../../engine/core/generated/api.gen';
import { iraManifest } from '../../src/manifests/ira-manifest';
import { limitsManifest } from '../../src/manifests';
import { businessDate } from '../../src/server/domain/business-date';
import { spokenDeadline } from '../../src/server/domain/ira/ira-rules';
import { changeIdentityFacts } from '../support/identity-facts';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { countRows, ledgerSum } from './payment-orders.support';

const API = '/api/ira/client-api/v1';
const LIMIT = limitsManifest.amounts.yearlyContributionLimitCents.ira as number;
const CATCH_UP = limitsManifest.contributionCatchUp!.ira!;
const DAY_MS = 86_400_000;

describe.each(databaseKinds())('IRA contributions by tax year and distribution requests (%s)', (kind) => {
  let t: TestApp;
  let sid: string;
  let overview: IraOverview;
  const db = () => t.database.db;
  const today = () => businessDate(t.clock.now());
  const year = () => Number(today().slice(0, 4));
  const ira = (): IraAccount => overview.iras[0]!;
  const savingsId = () => overview.sources.find((source) => source.name.toLowerCase().includes('savings'))!.arrangementId;
  const checkingId = () => overview.sources.find((source) => source.name.toLowerCase().includes('checking'))!.arrangementId;
  const yearOf = (taxYear: number) => ira().years.find((entry) => entry.taxYear === taxYear);
  const refresh = async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API}/iras`, cookies: { sid } });
    expect(response.statusCode, response.body).toBe(200);
    overview = response.json() as IraOverview;
  };
  const contribute = (body: object, key = randomUUID(), session = sid) => t.app.inject({ method: 'POST', url: `${API}/contributions`, cookies: { sid: session }, payload: body, headers: { 'idempotency-key': key } });
  const distribute = (body: object, session = sid) => t.app.inject({ method: 'POST', url: `${API}/distribution-requests`, cookies: { sid: session }, payload: body, headers: { 'idempotency-key': randomUUID() } });
  const setBirthDate = async (birthDate: string) => {
    const member = await db().selectFrom('members').select('id').where('username', '=', 'member').executeTakeFirstOrThrow();
    await changeIdentityFacts(db(), member.id, { birthDate });
  };
  const limitMessage = (taxYear: number, limit: number, remaining: number) =>
    resolveTemplate(limitsManifest.messages.contributionLimitExceeded, { year: String(taxYear), limit: formatCents(limit), remaining: formatCents(remaining) });
  /** Moves the pinned clock forward to 15:00 UTC of `isoDay` (never back) and signs in again. */
  const moveClockTo = async (isoDay: string) => {
    const target = new Date(`${isoDay}T15:00:00.000Z`).getTime();
    const now = t.clock.now().getTime();
    if (target > now) t.clock.advanceSeconds((target - now) / 1000);
    sid = await signInAs(t.app, 'member');
  };
  /** What a refused call must leave alone: orders, tax-year rows, requests and the IRA's ledger. */
  const snapshot = async () => ({
    orders: await countRows(t, 'payment_orders'),
    taxYears: (await db().selectFrom('ira_contributions').select('payment_order_id').execute()).length,
    requests: (await db().selectFrom('ira_distribution_requests').select('id').execute()).length,
    ledger: await ledgerSum(t, ira().arrangementId),
  });

  beforeAll(async () => {
    t = await createTestApp(kind);
    sid = await signInAs(t.app, 'member');
    await setBirthDate('1984-07-09');
    await refresh();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("lists the member's IRA with the current tax year's contributions against the limit", () => {
    expect(overview.iras).toHaveLength(1);
    const current = yearOf(year())!;
    expect(current.limitCents).toBe(LIMIT);
    expect(current.catchUpCents).toBe(0);
    expect(current.remainingCents).toBe(LIMIT - current.contributedCents);
    expect(overview.taxYears[0]).toEqual({ taxYear: year(), deadline: null });
  });

  it('replays a contribution with the same Idempotency-Key instead of moving the money twice', async () => {
    // The prior year is open before its deadline; after it (a late TEST_NOW) the clock moves to the next January.
    if (today() > priorYearDeadline(today(), iraManifest.contributions.priorYearDeadline)) await moveClockTo(`${year() + 1}-01-15`);
    await refresh();
    const prior = year() - 1;
    expect(overview.taxYears.map((entry) => entry.taxYear)).toEqual([year(), prior]);
    const key = randomUUID();
    const body = { fromArrangementId: checkingId(), iraArrangementId: ira().arrangementId, amountCents: 12_345, taxYear: prior };
    const first = await contribute(body, key);
    expect(first.statusCode, first.body).toBe(201);
    const before = await snapshot();
    const second = await contribute(body, key);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await snapshot()).toEqual(before);
  });

  it('attributes a prior-year contribution to that tax year until the deadline, and refuses it after', async () => {
    await refresh();
    const prior = year() - 1;
    const priorBefore = yearOf(prior)!.contributedCents;
    const currentBefore = yearOf(year())!.contributedCents;
    const response = await contribute({ fromArrangementId: savingsId(), iraArrangementId: ira().arrangementId, amountCents: 50_000, taxYear: prior });
    expect(response.statusCode, response.body).toBe(201);
    const { paymentOrder } = response.json() as IraContributionReceipt;
    const row = await db().selectFrom('ira_contributions').selectAll().where('payment_order_id', '=', paymentOrder.id).executeTakeFirstOrThrow();
    expect(row.tax_year).toBe(prior);
    await refresh();
    expect(yearOf(prior)!.contributedCents).toBe(priorBefore + 50_000);
    expect(yearOf(year())!.contributedCents).toBe(currentBefore);

    const deadline = priorYearDeadline(today(), iraManifest.contributions.priorYearDeadline);
    await moveClockTo(deadline);
    await refresh();
    expect(overview.taxYears.map((entry) => entry.taxYear)).toEqual([year(), prior]);
    await moveClockTo(new Date(new Date(`${deadline}T15:00:00.000Z`).getTime() + DAY_MS).toISOString().slice(0, 10));
    await refresh();
    expect(overview.taxYears).toEqual([{ taxYear: year(), deadline: null }]);
    const before = await snapshot();
    const late = await contribute({ fromArrangementId: savingsId(), iraArrangementId: ira().arrangementId, amountCents: 100, taxYear: prior });
    expect(late.statusCode, late.body).toBe(400);
    expect((late.json() as ErrorResponse).errors).toEqual([{ path: '/taxYear', message: resolveTemplate(iraManifest.errors.taxYearClosed, { year: String(prior), deadline: spokenDeadline(deadline) }) }]);
    const future = await contribute({ fromArrangementId: savingsId(), iraArrangementId: ira().arrangementId, amountCents: 100, taxYear: year() + 1 });
    expect((future.json() as ErrorResponse).errors).toEqual([{ path: '/taxYear', message: iraManifest.errors.taxYearNotOpen }]);
    expect(await snapshot()).toEqual(before);
  });

  it('takes exactly the limit, refuses one cent over with the config message and writes nothing', async () => {
    const remaining = yearOf(year())!.remainingCents;
    const before = await snapshot();
    const over = await contribute({ fromArrangementId: savingsId(), iraArrangementId: ira().arrangementId, amountCents: remaining + 1, taxYear: year() });
    expect(over.statusCode, over.body).toBe(400);
    expect((over.json() as ErrorResponse).errors).toContainEqual({ path: '/amountCents', message: limitMessage(year(), LIMIT, remaining) });
    expect(await snapshot()).toEqual(before);

    const exact = await contribute({ fromArrangementId: savingsId(), iraArrangementId: ira().arrangementId, amountCents: remaining, taxYear: year() });
    expect(exact.statusCode, exact.body).toBe(201);
    const receipt = exact.json() as IraContributionReceipt;
    expect(receipt).toMatchObject({ status: 'ACCEPTED', taxYear: year(), paymentOrder: { state: 'POSTED', amountCents: remaining } });
    expect(await ledgerSum(t, ira().arrangementId)).not.toBe(before.ledger);
    await refresh();
    expect(yearOf(year())).toMatchObject({ contributedCents: LIMIT, remainingCents: 0 });

    const oneCent = await contribute({ fromArrangementId: checkingId(), iraArrangementId: ira().arrangementId, amountCents: 1, taxYear: year() });
    expect(oneCent.statusCode, oneCent.body).toBe(400);
    expect((oneCent.json() as ErrorResponse).errors).toContainEqual({ path: '/amountCents', message: limitMessage(year(), LIMIT, 0) });
  });

  it('counts a transfer to the IRA from the transfer page in the tax year it names', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payment-order-service/client-api/v2/payment-orders',
      cookies: { sid },
      payload: { fromAccountId: savingsId(), toAccountId: ira().arrangementId, amountCents: 1, taxYear: year() },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect((response.json() as ErrorResponse).errors).toContainEqual({ path: '/amountCents', message: limitMessage(year(), LIMIT, 0) });
  });

  it('adds the catch-up for an owner who turns 50 by December 31 of the tax year, and not a day later', async () => {
    await setBirthDate(`${year() - 50}-12-31`);
    await refresh();
    expect(yearOf(year())).toMatchObject({ limitCents: LIMIT + CATCH_UP.cents, catchUpCents: CATCH_UP.cents, remainingCents: CATCH_UP.cents });
    const over = await contribute({ fromArrangementId: savingsId(), iraArrangementId: ira().arrangementId, amountCents: CATCH_UP.cents + 1, taxYear: year() });
    expect(over.statusCode, over.body).toBe(400);
    expect((over.json() as ErrorResponse).errors).toContainEqual({ path: '/amountCents', message: limitMessage(year(), LIMIT + CATCH_UP.cents, CATCH_UP.cents) });
    const exact = await contribute({ fromArrangementId: savingsId(), iraArrangementId: ira().arrangementId, amountCents: CATCH_UP.cents, taxYear: year() });
    expect(exact.statusCode, exact.body).toBe(201);

    await setBirthDate(`${year() - 49}-01-01`);
    await refresh();
    expect(yearOf(year())).toMatchObject({ limitCents: LIMIT, catchUpCents: 0, remainingCents: 0 });
    await setBirthDate('1984-07-09');
  });

  it("answers 404 for another member's account, 400 for a source that is not checking or savings, and 403 for view-only", async () => {
    const business = await db()
      .selectFrom('arrangements')
      .innerJoin('service_agreements', 'service_agreements.id', 'arrangements.agreement_id')
      .innerJoin('members', 'members.id', 'service_agreements.primary_user_id')
      .select('arrangements.id')
      .where('members.username', '=', 'business')
      .where('arrangements.product_kind', '=', 'checking')
      .executeTakeFirstOrThrow();
    const before = await snapshot();
    expect((await contribute({ fromArrangementId: business.id, iraArrangementId: ira().arrangementId, amountCents: 100, taxYear: year() })).statusCode).toBe(404);
    expect((await contribute({ fromArrangementId: savingsId(), iraArrangementId: business.id, amountCents: 100, taxYear: year() })).statusCode).toBe(404);
    const notDeposit = await contribute({ fromArrangementId: ira().arrangementId, iraArrangementId: ira().arrangementId, amountCents: 100, taxYear: year() });
    expect((notDeposit.json() as ErrorResponse).errors).toEqual([{ path: '/fromArrangementId', message: iraManifest.errors.sourceNotAllowed }]);
    const trusted = await signInAs(t.app, 'trusted');
    expect((await contribute({ fromArrangementId: savingsId(), iraArrangementId: ira().arrangementId, amountCents: 100, taxYear: year() }, randomUUID(), trusted)).statusCode).toBe(403);
    expect((await distribute({ iraArrangementId: ira().arrangementId, amountCents: 100, distributionType: 'EARLY', federalWithholdingPercent: 10, destinationArrangementId: checkingId() }, trusted)).statusCode).toBe(403);
    expect((await distribute({ iraArrangementId: business.id, amountCents: 100, distributionType: 'EARLY', federalWithholdingPercent: 10, destinationArrangementId: checkingId() })).statusCode).toBe(404);
    expect((await distribute({ iraArrangementId: ira().arrangementId, amountCents: 100, distributionType: 'EARLY', federalWithholdingPercent: 10, destinationArrangementId: business.id })).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('validates a distribution request: withholding, type by age, destination and the balance less pending requests', async () => {
    await setBirthDate('1984-07-09');
    await refresh();
    const base = { iraArrangementId: ira().arrangementId, amountCents: 10_000, distributionType: 'EARLY', federalWithholdingPercent: 10, destinationArrangementId: checkingId() };
    const before = await snapshot();
    expect((await distribute({ ...base, federalWithholdingPercent: 101 })).statusCode).toBe(400);
    expect((await distribute({ ...base, federalWithholdingPercent: -1 })).statusCode).toBe(400);
    expect((await distribute({ ...base, amountCents: 0 })).statusCode).toBe(400);
    const normal = await distribute({ ...base, distributionType: 'NORMAL' });
    expect((normal.json() as ErrorResponse).errors).toEqual([{ path: '/distributionType', message: iraManifest.errors.normalTooYoung }]);
    const intoIra = await distribute({ ...base, destinationArrangementId: ira().arrangementId });
    expect((intoIra.json() as ErrorResponse).errors).toEqual([{ path: '/destinationArrangementId', message: iraManifest.errors.destinationNotAllowed }]);
    const available = ira().distributableCents;
    const tooMuch = await distribute({ ...base, amountCents: available + 1 });
    expect((tooMuch.json() as ErrorResponse).errors).toEqual([{ path: '/amountCents', message: resolveTemplate(iraManifest.errors.distributionOverBalance, { available: formatCents(available) }) }]);
    expect(await snapshot()).toEqual(before);

    const listed = ira().distributions.length;
    const whole = await distribute({ ...base, amountCents: available, federalWithholdingPercent: 0 });
    expect(whole.statusCode, whole.body).toBe(201);
    expect(whole.json() as IraDistribution).toMatchObject({ status: 'SUBMITTED', amountCents: available, distributionType: 'EARLY', federalWithholdingPercent: 0 });
    const more = await distribute({ ...base, amountCents: 1 });
    expect((more.json() as ErrorResponse).errors).toEqual([{ path: '/amountCents', message: resolveTemplate(iraManifest.errors.distributionOverBalance, { available: formatCents(0) }) }]);
    await refresh();
    expect(ira().distributableCents).toBe(0);
    expect(ira().distributions).toHaveLength(listed + 1);
    expect(ira().distributions.map((entry) => entry.id)).toContain((whole.json() as IraDistribution).id);

    await setBirthDate(`${year() - 60}-01-01`);
    await refresh();
    expect(ira().distributionTypes).toEqual(['NORMAL']);
    await setBirthDate(`${year() - 73}-12-31`);
    await refresh();
    expect(ira().distributionTypes).toEqual(['NORMAL', 'REQUIRED_MINIMUM']);
  });
});
