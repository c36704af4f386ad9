import Fastify, { type FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../src/server/db/schema';
import { sendIdempotent, withIdempotency } from '../../src/server/http/idempotency';
import { errorsManifest } from '../../src/manifests';
import { ApiProblem } from '../../src/server/errors';
import { errorHandler } from '../../src/server/plugins/error-handler';
import { seedDemoData } from '../../src/server/seed';
import { createTestClock } from '../support/test-clock';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

/**
 * withIdempotency against the real database, behind a small Fastify app whose one route records a visible effect
 * (an outbox row) per run: the effect count is what proves "at most once".
 */
describe.each(databaseKinds())('withIdempotency (%s)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const users: Record<string, string> = {};
  const clock = createTestClock();

  const effects = async (marker: string) =>
    Number(
      (
        await database.db
          .selectFrom('outbox_messages')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('body', '=', marker)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const call = (input: { key?: string; marker: string; body?: Record<string, unknown>; user?: string; url?: string }) =>
    app.inject({
      method: 'POST',
      url: input.url ?? '/effects/one',
      headers: { 'x-user': input.user ?? 'member', ...(input.key === undefined ? {} : { 'idempotency-key': input.key }) },
      payload: { marker: input.marker, ...input.body },
    });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDemoData(database.db, { now: clock.now() });
    for (const username of ['member', 'business']) {
      users[username] = (await database.db.selectFrom('members').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
    }
    app = Fastify();
    app.decorate('db', database.db);
    app.decorate('clock', clock.now);
    app.decorateRequest('session', null);
    await app.register(errorHandler);
    app.addHook('onRequest', async (request) => {
      request.session = { user_id: users[String(request.headers['x-user'])] } as Session;
    });
    app.post<{ Body: { marker: string; sleepMs?: number; answer?: number; fail?: boolean; keepTrace?: boolean; locks?: number[] } }>('/effects/:id', async (request, reply) => {
      const answer = await withIdempotency(request, async (trx) => {
        if (request.body.sleepMs) await sql`select pg_sleep(${request.body.sleepMs / 1000})`.execute(trx);
        for (const lock of request.body.locks ?? []) {
          await sql`select pg_advisory_xact_lock(${lock})`.execute(trx);
          await sql`select pg_sleep(0.2)`.execute(trx);
        }
        await trx
          .insertInto('outbox_messages')
          .values({ id: randomUUID(), user_id: request.session!.user_id, channel: 'SMS', recipient: 'test', body: request.body.marker, transaction_id: null, created_at: clock.now() })
          .execute();
        if (request.body.fail) throw new ApiProblem(409, 'SCHEDULED_PAYMENT_EXISTS');
        const status = request.body.answer ?? 201;
        // Keys out of alphabetical order and a Date: the replay must give the same JSON text.
        return { status, body: { status: status < 300 ? 'ACCEPTED' : 'REFUSED', zeta: randomUUID(), alpha: [3, 1, 2], at: clock.now() }, commitWithoutKey: request.body.keepTrace };
      });
      return sendIdempotent(reply, answer);
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
  });

  it('refuses a call without a key (or with a blank one) with 400 and runs nothing', async () => {
    for (const key of [undefined, '', '   ']) {
      const response = await call({ ...(key === undefined ? {} : { key }), marker: 'no-key' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: [{ path: '', message: errorsManifest.errors.IDEMPOTENCY_KEY_REQUIRED!.message }] });
    }
    expect(await effects('no-key')).toBe(0);
  });

  it('replays the first answer byte for byte and runs the work once', async () => {
    const key = randomUUID();
    const first = await call({ key, marker: 'replay' });
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const second = await call({ key, marker: 'replay' });
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body).toBe(first.body);
    expect(await effects('replay')).toBe(1);
  });

  it('treats an equal body with its keys in another order as the same request', async () => {
    const key = randomUUID();
    const first = await app.inject({ method: 'POST', url: '/effects/one', headers: { 'x-user': 'member', 'idempotency-key': key, 'content-type': 'application/json' }, payload: '{"marker":"order","b":1,"a":2}' });
    const second = await app.inject({ method: 'POST', url: '/effects/one', headers: { 'x-user': 'member', 'idempotency-key': key, 'content-type': 'application/json' }, payload: '{"a":2,"marker":"order","b":1}' });
    expect(second.statusCode).toBe(201);
    expect(second.body).toBe(first.body);
    expect(await effects('order')).toBe(1);
  });

  it('answers 422 when the key comes back with another body or another path, and runs nothing more', async () => {
    const key = randomUUID();
    expect((await call({ key, marker: 'reuse' })).statusCode).toBe(201);
    const otherBody = await call({ key, marker: 'reuse', body: { extra: 1 } });
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json()).toEqual({ errors: [{ path: '', message: errorsManifest.errors.IDEMPOTENCY_KEY_REUSED!.message }] });
    expect((await call({ key, marker: 'reuse', url: '/effects/two' })).statusCode).toBe(422);
    expect(await effects('reuse')).toBe(1);
  });

  it('scopes keys to the user', async () => {
    const key = randomUUID();
    expect((await call({ key, marker: 'scoped' })).statusCode).toBe(201);
    const other = await call({ key, marker: 'scoped', user: 'business' });
    expect(other.statusCode).toBe(201);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(await effects('scoped')).toBe(2);
  });

  it('keeps no key and no effect when the work fails or answers an error, so the same key can run again', async () => {
    const key = randomUUID();
    const thrown = await call({ key, marker: 'failed', body: { fail: true } });
    expect(thrown.statusCode).toBe(409);
    const refused = await call({ key, marker: 'failed', body: { fail: true, answer: 400 } });
    expect(refused.statusCode).toBe(409);
    expect(await effects('failed')).toBe(0);
    const answered = await call({ key: randomUUID(), marker: 'failed', body: { answer: 400 } });
    expect(answered.statusCode).toBe(400);
    expect(await effects('failed')).toBe(0);
    expect(await database.db.selectFrom('idempotency_keys').select('key').where('key', '=', key).execute()).toEqual([]);
    expect((await call({ key, marker: 'failed' })).statusCode).toBe(201);
    expect(await effects('failed')).toBe(1);
  });

  it('commits a refusal marked commitWithoutKey (its trace stays) without storing the key, so the key runs again', async () => {
    const key = randomUUID();
    const refused = await call({ key, marker: 'trace', body: { answer: 400, keepTrace: true } });
    expect(refused.statusCode).toBe(400);
    expect(await effects('trace')).toBe(1);
    expect(await database.db.selectFrom('idempotency_keys').select('key').where('key', '=', key).execute()).toEqual([]);
    const again = await call({ key, marker: 'trace', body: { answer: 400, keepTrace: true } });
    expect(again.statusCode).toBe(400);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await effects('trace')).toBe(2);
  });

  it('runs the work once when two calls with the same key arrive together, and both get the same answer', async () => {
    const key = randomUUID();
    const [a, b] = await Promise.all([
      call({ key, marker: 'together', body: { sleepMs: 300 } }),
      call({ key, marker: 'together', body: { sleepMs: 300 } }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.body).toBe(b.body);
    expect([a.headers['idempotent-replayed'], b.headers['idempotent-replayed']].filter(Boolean)).toEqual(['true']);
    expect(await effects('together')).toBe(1);
  });

  it.runIf(kind === 'postgres')('retries a transaction PostgreSQL aborts as a deadlock, so both calls still run exactly once', async () => {
    const [a, b] = await Promise.all([
      call({ key: randomUUID(), marker: 'deadlock-a', body: { locks: [7_101, 7_102] } }),
      call({ key: randomUUID(), marker: 'deadlock-b', body: { locks: [7_102, 7_101] } }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect([await effects('deadlock-a'), await effects('deadlock-b')]).toEqual([1, 1]);
  });

  it('runs once under a burst of the same key from several clients', async () => {
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 8 }, () => call({ key, marker: 'burst', body: { sleepMs: 50 } })));
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([201]));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(await effects('burst')).toBe(1);
  });
});
