/**
 * The operator's side of the server: GET /healthz and GET /readyz (JSON, no session, never the web app's page, quiet
 * in the log), an unknown /api path answering the API's JSON 404 even where the web app is served, and GET /metrics
 * (Prometheus text with request durations by route pattern, sign-in failures, the ledger, Node's own metrics; open
 * to this machine without a metrics token, only to the bearer token with one).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, pendingMigrations } from '../../src/server/db/migrate';
import { createTestApp, DEMO_PASSWORD, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

const TOKEN = 'metrics-token-for-the-test-0123456789abcdef';
const SUMMARY = '/api/arrangement-manager/client-api/v2/productsummary';

describe.each(databaseKinds())('health, readiness and metrics (%s)', (kind) => {
  let t: TestApp;
  let production: TestApp;
  let webRoot: string;
  let logged = '';
  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'cu-ops-web-'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Online banking</title>');
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logged += String(chunk);
        done();
      },
    });
    t = await createTestApp(kind, { config: { webRoot, demoMode: true }, logger: { level: 'info', stream } });
    production = await createTestApp(kind, { seed: false, config: { metricsToken: TOKEN } });
  });
  afterAll(async () => {
    await t?.close();
    await production?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('answers /healthz and /readyz in JSON without a session, and never with the web app', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-type']).toContain('application/json');
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: kind, pendingMigrations: [] });
    // The web app is served here, and still a client-side route gets it while the probes do not.
    expect((await t.app.inject({ method: 'GET', url: '/accounts' })).headers['content-type']).toContain('text/html');
  });

  it('answers an unknown /api path with the JSON 404 of the error shape, not the web app', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await t.app.inject({ method, url: '/api/no-such-service/v1/anything' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual({ errors: [{ path: '', message: expect.any(String) }] });
    }
  });

  it('is not ready while a migration of this build is not applied, and says which', async () => {
    const db = production.database.db;
    const latest = await sql<{ name: string; timestamp: string }>`select name, timestamp from kysely_migration order by name desc limit 1`.execute(db);
    const row = latest.rows[0]!;
    await sql`delete from kysely_migration where name = ${row.name}`.execute(db);
    try {
      const response = await production.app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'not-ready', database: kind, pendingMigrations: [row.name], reason: 'migrations are pending' });
      // Alive all the same: liveness does not ask the database.
      expect((await production.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${row.name}, ${row.timestamp})`.execute(db);
    }
    expect((await production.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('starts on a current schema without migrating, and refuses a database a newer release migrated', async () => {
    const db = production.database.db;
    expect(await migrateToLatest(db)).toEqual([]);
    expect(await pendingMigrations(db)).toEqual([]);
    const future = '9999-from-a-newer-release';
    await sql`insert into kysely_migration (name, timestamp) values (${future}, ${new Date().toISOString()})`.execute(db);
    try {
      await expect(migrateToLatest(db)).rejects.toThrow(future);
    } finally {
      await sql`delete from kysely_migration where name = ${future}`.execute(db);
    }
    expect(await migrateToLatest(db)).toEqual([]);
  });

  it('serves Prometheus text: durations by route pattern and status, sign-in failures, the ledger, the process', async () => {
    const sid = await signInAs(t.app, 'member');
    const summary = await t.app.inject({ method: 'GET', url: `${SUMMARY}?maskIndicator=true`, cookies: { sid } });
    const accountId = (summary.json() as { groups: { products: { id: string }[] }[] }).groups[0]!.products[0]!.id;
    expect((await t.app.inject({ method: 'GET', url: `${SUMMARY}/arrangements/${accountId}`, cookies: { sid } })).statusCode).toBe(200);
    const wrong = await t.app.inject({ method: 'POST', url: '/api/session/login', payload: { username: 'member', password: `${DEMO_PASSWORD}-wrong` } });
    expect(wrong.statusCode).toBe(401);

    const response = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toContain('http_request_duration_seconds_bucket{');
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="[\d.]+",method="GET",route="\/api\/arrangement-manager\/client-api\/v2\/productsummary\/arrangements\/:id",status_code="200"\}/);
    expect(text).toMatch(/http_request_duration_seconds_count\{method="POST",route="\/api\/session\/login",status_code="401"\} 1/);
    // The route's pattern, never the raw URL with its ids.
    expect(text).not.toContain(accountId);
    expect(text).toMatch(/sign_in_failures_total\{method="password"\} 1/);
    expect(text).toContain('# TYPE throttle_refusals_total counter');
    expect(text).toContain('# TYPE background_job_runs_total counter');
    expect(text).toContain('# TYPE background_job_failures_total counter');
    expect(Number(/^ledger_journals (\d+)$/m.exec(text)?.[1])).toBeGreaterThan(0);
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    if (kind === 'postgres') {
      expect(text).toMatch(/^db_pool_connections_total \d+$/m);
      expect(text).toMatch(/^db_pool_connections_idle \d+$/m);
      expect(text).toMatch(/^db_pool_requests_waiting \d+$/m);
    } else {
      expect(text).not.toContain('db_pool_connections_total');
    }
  });

  it('without a metrics token answers /metrics only to this machine', async () => {
    const remote = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(403);
    expect(remote.body).not.toContain('http_request_duration_seconds');
    // A forwarded address is not the caller: only the socket's peer counts.
    expect((await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9', headers: { 'x-forwarded-for': '127.0.0.1' } })).statusCode).toBe(403);
  });

  it('with a metrics token (production) answers /metrics only to Authorization: Bearer <token>, even from this machine', async () => {
    const without = await production.app.inject({ method: 'GET', url: '/metrics' });
    expect(without.statusCode).toBe(401);
    expect(without.headers['www-authenticate']).toContain('Bearer');
    expect(without.json()).toEqual({ errors: [{ path: '', message: expect.any(String) }] });
    expect((await production.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } })).statusCode).toBe(401);
    expect((await production.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: TOKEN } })).statusCode).toBe(401);
    const withToken = await production.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` }, remoteAddress: '203.0.113.9' });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.body).toContain('http_request_duration_seconds_bucket{');
  });

  it('does not write an info line for each probe', async () => {
    const before = logged.length;
    for (const url of ['/healthz', '/readyz', '/metrics']) expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/session/status' })).statusCode).toBe(401);
    const lines = logged.slice(before).split('\n').filter((line) => line.includes('"msg":"request"'));
    expect(lines.map((line) => JSON.parse(line).route)).toEqual(['/api/session/status']);
  });
});
