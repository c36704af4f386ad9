/**
 * The staff audit end to end, at 1280 and 375 px, axe clean: msr opens `member` (through the API)
 * and reads their accounts; msr-supervisor searches the audit at /servicedesk/audit by staff username and member
 * number and finds those calls with the reason; `member` sees the visit in the security hub's staff access section.
 * On a server of its own: it writes staff visits and audit rows.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveTemplate } from '../../engine/core';
import type { CurrentUser } from '../../engine/core/generated/api.gen';
import { copyManifest } from '../../src/manifests';
import { staffManifest } from '../../src/manifests/staff-manifest';
import { DESKTOP, PHONE, expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, newContext, openSignedIn, signIn, signInByApi, watchConsole, type Viewport } from './support/browser';
import { startServer, type RunningServer } from './support/server';

const audit = staffManifest.audit;
const security = copyManifest.screens.security;
const AUDIT = '/servicedesk/audit';
const HUB = '/more-menu/security';
const VISITS_API = '/api/service-desk/client-api/v1/visits';
const PASSWORD = 'Demo-pass-2026';

async function checkScreen(page: Page): Promise<void> {
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);
}

/** Signs a persona in through the context's API as its own browser (its known device), and expects it let in. */
async function signInOk(context: BrowserContext, baseURL: string, username: string): Promise<void> {
  const response = await signInByApi(context, baseURL, username, PASSWORD);
  expect(response.status(), await response.text()).toBe(200);
}

describe('the staff audit: a supervisor finds what staff did; the member sees the visit', () => {
  let server: RunningServer;
  let browser: Browser;
  let member: CurrentUser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    // The member's id and number, then an msr visit of them that reads their accounts.
    const memberContext = await newContext(browser, DESKTOP, { baseURL: server.baseUrl });
    await signInOk(memberContext, server.baseUrl, 'member');
    member = (await (await memberContext.request.get('/api/user-manager/client-api/v2/users/me')).json()) as CurrentUser;
    await memberContext.close();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const runs: readonly { name: string; viewport: Viewport }[] = [
    { name: 'desktop (1280 px)', viewport: DESKTOP },
    { name: 'phone (375 px)', viewport: PHONE },
  ];

  it.each(runs)('$name', async ({ name, viewport }) => {
    const reason = `Member asked about a statement (${name})`;
    const staffContext = await newContext(browser, viewport, { baseURL: server.baseUrl });
    await signInOk(staffContext, server.baseUrl, 'msr');
    const opened = await staffContext.request.post(VISITS_API, { data: { memberId: member.id, reason } });
    expect(opened.status(), await opened.text()).toBe(201);
    expect((await staffContext.request.get('/api/arrangement-manager/client-api/v2/productsummary')).status()).toBe(200);
    expect((await staffContext.request.delete(`${VISITS_API}/current`)).status()).toBe(204);
    await staffContext.close();

    // The supervisor: the audit page lists the newest rows at once, then searches by staff username and member number.
    const context = await newContext(browser, viewport, { baseURL: server.baseUrl });
    try {
      const page = await context.newPage();
      const problems = watchConsole(page);
      await page.goto('/login');
      await signIn(page, 'msr-supervisor');
      await page.waitForURL((url) => url.pathname.startsWith('/servicedesk'));
      await page.goto(AUDIT);
      await page.getByRole('heading', { level: 1, name: audit.heading }).waitFor();
      const rows = page.getByTestId('staff-audit-row');
      await rows.first().waitFor();
      await checkScreen(page);

      await page.getByLabel(audit.staffUsernameLabel).fill('msr');
      await page.getByLabel(audit.memberNumberLabel).fill(member.externalId);
      const searched = page.waitForResponse((response) => response.url().endsWith('/audit/search') && response.request().postData()?.includes('memberNumber') === true);
      await page.getByRole('button', { name: audit.search, exact: true }).click();
      expect((await searched).status()).toBe(200);
      const visitRow = rows.filter({ hasText: reason }).filter({ hasText: 'Viewed accounts' });
      await visitRow.first().waitFor();
      await expect.poll(() => visitRow.first().textContent()).toContain(resolveTemplate(audit.memberTemplate, { name: member.fullName, memberNumber: member.externalId }));
      const staffCells = await rows.allTextContents();
      expect(staffCells.length).toBeGreaterThan(0);
      expect(staffCells.every((row) => row.includes('(msr)'))).toBe(true);
      await checkScreen(page);

      // From after To is said beside the field, and nothing is searched.
      await page.getByLabel(audit.fromLabel).fill('2026-03-02');
      await page.getByLabel(audit.toLabel).fill('2026-03-01');
      await page.getByRole('button', { name: audit.search, exact: true }).click();
      await page.getByText(audit.dateRangeInvalid).waitFor();
      await checkScreen(page);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }

    // The member: the security hub lists the visit with the representative's first name and initial and the reason.
    const signedIn = await openSignedIn(browser, 'member', viewport, { baseURL: server.baseUrl });
    try {
      await signedIn.page.goto(HUB);
      const section = signedIn.page.getByTestId('staff-access');
      await section.getByRole('heading', { level: 2, name: security.staffAccessHeading }).waitFor();
      await section.getByText(reason).waitFor();
      await expect.poll(() => section.getByRole('listitem').filter({ hasText: reason }).textContent()).toContain(resolveTemplate(security.staffAccessBy, { name: 'Priya S.' }));
      expect(await section.textContent()).not.toContain('Shah');
      await checkScreen(signedIn.page);
      expect(signedIn.problems).toEqual([]);
    } finally {
      await signedIn.context.close();
    }
  });
});
