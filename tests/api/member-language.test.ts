import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountPreferenceList, AccountStatementList, AddressVerificationResult, CurrentUser, ErrorResponse, IraOverview, StaffVisit, StepUpError } from '../../engine/core/generated/api.gen';
import { verifyUsAddress } from '../../engine/core/address-verification';
import type { MemberAlertsManifest, RiskManifest } from '../../engine/core/generated/manifests.gen';
import { applyOverlay } from '../../engine/core/manifest-overlay';
import { formatCents } from '../../engine/core/money';
import { resolveTemplate } from '../../engine/core/template';
import { appManifest, copyManifest, errorsManifest, limitsManifest, riskManifest } from '../../src/manifests';
import { localesManifest } from '../../src/manifests/locales-manifest';
import { memberAlertsManifest } from '../../src/manifests/member-alerts-manifest';
import { iraManifest } from '../../src/manifests/ira-manifest';
import { privacyManifest } from '../../src/manifests/privacy-manifest';
import { profileManifest } from '../../src/manifests/profile-manifest';
import { accountPreferencesManifest } from '../../src/manifests/account-preferences-manifest';
import { projectPath } from '../../src/server/project-files';
import { createTestApp, DEMO_PASSWORD, sessionCookieOf, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { CARDS, findListed, post } from './cards.support';
import { postOrder, productOf, productsOf } from './payment-orders.support';
import { firstPhoneId, sendOtp } from './step-up.support';
import { pdfTextRuns } from '../support/pdf-read-back';

const ME = '/api/user-manager/client-api/v2/users/me';
const LANGUAGE = `${ME}/language`;
const SPANISH = 'es-US';
const PRIVACY_REQUESTS = '/api/profile-manager/client-api/v1/privacy/requests';
const IRA = '/api/ira/client-api/v1';
const STOP_PAYMENTS = '/api/payment-order-service/client-api/v2/stop-payments';
const PROFILE = '/api/user-manager/client-api/v2/users/me/profile';
const ADDRESS_VERIFY = '/api/profile-manager/client-api/v1/address/verify';
const ALERT_PREFERENCES = '/api/profile-manager/client-api/v1/member-notifications-preferences/mod';
const ACCOUNT_PREFERENCES = '/api/arrangement-manager/client-api/v2/account-preferences';
const CASHIERS_CHECKS = '/api/payment-order-service/client-api/v2/cashiers-checks';
/** An address whose ZIP is not California's. */
const TYPED_ADDRESS = { addressLine1: '1 Market Street', city: 'San Francisco', state: 'CA', zipCode: '10001' };

/**
 * A manifest as a Spanish reader gets it: the English one with config/locales/es-US/<name> applied. The expected
 * words come from the translators' files, never from this test, so the test holds whatever the translation says.
 */
function inSpanish<T>(english: T, name: string): T {
  return applyOverlay(english, JSON.parse(readFileSync(projectPath('config/locales', SPANISH, name), 'utf8')) as unknown);
}

describe.each(databaseKinds())("the member's language (%s)", (kind) => {
  let t: TestApp;
  const db = () => t.database.db;
  const put = (sid: string, payload: unknown) => t.app.inject({ method: 'PUT', url: LANGUAGE, cookies: { sid }, payload: payload as Record<string, unknown> });
  const me = async (sid: string): Promise<CurrentUser> => (await t.app.inject({ method: 'GET', url: ME, cookies: { sid } })).json() as CurrentUser;
  const stored = async (username: string): Promise<string> =>
    (await db().selectFrom('members').select('language').where('username', '=', username).executeTakeFirstOrThrow()).language;
  const setStored = (username: string, language: string) => db().updateTable('members').set({ language }).where('username', '=', username).execute();

  beforeAll(async () => {
    t = await createTestApp(kind, { config: { demoMode: true } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers English for everyone at first, stores an offered language (204) and answers it from then on', async () => {
    const sid = await signInAs(t.app, 'member');
    expect((await me(sid)).language).toBe('en-US');
    const changed = await put(sid, { language: SPANISH });
    expect(changed.statusCode, changed.body).toBe(204);
    expect(changed.body).toBe('');
    expect((await me(sid)).language).toBe(SPANISH);
    expect(await stored('member')).toBe(SPANISH);
    expect((await put(sid, { language: 'en-US' })).statusCode).toBe(204);
    expect((await me(sid)).language).toBe('en-US');
  });

  it('refuses a language not offered with LANGUAGE_NOT_OFFERED and changes nothing', async () => {
    const sid = await signInAs(t.app, 'business');
    for (const language of ['fr-FR', 'en-XA', 'es', '']) {
      const refused = await put(sid, { language });
      expect(refused.statusCode, language).toBe(400);
      if (language !== '') expect(refused.json()).toEqual({ errors: [{ path: '/language', message: errorsManifest.errors.LANGUAGE_NOT_OFFERED.message }] });
    }
    expect(await stored('business')).toBe('en-US');
    expect((await t.app.inject({ method: 'PUT', url: LANGUAGE, payload: { language: SPANISH } })).statusCode).toBe(401);
  });

  it("changes only the signed-in user's own language: a trusted user's choice is theirs, never the member's they act for", async () => {
    const trusted = await signInAs(t.app, 'trusted');
    expect((await put(trusted, { language: SPANISH })).statusCode).toBe(204);
    expect(await stored('trusted')).toBe(SPANISH);
    expect(await stored('member')).toBe('en-US');
    // The body names a language and nothing else: no user to aim it at.
    const aimed = await put(trusted, { language: 'en-US', userId: (await me(await signInAs(t.app, 'member'))).id });
    expect(aimed.statusCode).toBe(400);
    expect(await stored('trusted')).toBe(SPANISH);
    await setStored('trusted', 'en-US');
  });

  it("stores the sign-in page's language at a successful sign-in only, and never refuses a sign-in for one not offered", async () => {
    const login = (password: string, language: string) =>
      t.app.inject({ method: 'POST', url: '/api/session/login', payload: { username: 'business', password, language }, remoteAddress: '10.66.0.1' });
    expect((await login('not-the-password', SPANISH)).statusCode).toBe(401);
    expect(await stored('business')).toBe('en-US');

    const signedIn = await login(DEMO_PASSWORD, SPANISH);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect((signedIn.json() as { user: CurrentUser }).user.language).toBe(SPANISH);
    expect(await stored('business')).toBe(SPANISH);

    const pseudo = await login(DEMO_PASSWORD, 'en-XA');
    expect(pseudo.statusCode, pseudo.body).toBe(200);
    expect(sessionCookieOf(pseudo)?.value).toBeTruthy();
    expect(await stored('business')).toBe(SPANISH);
    await setStored('business', 'en-US');
  });

  it("texts a Spanish reader's verification code in Spanish", async () => {
    await setStored('member', SPANISH);
    try {
      const sid = await signInAs(t.app, 'member');
      const challenged = await t.app.inject({ method: 'PUT', url: '/api/security-hub/member/username', cookies: { sid }, payload: { username: 'alex.morgan.es' } });
      expect(challenged.statusCode).toBe(307);
      const sent = await sendOtp(t.app, sid, await firstPhoneId(t.app, sid));
      expect(sent.statusCode, sent.body).toBe(200);
      const memberId = (await me(sid)).id;
      const sms = await db().selectFrom('outbox_messages').select('body').where('user_id', '=', memberId).where('channel', '=', 'SMS').orderBy('seq', 'desc').executeTakeFirstOrThrow();
      const code = /\b(\d{6})\b/.exec(sms.body)?.[1] ?? '';
      const risk = inSpanish<RiskManifest>(riskManifest, 'risk.json');
      const productName = inSpanish(appManifest, 'app.json').productName;
      expect(risk.challenge.smsText).not.toBe(riskManifest.challenge.smsText);
      expect(sms.body).toBe(resolveTemplate(risk.challenge.smsText, { productName, code, minutes: Math.ceil(riskManifest.challenge.otpExpirySeconds / 60) }));
    } finally {
      await setStored('member', 'en-US');
    }
  });

  it("answers a Spanish reader's refusals in Spanish: the catalogue's, with its values, and a payment rule's", async () => {
    const spanish = inSpanish(errorsManifest, 'errors.json');
    const limits = inSpanish(limitsManifest, 'limits.json');
    await setStored('member', SPANISH);
    try {
      const sid = await signInAs(t.app, 'member');
      const refused = await put(sid, { language: 'fr-FR' });
      expect(refused.json()).toEqual({ errors: [{ path: '/language', message: spanish.errors.LANGUAGE_NOT_OFFERED.message }] });
      const products = await productsOf(t.app, sid);
      const [checking, savings] = [productOf(products, 'checking'), productOf(products, 'savings')];
      const tooMuch = await postOrder(t.app, sid, { fromAccountId: checking.id, toAccountId: savings.id, amountCents: limitsManifest.amounts.internalTransferMaxCents + 1 });
      expect(tooMuch.statusCode).toBe(400);
      const messages = (tooMuch.json() as { errors: { message: string }[] }).errors.map((error) => error.message);
      expect(messages).toContain(spanish.errors.TRANSFER_LIMIT_EXCEEDED.message);
      const over = await postOrder(t.app, sid, { fromAccountId: checking.id, toAccountId: savings.id, amountCents: limitsManifest.amounts.oneTimeImmediateBelowCents });
      expect((over.json() as { errors: { message: string }[] }).errors.map((error) => error.message)).toContain(limits.messages.amountExceedsImmediateMax);
    } finally {
      await setStored('member', 'en-US');
    }
    // An English reader reads the release's English.
    const sid = await signInAs(t.app, 'member');
    expect((await put(sid, { language: 'fr-FR' })).json()).toEqual({ errors: [{ path: '/language', message: errorsManifest.errors.LANGUAGE_NOT_OFFERED.message }] });
  });

  it("answers a Spanish reader in Spanish beyond the catalogue's thrown refusals: schema failures, unknown API paths, a recorded refusal, a feature's copy, the IRA's, a step-up", async () => {
    const spanish = inSpanish(errorsManifest, 'errors.json').errors;
    await setStored('member', SPANISH);
    try {
      const sid = await signInAs(t.app, 'member');
      const schema = await put(sid, { language: SPANISH, extra: true });
      expect(schema.statusCode).toBe(400);
      expect(schema.json()).toEqual({ errors: [{ path: '/extra', message: spanish.FIELD_NOT_ACCEPTED.message }] });
      const missing = await put(sid, {});
      expect(missing.json()).toEqual({ errors: [{ path: '/language', message: spanish.FIELD_REQUIRED.message }] });
      // No route answers this path, so no route attached the session: the reader is found from the cookie alone.
      const unknown = await t.app.inject({ method: 'GET', url: '/api/no-such-service/client-api/v1/anything', cookies: { sid } });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ errors: [{ path: '', message: spanish.NOT_FOUND.message }] });
      // A stop payment's refusal is recorded under its idempotency key, in the words it was first answered with.
      const savings = productOf(await productsOf(t.app, sid), 'savings');
      const stop = { kind: 'CHECK', accountId: savings.id, checkNumber: 9_101, reason: 'LOST' };
      const key = randomUUID();
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const refused = await t.app.inject({ method: 'POST', url: STOP_PAYMENTS, cookies: { sid }, headers: { 'idempotency-key': key }, payload: stop });
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toEqual({ errors: [{ path: '/accountId', message: spanish.STOP_PAYMENT_NOT_CHECKING.message }] });
      }
      // The IRA's refusals, worded by the IRA's copy before the request's transaction and inside it.
      const iraErrors = inSpanish(iraManifest, 'ira.json').errors;
      const overview = (await t.app.inject({ method: 'GET', url: `${IRA}/iras`, cookies: { sid } })).json() as IraOverview;
      const iraId = overview.iras[0]!.arrangementId;
      const iraPost = (path: string, payload: object) => t.app.inject({ method: 'POST', url: `${IRA}/${path}`, cookies: { sid }, headers: { 'idempotency-key': randomUUID() }, payload });
      const nextYear = Number(overview.taxYears[0]!.taxYear) + 1;
      const notOpen = await iraPost('contributions', { fromArrangementId: savings.id, iraArrangementId: iraId, amountCents: 100, taxYear: nextYear });
      expect(notOpen.json()).toEqual({ errors: [{ path: '/taxYear', message: iraErrors.taxYearNotOpen }] });
      const creditCard = productOf(await productsOf(t.app, sid), 'creditCard');
      const toCard = await iraPost('distribution-requests', { iraArrangementId: iraId, destinationArrangementId: creditCard.id, amountCents: 100, distributionType: 'NORMAL', federalWithholdingPercent: 10 });
      expect(toCard.json()).toEqual({ errors: [{ path: '/destinationArrangementId', message: iraErrors.destinationNotAllowed }] });
      const card = await findListed(t.app, sid, (c) => c.type === 'CREDIT');
      const mismatch = await post(t, `${CARDS}/cards/${card.id}/pin`, sid, { pin: '1357', confirmPin: '1358' });
      expect(mismatch.json()).toEqual({ errors: [{ path: '/confirmPin', message: spanish.CARD_PIN_MISMATCH.message }] });
      // A feature's own refusal copy (config/privacy.json) reads from the feature's translation.
      const correction = await t.app.inject({ method: 'POST', url: PRIVACY_REQUESTS, cookies: { sid }, payload: { kind: 'CORRECTION' } });
      expect(correction.json()).toEqual({ errors: [{ path: '/details', message: inSpanish(privacyManifest, 'privacy.json').errors.detailsRequired }] });
      const challenged = await post(t, `${CARDS}/cards/${card.id}/pin`, sid, { pin: '8642', confirmPin: '8642' });
      expect(challenged.statusCode).toBe(307);
      expect((challenged.json() as StepUpError).data.message).toBe(spanish.STEP_UP_REQUIRED.message);
    } finally {
      await setStored('member', 'en-US');
    }
    // The same refusals to an English reader, and to no one signed in, are the release's English.
    const sid = await signInAs(t.app, 'member');
    expect((await put(sid, {})).json()).toEqual({ errors: [{ path: '/language', message: errorsManifest.errors.FIELD_REQUIRED.message }] });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/no-such-service/client-api/v1/anything' });
    expect(anonymous.json()).toEqual({ errors: [{ path: '', message: errorsManifest.errors.NOT_FOUND.message }] });
  });

  it("answers a Spanish reader's profile, address, alert-preference, account-preference and cashier's-check refusals in Spanish", async () => {
    const profile = inSpanish(profileManifest, 'profile.json');
    const alerts = inSpanish(memberAlertsManifest, 'member-alerts.json');
    const accountPreferences = inSpanish(accountPreferencesManifest, 'account-preferences.json');
    const limits = inSpanish(limitsManifest, 'limits.json');
    let checkingAvailable = 0;
    /** The same refusals, asked by `member` as the reader of `language`. */
    const refusals = async (language: string) => {
      await setStored('member', language);
      try {
        const sid = await signInAs(t.app, 'member');
        const call = (method: 'POST' | 'PUT', url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method, url, cookies: { sid }, payload, headers });
        const products = await productsOf(t.app, sid);
        const checking = productOf(products, 'checking');
        checkingAvailable = checking.availableBalanceCents;
        const accounts = ((await t.app.inject({ method: 'GET', url: ACCOUNT_PREFERENCES, cookies: { sid } })).json() as AccountPreferenceList).accounts.map(({ arrangementId, nickname, hidden }) => ({ arrangementId, nickname, hidden }));
        return {
          email: (await call('POST', `${PROFILE}/electronic-addresses`, { emailAddress: 'other@example.com' })).json() as ErrorResponse,
          address: (await call('POST', ADDRESS_VERIFY, TYPED_ADDRESS)).json() as AddressVerificationResult,
          alert: (await call('POST', ALERT_PREFERENCES, { notificationPref: { categoryName: 'Not a category', notificationPrefOption: [] } })).json() as ErrorResponse,
          order: (await call('PUT', ACCOUNT_PREFERENCES, { accounts: [...accounts, accounts[0]] })).json() as ErrorResponse,
          check: (await call('POST', CASHIERS_CHECKS, { fromAccountId: checking.id, amountCents: checking.availableBalanceCents + 1, payeeName: 'Riverside Title Co', delivery: 'MAIL' }, { 'idempotency-key': randomUUID() })).json() as ErrorResponse,
        };
      } finally {
        await setStored('member', 'en-US');
      }
    };
    for (const [language, words] of [
      ['en-US', { profile: profileManifest, alerts: memberAlertsManifest, accountPreferences: accountPreferencesManifest, limits: limitsManifest }],
      [SPANISH, { profile, alerts, accountPreferences, limits }],
    ] as const) {
      const answered = await refusals(language);
      expect(answered.email, language).toEqual({ errors: [{ path: '/emailAddress', message: words.profile.errors.emailTaken }] });
      expect(answered.address.verdict, language).toBe('INVALID');
      expect(answered.address.problems, language).toEqual(verifyUsAddress({ ...TYPED_ADDRESS, addressLine2: '', addressLine3: '' }, words.profile.addressVerification).problems);
      expect(answered.alert, language).toEqual({ errors: [{ path: '/notificationPref/categoryName', message: resolveTemplate(words.alerts.copy.errorCategory, { category: words.alerts.categories.member }) }] });
      expect(answered.order.errors, language).toContainEqual({ path: expect.stringMatching(/^\/accounts\/\d+\/arrangementId$/), message: words.accountPreferences.errors.duplicate });
      expect(answered.check.errors.map((error) => error.message), language).toContain(words.limits.messages.availableBalanceExceeded.replace('{amount}', formatCents(checkingAvailable + 1)));
    }
  });

  it("answers a Spanish reader's form field refusals in the form's and the catalogue's Spanish, at the same fields", async () => {
    const spanishErrors = inSpanish(errorsManifest, 'errors.json');
    const phoneForm = JSON.parse(readFileSync(projectPath('config/forms/profile-phone.json'), 'utf8')) as { schema: { properties: { number: { title: string } } } };
    const spanishPhone = inSpanish(phoneForm, 'forms/profile-phone.json');
    /** A nine-digit phone and a check without its payee, asked by `member` as the reader of `language`. */
    const refusals = async (language: string) => {
      await setStored('member', language);
      try {
        const sid = await signInAs(t.app, 'member');
        const checking = productOf(await productsOf(t.app, sid), 'checking');
        const call = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, cookies: { sid }, payload, headers });
        return {
          phone: await call(`${PROFILE}/phone-addresses`, { number: '555012345', type: 'MOBILE' }),
          check: await call(CASHIERS_CHECKS, { fromAccountId: checking.id, amountCents: 100, delivery: 'MAIL' }, { 'idempotency-key': randomUUID() }),
        };
      } finally {
        await setStored('member', 'en-US');
      }
    };
    const english = await refusals('en-US');
    const spanish = await refusals(SPANISH);
    expect([english.phone.statusCode, spanish.phone.statusCode, english.check.statusCode, spanish.check.statusCode]).toEqual([400, 400, 400, 400]);
    const phoneIn = (catalogue: typeof errorsManifest, form: typeof phoneForm) => ({ errors: [{ path: '/number', message: resolveTemplate(catalogue.errors.FORM_PATTERN.message, { label: form.schema.properties.number.title }) }] });
    expect(english.phone.json()).toEqual(phoneIn(errorsManifest, phoneForm));
    expect(spanish.phone.json()).toEqual(phoneIn(spanishErrors, spanishPhone));
    // The same fields at fault in both languages, each in its own words.
    const englishCheck = (english.check.json() as ErrorResponse).errors;
    const spanishCheck = (spanish.check.json() as ErrorResponse).errors;
    expect(spanishCheck.map((error) => error.path)).toEqual(englishCheck.map((error) => error.path));
    expect(englishCheck.map((error) => error.path)).toContain('/payeeName');
    for (const [index, error] of spanishCheck.entries()) expect(error.message, error.path).not.toBe(englishCheck[index]?.message);
  });

  it("sends a Spanish reader's low-balance alert in Spanish, by e-mail and to the Message Center", async () => {
    await setStored('member', SPANISH);
    try {
      const sid = await signInAs(t.app, 'member');
      const products = await productsOf(t.app, sid);
      const checking = productOf(products, 'checking');
      const savings = productOf(products, 'savings');
      const threshold = checking.availableBalanceCents! - 50;
      const channels = { sms: false, email: true, push: false, messageCenter: true };
      const set = await t.app.inject({
        method: 'POST',
        url: '/api/profile-manager/client-api/v1/member-notifications-preferences/mod',
        cookies: { sid },
        payload: { arrangementsId: checking.id, notificationPref: { categoryName: memberAlertsManifest.categories.account, notificationPrefOption: [{ kind: 'low-balance', enabled: true, amountCents: threshold, channels }] } },
      });
      expect(set.statusCode, set.body).toBe(200);
      const transfer = await postOrder(t.app, sid, { fromAccountId: checking.id, toAccountId: savings.id, amountCents: 100 });
      expect(transfer.statusCode, transfer.body).toBe(201);

      const delivery = await db().selectFrom('alert_deliveries').selectAll().where('kind', '=', 'low-balance').where('user_id', '=', (await me(sid)).id).executeTakeFirstOrThrow();
      const account = await db().selectFrom('arrangements').select(['name', 'account_number']).where('id', '=', checking.id).executeTakeFirstOrThrow();
      const after = productOf(await productsOf(t.app, sid), 'checking').availableBalanceCents!;
      const values = { account: `${account.name} (…${account.account_number.slice(-4)})`, balance: formatCents(after), threshold: formatCents(threshold) };
      const spanish = inSpanish<MemberAlertsManifest>(memberAlertsManifest, 'member-alerts.json').kinds.find((entry) => entry.id === 'low-balance')!;
      const english = memberAlertsManifest.kinds.find((entry) => entry.id === 'low-balance')!;
      expect(spanish.text).not.toBe(english.text);
      const subject = resolveTemplate(spanish.subject, values);
      const text = resolveTemplate(spanish.text, values);
      expect(delivery.body).toBe(text);
      const email = await db().selectFrom('outbox_messages').select('body').where('user_id', '=', delivery.user_id).where('channel', '=', 'EMAIL').orderBy('seq', 'desc').executeTakeFirstOrThrow();
      expect(email.body).toBe(`${subject}\n\n${text}`);
      const message = await db().selectFrom('messages').select(['subject', 'body']).where('id', '=', delivery.message_id!).executeTakeFirstOrThrow();
      expect(message).toEqual({ subject, body: text });
    } finally {
      await setStored('member', 'en-US');
    }
  });

  it("tells staff serving a member the member's language, named as config/locales.json names it, and whether it is the default", async () => {
    const memberId = (await db().selectFrom('members').select('id').where('username', '=', 'member').executeTakeFirstOrThrow()).id;
    const openVisit = async (): Promise<StaffVisit> => {
      const sid = await signInAs(t.app, 'msr');
      const opened = await t.app.inject({ method: 'POST', url: '/api/service-desk/client-api/v1/visits', cookies: { sid }, payload: { memberId, reason: 'Member called about a card' } });
      expect(opened.statusCode, opened.body).toBe(201);
      return opened.json() as StaffVisit;
    };
    const english = localesManifest.locales.find((locale) => locale.tag === 'en-US')!;
    expect((await openVisit()).member).toMatchObject({ language: 'en-US', languageName: english.name, languageIsDefault: true });
    await setStored('member', SPANISH);
    try {
      const spanish = localesManifest.locales.find((locale) => locale.tag === SPANISH)!;
      expect((await openVisit()).member).toMatchObject({ language: SPANISH, languageName: spanish.name, languageIsDefault: false });
    } finally {
      await setStored('member', 'en-US');
    }
  });

  it("prints the October statement's labels and dates in Spanish for a Spanish reader, and in English for an English one", async () => {
    const sid = await signInAs(t.app, 'member');
    const checking = productOf(await productsOf(t.app, sid), 'checking');
    const list = (await t.app.inject({ method: 'GET', url: `/api/statements/client-api/v2/account/${checking.id}/statements`, cookies: { sid } })).json() as AccountStatementList;
    const october = list.find((statement) => statement.periodStart.slice(5, 7) === '10');
    if (!october) throw new Error('no October statement');
    const download = async (): Promise<string[]> => {
      const response = await t.app.inject({ method: 'GET', url: `/api/statements/client-api/v2/account/${checking.id}/statements/download/${october.id}`, cookies: { sid } });
      expect(response.statusCode).toBe(200);
      return pdfTextRuns(response.rawPayload);
    };
    const english = copyManifest.documents.statement;
    const spanish = inSpanish(copyManifest, 'copy.json').documents.statement;
    const dayMonthYear = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

    const inEnglish = await download();
    expect(inEnglish).toContain(english.title);
    expect(inEnglish).toContain(english.columnDescription);

    await setStored('member', SPANISH);
    try {
      const text = await download();
      const joined = text.join('\n');
      for (const label of [spanish.title, spanish.columnDate, spanish.columnDescription, spanish.columnAmount, spanish.columnBalance]) expect(text).toContain(label);
      for (const label of [spanish.openingBalance, spanish.closingBalance]) expect(joined).toContain(label);
      expect(joined).toContain(`${spanish.period}: ${dayMonthYear(october.periodStart)} - ${dayMonthYear(october.periodEnd)}`);
      expect(text).not.toContain(english.columnDescription);
    } finally {
      await setStored('member', 'en-US');
    }
  });
});
