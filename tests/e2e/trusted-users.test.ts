/**
 * Trusted users end to end: as `member`, invite a trusted user with view-only access to one chosen account from
 * /trusted-users; open the one-time link (absolute, from the demo outbox) in another browser, create a sign-in there
 * with a mobile phone, sign in as the new trusted user and see that account only, with no way to move money and no prompt for
 * a profile they may not change; sign in on a second device passing the one-time code sent to that phone, and find
 * the member's accounts offered as a context in the profile dropdown; the link works once; then the member removes
 * them behind a confirmation and their next call is refused. A waiting invitation is resent (the old link stops
 * working) and cancelled; on the phone, a trusted user's accounts are edited. Axe clean at 1280 and 375 px, no
 * sideways scrolling on the phone. On a server of its own:
 * it writes users, agreements and access that other browser tests read.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser, OutboxList, ProductSummary, ServiceAgreement, TrustedUserList } from '../../engine/core/generated/api.gen';
import { resolveTemplate } from '../../engine/core/template';
import { copyManifest, modalsManifest } from '../../src/manifests';
import { trustedUsersManifest } from '../../src/manifests/trusted-users-manifest';
import { DESKTOP, PHONE, expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, newContext, openSignedIn, signIn, watchConsole } from './support/browser';
import { nextVerificationCode, smsTexts } from './support/outbox';
import { keepScreenshot } from './support/screenshots';
import { startServer, type RunningServer } from './support/server';

const copy = trustedUsersManifest.copy;
const t = (key: string, values: Record<string, string> = {}): string => resolveTemplate(copy[key] ?? key, values);
const PRODUCTS = '/api/arrangement-manager/client-api/v2/productsummary';
const CONTEXT = '/api/access-control/client-api/v3/accessgroups/service-agreements/context';
const TRANSFERS = '/move-money/transfers';
const INVITEE = { name: 'Jordan Lee', email: 'jordan.lee@example.com', username: 'jordan.lee', password: 'Trusted-pass-2026', phone: '8005550123' };
const revokeModal = modalsManifest.modals.revokeTrustedUser!;
const cancelModal = modalsManifest.modals.cancelTrustedUserInvitation!;
const confirmLabel = (modal: typeof revokeModal): string => modal.buttons.find((button) => button.action === 'confirm')?.label ?? '';
const modalTitle = (key: string): string => modalsManifest.modals[key]?.title ?? '';
const PRECHECK = '/api/claims-manager-service/client-api/precheck';
const INVITATIONS = '/api/access-control/client-api/v3/trusted-users/invitations';
const TRUSTED_USERS = '/api/access-control/client-api/v3/trusted-users';
const CHOSEN_ONLY = 'Only the accounts I choose';
/** The first account the member may share, and its checkbox label (display name and last 4). */
async function firstShareable(page: Page): Promise<{ name: string; label: string }> {
  const account = (await json<TrustedUserList>(page, TRUSTED_USERS)).accounts[0];
  expect(account).toBeDefined();
  return { name: account?.name ?? '', label: t('scopeAccount', { name: account?.name ?? '', lastFour: account?.lastFour ?? '' }) };
}
// A browser the trusted user has never signed in from: the new-device check asks it for a one-time code.
const SECOND_DEVICE_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) TrustedSecondDevice/1.0 Safari/537.36';

async function json<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

const productNames = async (page: Page): Promise<string[]> => (await json<ProductSummary>(page, PRODUCTS)).groups.flatMap((group) => group.products.map((product) => product.name));
/** Links to Transfers on the Scheduled page (its Move Money tabs), where a member who may move money has one. */
async function transferLinks(page: Page): Promise<number> {
  await page.goto('/move-money/scheduled');
  await page.getByRole('heading', { level: 1, name: copyManifest.screens['move-money']?.scheduledHeading }).waitFor();
  return page.locator(`a[href="${TRANSFERS}"]`).count();
}

/**
 * The accounts summary settles without the profile intercept: the sign-in checks raise no profile condition for a
 * trusted user who may not change the profile (no mailing address on file is not theirs to fix), so no prompt opens.
 */
async function expectNoProfileIntercept(page: Page): Promise<void> {
  const precheck = await json<{ conditions: string[] }>(page, PRECHECK);
  expect(precheck.conditions.filter((condition) => condition.startsWith('PRF'))).toEqual([]);
  await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
  expect(await page.locator('[data-modal^="profileIntercept"]').count()).toBe(0);
}

/** The newest invitation link e-mailed to `email`, from the member's demo outbox (filed under the member who sent it). */
async function invitationLink(page: Page, email: string): Promise<string> {
  const outbox = await json<OutboxList>(page, '/api/dev/outbox');
  const mail = outbox.messages.find((message) => message.channel === 'EMAIL' && message.recipient === email);
  const link = new RegExp(`https?://[^\\s/]+${trustedUsersManifest.invitation.linkPath}#[A-Za-z0-9_-]{43}`).exec(mail?.text ?? '')?.[0];
  expect(link, mail?.text).toBeDefined();
  return link as string;
}

/** A waiting invitation's row and its two actions. */
function pendingRow(page: Page, name: string): { row: Locator; resend: Locator; cancel: Locator } {
  const row = page.getByTestId('trusted-user').filter({ hasText: name });
  return {
    row,
    resend: row.getByRole('button', { name: t('resendButtonLabel', { name }) }),
    cancel: row.getByRole('button', { name: t('cancelInvitationButtonLabel', { name }) }),
  };
}

describe('trusted users', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  // The longest journey of the suite (two members, three browsers, a one-time code): past a minute on a loaded machine.
  it('invites a view-only trusted user who accepts with a new sign-in and a mobile phone, passes the code on a second device, sees the accounts with no profile prompt and no way to move money, and is removed', async () => {
    const owner = await openSignedIn(browser, 'member', DESKTOP, { baseURL: server.baseUrl });
    const memberName = (await json<CurrentUser>(owner.page, '/api/user-manager/client-api/v2/users/me')).fullName;
    const memberAccounts = await productNames(owner.page);
    expect(memberAccounts.length).toBeGreaterThan(1);
    const shared = await firstShareable(owner.page);
    expect(await transferLinks(owner.page)).toBeGreaterThan(0);

    await owner.page.goto('/trusted-users');
    await owner.page.getByRole('heading', { level: 1, name: copy.heading }).waitFor();
    const list = owner.page.getByRole('list', { name: copy.listLabel });
    await expect.poll(() => list.getByTestId('trusted-user').count()).toBe(2);
    await expectNoAxeViolations(owner.page);

    // Invite: the form of config/forms, one chosen account, view-only, Bill Pay view-only, the rest left at no access.
    await owner.page.getByRole('button', { name: copy.inviteButton }).click();
    const form = owner.page.getByRole('region', { name: copy.inviteButton });
    await form.getByLabel('Name').fill(INVITEE.name);
    await form.getByLabel('E-mail address').fill(INVITEE.email);
    expect(await form.getByRole('radio', { name: copy.scopeAll }).isChecked()).toBe(true);
    expect(await form.getByRole('checkbox').count()).toBe(0);
    await form.getByRole('radio', { name: CHOSEN_ONLY }).check();
    await form.getByRole('group', { name: 'Accounts to share' }).getByRole('checkbox', { name: shared.label }).check();
    await form.getByRole('combobox', { name: 'Accounts', exact: true }).selectOption({ label: 'View only' });
    await form.getByLabel('Bill Pay').selectOption({ label: 'View only' });
    await expectNoAxeViolations(owner.page);
    await keepScreenshot(owner.page, 'invitation-1-invite-form');
    await form.getByRole('button', { name: 'Send Invitation' }).click();
    await owner.page.getByRole('status').filter({ hasText: INVITEE.email }).waitFor();
    const invited = list.getByTestId('trusted-user').filter({ hasText: INVITEE.name });
    await invited.getByText(t('levelVIEW_ONLY')).first().waitFor();
    await invited.getByText(shared.label, { exact: true }).waitFor();
    await keepScreenshot(owner.page, 'invitation-2-invited');

    // The one-time link, absolute on this server's own origin (a demo's public origin), from the demo outbox.
    const link = await invitationLink(owner.page, INVITEE.email);
    expect(link.startsWith(`${server.baseUrl}${trustedUsersManifest.invitation.linkPath}#`)).toBe(true);

    // The invitee, on a phone: the public page, then a new sign-in under the password rules.
    const inviteeContext = await newContext(browser, PHONE, { baseURL: server.baseUrl });
    const invitee = await inviteeContext.newPage();
    const problems = watchConsole(invitee);
    await invitee.goto(link);
    await invitee.getByRole('heading', { level: 1, name: copy.acceptHeading }).waitFor();
    await invitee.getByText(t('acceptIntro', { inviter: memberName, name: INVITEE.name })).waitFor();
    expect(new URL(invitee.url()).hash).toBe('');
    await expectNoAxeViolations(invitee);
    await expectNoHorizontalScroll(invitee);
    await keepScreenshot(invitee, 'invitation-3-accept-page-375');
    await invitee.getByLabel('Username').fill(INVITEE.username);
    await invitee.getByLabel('Password').fill('short');
    await invitee.getByRole('button', { name: 'Accept Invitation' }).click();
    await invitee.getByRole('alert').first().waitFor();
    await invitee.getByLabel('Password').fill(INVITEE.password);
    // The mobile phone the one-time codes go to, under the profile's phone rules.
    await invitee.getByLabel(/^Mobile phone/).fill('555');
    await invitee.getByRole('button', { name: 'Accept Invitation' }).click();
    await invitee.getByRole('alert').first().waitFor();
    await expectNoAxeViolations(invitee);
    await invitee.getByLabel(/^Mobile phone/).fill(INVITEE.phone);
    await invitee.getByRole('button', { name: 'Accept Invitation' }).click();
    await invitee.getByRole('status').filter({ hasText: t('accepted', { username: INVITEE.username, inviter: memberName }) }).waitFor();
    await expectNoAxeViolations(invitee);
    await keepScreenshot(invitee, 'invitation-4-accepted-375');

    // The link works once.
    const again = await newContext(browser, DESKTOP, { baseURL: server.baseUrl });
    const second = await again.newPage();
    await second.goto(link);
    await second.getByText(t('acceptInvalid')).waitFor();
    await again.close();

    // Signed in, the trusted user lands in the member's accounts: they see the one shared, and no way to move money.
    await invitee.getByRole('link', { name: copy.signInButton }).click();
    await invitee.waitForURL((url) => url.pathname === '/login');
    await signIn(invitee, INVITEE.username, INVITEE.password);
    await invitee.waitForURL((url) => url.pathname.startsWith('/accounts'));
    await expectNoProfileIntercept(invitee);
    const main = invitee.getByRole('main');
    await main.getByText(shared.name, { exact: true }).first().waitFor();
    expect(await productNames(invitee)).toEqual([shared.name]);
    expect(await transferLinks(invitee)).toBe(0);
    // View-only: a change (adding a payee) is refused by the server before its body is looked at.
    const change = await invitee.request.post('/api/payment-order-service/client-api/v2/payees', { headers: { 'Idempotency-Key': crypto.randomUUID() }, data: {} });
    expect(change.status()).toBe(403);
    await expectNoAxeViolations(invitee);
    await expectNoHorizontalScroll(invitee);
    await keepScreenshot(invitee, 'invitation-5-trusted-user-accounts-375');

    // A second device: the new-device check sends a one-time code to the phone given at acceptance (read from the
    // demo outbox on the first device, standing in for that phone), and it passes.
    await invitee.goto('/accounts/list/summary');
    const before = (await smsTexts(invitee)).length;
    const deskContext = await browser.newContext({ baseURL: server.baseUrl, viewport: DESKTOP, userAgent: SECOND_DEVICE_AGENT });
    const desk = { context: deskContext, page: await deskContext.newPage() };
    const deskProblems = watchConsole(desk.page);
    await desk.page.goto('/login');
    await signIn(desk.page, INVITEE.username, INVITEE.password, { newDevice: true });
    const check = desk.page.getByRole('dialog');
    await check.getByRole('heading', { name: modalTitle('stepUpVerificationRequired') }).waitFor();
    await check.getByRole('button', { name: 'Verify' }).click();
    await check.getByRole('heading', { name: modalTitle('stepUpSelectChallenge') }).waitFor();
    await check.getByRole('radio', { name: /^Text message/ }).first().check();
    await check.getByRole('button', { name: 'Send' }).click();
    await check.getByRole('heading', { name: modalTitle('stepUpSms') }).waitFor();
    await check.getByLabel(copyManifest.stepUp.codeLabel).fill(await nextVerificationCode(invitee, before));
    await check.getByRole('button', { name: 'Submit' }).click();
    await check.getByRole('heading', { name: modalTitle('stepUpVerified') }).waitFor();
    await expectNoAxeViolations(desk.page);
    await check.getByRole('button', { name: 'Continue' }).click();
    await desk.page.waitForURL((url) => url.pathname.startsWith('/accounts'));
    await expectNoProfileIntercept(desk.page);
    await inviteeContext.close();

    // The member's accounts are a context of theirs, beside their own (the selector is enabled: two choices).
    const current = await json<ServiceAgreement>(desk.page, CONTEXT);
    await desk.page.getByRole('button', { name: `${INVITEE.name} ${copyManifest.layout.profileMenuLabel}` }).click();
    const group = desk.page.getByRole('group', { name: copyManifest.layout.trustedUsersHeading });
    await expect.poll(() => group.getByRole('button').count()).toBe(2);
    await expect.poll(() => group.getByRole('button', { name: current.name }).first().getAttribute('aria-current')).toBe('true');
    await expect.poll(() => group.isDisabled()).toBe(false);
    await expectNoAxeViolations(desk.page);
    await desk.page.keyboard.press('Escape');

    // The member removes them behind a confirmation; focus goes into the dialog and back after.
    await owner.page.reload();
    const row = owner.page.getByTestId('trusted-user').filter({ hasText: INVITEE.name });
    await row.getByText(copy.statusActive ?? '').waitFor();
    await row.getByRole('button', { name: t('revokeButtonLabel', { name: INVITEE.name }) }).click();
    const dialog = owner.page.getByRole('dialog');
    await dialog.getByRole('heading', { name: resolveTemplate(revokeModal.title ?? '', { name: INVITEE.name }) }).waitFor();
    await expect.poll(() => owner.page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
    await expectNoAxeViolations(owner.page);
    await dialog.getByRole('button', { name: confirmLabel(revokeModal) }).click();
    await owner.page.getByRole('status').filter({ hasText: t('revoked', { name: INVITEE.name, email: INVITEE.email }) }).waitFor();
    await expect.poll(() => owner.page.getByTestId('trusted-user').filter({ hasText: INVITEE.name }).count()).toBe(0);

    // At once: the trusted user's very next call is refused.
    expect((await desk.page.request.get(PRODUCTS)).status()).toBe(403);
    expect(problems).toEqual([]);
    expect(deskProblems).toEqual([]);
    expect(owner.problems).toEqual([]);
    await desk.context.close();
    await owner.context.close();
  }, 150_000);

  it('resends a waiting invitation (the earlier link stops working) and cancels it behind a confirmation', async () => {
    const owner = await openSignedIn(browser, 'member', DESKTOP, { baseURL: server.baseUrl });
    const waiting = { name: 'Morgan Reyes', email: 'morgan.reyes@example.com' };
    await owner.page.goto('/trusted-users');
    await owner.page.getByRole('button', { name: copy.inviteButton }).click();
    const form = owner.page.getByRole('region', { name: copy.inviteButton });
    await form.getByLabel('Name').fill(waiting.name);
    await form.getByLabel('E-mail address').fill(waiting.email);
    await form.getByRole('button', { name: 'Send Invitation' }).click();
    await owner.page.getByRole('status').filter({ hasText: waiting.email }).waitFor();
    const first = await invitationLink(owner.page, waiting.email);

    const { row, resend, cancel } = pendingRow(owner.page, waiting.name);
    await resend.waitFor();
    await expectNoAxeViolations(owner.page);
    await resend.click();
    await owner.page.getByRole('status').filter({ hasText: `${(copy.resent ?? '').split('{email}')[0] ?? ''}${waiting.email}` }).waitFor();
    await expect.poll(() => invitationLink(owner.page, waiting.email)).not.toBe(first);
    await expectNoAxeViolations(owner.page);

    // The earlier link is refused, whoever opens it.
    const elsewhere = await newContext(browser, DESKTOP, { baseURL: server.baseUrl });
    const stale = await elsewhere.newPage();
    await stale.goto(first);
    await stale.getByText(t('acceptInvalid')).waitFor();
    await elsewhere.close();

    await cancel.click();
    const dialog = owner.page.getByRole('dialog');
    await dialog.getByRole('heading', { name: resolveTemplate(cancelModal.title ?? '', { name: waiting.name }) }).waitFor();
    await expectNoAxeViolations(owner.page);
    await dialog.getByRole('button', { name: confirmLabel(cancelModal) }).click();
    await owner.page.getByRole('status').filter({ hasText: t('revoked', { name: waiting.name }) }).waitFor();
    await expect.poll(() => row.count()).toBe(0);
    expect(owner.problems).toEqual([]);
    await owner.context.close();
  });

  it('lays the trusted-users page out on a phone without sideways scrolling, axe clean', async () => {
    const { context, page, problems } = await openSignedIn(browser, 'member', PHONE, { baseURL: server.baseUrl });
    await page.goto('/trusted-users');
    await page.getByRole('heading', { level: 1, name: copy.heading }).waitFor();
    await page.getByTestId('trusted-user').first().waitFor();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: copy.inviteButton }).click();
    await page.getByLabel('Name').waitFor();
    await page.getByRole('radio', { name: CHOSEN_ONLY }).check();
    await page.getByRole('group', { name: 'Accounts to share' }).waitFor();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: t('cancel'), exact: true }).click();

    // Edit a trusted user's accounts: from all accounts to one chosen, shown on their row once saved.
    const shared = await firstShareable(page);
    const first = page.getByTestId('trusted-user').first();
    await first.getByText(copy.scopeAll ?? '', { exact: true }).waitFor();
    await first.getByRole('button', { name: /^Edit access for / }).click();
    await first.getByRole('radio', { name: CHOSEN_ONLY }).check();
    await first.getByRole('checkbox', { name: shared.label }).check();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await first.getByRole('button', { name: 'Save Access' }).click();
    await first.getByText(shared.label, { exact: true }).waitFor();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    // A waiting invitation's Resend and Cancel fit the phone too.
    const name = 'Avery Quinn';
    const sent = await page.request.post(INVITATIONS, {
      data: { name, email: 'avery.quinn@example.com', userType: 'Trusted Member', accessLevel: 'VIEW_ONLY', features: { BILL_PAY: 'NO_ACCESS', PROFILE: 'NO_ACCESS', MESSAGES: 'NO_ACCESS', ACCOUNT_NOTIFICATIONS: 'NO_ACCESS' } },
    });
    expect(sent.status()).toBe(201);
    await page.reload();
    const { resend, cancel } = pendingRow(page, name);
    await resend.waitFor();
    await cancel.waitFor();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await resend.click();
    await page.getByRole('status').filter({ hasText: 'avery.quinn@example.com' }).waitFor();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    expect(problems).toEqual([]);
    await context.close();
  });
});
