import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockArrangements } from '../../src/server/domain/ledger/post-journal';
import { postJournal } from '../../src/server/domain/postings/post-journal';
import { GL } from '../../src/manifests/gl-accounts-manifest';
import { createTestApp, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { countRows, ledgerSum } from './payment-orders.support';
import { storedSumDrifts } from '../../src/server/domain/ledger/stored-sums';

describe.each(databaseKinds())('ledger posting helper (%s)', (kind) => {
  let t: TestApp;
  let checkingId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const row = await t.database.db
      .selectFrom('arrangements')
      .innerJoin('service_agreements', 'service_agreements.id', 'arrangements.agreement_id')
      .innerJoin('members', 'members.id', 'service_agreements.primary_user_id')
      .select('arrangements.id')
      .where('members.username', '=', 'member')
      .where('arrangements.product_kind', '=', 'checking')
      .executeTakeFirstOrThrow();
    checkingId = row.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const lines = (cents: number) => [
    { arrangementId: checkingId, amountCents: cents },
    { glAccountId: GL.achClearing, amountCents: -cents },
  ];

  it('writes one balanced journal, its entries and the BOOKED member line in the caller transaction', async () => {
    const before = [await countRows(t, 'journals'), await ledgerSum(t, checkingId)];
    const journalId = await t.database.db.transaction().execute((trx) =>
      postJournal(trx, {
        kind: 'TEST',
        description: 'ledger helper test',
        postedAt: t.clock.now(),
        bookingDate: '2026-01-05',
        lines: lines(250),
        memberLines: [{ arrangementId: checkingId, amountCents: 250, creditDebit: 'DEBIT', description: 'Test debit', category: 'Transfer' }],
      }),
    );
    expect([await countRows(t, 'journals'), await ledgerSum(t, checkingId)]).toEqual([before[0]! + 1, before[1]! + 250]);
    const line = await t.database.db.selectFrom('transactions').selectAll().where('journal_id', '=', journalId).executeTakeFirstOrThrow();
    expect(line).toMatchObject({ arrangement_id: checkingId, amount_cents: 250, credit_debit: 'DEBIT', status: 'BOOKED', booking_date: '2026-01-05' });
  });

  it('refuses an unbalanced journal and leaves nothing behind when the transaction rolls back', async () => {
    const before = await countRows(t, 'journals');
    await expect(
      t.database.db.transaction().execute((trx) =>
        postJournal(trx, { kind: 'TEST', description: 'off by one', postedAt: t.clock.now(), bookingDate: '2026-01-05', lines: [{ arrangementId: checkingId, amountCents: 100 }, { glAccountId: GL.achClearing, amountCents: -99 }], memberLines: [] }),
      ),
    ).rejects.toThrow(/off by 1 cents/);
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await postJournal(trx, { kind: 'TEST', description: 'rolled back', postedAt: t.clock.now(), bookingDate: '2026-01-05', lines: lines(100), memberLines: [] });
        throw new Error('caller failed after posting');
      }),
    ).rejects.toThrow('caller failed after posting');
    expect(await countRows(t, 'journals')).toBe(before);
  });

  it.runIf(kind === 'postgres')('lockArrangements makes a second transaction wait until the first one ends', async () => {
    const order: string[] = [];
    let releaseFirst!: () => void;
    const firstHolds = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    let firstLocked!: () => void;
    const locked = new Promise<void>((resolve) => {
      firstLocked = resolve;
    });
    const first = t.database.db.transaction().execute(async (trx) => {
      await lockArrangements(trx, [checkingId]);
      firstLocked();
      await firstHolds;
      order.push('first done');
    });
    await locked;
    const second = t.database.db.transaction().execute(async (trx) => {
      await lockArrangements(trx, [checkingId, checkingId]);
      order.push('second locked');
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(order).toEqual([]);
    releaseFirst();
    await Promise.all([first, second]);
    expect(order).toEqual(['first done', 'second locked']);
  });

  it('keeps the stored ledger sum of every account equal to the sum of its entries after these postings', async () => {
    expect(await storedSumDrifts(t.database.db)).toEqual([]);
  });
});
