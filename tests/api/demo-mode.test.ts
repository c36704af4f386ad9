/**
 * Safe demo defaults: /api/dev exists only in demo mode; there a session restricted by a new-device sign-in may read
 * its own member's outbox (the member's phone); the started demo server listens on loopback unless HOST says
 * otherwise, says where the codes are, and logs one line per request with nothing secret in it.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductSummary, ProductSummaryEntry } from '../../engine/core/generated/api.gen';
import { freePort, repoRoot, SERVER_ARGS } from '../e2e/support/server';
import { openApiDocumentOf } from '../support/openapi-document';
import { createTestApp, DEMO_PASSWORD, sessionCookieOf, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { firstPhoneId, latestOtp, sendOtp } from './step-up.support';

const SUMMARY = '/api/arrangement-manager/client-api/v2/productsummary';
const ORDERS = '/api/payment-order-service/client-api/v2/payment-orders';

describe.each(databaseKinds())('the demo helpers (%s)', (kind) => {
  let demo: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    demo = await createTestApp(kind, { config: { demoMode: true } });
    production = await createTestApp(kind);
  });
  afterAll(async () => {
    await demo?.close();
    await production?.close();
  });

  it('are not mounted without demo mode: 404 to a signed-in member, and absent from the API document', async () => {
    const sid = await signInAs(production.app, 'member');
    expect((await production.app.inject({ method: 'GET', url: '/api/dev/outbox', cookies: { sid } })).statusCode).toBe(404);
    expect((await production.app.inject({ method: 'POST', url: `/api/dev/push/${randomUUID()}/approve`, cookies: { sid } })).statusCode).toBe(404);
    const paths = Object.keys((await openApiDocumentOf(production.app)).paths);
    expect(paths.filter((path) => path.startsWith('/api/dev'))).toEqual([]);
    expect(Object.keys((await demo.app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths as object)).toContain('/api/dev/outbox');
  });

  it('show the OpenAPI document to anyone in demo mode; otherwise only to signed-in staff', async () => {
    expect((await demo.app.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(200);
    expect((await production.app.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(401);
    const member = await signInAs(production.app, 'member');
    expect((await production.app.inject({ method: 'GET', url: '/api/openapi.json', cookies: { sid: member } })).statusCode).toBe(403);
    expect(Object.keys((await openApiDocumentOf(production.app)).paths)).toContain('/api/session/login');
  });

  it("let a session restricted by a new-device sign-in read its own member's codes, and nothing else", async () => {
    const login = (headers: Record<string, string>, remoteAddress: string) =>
      demo.app.inject({ method: 'POST', url: '/api/session/login', headers, remoteAddress, payload: { username: 'bankruptcy', password: DEMO_PASSWORD } });
    expect((await login({ 'user-agent': 'Home browser' }, '10.60.0.1')).statusCode).toBe(200);
    const second = await login({ 'user-agent': 'A second browser' }, '198.51.100.60');
    expect(second.statusCode).toBe(307);
    const restricted = sessionCookieOf(second)?.value ?? '';
    // Another member's phone gets a code too: it must not show in this member's outbox.
    const otherLogin = (agent: string, remoteAddress: string) =>
      demo.app.inject({ method: 'POST', url: '/api/session/login', headers: { 'user-agent': agent }, remoteAddress, payload: { username: 'delinquent', password: DEMO_PASSWORD } });
    expect((await otherLogin('Home browser', '10.60.0.2')).statusCode).toBe(200);
    const other = await otherLogin('A second browser', '198.51.100.61');
    expect(other.statusCode).toBe(307);
    const otherSid = sessionCookieOf(other)?.value ?? '';
    expect((await sendOtp(demo.app, otherSid, await firstPhoneId(demo.app, otherSid))).statusCode).toBe(200);

    expect((await sendOtp(demo.app, restricted, await firstPhoneId(demo.app, restricted))).statusCode).toBe(200);
    const outbox = await demo.app.inject({ method: 'GET', url: '/api/dev/outbox', cookies: { sid: restricted } });
    expect(outbox.statusCode).toBe(200);
    const shown = (outbox.json() as { messages: { id: string }[] }).messages.map((message) => message.id).sort();
    const own = await demo.database.db
      .selectFrom('outbox_messages')
      .innerJoin('members', 'members.id', 'outbox_messages.user_id')
      .select('outbox_messages.id')
      .where('members.username', '=', 'bankruptcy')
      .execute();
    expect(shown.length).toBeGreaterThan(0);
    expect(shown).toEqual(own.map((row) => row.id).sort());
    expect(await latestOtp(demo.app, restricted)).toMatch(/^\d{6}$/);
    // Still restricted everywhere else until the challenge is passed.
    expect((await demo.app.inject({ method: 'GET', url: SUMMARY, cookies: { sid: restricted } })).statusCode).toBe(307);
  });
});

/** The real `npm start` entry with the demo seed, its output captured line by line. */
async function startDemoServer(env: NodeJS.ProcessEnv): Promise<{ port: number; lines: string[]; stop(): Promise<void>; ready: Promise<string> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'cu-demo-db-'));
  const childEnv: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, DEMO_SEED: '1', LOG_LEVEL: 'info', ...env };
  delete childEnv.DATABASE_URL;
  delete childEnv.HOST;
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, SERVER_ARGS, { cwd: repoRoot, env: childEnv });
  const lines: string[] = [];
  let pending = '';
  const ready = new Promise<string>((done, fail) => {
    child.stdout.on('data', (chunk: Buffer) => {
      pending += chunk.toString('utf8');
      const complete = pending.split('\n');
      pending = complete.pop() ?? '';
      for (const line of complete) {
        lines.push(line);
        if (line.includes('is ready at')) done(line);
      }
    });
    child.once('exit', (code) => fail(new Error(`the demo server exited with ${code} before it was ready:\n${lines.join('\n')}`)));
  });
  child.stderr.resume();
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { port, lines, stop, ready };
}

describe('the started demo server', () => {
  let server: Awaited<ReturnType<typeof startDemoServer>>;
  let readyLine = '';
  beforeAll(async () => {
    server = await startDemoServer({});
    readyLine = await server.ready;
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('listens on 127.0.0.1 without HOST, and says where the demo codes are', async () => {
    expect(JSON.parse(readyLine).msg).toBe(`Online banking is ready at http://127.0.0.1:${server.port} (demo mode: one-time codes for the demo personas are served at /api/dev/outbox)`);
    const logged = server.lines.length;
    expect((await fetch(`http://127.0.0.1:${server.port}/api/session/status`)).status).toBe(401);
    // Its log line is written after the answer: wait for it, so it cannot land among the next test's lines.
    const deadline = Date.now() + 10_000;
    while (!server.lines.slice(logged).some((line) => line.includes('"msg":"request"')) && Date.now() < deadline) await new Promise((wait) => setTimeout(wait, 20));
    const outward = Object.values(networkInterfaces()).flat().find((address) => address && address.family === 'IPv4' && !address.internal);
    if (outward) await expect(fetch(`http://${outward.address}:${server.port}/api/session/status`)).rejects.toThrow();
  });

  it('logs one line per request, without passwords, cookies, codes, bodies or full account numbers', async () => {
    const base = `http://127.0.0.1:${server.port}`;
    const before = server.lines.length;
    const signIn = await fetch(`${base}/api/session/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'member', password: DEMO_PASSWORD }) });
    expect(signIn.status).toBe(200);
    const sid = /sid=([^;]+)/.exec(signIn.headers.getSetCookie().join('; '))?.[1] ?? '';
    const headers = { cookie: `sid=${sid}` };
    const summary = (await (await fetch(`${base}${SUMMARY}?maskIndicator=false`, { headers })).json()) as ProductSummary;
    const products: ProductSummaryEntry[] = summary.groups.flatMap((group) => group.products);
    const [checking, savings] = [products.find((p) => p.productKind === 'checking')!, products.find((p) => p.productKind === 'savings')!];
    const transfer = await fetch(`${base}${ORDERS}`, {
      method: 'POST',
      headers: { ...headers, origin: base, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({ fromAccountId: checking.id, toAccountId: savings.id, amountCents: 1_234, memo: 'log check' }),
    });
    expect(transfer.status).toBe(201);
    // A full account number in a URL (here an unknown query parameter, refused) must not reach the log either.
    const detail = await fetch(`${base}/api/arrangement-manager/client-api/v2/productsummary/arrangements/${checking.id}?accountNumber=${encodeURIComponent(checking.accountNumber)}`, { headers });
    expect(detail.status).toBe(400);
    const outbox = (await (await fetch(`${base}/api/dev/outbox`, { headers })).text());
    const requests = 5;
    // The server writes the line once the answer is sent: wait until all five are in.
    const deadline = Date.now() + 10_000;
    const requestLines = () => server.lines.slice(before).filter((line) => line.includes('"msg":"request"'));
    while (requestLines().length < requests && Date.now() < deadline) await new Promise((wait) => setTimeout(wait, 20));
    const logged = server.lines.slice(before);
    expect(requestLines()).toHaveLength(requests);
    // Nothing else at info: what handlers note about a request (sign-in, step-up) is debug.
    expect(logged.filter((line) => line.startsWith('{') && JSON.parse(line).level === 30)).toEqual(requestLines());
    for (const line of requestLines()) {
      expect(JSON.parse(line)).toMatchObject({ level: 30, method: expect.any(String), route: expect.any(String), statusCode: expect.any(Number), ms: expect.any(Number) });
    }
    const text = logged.join('\n');
    expect(text).not.toContain(DEMO_PASSWORD);
    expect(text).not.toContain(sid);
    expect(text).not.toContain('log check');
    for (const number of products.map((product) => product.accountNumber).filter((value) => /\d{6,}/.test(value))) expect(text).not.toContain(number);
    for (const code of outbox.match(/\b\d{6}\b/g) ?? []) expect(text).not.toContain(code);
  });
});
