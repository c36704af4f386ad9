/**
 * The product summary's answer cache: a repeated call answers from this process's cache (counted by the
 * product_summary_cache_total metric), anything the summary shows that changes (a transfer, a nickname, a posting by
 * another server process on the same PostgreSQL database) gives a fresh answer, an ETag round trip answers 304, and
 * no user ever gets another user's answer.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductSummary, ProductSummaryEntry } from '../../engine/core/generated/api.gen';
import { buildApp } from '../../src/server/app';
import { openDatabase, quoteIdentifier } from '../../src/server/db/connect';
import { businessDate } from '../../src/server/domain/business-date';
import { dueJobs } from '../../src/server/jobs/due-jobs';
import { startServer, type RunningServer } from '../e2e/support/server';
import { signInOverHttp } from '../support/http-session';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { createTestClock, testClockStart } from '../support/test-clock';
import { databaseKinds } from '../support/test-database';

const SUMMARY = '/api/arrangement-manager/client-api/v2/productsummary';
const ORDERS = '/api/payment-order-service/client-api/v2/payment-orders';

const products = (summary: ProductSummary): ProductSummaryEntry[] => summary.groups.flatMap((group) => group.products);
const byKind = (summary: ProductSummary, kind: string): ProductSummaryEntry => {
  const found = products(summary).find((product) => product.productKind === kind);
  if (!found) throw new Error(`no ${kind} account in the summary`);
  return found;
};

/** This app's product_summary_cache_total counts, by result. */
async function cacheCounts(app: TestApp['app']): Promise<{ hit: number; miss: number }> {
  const text = await app.metrics.render();
  const count = (result: string): number => Number(new RegExp(`^product_summary_cache_total\\{result="${result}"\\} (\\d+)`, 'm').exec(text)?.[1] ?? 0);
  return { hit: count('hit'), miss: count('miss') };
}

describe.each(databaseKinds())('product summary cache (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const summary = (sid: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: SUMMARY, cookies: { sid }, headers });
  /** A user's Edit Accounts nickname for one account, written straight to the table: the summary must see any writer. */
  const setNickname = async (username: string, arrangementId: string, nickname: string) => {
    const user = await t.database.db.selectFrom('members').select('id').where('username', '=', username).executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('account_preferences')
      .values({ user_id: user.id, arrangement_id: arrangementId, nickname, position: 0, hidden: false, updated_at: t.clock.now() })
      .onConflict((conflict) => conflict.columns(['user_id', 'arrangement_id']).doUpdateSet({ nickname }))
      .execute();
  };

  it('answers the second identical call from the cache, with the same body', async () => {
    const sid = await signInAs(t.app, 'member');
    const before = await cacheCounts(t.app);
    const first = await summary(sid);
    const second = await summary(sid);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toMatch(/^application\/json/);
    expect(await cacheCounts(t.app)).toEqual({ hit: before.hit + 1, miss: before.miss + 1 });
  });

  it("shows a transfer between the member's accounts on the next call, balances moved by the amount", async () => {
    const sid = await signInAs(t.app, 'member');
    const before = (await summary(sid)).json() as ProductSummary;
    const checking = byKind(before, 'checking');
    const savings = byKind(before, 'savings');
    const order = await t.app.inject({
      method: 'POST',
      url: ORDERS,
      cookies: { sid },
      headers: { 'idempotency-key': randomUUID() },
      payload: { fromAccountId: checking.id, toAccountId: savings.id, amountCents: 1234, timing: 'IMMEDIATE', frequency: 'ONCE' },
    });
    expect(order.statusCode, order.body).toBe(201);
    const misses = (await cacheCounts(t.app)).miss;
    const after = (await summary(sid)).json() as ProductSummary;
    expect((await cacheCounts(t.app)).miss).toBe(misses + 1);
    const find = (id: string) => products(after).find((product) => product.id === id);
    expect(find(checking.id)?.bookedBalanceCents).toBe(checking.bookedBalanceCents - 1234);
    expect(find(savings.id)?.bookedBalanceCents).toBe(savings.bookedBalanceCents + 1234);
    expect(after.totalDepositsCents).toBe(before.totalDepositsCents);
  });

  it('answers 304 without a body to the current ETag, then 200 with a new ETag once a nickname changes what is shown', async () => {
    const sid = await signInAs(t.app, 'member');
    const first = await summary(sid);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const unchanged = await summary(sid, { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etag);
    expect((await summary(sid, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);

    const savings = byKind(first.json() as ProductSummary, 'savings');
    await setNickname('member', savings.id, 'Rainy day');
    const changed = await summary(sid, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(products(changed.json() as ProductSummary).find((product) => product.id === savings.id)?.name).toBe('Rainy day');
    expect((await summary(sid, { 'if-none-match': changed.headers.etag as string })).statusCode).toBe(304);
  });

  it("answers a posting after a 304 with 200 and the new balance", async () => {
    const sid = await signInAs(t.app, 'member');
    const first = await summary(sid);
    const etag = first.headers.etag as string;
    const checking = byKind(first.json() as ProductSummary, 'checking');
    const savings = byKind(first.json() as ProductSummary, 'savings');
    expect((await summary(sid, { 'if-none-match': etag })).statusCode).toBe(304);
    const order = await t.app.inject({
      method: 'POST',
      url: ORDERS,
      cookies: { sid },
      headers: { 'idempotency-key': randomUUID() },
      payload: { fromAccountId: savings.id, toAccountId: checking.id, amountCents: 500, timing: 'IMMEDIATE', frequency: 'ONCE' },
    });
    expect(order.statusCode, order.body).toBe(201);
    const after = await summary(sid, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(products(after.json() as ProductSummary).find((product) => product.id === checking.id)?.bookedBalanceCents).toBe(checking.bookedBalanceCents + 500);
  });

  it("merges each account's change rows into one (the summary-changes job) without changing the ETag", async () => {
    const sid = await signInAs(t.app, 'member');
    const first = await summary(sid);
    const checking = byKind(first.json() as ProductSummary, 'checking');
    const savings = byKind(first.json() as ProductSummary, 'savings');
    for (let transfer = 0; transfer < 2; transfer += 1) {
      const order = await t.app.inject({
        method: 'POST',
        url: ORDERS,
        cookies: { sid },
        headers: { 'idempotency-key': randomUUID() },
        payload: { fromAccountId: checking.id, toAccountId: savings.id, amountCents: 100, timing: 'IMMEDIATE', frequency: 'ONCE' },
      });
      expect(order.statusCode, order.body).toBe(201);
    }
    const rowsOf = async (arrangementId: string): Promise<number> =>
      Number((await sql<{ rows: string | number }>`select count(*) as rows from summary_changes where arrangement_id = ${arrangementId}`.execute(t.database.db)).rows[0]?.rows);
    expect(await rowsOf(checking.id)).toBeGreaterThan(1);
    const before = await summary(sid);
    const run = dueJobs.find((job) => job.name === 'summary-changes');
    const done = (await run?.run({ db: t.database.db, now: t.clock.now(), today: businessDate(t.clock.now()), batchSize: 100_000 })) as { merged: number } | undefined;
    expect(done?.merged).toBeGreaterThan(0);
    expect(await rowsOf(checking.id)).toBe(1);
    expect(await rowsOf(savings.id)).toBe(1);
    const after = await summary(sid, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(304);
    expect((await run?.run({ db: t.database.db, now: t.clock.now(), today: businessDate(t.clock.now()), batchSize: 100_000 })) as unknown).toEqual({ merged: 0 });
  });

  it("never gives one member another's answer, nor their ETag's 304", async () => {
    const memberSid = await signInAs(t.app, 'member');
    const businessSid = await signInAs(t.app, 'business');
    const member = await summary(memberSid);
    const business = await summary(businessSid);
    expect(business.headers.etag).not.toBe(member.headers.etag);
    const memberIds = new Set(products(member.json() as ProductSummary).map((product) => product.id));
    expect(products(business.json() as ProductSummary).some((product) => memberIds.has(product.id))).toBe(false);
    // Twice each, the second from the cache: still each their own.
    expect((await summary(businessSid)).body).toBe(business.body);
    expect((await summary(memberSid)).body).toBe(member.body);
    expect((await summary(businessSid, { 'if-none-match': member.headers.etag as string })).statusCode).toBe(200);
  });

  it('gives a trusted user acting for the member (view only) their own answer: the same accounts, not the member\'s nicknames', async () => {
    const memberSid = await signInAs(t.app, 'member');
    const trustedSid = await signInAs(t.app, 'trusted');
    await setNickname('member', byKind((await summary(memberSid)).json() as ProductSummary, 'checking').id, 'Bills');
    const member = await summary(memberSid);
    const trusted = await summary(trustedSid);
    expect(trusted.statusCode).toBe(200);
    const memberSummary = member.json() as ProductSummary;
    const trustedSummary = trusted.json() as ProductSummary;
    expect(products(trustedSummary).map((p) => p.id).sort()).toEqual(products(memberSummary).map((p) => p.id).sort());
    // The member's own nickname is theirs alone.
    expect(products(memberSummary).some((p) => p.name === 'Bills')).toBe(true);
    expect(products(trustedSummary).some((p) => p.name === 'Bills')).toBe(false);
    expect(trusted.headers.etag).not.toBe(member.headers.etag);
    expect((await summary(trustedSid, { 'if-none-match': member.headers.etag as string })).statusCode).toBe(200);
    expect((await summary(trustedSid)).body).toBe(trusted.body);
  });

  it('renews the session row only once a fifth of the idle length has passed, and still ends it on time', async () => {
    const sid = await signInAs(t.app, 'member');
    const stored = () => t.database.db.selectFrom('sessions').select(['expires_at', 'last_seen_at']).where('last_seen_at', 'is not', null).orderBy('last_seen_at', 'desc').executeTakeFirstOrThrow();
    const signedIn = await stored();
    t.clock.advanceSeconds(10);
    await summary(sid);
    expect((await stored()).expires_at.getTime()).toBe(signedIn.expires_at.getTime());
    const idle = t.app.serverConfig.sessionSeconds;
    t.clock.advanceSeconds(Math.ceil(idle * t.app.serverConfig.sessionRenewAfterFraction));
    await summary(sid);
    const renewed = await stored();
    expect(renewed.expires_at.getTime()).toBe(t.clock.now().getTime() + idle * 1000);
    t.clock.advanceSeconds(idle);
    expect((await summary(sid)).statusCode).toBe(401);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('product summary cache across server processes (postgres)', () => {
  const name = `cu_summary_cache_${randomBytes(4).toString('hex')}`;
  let admin: Kysely<unknown> | undefined;
  let other: RunningServer | undefined;
  let here: Awaited<ReturnType<typeof buildApp>> | undefined;
  let db: Awaited<ReturnType<typeof openDatabase>> | undefined;

  beforeAll(async () => {
    const adminUrl = process.env.DATABASE_URL ?? '';
    const parsed = new URL(adminUrl);
    parsed.pathname = `/${name}`;
    const url = parsed.toString();
    admin = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: adminUrl, max: 1 }) }) });
    await sql.raw(`create database ${quoteIdentifier(name)}`).execute(admin);
    // The other process migrates and seeds the database; this process then serves the same one.
    // Both on the pinned test instant (the other's clock moves on from it, this one stays): no test depends on today.
    other = await startServer({ databaseUrl: url, timeoutMs: 150_000, env: { DEMO_CLOCK_START: testClockStart().toISOString() } });
    db = await openDatabase({ kind: 'postgres', url });
    here = await buildApp({ db, logger: false, clock: createTestClock().now });
  }, 180_000);
  afterAll(async () => {
    await here?.close();
    await db?.destroy();
    await other?.stop();
    if (admin) {
      await sql.raw(`drop database if exists ${quoteIdentifier(name)} with (force)`).execute(admin);
      await admin.destroy();
    }
  });

  it("answers from this process's cache until another process posts a transfer, then shows it", async () => {
    if (!other || !here) throw new Error('not started');
    const session = await signInOverHttp(other.baseUrl, 'member');
    const get = () => here!.inject({ method: 'GET', url: SUMMARY, cookies: { sid: session.sid } });
    const counts = async () => {
      const text = await here!.metrics.render();
      return (result: string) => Number(new RegExp(`^product_summary_cache_total\\{result="${result}"\\} (\\d+)`, 'm').exec(text)?.[1] ?? 0);
    };
    const before = (await get()).json() as ProductSummary;
    const again = await get();
    expect((await counts())('hit')).toBe(1);
    const checking = byKind(before, 'checking');
    const savings = byKind(before, 'savings');

    const posted = await fetch(`${other.baseUrl}${ORDERS}`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', cookie: `sid=${session.sid}`, origin: other.baseUrl, 'idempotency-key': randomUUID() },
      body: JSON.stringify({ fromAccountId: checking.id, toAccountId: savings.id, amountCents: 777, timing: 'IMMEDIATE', frequency: 'ONCE' }),
    });
    expect(posted.status, await posted.text()).toBe(201);

    const after = await here.inject({ method: 'GET', url: SUMMARY, cookies: { sid: session.sid }, headers: { 'if-none-match': again.headers.etag as string } });
    expect(after.statusCode).toBe(200);
    expect((await counts())('miss')).toBe(2);
    const find = (id: string) => products(after.json() as ProductSummary).find((product) => product.id === id);
    expect(find(checking.id)?.bookedBalanceCents).toBe(checking.bookedBalanceCents - 777);
    expect(find(savings.id)?.bookedBalanceCents).toBe(savings.bookedBalanceCents + 777);
  }, 60_000);
});
