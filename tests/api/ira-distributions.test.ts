import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBusinessDays, isBusinessDay, isFedHoliday } from '../../engine/core/business-days';
import { addCalendarDays } from '../../engine/core/calendar';
import { resolveTemplate } from '../../engine/core/template';
import type { ErrorResponse, IraAccount, IraDistribution, IraOverview } from '../../engine/core/generated/api.gen';
import { iraManifest } from '../../src/manifests/ira-manifest';
import { runDueIraDistributions } from '../../src/server/domain/ira/distribution-payments';
import { projectPath } from '../../src/server/project-files';
import { postJournal } from '../../src/server/domain/postings/post-journal';
import { businessDate } from '../../src/server/domain/business-date';
import { GL } from '../../src/manifests/gl-accounts-manifest';
import { changeIdentityFacts } from '../support/identity-facts';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { countRows, glSum, ledgerSum, unbalancedJournals } from './payment-orders.support';
import { storedSumDrifts } from '../../src/server/domain/ledger/stored-sums';

const API = '/api/ira/client-api/v1';
const { distributions, errors } = iraManifest;
/** config/ira.json's errors as the Spanish overlay words them (from the translators' file, not from this test). */
const spanishErrors = (JSON.parse(readFileSync(projectPath('config/locales/es-US/ira.json'), 'utf8')) as { errors: Record<string, string> }).errors;
const plusDays = addCalendarDays;

/** The first Friday on or after `from` whose Monday is a Federal Reserve holiday (there are several every year). */
function fridayBeforeMondayHoliday(from: string): string {
  for (let day = from; ; day = plusDays(day, 1)) {
    if (new Date(`${day}T00:00:00Z`).getUTCDay() === 5 && isFedHoliday(plusDays(day, 3))) return day;
  }
}

describe.each(databaseKinds())('IRA distributions paid by the executor and cancelled by the member (%s)', (kind) => {
  let t: TestApp;
  let sid: string;
  let overview: IraOverview;
  const db = () => t.database.db;
  const today = () => businessDate(t.clock.now());
  const ira = (): IraAccount => overview.iras[0]!;
  const checkingId = () => overview.destinations.find((account) => account.name.toLowerCase().includes('checking'))!.arrangementId;
  const refresh = async (session = sid) => {
    const response = await t.app.inject({ method: 'GET', url: `${API}/iras`, cookies: { sid: session } });
    expect(response.statusCode, response.body).toBe(200);
    overview = response.json() as IraOverview;
  };
  const distribute = async (amountCents: number, federalWithholdingPercent: number): Promise<IraDistribution> => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/distribution-requests`,
      cookies: { sid },
      headers: { 'idempotency-key': randomUUID() },
      payload: { iraArrangementId: ira().arrangementId, amountCents, distributionType: 'EARLY', federalWithholdingPercent, destinationArrangementId: checkingId() },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as IraDistribution;
  };
  const cancel = (id: string, session = sid) =>
    t.app.inject({ method: 'POST', url: `${API}/distribution-requests/${id}/cancel`, cookies: { sid: session }, headers: { 'idempotency-key': randomUUID() } });
  const pay = (day: string) => runDueIraDistributions(db(), { today: day, now: t.clock.now() });
  const requestRow = (id: string) => db().selectFrom('ira_distribution_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  /** Moves the pinned clock forward to 15:00 UTC of `isoDay` (never back) and signs in again. */
  const moveClockTo = async (isoDay: string) => {
    const target = new Date(`${isoDay}T15:00:00.000Z`).getTime();
    const now = t.clock.now().getTime();
    if (target > now) t.clock.advanceSeconds((target - now) / 1000);
    sid = await signInAs(t.app, 'member');
  };
  /** What a refused call must leave alone: every request row, the journals and the two accounts' ledgers. */
  const snapshot = async () => ({
    requests: await db().selectFrom('ira_distribution_requests').selectAll().orderBy('id').execute(),
    journals: await countRows(t, 'journals'),
    ira: await ledgerSum(t, ira().arrangementId),
    checking: await ledgerSum(t, checkingId()),
  });

  beforeAll(async () => {
    t = await createTestApp(kind);
    sid = await signInAs(t.app, 'member');
    const member = await db().selectFrom('members').select('id').where('username', '=', 'member').executeTakeFirstOrThrow();
    // Under 59½ on every pinned clock: an early distribution is the one allowed.
    await changeIdentityFacts(db(), member.id, { birthDate: `${Number(today().slice(0, 4)) - 40}-07-09` });
    await refresh();
    // The demo seed leaves a request waiting; cancelled here, so each test counts only what it asked for.
    for (const seeded of ira().distributions.filter((entry) => entry.status === 'SUBMITTED')) expect((await cancel(seeded.id)).statusCode).toBe(200);
    await refresh();
  });
  afterAll(async () => {
    await t?.close();
  });

  let paidId = '';

  it('pays a request made on a Friday before a Monday holiday on the configured business day (Tuesday), once, in one balanced journal', async () => {
    const friday = fridayBeforeMondayHoliday(today());
    await moveClockTo(friday);
    await refresh();
    const request = await distribute(100_000, 12);
    const paysOn = addBusinessDays(friday, distributions.paymentBusinessDays);
    if (distributions.paymentBusinessDays === 1) expect(paysOn).toBe(plusDays(friday, 4));
    expect(isBusinessDay(paysOn)).toBe(true);
    expect(request).toMatchObject({ status: 'SUBMITTED', paysOn, paidOn: null, rejectionReason: null, withholdingCents: 12_000, netCents: 88_000 });

    const before = { ira: await ledgerSum(t, ira().arrangementId), checking: await ledgerSum(t, checkingId()), withheld: await glSum(t, GL.federalWithholdingPayable), journals: await countRows(t, 'journals') };
    // Saturday to the Monday holiday: not yet.
    for (let day = plusDays(friday, 1); day < paysOn; day = plusDays(day, 1)) expect(await pay(day)).toEqual({ paid: 0, rejected: 0 });
    expect((await requestRow(request.id)).status).toBe('SUBMITTED');

    // PostgreSQL: two executors really race (the row lock, the claim's key); PGlite has one connection, so they take turns.
    const results = kind === 'postgres' ? await Promise.all([pay(paysOn), pay(paysOn)]) : [await pay(paysOn), await pay(paysOn)];
    expect(results.reduce((sum, result) => sum + result.paid, 0)).toBe(1);
    expect(await pay(paysOn)).toEqual({ paid: 0, rejected: 0 });

    const row = await requestRow(request.id);
    expect(row).toMatchObject({ status: 'PAID', paid_on: paysOn, rejection_reason: null });
    const entries = await db().selectFrom('ledger_entries').select(['arrangement_id', 'gl_account_id', 'amount_cents']).where('journal_id', '=', row.journal_id!).execute();
    expect(entries.map((entry) => [entry.arrangement_id ?? entry.gl_account_id, Number(entry.amount_cents)]).sort()).toEqual(
      [
        [ira().arrangementId, 100_000],
        [checkingId(), -88_000],
        [GL.federalWithholdingPayable, -12_000],
      ].sort(),
    );
    expect(await countRows(t, 'journals')).toBe(before.journals + 1);
    expect(await ledgerSum(t, ira().arrangementId)).toBe(before.ira + 100_000);
    expect(await ledgerSum(t, checkingId())).toBe(before.checking - 88_000);
    expect(await glSum(t, GL.federalWithholdingPayable)).toBe(before.withheld - 12_000);
    expect(await unbalancedJournals(t)).toBe(0);

    const lines = await db().selectFrom('transactions').select(['arrangement_id', 'description', 'amount_cents', 'credit_debit', 'booking_date']).where('journal_id', '=', row.journal_id!).execute();
    const year = paysOn.slice(0, 4);
    expect(lines.map((line) => [line.arrangement_id, line.description, Number(line.amount_cents), line.credit_debit, line.booking_date]).sort()).toEqual(
      [
        [ira().arrangementId, resolveTemplate(distributions.payment.iraDescription, { year, type: distributions.payment.typeNames.EARLY }), 88_000, 'DEBIT', paysOn],
        [ira().arrangementId, distributions.payment.withholdingDescription, 12_000, 'DEBIT', paysOn],
        [checkingId(), expect.any(String), 88_000, 'CREDIT', paysOn],
      ].sort(),
    );

    await moveClockTo(paysOn);
    await refresh();
    expect(ira().distributions.find((entry) => entry.id === request.id)).toMatchObject({ status: 'PAID', paidOn: paysOn, netCents: 88_000, withholdingCents: 12_000 });
    expect(ira().paidThisYear).toEqual({ taxYear: Number(year), grossCents: 100_000, withheldCents: 12_000 });
    paidId = request.id;
  });

  it('pays the whole amount into the account when nothing is withheld: two lines', async () => {
    await refresh();
    const request = await distribute(2_500, 0);
    expect(await pay(plusDays(request.paysOn, -1))).toEqual({ paid: 0, rejected: 0 });
    const checking = await ledgerSum(t, checkingId());
    expect(await pay(request.paysOn)).toEqual({ paid: 1, rejected: 0 });
    const row = await requestRow(request.id);
    const entries = await db().selectFrom('ledger_entries').select('amount_cents').where('journal_id', '=', row.journal_id!).execute();
    expect(entries).toHaveLength(2);
    expect(await ledgerSum(t, checkingId())).toBe(checking - 2_500);
  });

  it('rejects a request the IRA no longer covers on its payment day, with the config reason in the language of the member who asked, and posts nothing', async () => {
    await refresh();
    const whole = ira().distributableCents;
    const request = await distribute(whole, 10);
    // The balance shrinks by a cent after the request (a correction booked by the credit union).
    await db()
      .transaction()
      .execute((trx) =>
        postJournal(trx, {
          kind: 'TEST_CORRECTION',
          description: 'Test correction',
          postedAt: t.clock.now(),
          bookingDate: today(),
          lines: [
            { arrangementId: ira().arrangementId, amountCents: 1 },
            { glAccountId: GL.conversion, amountCents: -1 },
          ],
          memberLines: [],
        }),
      );
    const before = { journals: await countRows(t, 'journals'), ira: await ledgerSum(t, ira().arrangementId) };
    const member = db().updateTable('members').where('username', '=', 'member');
    await member.set({ language: 'es-US' }).execute();
    try {
      expect(await pay(request.paysOn)).toEqual({ paid: 0, rejected: 1 });
    } finally {
      await member.set({ language: 'en-US' }).execute();
    }
    const reason = spanishErrors.distributionRejectedBalance;
    expect(reason).not.toBe(errors.distributionRejectedBalance);
    expect(await requestRow(request.id)).toMatchObject({ status: 'REJECTED', rejection_reason: reason, journal_id: null, paid_on: null });
    expect(await countRows(t, 'journals')).toBe(before.journals);
    expect(await ledgerSum(t, ira().arrangementId)).toBe(before.ira);
    await refresh();
    expect(ira().distributions.find((entry) => entry.id === request.id)).toMatchObject({ status: 'REJECTED', rejectionReason: reason });
    expect(ira().distributableCents).toBe(whole - 1);

    const cancelled = await cancel(request.id);
    expect(cancelled.statusCode).toBe(409);
    expect((cancelled.json() as ErrorResponse).errors).toEqual([{ path: '', message: errors.distributionNotCancellable }]);
  });

  it('lets the member (or a trusted user who may move money) cancel a SUBMITTED request, and nothing is paid', async () => {
    await refresh();
    const distributable = ira().distributableCents;
    const request = await distribute(5_000, 20);
    await refresh();
    expect(ira().distributableCents).toBe(distributable - 5_000);

    const response = await cancel(request.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: request.id, status: 'CANCELLED', paidOn: null });
    expect(await requestRow(request.id)).toMatchObject({ status: 'CANCELLED', journal_id: null });
    await refresh();
    expect(ira().distributableCents).toBe(distributable);
    const journals = await countRows(t, 'journals');
    expect(await pay(request.paysOn)).toEqual({ paid: 0, rejected: 0 });
    expect(await countRows(t, 'journals')).toBe(journals);

    const mover = await signInAs(t.app, 'trusted-mover');
    const second = await distribute(1_000, 0);
    const byMover = await cancel(second.id, mover);
    expect(byMover.statusCode, byMover.body).toBe(200);
    expect((await requestRow(second.id)).status).toBe('CANCELLED');
  });

  it('answers 409 for a request already paid or cancelled, 403 for view-only and 404 for an id the session does not reach, changing nothing', async () => {
    await refresh();
    const open = await distribute(1_500, 10);
    const business = await db()
      .selectFrom('arrangements')
      .innerJoin('service_agreements', 'service_agreements.id', 'arrangements.agreement_id')
      .innerJoin('members', 'members.id', 'service_agreements.primary_user_id')
      .select(['arrangements.id', 'members.id as member_id'])
      .where('members.username', '=', 'business')
      .where('arrangements.product_kind', '=', 'checking')
      .executeTakeFirstOrThrow();
    // Another member's SUBMITTED request, as the request route would write it.
    const foreignId = randomUUID();
    await db()
      .insertInto('ira_distribution_requests')
      .values({
        id: foreignId,
        arrangement_id: business.id,
        requested_by: business.member_id,
        amount_cents: 100,
        distribution_type: 'EARLY',
        federal_withholding_percent: 0,
        withholding_cents: 0,
        destination_arrangement_id: business.id,
        status: 'SUBMITTED',
        pays_on: addBusinessDays(today(), 1),
        confirmation_number: `TEST-${randomUUID()}`,
        created_at: t.clock.now(),
      })
      .execute();
    const before = await snapshot();

    const paid = await cancel(paidId);
    expect(paid.statusCode).toBe(409);
    expect((paid.json() as ErrorResponse).errors).toEqual([{ path: '', message: errors.distributionNotCancellable }]);
    expect((await cancel(foreignId)).statusCode).toBe(404);
    expect((await cancel(randomUUID())).statusCode).toBe(404);
    expect((await cancel('not-a-uuid')).statusCode).toBe(400);
    const trusted = await signInAs(t.app, 'trusted');
    expect((await cancel(open.id, trusted)).statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);

    expect((await cancel(open.id)).statusCode).toBe(200);
    const again = await cancel(open.id);
    expect(again.statusCode).toBe(409);
    expect((await requestRow(open.id)).status).toBe('CANCELLED');
  });

  it('keeps the stored ledger sum of every account equal to the sum of its entries after these postings', async () => {
    expect(await storedSumDrifts(t.database.db)).toEqual([]);
  });
});
