import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsManifest } from '../../src/manifests';
import { createTestApp, DEMO_PASSWORD, sessionCookieOf, signInAs, type TestApp } from '../support/test-app';
import { claimedAttempts } from '../support/attempt-slots';
import { databaseKinds } from '../support/test-database';

const EXPECTED_HEADERS = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; frame-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

describe.each(databaseKinds())('security (%s)', (kind) => {
  let t: TestApp;
  let webRoot: string;
  const logLines: string[] = [];
  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'cu-web-'));
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>app</title><script type="module" src="/assets/app-1a2b.js"></script>');
    writeFileSync(join(webRoot, 'assets', 'app-1a2b.js'), 'console.log("app");');
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
    t = await createTestApp(kind, { config: { webRoot }, logger: { level: 'trace', stream } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('puts the security headers on every kind of answer: API, errors, 404s, static files, the SPA fallback', async () => {
    const token = await signInAs(t.app, 'member');
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/session/status', cookies: { sid: token } }),
      t.app.inject({ method: 'GET', url: '/api/session/status' }),
      t.app.inject({ method: 'POST', url: '/api/session/login', payload: { nope: true } }),
      t.app.inject({ method: 'GET', url: '/api/no/such/service' }),
      t.app.inject({ method: 'GET', url: '/' }),
      t.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' }),
      t.app.inject({ method: 'GET', url: '/accounts/list/summary' }),
      t.app.inject({ method: 'GET', url: '/assets/missing.js' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 400, 404, 200, 200, 200, 404]);
    for (const answer of answers) expect(answer.headers).toMatchObject(EXPECTED_HEADERS);
  });

  it('serves the web app: index.html for client routes, hashed assets cached, unknown API paths as JSON 404', async () => {
    const spa = await t.app.inject({ method: 'GET', url: '/move-money/transfers?x=1' });
    expect(spa.headers['content-type']).toMatch(/text\/html/);
    expect(spa.body).toContain('<title>app</title>');
    expect(spa.headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    const api = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ errors: [{ path: '', message: errorsManifest.errors.NOT_FOUND?.message }] });
    const post = await t.app.inject({ method: 'POST', url: '/accounts' });
    expect(post.statusCode).toBe(404);
  });

  it('never lets an API answer be stored by a shared cache, nor served by a browser without asking, signed in or not', async () => {
    const token = await signInAs(t.app, 'member');
    for (const url of ['/api/user-manager/client-api/v2/users/me', '/api/session/refresh', '/api/session/status']) {
      const response = await t.app.inject({ method: 'GET', url, cookies: { sid: token } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    // The summary alone may be kept by the member's own browser, which revalidates it by its ETag every time.
    const summary = await t.app.inject({ method: 'GET', url: '/api/arrangement-manager/client-api/v2/productsummary', cookies: { sid: token } });
    expect(summary.headers['cache-control']).toBe('private, no-cache');
    expect(summary.headers.etag).toEqual(expect.any(String));
    const login = await t.app.inject({ method: 'POST', url: '/api/session/login', payload: { username: 'member', password: DEMO_PASSWORD } });
    expect(login.headers['cache-control']).toBe('no-store');
  });

  it('refuses a state-changing call from a foreign Origin with 403, and writes nothing', async () => {
    const token = await signInAs(t.app, 'member');
    const before = await claimedAttempts(t.database.db);
    const forbidden = { errors: [{ path: '', message: errorsManifest.errors.FOREIGN_ORIGIN?.message }] };
    for (const origin of ['https://evil.example', 'null', 'http://localhost:81']) {
      const login = await t.app.inject({ method: 'POST', url: '/api/session/login', headers: { origin }, payload: { username: 'member', password: DEMO_PASSWORD } });
      expect(login.statusCode).toBe(403);
      expect(login.json()).toEqual(forbidden);
      expect(sessionCookieOf(login)).toBeUndefined();
    }
    const logout = await t.app.inject({ method: 'POST', url: '/api/session/memberlogout', headers: { origin: 'https://evil.example' }, cookies: { sid: token } });
    expect(logout.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/session/status', cookies: { sid: token } })).statusCode).toBe(200);
    expect(await claimedAttempts(t.database.db)).toBe(before);

    const sameOrigin = await t.app.inject({ method: 'POST', url: '/api/session/login', headers: { origin: 'http://localhost:80', host: 'localhost:80' }, payload: { username: 'member', password: DEMO_PASSWORD } });
    expect(sameOrigin.statusCode).toBe(200);
    const read = await t.app.inject({ method: 'GET', url: '/api/session/status', headers: { origin: 'https://evil.example' }, cookies: { sid: token } });
    expect(read.statusCode).toBe(200);
  });

  it('keeps the session id and the password out of the logs', async () => {
    const token = await signInAs(t.app, 'member');
    await t.app.inject({ method: 'GET', url: '/api/user-manager/client-api/v2/users/me', cookies: { sid: token } });
    await t.app.inject({ method: 'POST', url: '/api/session/memberlogout', cookies: { sid: token } });
    expect(logLines.length).toBeGreaterThan(0);
    const log = logLines.join('\n');
    expect(log).toContain('/api/user-manager/client-api/v2/users/me');
    expect(log).not.toContain(token);
    expect(log).not.toContain(DEMO_PASSWORD);
  });

  it('publishes the OpenAPI document of its routes to signed-in staff only, outside demo mode', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/openapi.json', cookies: { sid: await signInAs(t.app, 'member') } })).statusCode).toBe(403);
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json', cookies: { sid: await signInAs(t.app, 'msr') } });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\.1/);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/session/login',
        '/api/session/status',
        '/api/session/refresh',
        '/api/session/memberlogout',
        '/api/user-manager/client-api/v2/users/me',
        '/api/arrangement-manager/client-api/v2/productsummary',
      ]),
    );
    expect(document.components.schemas).toHaveProperty('ProductSummary');
  });
});
