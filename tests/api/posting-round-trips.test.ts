/**
 * How many statements one immediate internal transfer sends to the database (a count, never a time). The
 * posting transaction (idempotency key, locks, facts, journal, entries, member lines, alerts, order, answer) is
 * counted apart from the request's own reads before it (session, scope, permissions, endpoints), which other code owns.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/schema';
import { buildApp } from '../../src/server/app';
import { postJournal } from '../../src/server/domain/postings/post-journal';
import { GL } from '../../src/manifests/gl-accounts-manifest';
import { seedDemoData } from '../../src/server/seed';
import { copySeededDatabase } from '../support/seeded-snapshot';
import { countingDatabase } from '../support/statement-counter';
import { signInAs } from '../support/test-app';
import { injectAsSameOrigin } from '../support/same-origin-inject';
import { createTestClock } from '../support/test-clock';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';
import { postOrder, productOf, productsOf } from './payment-orders.support';

/**
 * At most this many statements inside the posting transaction (BEGIN and COMMIT not counted): the posting's own (the
 * idempotency key, the locks with the stored balances, the posting), and one indexed read of the limits in force (a
 * version the studio published applies to every process at once). The sides are resolved once, before it.
 */
const MAX_POSTING_STATEMENTS = 4;

interface Counted {
  node: string;
  inTransaction: boolean;
}

/** Marks every statement run while a transaction of `db` is open (one request at a time in this file). */
function markTransactions(db: Kysely<Database>): () => boolean {
  let open = 0;
  const begin = db.transaction.bind(db);
  db.transaction = () => {
    const builder = begin();
    const execute = builder.execute.bind(builder);
    builder.execute = async (work) => {
      open++;
      try {
        return await execute(work);
      } finally {
        open--;
      }
    };
    return builder;
  };
  return () => open > 0;
}

describe.each(databaseKinds())('statements of one internal transfer (%s)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let counter: ReturnType<typeof countingDatabase>;
  let inTransaction: () => boolean;
  let counted: Counted[];
  beforeAll(async () => {
    const clock = createTestClock();
    database = (await copySeededDatabase(kind, clock.now())) ?? (await createTestDatabase(kind));
    const seeded = await database.db.selectFrom('members').select('id').limit(1).executeTakeFirst();
    if (!seeded) await seedDemoData(database.db, { now: clock.now() });
    counter = countingDatabase(database.db);
    inTransaction = markTransactions(counter.db);
    app = injectAsSameOrigin(await buildApp({ db: counter.db, clock: clock.now, logger: false }));
  });
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
  });

  it('posts in a bounded number of statements', async () => {
    const sid = await signInAs(app, 'member');
    const products = await productsOf(app, sid);
    const transfer = { fromAccountId: productOf(products, 'checking').id, toAccountId: productOf(products, 'savings').id, amountCents: 1_25 };
    // The first transfer warms what a session decides once; the second is the one counted.
    expect((await postOrder(app, sid, transfer)).statusCode).toBe(201);

    counted = [];
    const statements = counter.statements;
    counter.reset();
    // Each statement is marked as it is recorded: inside the posting transaction or not.
    const marks: boolean[] = [];
    const push = statements.push.bind(statements);
    statements.push = (...items) => {
      marks.push(...items.map(() => inTransaction()));
      return push(...items);
    };
    const response = await postOrder(app, sid, transfer);
    statements.push = push;
    expect(response.statusCode).toBe(201);
    counted = statements.map((statement, index) => ({ node: statement.node, inTransaction: marks[index] ?? false }));
    const posting = counted.filter((statement) => statement.inTransaction);
    console.log(
      `${kind}: ${counted.length} statements, ${posting.length} in the posting transaction\n` +
        counted.map((statement) => `  ${statement.inTransaction ? 'tx ' : '   '}${statement.node}`).join('\n'),
    );
    expect(posting.length).toBeLessThanOrEqual(MAX_POSTING_STATEMENTS);
  });

  it('replays the same key with the same answer, and refuses it with another body', async () => {
    const sid = await signInAs(app, 'member');
    const products = await productsOf(app, sid);
    const transfer = { fromAccountId: productOf(products, 'checking').id, toAccountId: productOf(products, 'savings').id, amountCents: 2_00 };
    const key = randomUUID();
    const first = await postOrder(app, sid, transfer, key);
    expect(first.statusCode).toBe(201);
    const replay = await postOrder(app, sid, transfer, key);
    expect([replay.statusCode, replay.headers['idempotent-replayed'], replay.body]).toEqual([201, 'true', first.body]);
    const journals = await database.db.selectFrom('payment_orders').select('last_journal_id').where('id', '=', (first.json() as { paymentOrder: { id: string } }).paymentOrder.id).execute();
    expect(journals).toHaveLength(1);
    expect((await postOrder(app, sid, { ...transfer, amountCents: 3_00 }, key)).statusCode).toBe(422);
  });

  it('still has the database refuse an unbalanced journal written in the posting statement', async () => {
    const { id: checkingId } = await database.db
      .selectFrom('arrangements')
      .select('id')
      .where('product_kind', '=', 'checking')
      .limit(1)
      .executeTakeFirstOrThrow();
    const journalId = randomUUID();
    const posting = database.db.transaction().execute((trx) =>
      postJournal(
        trx,
        {
          kind: 'TEST',
          description: 'unbalanced by a write of the same statement',
          postedAt: new Date('2026-01-05T12:00:00Z'),
          bookingDate: '2026-01-05',
          lines: [
            { arrangementId: checkingId, amountCents: 100 },
            { glAccountId: GL.achClearing, amountCents: -100 },
          ],
          memberLines: [],
        },
        { journalId, also: [trx.insertInto('ledger_entries').values({ journal_id: journalId, arrangement_id: checkingId, gl_account_id: null, amount_cents: 1 })] },
      ),
    );
    await expect(posting).rejects.toMatchObject({ code: '23514' });
    expect(await database.db.selectFrom('journals').select('id').where('id', '=', journalId).execute()).toEqual([]);
  });
});
