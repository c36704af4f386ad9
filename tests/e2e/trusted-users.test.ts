/**
 * Trusted users end to end: as `member`, invite a trusted user with view-only access from /trusted-users;
 * open the one-time link from the demo outbox in another browser, create a sign-in there, sign in as the new trusted
 * user and see the member's accounts with no way to move money, and the member's accounts offered as a context in the
 * profile dropdown; the link works once; then the member removes them behind a confirmation and their next call is
 * refused. Axe clean at 1280 and 375 px, no sideways scrolling on the phone. On a server of its own: it writes users,
 * agreements and access that other browser tests read.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser, OutboxList, ProductSummary, ServiceAgreement } from '../../engine/core/generated/api.gen';
import { resolveTemplate } from '../../engine/core/template';
import { copyManifest, modalsManifest } from '../../src/manifests';
import { trustedUsersManifest } from '../../src/manifests/trusted-users-manifest';
import { DESKTOP, PHONE, expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, newContext, openSignedIn, signIn, watchConsole } from './support/browser';
import { startServer, type RunningServer } from './support/server';

const copy = trustedUsersManifest.copy;
const t = (key: string, values: Record<string, string> = {}): string => resolveTemplate(copy[key] ?? key, values);
const PRODUCTS = '/api/arrangement-manager/client-api/v2/productsummary';
const CONTEXT = '/api/access-control/client-api/v3/accessgroups/service-agreements/context';
const TRANSFERS = '/move-money/transfers';
const INVITEE = { name: 'Jordan Lee', email: 'jordan.lee@example.com', username: 'jordan.lee', password: 'Trusted-pass-2026' };
const revokeModal = modalsManifest.modals.revokeTrustedUser!;

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
 * A new sign-in has no phone, address or e-mail on file yet, so the accounts summary asks for them once per session
 * (the profile intercept): "Remind Me Later" closes it.
 */
async function remindLater(page: Page): Promise<void> {
  const dialog = page.locator('[data-modal^="profileIntercept"]');
  await dialog.waitFor();
  const label = Object.entries(modalsManifest.modals).find(([key]) => key.startsWith('profileIntercept'))?.[1].buttons.find((button) => button.id === 'remind-me-later')?.label ?? 'Remind Me Later';
  await dialog.getByRole('button', { name: label }).click();
  await dialog.waitFor({ state: 'detached' });
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

  it('invites a view-only trusted user who accepts the link with a new sign-in, sees the accounts but cannot move money, and is removed', async () => {
    const owner = await openSignedIn(browser, 'member', DESKTOP, { baseURL: server.baseUrl });
    const memberName = (await json<CurrentUser>(owner.page, '/api/user-manager/client-api/v2/users/me')).fullName;
    const memberAccounts = await productNames(owner.page);
    expect(await transferLinks(owner.page)).toBeGreaterThan(0);

    await owner.page.goto('/trusted-users');
    await owner.page.getByRole('heading', { level: 1, name: copy.heading }).waitFor();
    const list = owner.page.getByRole('list', { name: copy.listLabel });
    await expect.poll(() => list.getByTestId('trusted-user').count()).toBe(2);
    await expectNoAxeViolations(owner.page);

    // Invite: the form of config/forms, view-only accounts, Bill Pay view-only, the rest left at no access.
    await owner.page.getByRole('button', { name: copy.inviteButton }).click();
    const form = owner.page.getByRole('region', { name: copy.inviteButton });
    await form.getByLabel('Name').fill(INVITEE.name);
    await form.getByLabel('E-mail address').fill(INVITEE.email);
    await form.getByLabel('Accounts').selectOption({ label: 'View only' });
    await form.getByLabel('Bill Pay').selectOption({ label: 'View only' });
    await expectNoAxeViolations(owner.page);
    await form.getByRole('button', { name: 'Send Invitation' }).click();
    await owner.page.getByRole('status').filter({ hasText: INVITEE.email }).waitFor();
    const invited = list.getByTestId('trusted-user').filter({ hasText: INVITEE.name });
    await invited.getByText(t('levelVIEW_ONLY')).first().waitFor();

    // The one-time link, from the demo outbox (the e-mail is filed under the member who sent it).
    const outbox = await json<OutboxList>(owner.page, '/api/dev/outbox');
    const mail = outbox.messages.find((message) => message.channel === 'EMAIL' && message.recipient === INVITEE.email);
    const link = new RegExp(`${trustedUsersManifest.invitation.linkPath}#[A-Za-z0-9_-]{43}`).exec(mail?.text ?? '')?.[0];
    expect(link, mail?.text).toBeDefined();

    // The invitee, on a phone: the public page, then a new sign-in under the password rules.
    const inviteeContext = await newContext(browser, PHONE, { baseURL: server.baseUrl });
    const invitee = await inviteeContext.newPage();
    const problems = watchConsole(invitee);
    await invitee.goto(link as string);
    await invitee.getByRole('heading', { level: 1, name: copy.acceptHeading }).waitFor();
    await invitee.getByText(t('acceptIntro', { inviter: memberName, name: INVITEE.name })).waitFor();
    expect(new URL(invitee.url()).hash).toBe('');
    await expectNoAxeViolations(invitee);
    await expectNoHorizontalScroll(invitee);
    await invitee.getByLabel('Username').fill(INVITEE.username);
    await invitee.getByLabel('Password').fill('short');
    await invitee.getByRole('button', { name: 'Accept Invitation' }).click();
    await invitee.getByRole('alert').first().waitFor();
    await invitee.getByLabel('Password').fill(INVITEE.password);
    await invitee.getByRole('button', { name: 'Accept Invitation' }).click();
    await invitee.getByRole('status').filter({ hasText: t('accepted', { username: INVITEE.username, inviter: memberName }) }).waitFor();
    await expectNoAxeViolations(invitee);

    // The link works once.
    const again = await newContext(browser, DESKTOP, { baseURL: server.baseUrl });
    const second = await again.newPage();
    await second.goto(link as string);
    await second.getByText(t('acceptInvalid')).waitFor();
    await again.close();

    // Signed in, the trusted user lands in the member's accounts: they see them, and no way to move money.
    await invitee.getByRole('link', { name: copy.signInButton }).click();
    await invitee.waitForURL((url) => url.pathname === '/login');
    await signIn(invitee, INVITEE.username, INVITEE.password);
    await invitee.waitForURL((url) => url.pathname.startsWith('/accounts'));
    await remindLater(invitee);
    const main = invitee.getByRole('main');
    for (const name of memberAccounts) await main.getByText(name, { exact: true }).first().waitFor();
    expect(await productNames(invitee)).toEqual(memberAccounts);
    expect(await transferLinks(invitee)).toBe(0);
    // View-only: a change (adding a payee) is refused by the server before its body is looked at.
    const change = await invitee.request.post('/api/payment-order-service/client-api/v2/payees', { headers: { 'Idempotency-Key': crypto.randomUUID() }, data: {} });
    expect(change.status()).toBe(403);
    await expectNoAxeViolations(invitee);
    await expectNoHorizontalScroll(invitee);

    // The member's accounts are a context of theirs, beside their own (the selector is enabled: two choices).
    await inviteeContext.close();
    const desk = await openSignedIn(browser, INVITEE.username, DESKTOP, { baseURL: server.baseUrl, password: INVITEE.password });
    await remindLater(desk.page);
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
    await dialog.getByRole('button', { name: revokeModal.buttons.find((button) => button.action === 'confirm')?.label ?? '' }).click();
    await owner.page.getByRole('status').filter({ hasText: t('revoked', { name: INVITEE.name, email: INVITEE.email }) }).waitFor();
    await expect.poll(() => owner.page.getByTestId('trusted-user').filter({ hasText: INVITEE.name }).count()).toBe(0);

    // At once: the trusted user's very next call is refused.
    expect((await desk.page.request.get(PRODUCTS)).status()).toBe(403);
    expect(problems).toEqual([]);
    expect(owner.problems).toEqual([]);
    await desk.context.close();
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
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    expect(problems).toEqual([]);
    await context.close();
  });
});
