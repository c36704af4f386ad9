import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlagsBootstrap, FlagsClientConfig } from '../../engine/core/generated/api.gen';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

// index.html carries the session's evaluated flags as a JSON data block, so the first screen needs no flag request.
const BLOCK = /<script type="application\/json" id="page-flags">([^<]*)<\/script>/;

interface PageFlags { config: FlagsClientConfig; anonymous?: FlagsBootstrap }

describe.each(databaseKinds())('flags embedded in index.html (%s)', (kind) => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'cu-web-'));
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><html><head><title>app</title></head><body><script type="module" src="/assets/app-1a2b.js"></script></body></html>');
    writeFileSync(join(webRoot, 'assets', 'app-1a2b.js'), 'console.log("app");');
    t = await createTestApp(kind, { config: { webRoot } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const pageFlagsOf = (body: string): PageFlags => {
    const match = BLOCK.exec(body);
    expect(match).not.toBeNull();
    return JSON.parse(match?.[1] ?? 'null') as PageFlags;
  };

  it('gives a signed-out visitor the anonymous flags, the same as GET /api/flags/client-config, on "/" and client routes', async () => {
    const expected = (await t.app.inject({ method: 'GET', url: '/api/flags/client-config' })).json<FlagsClientConfig>();
    for (const url of ['/', '/login', '/accounts/list/summary']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-security-policy']).toContain("script-src 'self';");
      const flags = pageFlagsOf(page.body);
      expect(flags).toEqual({ config: expected });
      expect(flags.config.context).toEqual({ kind: 'user', anonymous: true });
      expect(flags.config.bootstrap?.$valid).toBe(true);
    }
  });

  it('gives a signed-in member their own flags and the anonymous ones, as the client-config route evaluates them', async () => {
    const sid = await signInAs(t.app, 'member');
    const own = (await t.app.inject({ method: 'GET', url: '/api/flags/client-config', cookies: { sid } })).json<FlagsClientConfig>();
    const anonymous = (await t.app.inject({ method: 'GET', url: '/api/flags/client-config' })).json<FlagsClientConfig>();
    const page = await t.app.inject({ method: 'GET', url: '/accounts/list/summary', cookies: { sid } });
    const flags = pageFlagsOf(page.body);
    expect(flags.config).toEqual(own);
    expect(flags.config.context).toMatchObject({ kind: 'user', anonymous: false });
    expect(flags.config.context?.key).toEqual(expect.any(String));
    expect(flags.anonymous).toEqual(anonymous.bootstrap);
  });

  it('targets the flags per member: a business member gets their own answers in the page', async () => {
    const member = pageFlagsOf((await t.app.inject({ method: 'GET', url: '/', cookies: { sid: await signInAs(t.app, 'member') } })).body);
    const business = pageFlagsOf((await t.app.inject({ method: 'GET', url: '/', cookies: { sid: await signInAs(t.app, 'business') } })).body);
    expect(business.config.context?.key).not.toBe(member.config.context?.key);
    const differs = Object.keys(member.config.bootstrap ?? {}).some((key) => !key.startsWith('$') && member.config.bootstrap?.[key] !== business.config.bootstrap?.[key]);
    expect(differs).toBe(true);
  });

  it('still serves assets as files and answers unknown files and API paths with 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' })).body).toBe('console.log("app");');
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/nothing-here' })).statusCode).toBe(404);
  });
});
