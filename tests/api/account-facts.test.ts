/**
 * An account's full number and the routing number, and the direct-deposit form that prints them: each only after the
 * identity check config/risk.json asks for revealAccountNumber (307 until passed, one check per reveal), never cached,
 * 404 for an account the session does not reach (nothing opened for it), and for staff serving the member without a
 * check but named in the staff audit.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountNumberReveal, ProductSummaryEntry, StepUpError } from '../../engine/core/generated/api.gen';
import { applyOverlay } from '../../engine/core/manifest-overlay';
import { resolveTemplate } from '../../engine/core/template';
import { appManifest } from '../../src/manifests';
import { accountFactsManifest } from '../../src/manifests/account-facts-manifest';
import { projectPath } from '../../src/server/project-files';
import { productsOf } from './payment-orders.support';
import { firstPhoneId, latestOtp, rotatedSid, sendOtp, verifyOtp } from './step-up.support';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { pdfTextRuns } from '../support/pdf-read-back';

const SUMMARY = '/api/arrangement-manager/client-api/v2/productsummary';
const DESK = '/api/service-desk/client-api/v1';
const pdfCopy = accountFactsManifest.directDepositPdf;

describe.each(databaseKinds())('account facts: full number, routing number, direct-deposit form (%s)', (kind) => {
  let t: TestApp;
  let sid: string;
  let products: ProductSummaryEntry[];
  const db = () => t.database.db;
  const numberUrl = (id: string) => `${SUMMARY}/arrangements/${id}/account-number`;
  const formUrl = (id: string) => `${SUMMARY}/arrangements/${id}/direct-deposit-form`;
  const get = (url: string, session = sid) => t.app.inject({ method: 'GET', url, cookies: { sid: session } });
  const fullNumberOf = async (id: string) => (await db().selectFrom('arrangements').select('account_number').where('id', '=', id).executeTakeFirstOrThrow()).account_number;
  const challengeCount = async () => Number((await db().selectFrom('step_up_challenges').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const product = (predicate: (entry: ProductSummaryEntry) => boolean) => {
    const found = products.find(predicate);
    if (!found) throw new Error('no such account in the summary');
    return found;
  };
  const checking = () => product((entry) => entry.productKind === 'checking');
  /** Passes the challenge a 307 opened (not an older one still open) by SMS; returns the rotated session id. */
  const pass = async (challenged: { json(): unknown }, session = sid): Promise<string> => {
    const { challengeId } = (challenged.json() as StepUpError).data as { challengeId: string };
    expect((await sendOtp(t.app, session, await firstPhoneId(t.app, session), challengeId)).statusCode).toBe(200);
    const verified = await verifyOtp(t.app, session, await latestOtp(t.app, session), challengeId);
    expect(verified.statusCode, verified.body).toBe(200);
    return rotatedSid(verified);
  };

  beforeAll(async () => {
    // Demo mode: the identity check's one-time code lands in the outbox.
    t = await createTestApp(kind, { config: { demoMode: true } });
    sid = await signInAs(t.app, 'member');
    products = await productsOf(t.app, sid);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the full number and the routing number only after the identity check, never cached, one check per reveal', async () => {
    const account = checking();
    const challenged = await get(numberUrl(account.id));
    expect(challenged.statusCode, challenged.body).toBe(307);
    expect(challenged.json()).toMatchObject({ status: 'CHALLENGE', event: 'revealAccountNumber' } satisfies Partial<StepUpError>);
    expect(challenged.body).not.toContain(await fullNumberOf(account.id));
    expect(challenged.headers['cache-control']).toBe('no-store');

    sid = await pass(challenged);
    const revealed = await get(numberUrl(account.id));
    expect(revealed.statusCode, revealed.body).toBe(200);
    expect(revealed.headers['cache-control']).toBe('no-store');
    const body = revealed.json() as AccountNumberReveal;
    expect(body).toEqual({ accountId: account.id, accountNumber: await fullNumberOf(account.id), routingNumber: appManifest.routingNumber });
    expect(body.accountNumber.endsWith(account.accountNumber.slice(-4))).toBe(true);

    // The passed check was used up: the next reveal asks again.
    expect((await get(numberUrl(account.id))).statusCode).toBe(307);
  });

  it("downloads the direct-deposit form after its own check: a PDF with the holder, the credit union, the full number and the account's type", async () => {
    const account = checking();
    const challenged = await get(formUrl(account.id));
    expect(challenged.statusCode, challenged.body).toBe(307);
    expect(challenged.json()).toMatchObject({ status: 'CHALLENGE', event: 'revealAccountNumber' } satisfies Partial<StepUpError>);

    sid = await pass(challenged);
    const form = await get(formUrl(account.id));
    expect(form.statusCode, form.body).toBe(200);
    expect(form.headers['content-type']).toBe('application/pdf');
    const full = await fullNumberOf(account.id);
    expect(form.headers['content-disposition']).toBe(`attachment; filename="direct-deposit-${full.slice(-4)}.pdf"`);
    expect(form.headers['cache-control']).toBe('private, no-store');
    expect(form.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfTextRuns(form.rawPayload);
    expect(text).toContain(pdfCopy.title);
    expect(text).toContain('Alex Morgan');
    expect(text).toContain(appManifest.productName);
    for (const line of accountFactsManifest.institutionAddressLines) expect(text).toContain(line);
    expect(text).toContain(`Routing number: ${appManifest.routingNumber}`);
    expect(text).toContain(`Account number: ${full}`);
    expect(text).toContain(`Account type: ${pdfCopy.accountTypes.checking}`);
    expect(text).toContain(pdfCopy.employerLine);
  });

  it("prints the form in the reader's language: a Spanish reader's form is in Spanish, the figures as they are", async () => {
    const spanish = applyOverlay(accountFactsManifest, JSON.parse(readFileSync(projectPath('config/locales/es-US/account-facts.json'), 'utf8')) as unknown).directDepositPdf;
    expect(spanish.title).not.toBe(pdfCopy.title);
    const account = checking();
    await db().updateTable('members').set({ language: 'es-US' }).where('username', '=', 'member').execute();
    try {
      sid = await pass(await get(formUrl(account.id)));
      const form = await get(formUrl(account.id));
      expect(form.statusCode, form.body).toBe(200);
      const text = await pdfTextRuns(form.rawPayload);
      expect(text).toContain(spanish.title);
      expect(text).toContain(spanish.employerLine);
      expect(text).toContain(resolveTemplate(spanish.accountType, { accountType: spanish.accountTypes.checking }));
      expect(text).toContain(resolveTemplate(spanish.accountNumber, { accountNumber: await fullNumberOf(account.id) }));
      expect(text).not.toContain(pdfCopy.title);
    } finally {
      await db().updateTable('members').set({ language: 'en-US' }).where('username', '=', 'member').execute();
    }
  });

  it('offers no form for an account that takes no direct deposit (a certificate, a loan): 404 before any check', async () => {
    const certificate = product((entry) => entry.certificateMaturesOn !== undefined);
    const loan = product((entry) => entry.productKind === 'autoLoan');
    const before = await challengeCount();
    for (const account of [certificate, loan]) expect((await get(formUrl(account.id))).statusCode, account.name).toBe(404);
    expect(await challengeCount()).toBe(before);
    // Its number may still be revealed (a loan's, to pay it from elsewhere).
    expect((await get(numberUrl(loan.id))).statusCode).toBe(307);
  });

  it("answers 404 for another member's account and an unknown one, opening no check; 401 without a session; 400 for a malformed id", async () => {
    const business = await signInAs(t.app, 'business');
    const theirs = (await productsOf(t.app, business)).find((entry) => entry.productKind === 'checking')!;
    const before = await challengeCount();
    for (const url of [numberUrl(theirs.id), formUrl(theirs.id), numberUrl('00000000-0000-4000-8000-000000000000')]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain(await fullNumberOf(theirs.id));
    }
    expect(await challengeCount()).toBe(before);
    expect((await t.app.inject({ method: 'GET', url: numberUrl(checking().id) })).statusCode).toBe(401);
    expect((await get(`${SUMMARY}/arrangements/not-an-id/account-number`)).statusCode).toBe(400);
  });

  it('a view-only trusted user sees it under the account-details policy, after their own check', async () => {
    const trusted = await signInAs(t.app, 'trusted');
    const response = await get(numberUrl(checking().id), trusted);
    expect(response.statusCode, response.body).toBe(307);
    const passed = await pass(response, trusted);
    expect((await get(numberUrl(checking().id), passed)).json()).toMatchObject({ accountNumber: await fullNumberOf(checking().id) });
  });

  it('staff serving the member read it without a check, and the staff audit names the sensitive read; staff serving no one get 404', async () => {
    const memberId = (await db().selectFrom('members').select('id').where('username', '=', 'member').executeTakeFirstOrThrow()).id;
    const staff = await signInAs(t.app, 'msr');
    expect((await get(numberUrl(checking().id), staff)).statusCode).toBe(404);
    const opened = await t.app.inject({ method: 'POST', url: `${DESK}/visits`, cookies: { sid: staff }, payload: { memberId, reason: 'Member asked for a direct deposit form' } });
    expect(opened.statusCode, opened.body).toBe(201);
    const revealed = await get(numberUrl(checking().id), staff);
    expect(revealed.statusCode, revealed.body).toBe(200);
    expect((revealed.json() as AccountNumberReveal).accountNumber).toBe(await fullNumberOf(checking().id));
    const row = await db().selectFrom('staff_audit').selectAll().where('route', 'like', '%/account-number').orderBy('seq', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ member_id: memberId, status_code: 200 });
    expect(row.detail).toMatchObject({ sensitiveRead: 'account-number' });
    const form = await get(formUrl(checking().id), staff);
    expect(form.statusCode).toBe(200);
    expect(form.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
