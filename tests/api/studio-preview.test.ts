import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse, ProductSummaryEntry, PublishedConfig, StudioDraft, StudioPreview } from '../../engine/core/generated/api.gen';
import { PAGE_PUBLISHED_CONFIG_ELEMENT_ID } from '../../engine/core/page-data';
import { PREVIEW_SESSION_HEADER as PREVIEW_HEADER } from '../../engine/core/preview-session';
import { errorsManifest, menusManifest } from '../../src/manifests';
import { ORDERS, productOf, productsOf } from './payment-orders.support';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

const STUDIO = '/api/studio/client-api/v2/studio';
const SUMMARY = '/api/arrangement-manager/client-api/v2/productsummary';
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The manifests embedded in a page the server sent (index.html with its data blocks). */
function embeddedConfig(html: string): PublishedConfig {
  const match = new RegExp(`<script type="application/json" id="${PAGE_PUBLISHED_CONFIG_ELEMENT_ID}">(.*?)</script>`).exec(html);
  if (!match) throw new Error('the page embeds no published config');
  return JSON.parse(match[1]!) as PublishedConfig;
}

describe.each(databaseKinds())('the studio preview (%s)', (kind) => {
  let t: TestApp;
  let webRoot: string;
  let owner: string;
  let approver: string;
  let member: string;
  let draft: StudioDraft;
  let products: ProductSummaryEntry[];
  const logLines: string[] = [];

  const renamed = () => {
    const menus = clone(menusManifest) as unknown as { menus: Record<string, { items: { label?: string }[] }> };
    const item = Object.values(menus.menus).flatMap((menu) => menu.items).find((entry) => entry.label === 'Move Money');
    if (!item) throw new Error('menus.json has no "Move Money" item');
    item.label = 'Send and Pay';
    return menus;
  };
  const startPreview = (sid: string, memberName: string) => t.app.inject({ method: 'POST', url: `${STUDIO}/drafts/${draft.id}/preview`, cookies: { sid }, payload: { member: memberName } });
  const tokenOf = (preview: StudioPreview): string => new URL(preview.url, 'http://localhost').searchParams.get('cu-preview')!;

  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'cu-web-'));
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><html><head><title>app</title></head><body></body></html>');
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
    t = await createTestApp(kind, { config: { webRoot }, logger: { level: 'trace', stream } });
    owner = await signInAs(t.app, 'owner');
    approver = await signInAs(t.app, 'approver');
    member = await signInAs(t.app, 'member');
    products = await productsOf(t.app, member);
    const created = await t.app.inject({ method: 'POST', url: `${STUDIO}/drafts`, cookies: { sid: owner }, payload: { title: 'Rename Move Money', manifests: { 'menus.json': renamed() } } });
    expect(created.statusCode, created.body).toBe(201);
    draft = created.json() as StudioDraft;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('is started by a product owner or an approver as a listed preview member only; a member is refused by the policy', async () => {
    expect((await startPreview(member, 'member')).statusCode).toBe(403);
    for (const unlisted of ['msr', 'no-such-user']) {
      const refused = await startPreview(owner, unlisted);
      expect(refused.statusCode).toBe(400);
      expect((refused.json() as ErrorResponse).errors).toEqual([{ path: '/member', message: errorsManifest.errors.STUDIO_PREVIEW_MEMBER_UNKNOWN.message }]);
    }
    const missingDraft = await t.app.inject({ method: 'POST', url: `${STUDIO}/drafts/00000000-0000-4000-8000-000000000000/preview`, cookies: { sid: owner }, payload: { member: 'member' } });
    expect(missingDraft.statusCode).toBe(404);
    const byApprover = await startPreview(approver, 'business');
    expect(byApprover.statusCode, byApprover.body).toBe(201);
    expect((byApprover.json() as StudioPreview).url).toMatch(/^\/\?cu-preview=/);
  });

  it("serves the preview's page with the draft's manifests, frameable by the studio; any other page keeps the version in force", async () => {
    const preview = (await startPreview(owner, 'member')).json() as StudioPreview;
    const page = await t.app.inject({ method: 'GET', url: preview.url });
    expect(page.statusCode).toBe(200);
    expect(embeddedConfig(page.body).manifests['menus.json']).toEqual(renamed());
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    // The studio may open the preview on any member page: the session in the query serves that page the same way.
    const deep = await t.app.inject({ method: 'GET', url: `/move-money/transfers${new URL(preview.url, 'http://localhost').search}` });
    expect(deep.statusCode).toBe(200);
    expect(embeddedConfig(deep.body).manifests['menus.json']).toEqual(renamed());
    expect(deep.headers['x-frame-options']).toBe('SAMEORIGIN');

    // The session in the address and in the header never reaches a log line.
    await t.app.inject({ method: 'GET', url: SUMMARY, headers: { [PREVIEW_HEADER]: tokenOf(preview) } });
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('\n')).not.toContain(tokenOf(preview));

    const ordinary = await t.app.inject({ method: 'GET', url: '/', cookies: { sid: member } });
    expect(embeddedConfig(ordinary.body).manifests['menus.json']).toBeUndefined();
    expect(ordinary.headers['x-frame-options']).toBe('DENY');
    // A preview whose session is unknown shows nothing of any draft.
    const unknown = await t.app.inject({ method: 'GET', url: '/?cu-preview=not-a-session' });
    expect(embeddedConfig(unknown.body).manifests['menus.json']).toBeUndefined();
  });

  it("reads as the preview member through its header, refuses every change with the catalogue's message, and changes nothing", async () => {
    const token = tokenOf((await startPreview(owner, 'member')).json() as StudioPreview);
    const summary = await t.app.inject({ method: 'GET', url: SUMMARY, headers: { [PREVIEW_HEADER]: token } });
    expect(summary.statusCode, summary.body).toBe(200);
    const own = await t.app.inject({ method: 'GET', url: SUMMARY, cookies: { sid: member } });
    expect(summary.json()).toEqual(own.json());

    const before = await t.database.db.selectFrom('journals').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const payload = { fromAccountId: productOf(products, 'checking').id, toAccountId: productOf(products, 'savings').id, amountCents: 1_000 };
    for (const url of [`${ORDERS}/validate`, ORDERS, '/api/session/login', '/api/session/memberlogout']) {
      const refused = await t.app.inject({ method: 'POST', url, headers: { [PREVIEW_HEADER]: token, 'idempotency-key': crypto.randomUUID() }, payload: url.includes('login') ? { username: 'member', password: 'x' } : payload });
      expect(refused.statusCode, url).toBe(403);
      expect((refused.json() as ErrorResponse).errors[0]?.message).toBe(errorsManifest.errors.PREVIEW_READ_ONLY.message);
      expect(refused.headers['set-cookie']).toBeUndefined();
    }
    const after = await t.database.db.selectFrom('journals').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    // The preview's session lives on after the refused sign-out, and its renewal (a read) is allowed.
    expect((await t.app.inject({ method: 'GET', url: '/api/session/refresh', headers: { [PREVIEW_HEADER]: token } })).statusCode).toBe(200);
  });

  it('is presented only in its header: as a cookie it is no session, and a cookie session is no preview', async () => {
    const token = tokenOf((await startPreview(owner, 'member')).json() as StudioPreview);
    expect((await t.app.inject({ method: 'GET', url: SUMMARY, cookies: { sid: token } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: SUMMARY, headers: { [PREVIEW_HEADER]: member } })).statusCode).toBe(401);
    // The member's own session is untouched by that refusal.
    expect((await t.app.inject({ method: 'GET', url: SUMMARY, cookies: { sid: member } })).statusCode).toBe(200);
  });
});
