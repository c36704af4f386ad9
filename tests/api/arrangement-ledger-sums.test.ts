/**
 * The booked sum stored on each member account (arrangements.ledger_sum_cents, migration 0070) is what its ledger
 * entries add up to, whoever inserts them, and the balance readers use it. The check that compares the two
 * (storedSumDrifts) is what every posting test file ends with; here it is shown to catch a sum nobody kept.
 */
import { randomUUID } from 'node:crypto';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GL } from '../../src/manifests/gl-accounts-manifest';
import { openDatabase } from '../../src/server/db/connect';
import { migrateToLatest } from '../../src/server/db/migrate';
import { migrationProvider } from '../../src/server/db/migrations';
import { ledgerTotals } from '../../src/server/domain/balances';
import { storedSumDrifts } from '../../src/server/domain/ledger/stored-sums';
import { seedDemoData } from '../../src/server/seed';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { createTestClock } from '../support/test-clock';
import { databaseKinds } from '../support/test-database';
import { ledgerSum, postOrder, productOf, productsOf } from './payment-orders.support';

/** Raised inside a transaction to roll back what the test wrote there. */
class RollBack extends Error {}

describe.each(databaseKinds())('stored ledger sums of member accounts (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });
  const db = () => t.database.db;
  const stored = async (id: string) => Number((await db().selectFrom('arrangements').select('ledger_sum_cents').where('id', '=', id).executeTakeFirstOrThrow()).ledger_sum_cents);

  it('holds, after the seed, what the entries of each account add up to, and not zero everywhere', async () => {
    expect(await storedSumDrifts(db())).toEqual([]);
    const nonZero = await db().selectFrom('arrangements').select('id').where('ledger_sum_cents', '<>', 0).execute();
    expect(nonZero.length).toBeGreaterThan(6);
  });

  it('follows a transfer on both sides, and the balances the API answers follow it', async () => {
    const sid = await signInAs(t.app, 'member');
    const products = await productsOf(t.app, sid);
    const checking = productOf(products, 'checking');
    const savings = productOf(products, 'savings');
    const before = { checking: await stored(checking.id), savings: await stored(savings.id) };
    const response = await postOrder(t.app, sid, { fromAccountId: checking.id, toAccountId: savings.id, amountCents: 12_34 });
    expect(response.statusCode, response.body).toBe(201);
    expect(await stored(checking.id)).toBe(before.checking + 12_34);
    expect(await stored(savings.id)).toBe(before.savings - 12_34);
    expect(await stored(checking.id)).toBe(await ledgerSum(t, checking.id));
    const after = await productsOf(t.app, sid);
    expect(productOf(after, 'checking').bookedBalanceCents).toBe(-(await stored(checking.id)));
    const totals = await ledgerTotals(db(), [checking.id]);
    expect(totals.get(checking.id)?.ledgerSumCents).toBe(await stored(checking.id));
  });

  it('follows entries inserted by any statement, not only the posting helper, and leaves general-ledger accounts alone', async () => {
    const account = await db().selectFrom('arrangements').select('id').where('product_kind', '=', 'savings').executeTakeFirstOrThrow();
    const before = await stored(account.id);
    const journalId = randomUUID();
    await db().transaction().execute(async (trx) => {
      await trx.insertInto('journals').values({ id: journalId, kind: 'TEST', description: 'direct insert', posted_at: t.clock.now() }).execute();
      await trx.insertInto('ledger_entries').values([
        { journal_id: journalId, arrangement_id: account.id, gl_account_id: null, amount_cents: -700 },
        { journal_id: journalId, arrangement_id: account.id, gl_account_id: null, amount_cents: 200 },
        { journal_id: journalId, arrangement_id: null, gl_account_id: GL.achClearing, amount_cents: 500 },
      ]).execute();
    });
    expect(await stored(account.id)).toBe(before - 500);
    expect(await storedSumDrifts(db())).toEqual([]);
    const glColumns = await sql<{ column_name: string }>`
      select column_name from information_schema.columns where table_schema = current_schema() and table_name = 'gl_accounts' and column_name like '%sum%'`.execute(db());
    expect(glColumns.rows).toEqual([]);
  });

  it('reports an account whose stored sum was not kept', async () => {
    const account = await db().selectFrom('arrangements').select('id').where('product_kind', '=', 'checking').executeTakeFirstOrThrow();
    const before = await stored(account.id);
    const journalId = randomUUID();
    let drifts: Awaited<ReturnType<typeof storedSumDrifts>> = [];
    await expect(
      db().transaction().execute(async (trx) => {
        // Only inside this transaction, which is rolled back: entries written with the keeping trigger off.
        await sql`alter table ledger_entries disable trigger ledger_entries_arrangement_sums`.execute(trx);
        await trx.insertInto('journals').values({ id: journalId, kind: 'TEST', description: 'not kept', posted_at: t.clock.now() }).execute();
        await trx.insertInto('ledger_entries').values([
          { journal_id: journalId, arrangement_id: account.id, gl_account_id: null, amount_cents: 900 },
          { journal_id: journalId, arrangement_id: null, gl_account_id: GL.achClearing, amount_cents: -900 },
        ]).execute();
        drifts = await storedSumDrifts(trx);
        throw new RollBack();
      }),
    ).rejects.toBeInstanceOf(RollBack);
    expect(drifts).toEqual([{ arrangementId: account.id, storedCents: before, ledgerCents: before + 900 }]);
    expect(await storedSumDrifts(db())).toEqual([]);
  });

  it('refuses a truncate of the ledger, which the stored sums could not follow', async () => {
    await expect(sql`truncate ledger_entries`.execute(db())).rejects.toThrow(/immutable/);
    expect(await storedSumDrifts(db())).toEqual([]);
  });

  it('notes a summary change for the accounts a posting touches, and none of its own for the stored sum', async () => {
    const account = await db().selectFrom('arrangements').select('id').where('product_kind', '=', 'savings').executeTakeFirstOrThrow();
    const notes = async () => Number((await sql<{ n: number }>`select count(*)::bigint as n from summary_changes where arrangement_id = ${account.id}`.execute(db())).rows[0]?.n);
    const before = await notes();
    const journalId = randomUUID();
    await db().transaction().execute(async (trx) => {
      await trx.insertInto('journals').values({ id: journalId, kind: 'TEST', description: 'one note', posted_at: t.clock.now() }).execute();
      await trx.insertInto('ledger_entries').values([
        { journal_id: journalId, arrangement_id: account.id, gl_account_id: null, amount_cents: -100 },
        { journal_id: journalId, arrangement_id: null, gl_account_id: GL.achClearing, amount_cents: 100 },
      ]).execute();
    });
    expect(await notes()).toBe(before + 1);
    // Any other update of the row still notes one, as before the stored sums.
    await db().updateTable('arrangements').set({ name: sql`name` }).where('id', '=', account.id).execute();
    expect(await notes()).toBe(before + 2);
  });
});

describe('the migration that adds the stored sums (pglite)', () => {
  it('fills them from the entries already there', async () => {
    const db = await openDatabase({ kind: 'pglite' });
    try {
      const migrator = new Migrator({ db, provider: migrationProvider, migrationTableSchema: 'public' });
      const { error } = await migrator.migrateTo('0069-studio-preview-sessions');
      expect(error).toBeUndefined();
      await seedDemoData(db, { now: createTestClock().now() });
      expect(await migrateToLatest(db)).toEqual(['0070-arrangement-ledger-sums']);
      expect(await storedSumDrifts(db)).toEqual([]);
      const nonZero = await db.selectFrom('arrangements').select('id').where('ledger_sum_cents', '<>', 0).execute();
      expect(nonZero.length).toBeGreaterThan(6);
    } finally {
      await db.destroy();
    }
  }, 180_000);
});
