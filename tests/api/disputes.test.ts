import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DisputeDetail, DisputeDocumentReceipt, DisputeList, DisputeSummary, DisputeTransaction } from '../../engine/core/generated/api.gen';
import { addBusinessDays, isBusinessDay } from '../../engine/core/business-days';
import { disputesManifest } from '../../src/manifests/disputes-manifest';
import { addCalendarDays } from '../../engine/core/calendar';
import { fileDispute } from '../../src/server/domain/disputes/disputes';
import { runDueDisputeCredits } from '../../src/server/domain/disputes/progress';
import { loadMemberScope } from '../../src/server/domain/member-scope';
import { findLiveSession } from '../../src/server/auth/session-store';
import { businessDate } from '../../src/server/domain/business-date';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { storedSumDrifts } from '../../src/server/domain/ledger/stored-sums';

const API = '/api/claims-manager-service/client-api/v1/disputes';
const DEV = '/api/dev/disputes';
const OCTET = 'application/octet-stream';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const EXE = (() => {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
})();
const errorOf = (response: LightMyRequestResponse): string => (response.json() as { errors: { message: string }[] }).errors[0]?.message ?? '';
const GL_DISPUTES = disputesManifest.provisionalCredit.glAccountId;

describe.each(databaseKinds())('disputes (%s)', (kind) => {
  let t: TestApp;
  let sid: string;
  let businessSid: string;
  let today: string;

  const db = () => t.database.db;
  const get = (url: string, session = sid) => t.app.inject({ method: 'GET', url, cookies: { sid: session } });
  const post = (url: string, payload: object, session = sid, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, cookies: { sid: session }, payload, headers });
  const file = (transactionId: string, amountCents: number, reasonId = 'not-authorized', session = sid) => post(API, { transactionId, reasonId, amountCents, details: 'I was at home that day.' }, session);
  const progress = (disputeId: string, body: object, session = sid) => post(`${DEV}/${disputeId}/progress`, body, session);
  const detail = async (disputeId: string): Promise<DisputeDetail> => {
    const response = await get(`${API}/${disputeId}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as DisputeDetail;
  };
  /** Recent posted debits of a persona's accounts of one product kind, newest first. */
  const debits = async (username: string, productKind: string) => {
    const { rows } = await sql<{ id: string; arrangement_id: string; amount_cents: number; description: string }>`
      select t.id, t.arrangement_id, t.amount_cents::int as amount_cents, t.description
        from transactions t join arrangements a on a.id = t.arrangement_id join service_agreements s on s.id = a.agreement_id join members m on m.id = s.primary_user_id
       where m.username = ${username} and a.product_kind = ${productKind} and t.credit_debit = 'DEBIT' and t.status = 'BOOKED'
         and t.booking_date >= ${addCalendarDays(today, -60)}::date and t.amount_cents > 100
       order by t.booking_date desc, t.id`.execute(db());
    return rows;
  };
  const ledgerOf = async (arrangementId: string): Promise<number> => {
    const { rows } = await sql<{ total: number }>`select coalesce(sum(amount_cents), 0)::bigint as total from ledger_entries where arrangement_id = ${arrangementId}`.execute(db());
    return Number(rows[0]!.total);
  };
  const journalEntries = async (kindName: string, description: string) => {
    const { rows } = await sql<{ journal_id: string; arrangement_id: string | null; gl_account_id: string | null; amount_cents: number }>`
      select e.journal_id, e.arrangement_id, e.gl_account_id, e.amount_cents::bigint as amount_cents
        from journals j join ledger_entries e on e.journal_id = j.id where j.kind = ${kindName} and j.description = ${description} order by e.id`.execute(db());
    return rows.map((row) => ({ ...row, amount_cents: Number(row.amount_cents) }));
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { config: { demoMode: true } });
    sid = await signInAs(t.app, 'member');
    businessSid = await signInAs(t.app, 'business');
    today = businessDate(t.clock.now());
  });
  afterAll(async () => {
    await t?.close();
  });

  it('describes a transaction for the dispute form, and 404s another member\'s', async () => {
    const [debit] = await debits('member', 'checking');
    const response = await get(`${API}/transactions/${debit!.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as DisputeTransaction;
    expect(body).toMatchObject({ transactionId: debit!.id, amountCents: debit!.amount_cents, creditDebitIndicator: 'DEBIT', disputable: true });
    expect(body.refusal).toBeUndefined();
    expect((await get(`${API}/transactions/${debit!.id}`, businessSid)).statusCode).toBe(404);
  });

  it('files a dispute with a case number and the Regulation E deadlines in business days', async () => {
    const [debit] = await debits('member', 'checking');
    const response = await file(debit!.id, debit!.amount_cents - 1);
    expect(response.statusCode, response.body).toBe(201);
    const summary = response.json() as DisputeSummary;
    expect(summary.caseNumber).toMatch(new RegExp(`^${disputesManifest.caseNumberPrefix}${today.replaceAll('-', '')}-\\d{6}$`));
    expect(summary).toMatchObject({ status: 'FILED', amountCents: debit!.amount_cents - 1, reasonId: 'not-authorized', filedOn: today, provisionalCreditPosted: false });
    // 10 Federal Reserve business days: count them independently of the code under test.
    let counted = 0;
    let day = today;
    while (counted < disputesManifest.regulationE.provisionalCreditBusinessDays) {
      day = addCalendarDays(day, 1);
      if (isBusinessDay(day)) counted += 1;
    }
    expect(summary.provisionalCreditDue).toBe(day);
    expect(summary.provisionalCreditDue).toBe(addBusinessDays(today, 10));
    if (!process.env.TEST_NOW) {
      // The pinned clock: Wednesday 2026-03-18; ten business days later is Wednesday 2026-04-01, 45 days is 2 May.
      expect(summary.provisionalCreditDue).toBe('2026-04-01');
      expect(summary.resolutionDue).toBe('2026-05-02');
    }
    expect(summary.resolutionDue).toBe(addCalendarDays(today, 45));
    const list = (await get(API)).json() as DisputeList;
    expect(list.limits).toEqual({ provisionalCreditBusinessDays: 10, resolutionCalendarDays: 45 });
    expect(list.disputes.map((d) => d.caseNumber)).toContain(summary.caseNumber);
    const events = (await detail(summary.disputeId)).events.map((event) => event.kind);
    expect(events).toEqual(['FILED']);
  });

  it('refuses a second dispute of the same transaction (409), an amount over the transaction (400), an unknown reason, a credit', async () => {
    const [first, second] = await debits('member', 'checking');
    const again = await file(first!.id, 100);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatch(/already disputed \(case DSP\d{8}-\d{6}\)/);
    const before = await db().selectFrom('disputes').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const over = await file(second!.id, second!.amount_cents + 1);
    expect(over.statusCode).toBe(400);
    expect(errorOf(over)).toContain("can't be more than the transaction's");
    expect((await post(API, { transactionId: second!.id, reasonId: 'no-such-reason', amountCents: 100 })).statusCode).toBe(400);
    expect((await post(API, { transactionId: second!.id, reasonId: 'duplicate', amountCents: 12.5 })).statusCode).toBe(400);
    expect((await post(API, { transactionId: second!.id, reasonId: 'duplicate', amountCents: 0 })).statusCode).toBe(400);
    const credit = await sql<{ id: string }>`select t.id from transactions t join arrangements a on a.id = t.arrangement_id join service_agreements s on s.id = a.agreement_id join members m on m.id = s.primary_user_id where m.username = 'member' and t.credit_debit = 'CREDIT' and t.status = 'BOOKED' order by t.booking_date desc limit 1`.execute(db());
    const refused = await file(credit.rows[0]!.id, 100);
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused)).toBe(disputesManifest.errors.notDisputable);
    const after = await db().selectFrom('disputes').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("404s another member's transaction and dispute, and changes nothing", async () => {
    const [theirs] = await debits('business', 'checking');
    expect((await file(theirs!.id, 100)).statusCode).toBe(404);
    const [mine] = (await (await get(API)).json() as DisputeList).disputes;
    expect((await get(`${API}/${mine!.disputeId}`, businessSid)).statusCode).toBe(404);
    expect((await progress(mine!.disputeId, { action: 'review' }, businessSid)).statusCode).toBe(404);
    const upload = await t.app.inject({ method: 'POST', url: `${API}/${mine!.disputeId}/documents?fileName=receipt.pdf`, cookies: { sid: businessSid }, headers: { 'content-type': OCTET }, payload: PDF });
    expect(upload.statusCode).toBe(404);
    expect((await detail(mine!.disputeId)).events.map((event) => event.kind)).toEqual(['FILED']);
  });

  it('refuses a view-only trusted user (403) before anything', async () => {
    const trusted = await signInAs(t.app, 'trusted');
    const [debit] = await debits('member', 'savings');
    const response = await file(debit?.id ?? '00000000-0000-4000-8000-000000000000', 100, 'duplicate', trusted);
    expect(response.statusCode).toBe(403);
  });

  it('adds documents through the disputes upload portal under the case number', async () => {
    const [mine] = ((await get(API)).json() as DisputeList).disputes;
    const upload = await t.app.inject({ method: 'POST', url: `${API}/${mine!.disputeId}/documents?fileName=receipt.pdf`, cookies: { sid }, headers: { 'content-type': OCTET }, payload: PDF });
    expect(upload.statusCode, upload.body).toBe(201);
    const receipt = upload.json() as DisputeDocumentReceipt;
    expect(receipt).toMatchObject({ fileName: 'receipt.pdf', mediaType: 'application/pdf', sizeBytes: PDF.length });
    const row = await db().selectFrom('document_uploads').selectAll().where('id', '=', receipt.uploadId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ portal_id: 'disputes', reference: mine!.caseNumber, sha256: receipt.sha256 });
    const exe = await t.app.inject({ method: 'POST', url: `${API}/${mine!.disputeId}/documents?fileName=receipt.pdf`, cookies: { sid }, headers: { 'content-type': OCTET }, payload: EXE });
    expect(exe.statusCode).toBe(400);
    const shown = await detail(mine!.disputeId);
    expect(shown.documents.map((doc) => doc.receiptNumber)).toEqual([receipt.receiptNumber]);
    expect(shown.events.map((event) => event.kind)).toEqual(['FILED', 'DOCUMENT_ADDED']);
  });

  it('follows the timeline: under review, provisional credit posted once on the ledger at the deadline, then reversed when denied', async () => {
    const [mine] = ((await get(API)).json() as DisputeList).disputes;
    const id = mine!.disputeId;
    const arrangementId = (await db().selectFrom('disputes').select('arrangement_id').where('id', '=', id).executeTakeFirstOrThrow()).arrangement_id;
    const reviewed = await progress(id, { action: 'review' });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    expect((reviewed.json() as DisputeDetail).status).toBe('UNDER_REVIEW');

    const balanceBefore = await ledgerOf(arrangementId);
    // The day before the deadline: nothing is due yet.
    const dayBefore = addBusinessDays(mine!.provisionalCreditDue, -1);
    expect((await runDueDisputeCredits(db(), { today: dayBefore, now: t.clock.now() })).posted).toBe(0);
    // The deadline arrives unresolved: the credit posts, once, however often the rule runs.
    expect((await runDueDisputeCredits(db(), { today: mine!.provisionalCreditDue, now: t.clock.now() })).posted).toBe(1);
    expect((await runDueDisputeCredits(db(), { today: mine!.provisionalCreditDue, now: t.clock.now() })).posted).toBe(0);
    expect((await progress(id, { action: 'post-provisional-credit' })).statusCode).toBe(200);

    const description = `Provisional credit, dispute ${mine!.caseNumber}`;
    const entries = await journalEntries('DISPUTE_PROVISIONAL_CREDIT', description);
    expect(entries).toHaveLength(2);
    expect(entries.reduce((sum, entry) => sum + entry.amount_cents, 0)).toBe(0);
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ gl_account_id: GL_DISPUTES, amount_cents: mine!.amountCents }),
        expect.objectContaining({ arrangement_id: arrangementId, amount_cents: -mine!.amountCents }),
      ]),
    );
    expect(await ledgerOf(arrangementId)).toBe(balanceBefore - mine!.amountCents);
    const credit = await db().selectFrom('transactions').selectAll().where('description', '=', description).execute();
    expect(credit).toHaveLength(1);
    expect(credit[0]).toMatchObject({ credit_debit: 'CREDIT', amount_cents: mine!.amountCents, status: 'BOOKED', arrangement_id: arrangementId });
    const credited = await detail(id);
    expect(credited.provisionalCreditPosted).toBe(true);
    expect(credited.events.filter((event) => event.kind === 'PROVISIONAL_CREDIT')).toEqual([expect.objectContaining({ amountCents: mine!.amountCents })]);

    const denied = await progress(id, { action: 'resolve', outcome: 'DENIED' });
    expect(denied.statusCode, denied.body).toBe(200);
    const resolved = denied.json() as DisputeDetail;
    expect(resolved).toMatchObject({ status: 'RESOLVED', outcome: 'DENIED' });
    expect(resolved.events.map((event) => event.kind)).toEqual(['FILED', 'DOCUMENT_ADDED', 'UNDER_REVIEW', 'PROVISIONAL_CREDIT', 'RESOLVED_DENIED', 'CREDIT_REVERSED']);
    const reversal = await journalEntries('DISPUTE_CREDIT_REVERSAL', `Provisional credit reversed, dispute ${mine!.caseNumber}`);
    expect(reversal.reduce((sum, entry) => sum + entry.amount_cents, 0)).toBe(0);
    expect(reversal).toEqual(expect.arrayContaining([expect.objectContaining({ arrangement_id: arrangementId, amount_cents: mine!.amountCents })]));
    expect(await ledgerOf(arrangementId)).toBe(balanceBefore);
    // Resolved: nothing more happens to it.
    expect((await progress(id, { action: 'resolve', outcome: 'IN_MEMBER_FAVOR' })).statusCode).toBe(409);
    expect((await runDueDisputeCredits(db(), { today: addCalendarDays(mine!.provisionalCreditDue, 30), now: t.clock.now() })).posted).toBe(0);
    const late = await t.app.inject({ method: 'POST', url: `${API}/${id}/documents?fileName=late.pdf`, cookies: { sid }, headers: { 'content-type': OCTET }, payload: PDF });
    expect(late.statusCode).toBe(409);
  });

  it('resolves a card dispute in the member\'s favour: the credit is made final', async () => {
    const [card, original] = await debits('member', 'creditCard');
    const body = { transactionId: card!.id, reasonId: 'duplicate', amountCents: card!.amount_cents, duplicateOfTransactionId: original!.id };
    const filed = await post(API, body, sid, { 'idempotency-key': 'dispute-card-1' });
    expect(filed.statusCode, filed.body).toBe(201);
    const replay = await post(API, body, sid, { 'idempotency-key': 'dispute-card-1' });
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(filed.json());
    const summary = filed.json() as DisputeSummary;
    const before = await ledgerOf(card!.arrangement_id);
    const resolved = await progress(summary.disputeId, { action: 'resolve', outcome: 'IN_MEMBER_FAVOR' });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect((resolved.json() as DisputeDetail).events.map((event) => event.kind)).toEqual(['FILED', 'RESOLVED_FAVOR', 'CREDIT_FINAL']);
    expect(await ledgerOf(card!.arrangement_id)).toBe(before - card!.amount_cents);
    const entries = await journalEntries('DISPUTE_CREDIT_FINAL', `Dispute credit, dispute ${summary.caseNumber}`);
    expect(entries.reduce((sum, entry) => sum + entry.amount_cents, 0)).toBe(0);
  });

  it('rejects a progression without its outcome, and unbalanced books never appear', async () => {
    const [, second] = await debits('member', 'checking');
    const filed = (await file(second!.id, 500)).json() as DisputeSummary;
    expect((await progress(filed.disputeId, { action: 'resolve' })).statusCode).toBe(400);
    expect((await progress(filed.disputeId, { action: 'review', outcome: 'DENIED' })).statusCode).toBe(400);
    expect((await progress(filed.disputeId, { action: 'jump' })).statusCode).toBe(400);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from (select journal_id from ledger_entries group by journal_id having sum(amount_cents) <> 0) x`.execute(db());
    expect(rows[0]!.n).toBe(0);
  });

  it('draws the case number again when another dispute filed that day already has it', async () => {
    const disputed = new Set((await db().selectFrom('disputes').select('transaction_id').execute()).map((row) => row.transaction_id));
    const [first, second] = (await debits('member', 'checking')).filter((debit) => !disputed.has(debit.id));
    if (!first || !second) throw new Error('member has no two undisputed recent checking debits');
    const session = await findLiveSession(db(), sid, t.clock.now());
    if (!session) throw new Error("member's session is not live");
    const scope = await loadMemberScope(db(), session);
    /** Digits drawn in order, the last one repeated. */
    const drawn = (values: number[]) => {
      let next = 0;
      return () => values[Math.min(next++, values.length - 1)] ?? 0;
    };
    const fileWith = (transactionId: string, amountCents: number, digits: number[]) =>
      db().transaction().execute((trx) => fileDispute(trx, scope, { transactionId, reasonId: 'not-authorized', amountCents, now: t.clock.now(), today, caseNumberDigits: drawn(digits) }));
    const prefix = `${disputesManifest.caseNumberPrefix}${today.replaceAll('-', '')}-`;
    expect((await fileWith(first.id, first.amount_cents, [424_242])).caseNumber).toBe(`${prefix}424242`);
    expect((await fileWith(second.id, second.amount_cents, [424_242, 424_243])).caseNumber).toBe(`${prefix}424243`);
    // The same transaction again is the 409, not another draw.
    await expect(fileWith(first.id, first.amount_cents, [777_777])).rejects.toMatchObject({ statusCode: 409 });
  });

  it('is not served outside demo mode (the dev progression)', async () => {
    const plain = await createTestApp(kind);
    try {
      const session = await signInAs(plain.app, 'member');
      const response = await plain.app.inject({ method: 'POST', url: `${DEV}/00000000-0000-4000-8000-000000000000/progress`, cookies: { sid: session }, payload: { action: 'review' } });
      expect(response.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('keeps the stored ledger sum of every account equal to the sum of its entries after these postings', async () => {
    expect(await storedSumDrifts(t.database.db)).toEqual([]);
  });
});
