import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ProductSummaryEntry, StaffAccessList, StaffAuditSearchResult, StaffVisit } from '../../engine/core/generated/api.gen';
import { errorsManifest } from '../../src/manifests';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { countRows, ledgerSum, ORDERS, productOf, productsOf } from './payment-orders.support';

/*
 * A staff action is audited before it happens: its row is written before the handler runs, so an action whose row
 * cannot be written does not happen, and its answer completes the row. A request refused before its handler (a
 * control character in the reason, a missing reason) changes nothing and is audited with its refusal.
 */

const VISITS = '/api/service-desk/client-api/v1/visits';
const AUDIT_SEARCH = '/api/service-desk/client-api/v1/audit/search';
const STAFF_ACCESS = '/api/security-hub/member/staff-access';
const SUMMARY = '/api/arrangement-manager/client-api/v2/productsummary';
const VISIT_REASON = 'Member called to move money';
const AMOUNT_CENTS = 4_242;
const TECHNICAL_PROBLEM = { errors: [{ path: '', message: errorsManifest.errors.TECHNICAL_PROBLEM!.message }] };

describe.each(databaseKinds())('staff actions are audited before they happen (%s)', (kind) => {
  let t: TestApp;
  let supervisor: string;
  let visit: StaffVisit;
  let checking: ProductSummaryEntry;
  let savings: ProductSummaryEntry;
  const db = () => t.database.db;
  const memberIdOf = async (username: string) => (await db().selectFrom('members').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  const transfer = (reasonHeader: string) =>
    t.app.inject({
      method: 'POST',
      url: ORDERS,
      cookies: { sid: supervisor },
      headers: { 'idempotency-key': randomUUID(), 'x-action-reason': reasonHeader },
      payload: { fromAccountId: checking.id, toAccountId: savings.id, amountCents: AMOUNT_CENTS },
    });
  /** What a staff transfer could change: both balances, the journals and the payment orders. */
  const money = async () => ({
    checking: await ledgerSum(t, checking.id),
    savings: await ledgerSum(t, savings.id),
    journals: await countRows(t, 'journals'),
    orders: await countRows(t, 'payment_orders'),
  });
  const transferRows = () =>
    db().selectFrom('staff_audit').selectAll().where('route', '=', ORDERS).where('visit_id', '=', visit.id).orderBy('seq').execute();
  const actionsSeenByMember = async (): Promise<number> => {
    const response = await t.app.inject({ method: 'GET', url: STAFF_ACCESS, cookies: { sid: await signInAs(t.app, 'member') } });
    expect(response.statusCode, response.body).toBe(200);
    const seen = (response.json() as StaffAccessList).visits.find((entry) => entry.id === visit.id);
    if (!seen) throw new Error('The member does not see the visit');
    return seen.actionCount;
  };
  /** Makes the database refuse a statement on the staff audit, as a full disk, a revoked grant or a read-only standby would. */
  const refuseAudit = async (operation: 'insert' | 'update') => {
    await sql`create function audit_storage_unavailable() returns trigger language plpgsql as $$
      begin raise exception 'audit storage unavailable (secret database detail)'; end; $$`.execute(db());
    await sql.raw(`create trigger audit_storage_unavailable before ${operation} on staff_audit for each row execute function audit_storage_unavailable()`).execute(db());
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    supervisor = await signInAs(t.app, 'msr-supervisor');
    const opened = await t.app.inject({ method: 'POST', url: VISITS, cookies: { sid: supervisor }, payload: { memberId: await memberIdOf('member'), reason: VISIT_REASON } });
    expect(opened.statusCode, opened.body).toBe(201);
    visit = opened.json() as StaffVisit;
    const products = await productsOf(t.app, supervisor);
    checking = productOf(products, 'checking');
    savings = productOf(products, 'savings');
  });
  afterEach(async () => {
    await sql`drop trigger if exists audit_storage_unavailable on staff_audit`.execute(db());
    await sql`drop function if exists audit_storage_unavailable()`.execute(db());
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a reason with a NUL (member%20asked%00) with 400 before anything happens: no money moves, and the refused attempt is audited', async () => {
    const before = await money();
    const rowsBefore = (await transferRows()).length;
    const refused = await transfer('member%20asked%00');
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toEqual({ errors: [{ path: 'x-action-reason', message: errorsManifest.errors.TEXT_CONTROL_CHARACTERS!.message }] });
    expect(await money()).toEqual(before);
    // The rule: a request refused before its handler changes nothing, and its one audit row says it was refused.
    const rows = await transferRows();
    expect(rows).toHaveLength(rowsBefore + 1);
    expect(rows.at(-1)).toMatchObject({ method: 'POST', status_code: 400, member_id: await memberIdOf('member'), staff_user_id: await memberIdOf('msr-supervisor'), reason: VISIT_REASON });
    expect(await actionsSeenByMember()).toBe(0);
  });

  it('moves the money with a valid reason and audits it once, with the reason and the answer', async () => {
    const before = await money();
    const placed = await transfer(encodeURIComponent('Member asked to move $42.42 to savings'));
    expect(placed.statusCode, placed.body).toBe(201);
    const after = await money();
    // Debits are positive in the ledger: the checking account is debited, the savings account credited.
    expect(after.checking - before.checking).toBe(AMOUNT_CENTS);
    expect(after.savings - before.savings).toBe(-AMOUNT_CENTS);
    const row = (await transferRows()).at(-1);
    expect(row).toMatchObject({ status_code: 201, reason: 'Member asked to move $42.42 to savings', visit_id: visit.id });
    expect(await actionsSeenByMember()).toBe(1);
  });

  it('does not move the money when its audit row cannot be written: 500 with the catalogue message, never the database text', async () => {
    const before = await money();
    const rowsBefore = (await transferRows()).length;
    await refuseAudit('insert');
    const refused = await transfer(encodeURIComponent('Member asked to move money again'));
    expect(refused.statusCode).toBe(500);
    expect(refused.json()).toEqual(TECHNICAL_PROBLEM);
    expect(refused.body).not.toMatch(/audit storage|secret|staff_audit/);
    expect(await money()).toEqual(before);

    // A read whose row cannot be written is withheld the same way: the member's accounts do not leave unaudited.
    const read = await t.app.inject({ method: 'GET', url: SUMMARY, cookies: { sid: supervisor } });
    expect(read.statusCode).toBe(500);
    expect(read.json()).toEqual(TECHNICAL_PROBLEM);
    expect(read.body).not.toContain(checking.id);

    await sql`drop trigger audit_storage_unavailable on staff_audit`.execute(db());
    expect((await transferRows()).length).toBe(rowsBefore);
    expect(await actionsSeenByMember()).toBe(1);
  });

  it("keeps an action whose answer cannot be recorded: its row, written before, stands without a status and counts as a change the member sees", async () => {
    const before = await money();
    await refuseAudit('update');
    const placed = await transfer(encodeURIComponent('Member asked to move money once more'));
    expect(placed.statusCode, placed.body).toBe(201);
    await sql`drop trigger audit_storage_unavailable on staff_audit`.execute(db());
    expect((await money()).journals).toBeGreaterThan(before.journals);
    const row = (await transferRows()).at(-1);
    expect(row).toMatchObject({ status_code: null, reason: 'Member asked to move money once more', member_id: await memberIdOf('member') });
    expect(await actionsSeenByMember()).toBe(2);
    const search = await t.app.inject({ method: 'POST', url: AUDIT_SEARCH, cookies: { sid: supervisor }, payload: { staffUsername: 'msr-supervisor' } });
    expect(search.statusCode, search.body).toBe(200);
    expect((search.json() as StaffAuditSearchResult).rows.find((entry) => entry.id === row?.id)).toMatchObject({ status: null, route: ORDERS });
  });

  it('lets the answer complete a row once and never changes what a row already says', async () => {
    const id = randomUUID();
    const staffId = await memberIdOf('msr-supervisor');
    await db()
      .insertInto('staff_audit')
      .values({ id, at: t.clock.now(), staff_user_id: staffId, method: 'POST', route: ORDERS, reason: 'Written before', source_ip: '127.0.0.1', detail: JSON.stringify({ params: { id: 'a' } }) })
      .execute();
    const row = () => db().selectFrom('staff_audit').select(['status_code', 'reason', 'member_id', 'detail']).where('id', '=', id).executeTakeFirstOrThrow();
    const update = (set: { status_code?: number; reason?: string; member_id?: string; detail?: string }) => db().updateTable('staff_audit').set(set).where('id', '=', id).execute();
    await expect(update({ reason: 'Rewritten' })).rejects.toThrow(/append-only/);
    await expect(update({ status_code: 201, reason: 'Rewritten' })).rejects.toThrow(/append-only/);
    await expect(update({ status_code: 201, detail: JSON.stringify({ params: { id: 'b' } }) })).rejects.toThrow(/append-only/);
    await expect(update({ status_code: 201, detail: JSON.stringify({}) })).rejects.toThrow(/append-only/);
    const memberId = await memberIdOf('member');
    await update({ status_code: 201, member_id: memberId, detail: JSON.stringify({ params: { id: 'a' }, note: 'added' }) });
    expect(await row()).toEqual({ status_code: 201, reason: 'Written before', member_id: memberId, detail: { params: { id: 'a' }, note: 'added' } });
    await expect(update({ status_code: 500 })).rejects.toThrow(/append-only/);
    await expect(db().deleteFrom('staff_audit').where('id', '=', id).execute()).rejects.toThrow(/append-only/);
    expect((await row()).status_code).toBe(201);
  });
});
