/**
 * Linking a member to their sign-in at the credit union's identity provider, end to end at 1280 and 375 px, axe clean
 * and without sideways scrolling: msr signs in, opens `member`, and in the MRC portal's provider section sees the
 * member's demo link (their username), is refused a subject that signs in another member (next to the field, which
 * gets the focus), links a new subject with a reason, and unlinks it through the confirmation, whose destructive
 * button does not get the first focus. On the desktop run the newly linked subject signs the member in at the
 * provider before it is unlinked. A real OpenID provider (oidc-provider's development pages) and a server of its own.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveTemplate } from '../../engine/core';
import type { CurrentUser } from '../../engine/core/generated/api.gen';
import { errorsManifest, modalsManifest, ssoManifest } from '../../src/manifests';
import { staffManifest } from '../../src/manifests/staff-manifest';
import { startTestIdentityProvider, TEST_CLIENT_ID, TEST_CLIENT_SECRET, type TestIdentityProvider } from '../support/oidc-provider';
import { DESKTOP, PHONE, expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, newContext, signIn, signInByApi, watchConsole, type Viewport } from './support/browser';
import { startServer, type RunningServer } from './support/server';

const copy = staffManifest.memberService.providerSignIn;
const MRC_PORTAL = '/more-menu/mrc-portal';
const SUMMARY_PATH = '/accounts/list/summary';
const PASSWORD = 'Demo-pass-2026';
const unlinkModal = modalsManifest.modals.unlinkProviderSubject!;
const modalButton = (id: string): string => unlinkModal.buttons.find((button) => button.id === id)?.label ?? id;

async function checkScreen(page: Page): Promise<void> {
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);
}

const isFocused = (page: Page, label: string) => page.getByLabel(label, { exact: true }).evaluate((node) => node === document.activeElement);

/** Opens `memberId` from the page, as the member search would. */
async function openVisit(page: Page, memberId: string, reason: string): Promise<void> {
  const status = await page.evaluate(
    async ({ memberId: id, reason: why }) =>
      (await fetch('/api/service-desk/client-api/v1/visits', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ memberId: id, reason: why }) })).status,
    { memberId, reason },
  );
  expect(status).toBe(201);
}

describe('member service: provider sign-in links', () => {
  let idp: TestIdentityProvider;
  let server: RunningServer;
  let browser: Browser;
  let member: CurrentUser;

  beforeAll(async () => {
    idp = await startTestIdentityProvider();
    server = await startServer({ env: { OIDC_ISSUER_URL: idp.issuer, OIDC_CLIENT_ID: TEST_CLIENT_ID, OIDC_CLIENT_SECRET: TEST_CLIENT_SECRET } });
    idp.serve({ appOrigin: server.baseUrl });
    browser = await launchBrowser();
    const memberContext = await newContext(browser, DESKTOP, { baseURL: server.baseUrl });
    expect((await signInByApi(memberContext, server.baseUrl, 'member', PASSWORD)).status()).toBe(200);
    member = (await (await memberContext.request.get('/api/user-manager/client-api/v2/users/me')).json()) as CurrentUser;
    await memberContext.close();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await idp?.close();
  });

  /** The member signs in at the provider as `subject`, in a browser of their own; answers where they land. */
  const signInAtProvider = async (subject: string): Promise<string> => {
    const context = await newContext(browser, DESKTOP, { baseURL: server.baseUrl });
    try {
      const page = await context.newPage();
      await page.goto('/login');
      await page.getByRole('link', { name: ssoManifest.identityProvider?.buttonLabel ?? '' }).click();
      await page.waitForURL((url) => url.origin === idp.issuer);
      await page.locator('input[name="login"]').fill(subject);
      await page.locator('input[name="password"]').fill('any password');
      await page.getByRole('button', { name: 'Sign-in' }).click();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL((url) => url.origin === server.baseUrl && url.pathname !== '/api/sso/oidc/callback');
      const me = await page.request.get('/api/user-manager/client-api/v2/users/me');
      return me.status() === 200 ? ((await me.json()) as CurrentUser).fullName : `not signed in, at ${new URL(page.url()).pathname}`;
    } finally {
      await context.close();
    }
  };

  const runs: readonly { name: string; viewport: Viewport; subject: string; signsIn: boolean }[] = [
    { name: 'desktop (1280 px)', viewport: DESKTOP, subject: 'mfcu|e2e-desktop-4410', signsIn: true },
    { name: 'phone (375 px)', viewport: PHONE, subject: 'mfcu|e2e-phone-4411', signsIn: false },
  ];

  it.each(runs)('$name', async ({ name, viewport, subject, signsIn }) => {
    const context = await newContext(browser, viewport, { baseURL: server.baseUrl });
    try {
      const page = await context.newPage();
      const problems = watchConsole(page);
      await page.goto('/login');
      await signIn(page, 'msr');
      await page.waitForURL((url) => url.pathname.startsWith('/servicedesk'));
      await openVisit(page, member.id, `Member called about signing in (${name})`);

      // The provider section lists the member's demo link: their username at the provider.
      await page.goto(MRC_PORTAL);
      const section = page.getByRole('region', { name: copy.heading });
      const table = section.getByRole('table', { name: copy.tableCaption });
      await table.getByText('member', { exact: true }).waitFor();
      await checkScreen(page);

      // Nothing typed: the subject field says so and gets the focus.
      await section.getByRole('button', { name: copy.link, exact: true }).click();
      await section.getByText(copy.subjectRequired).waitFor();
      await expect.poll(() => isFocused(page, copy.subjectLabel)).toBe(true);

      // A subject that signs in another member: refused beside the field, nothing linked.
      await section.getByLabel(copy.subjectLabel).fill('business');
      await section.getByLabel(copy.reasonLabel).fill('Member enrolled at the provider, identity checked');
      const refused = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/provider-links'));
      await section.getByRole('button', { name: copy.link, exact: true }).click();
      expect((await refused).status()).toBe(409);
      await section.getByText(errorsManifest.errors.STAFF_PROVIDER_SUBJECT_TAKEN!.message).waitFor();
      await expect.poll(() => isFocused(page, copy.subjectLabel)).toBe(true);
      await checkScreen(page);

      // A new subject: linked, announced, and listed.
      await section.getByLabel(copy.subjectLabel).fill(subject);
      await section.getByRole('button', { name: copy.link, exact: true }).click();
      await section.getByRole('status').filter({ hasText: resolveTemplate(copy.linked, { subject }) }).waitFor();
      await table.getByText(subject, { exact: true }).waitFor();
      await checkScreen(page);

      if (signsIn) await expect.poll(() => signInAtProvider(subject)).toBe(member.fullName);

      // Unlink asks for the reason first, then for a confirmation whose first focus is not the destructive button.
      const unlinkButton = section.getByRole('button', { name: resolveTemplate(copy.unlinkLabel, { subject }) });
      await unlinkButton.click();
      await expect.poll(() => isFocused(page, copy.reasonLabel)).toBe(true);
      await section.getByLabel(copy.reasonLabel).fill('Subject was linked by mistake');
      await unlinkButton.click();
      const dialog = page.getByRole('dialog', { name: unlinkModal.title });
      await dialog.waitFor();
      await dialog.getByText(resolveTemplate(unlinkModal.body ?? '', { subject, name: member.fullName })).waitFor();
      await expect.poll(() => dialog.getByRole('button', { name: modalButton('cancel') }).evaluate((node) => node === document.activeElement)).toBe(true);
      await checkScreen(page);

      // Keeping it changes nothing and gives the focus back to the Unlink button.
      await dialog.getByRole('button', { name: modalButton('cancel') }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => unlinkButton.evaluate((node) => node === document.activeElement)).toBe(true);
      await table.getByText(subject, { exact: true }).waitFor();

      await unlinkButton.click();
      const removing = page.waitForResponse((response) => response.request().method() === 'DELETE' && response.url().includes('/provider-links/'));
      await dialog.getByRole('button', { name: modalButton('unlink-provider-subject') }).click();
      expect((await removing).status()).toBe(200);
      const status = section.getByRole('status').filter({ hasText: resolveTemplate(copy.unlinked, { subject }) });
      await status.waitFor();
      await table.getByText(subject, { exact: true }).waitFor({ state: 'detached' });
      await expect.poll(() => status.evaluate((node) => node === document.activeElement)).toBe(true);
      await table.getByText('member', { exact: true }).waitFor();
      await checkScreen(page);

      if (signsIn) await expect.poll(() => signInAtProvider(subject)).toMatch(/^not signed in/);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
