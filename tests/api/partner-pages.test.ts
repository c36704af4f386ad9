import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductSummary, ProductSummaryEntry } from '../../engine/core/generated/api.gen';
import { copyManifest } from '../../src/manifests';
import { escapeHtml } from '../../src/server/partner/html';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

const IRA_PAGE = '/partner/ira-beneficiaries';
const FRAUD_PAGE = '/partner/credit-card-fraud';
const FORM = { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost:80', origin: 'http://localhost:80' };
const copy = copyManifest.screens['partner-pages'];

describe.each(databaseKinds())('partner pages framed in the app (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const productsOf = async (token: string): Promise<ProductSummaryEntry[]> => {
    const response = await t.app.inject({ method: 'GET', url: '/api/arrangement-manager/client-api/v2/productsummary', cookies: { sid: token } });
    return (response.json() as ProductSummary).groups.flatMap((group) => group.products);
  };
  const page = (url: string, token: string) => t.app.inject({ method: 'GET', url, cookies: { sid: token } });
  const post = (url: string, token: string, fields: Record<string, string>, headers: Record<string, string> = FORM) =>
    t.app.inject({ method: 'POST', url, cookies: { sid: token }, headers, payload: new URLSearchParams(fields).toString() });

  it("lists the member's IRA beneficiaries as a CSP-safe page only this app may frame", async () => {
    const token = await signInAs(t.app, 'member');
    const ira = (await productsOf(token)).find((product) => product.productKind === 'ira');
    const response = await page(`${IRA_PAGE}?account=${ira?.id}`, token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.body).toContain(copy.iraHeading);
    for (const name of ['Jordan Morgan', 'Casey Morgan', 'Riley Morgan']) expect(response.body).toContain(name);
    expect(response.body).not.toMatch(/<script>|<script(?![^>]*\ssrc=)[^>]*>/);
    expect(response.body).not.toMatch(/\sstyle=/);
    // The first IRA is the default when the app passes no account.
    expect((await page(IRA_PAGE, token)).body).toContain('Jordan Morgan');
    const script = await t.app.inject({ method: 'GET', url: '/partner/assets/partner-page.js', cookies: { sid: token } });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain('FRAME_HEIGHT');
    // The rest of the app stays unframeable.
    expect((await t.app.inject({ method: 'GET', url: '/api/session/status', cookies: { sid: token } })).headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it("refuses another member's IRA, a non-IRA account and a caller without a session", async () => {
    const memberToken = await signInAs(t.app, 'member');
    const products = await productsOf(memberToken);
    const ira = products.find((product) => product.productKind === 'ira');
    const checking = products.find((product) => product.productKind === 'checking');
    const other = await signInAs(t.app, 'litigation');
    const foreign = await page(`${IRA_PAGE}?account=${ira?.id}`, other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Jordan Morgan');
    expect((await page(`${IRA_PAGE}?account=${checking?.id}`, memberToken)).statusCode).toBe(404);
    expect((await page(`${IRA_PAGE}?account=not-a-uuid`, memberToken)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${IRA_PAGE}?account=${ira?.id}` })).statusCode).toBe(401);
    const smuggled = await post(`${IRA_PAGE}?account=${ira?.id}`, other, { fullName: 'Mallory', relationship: 'None', designation: 'PRIMARY', sharePercent: '100' });
    expect(smuggled.statusCode).toBe(404);
    expect((await page(`${IRA_PAGE}?account=${ira?.id}`, memberToken)).body).not.toContain('Mallory');
  });

  it('adds a beneficiary by form post, rejects a bad one, and removes one', async () => {
    const token = await signInAs(t.app, 'member');
    const ira = (await productsOf(token)).find((product) => product.productKind === 'ira');
    const url = `${IRA_PAGE}?account=${ira?.id}`;
    const added = await post(url, token, { fullName: 'Taylor <b>Quinn</b>', relationship: 'Friend', designation: 'CONTINGENT', sharePercent: '25' });
    expect(added.statusCode).toBe(303);
    expect(added.headers.location).toBe(url);
    const listed = (await page(url, token)).body;
    expect(listed).toContain('Taylor &lt;b&gt;Quinn&lt;/b&gt;');
    expect(listed).not.toContain('<b>Quinn</b>');

    const bad = await post(url, token, { fullName: 'Nobody', relationship: 'Friend', designation: 'PRIMARY', sharePercent: '140' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(escapeHtml(copy.invalid));
    expect((await page(url, token)).body).not.toContain('Nobody');

    const rows = await t.database.db.selectFrom('account_beneficiaries').select(['id', 'full_name']).where('arrangement_id', '=', ira?.id ?? '').execute();
    const taylor = rows.find((row) => row.full_name.startsWith('Taylor'));
    expect(taylor).toBeDefined();
    expect(listed).toContain(`value="${taylor?.id}"`);
    const removed = await post(`${IRA_PAGE}/remove?account=${ira?.id}`, token, { beneficiaryId: taylor?.id ?? '' });
    expect(removed.statusCode).toBe(303);
    expect((await page(url, token)).body).not.toContain('Taylor');
  });

  it('refuses a form post from a foreign origin before touching anything', async () => {
    const token = await signInAs(t.app, 'member');
    const ira = (await productsOf(token)).find((product) => product.productKind === 'ira');
    const before = await t.database.db.selectFrom('account_beneficiaries').select('id').execute();
    const response = await post(`${IRA_PAGE}?account=${ira?.id}`, token, { fullName: 'Eve', relationship: 'Friend', designation: 'PRIMARY', sharePercent: '10' }, { ...FORM, origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(await t.database.db.selectFrom('account_beneficiaries').select('id').execute()).toHaveLength(before.length);
  });

  it('records a credit-card fraud report and confirms it with its reference', async () => {
    const token = await signInAs(t.app, 'member');
    const card = (await productsOf(token)).find((product) => product.productKind === 'creditCard');
    const form = await page(FRAUD_PAGE, token);
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain(copy.fraudHeading);
    expect(form.body).toContain(`value="${card?.id}"`);
    const invalid = await post(FRAUD_PAGE, token, { arrangementId: card?.id ?? '', noticedOn: '2999-01-01', description: 'x' });
    expect(invalid.statusCode).toBe(400);
    const filed = await post(FRAUD_PAGE, token, { arrangementId: card?.id ?? '', noticedOn: '2026-01-05', description: 'A charge I did not make.' });
    expect(filed.statusCode).toBe(303);
    const reference = new URL(String(filed.headers.location), 'http://localhost').searchParams.get('reference') ?? '';
    const row = await t.database.db.selectFrom('card_fraud_reports').selectAll().where('reference', '=', reference).executeTakeFirst();
    expect(row).toMatchObject({ arrangement_id: card?.id, description: 'A charge I did not make.' });
    expect((await page(String(filed.headers.location), token)).body).toContain(reference);

    // The description is a textarea: its lines arrive as CRLF and are kept; a control character is refused (400).
    const lines = await post(FRAUD_PAGE, token, { arrangementId: card?.id ?? '', noticedOn: '2026-01-05', description: 'A charge I did not make.\r\nAnd another.' });
    expect(lines.statusCode, lines.body).toBe(303);
    const reports = await t.database.db.selectFrom('card_fraud_reports').select('id').execute();
    const refused = await post(FRAUD_PAGE, token, { arrangementId: card?.id ?? '', noticedOn: '2026-01-05', description: 'A charge\u0000' });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().errors[0].path).toBe('/description');
    expect(await t.database.db.selectFrom('card_fraud_reports').select('id').execute()).toHaveLength(reports.length);
  });
});
