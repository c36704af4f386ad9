import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCents, resolveTemplate } from '../../engine/core';
import { formatDay } from '../../screens/shared/format-day';
import { alertsManifest, appManifest, bannersManifest, copyManifest, modalsManifest } from '../../src/manifests';
import { DESKTOP, PHONE, expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, newContext, signIn, watchConsole, type Viewport } from './support/browser';

const LANDING = alertsManifest.landingPath;

function alertModal(type: string) {
  const modal = alertsManifest.types[type]?.modal;
  if (modal === undefined) throw new Error(`alerts.json has no modal for ${type}`);
  return modal;
}

function banner(key: string) {
  const definition = bannersManifest.banners[key];
  if (definition === undefined) throw new Error(`banners.json has no banner ${key}`);
  return definition;
}

function modalCopy(key: string) {
  const definition = modalsManifest.modals[key];
  if (definition === undefined) throw new Error(`modals.json has no modal ${key}`);
  return definition;
}

const dialog = (page: Page): Locator => page.getByRole('dialog');

async function expectDialog(page: Page, title: string, body: string, buttons: readonly string[]): Promise<Locator> {
  const shown = dialog(page);
  await shown.getByRole('heading', { name: title, exact: true }).waitFor();
  await expect.poll(() => shown.getByText(body, { exact: false }).count()).toBeGreaterThan(0);
  const labels = await shown.locator('.modal__buttons button').allInnerTexts();
  expect(labels.map((label) => label.trim())).toEqual(buttons);
  return shown;
}

async function expectBanner(page: Page, key: string): Promise<void> {
  const definition = banner(key);
  const shown = page.locator('.banner').filter({ hasText: definition.text });
  await shown.waitFor();
  const { title, link } = definition;
  if (title !== undefined) await expect.poll(() => shown.getByText(title, { exact: false }).count()).toBeGreaterThan(0);
  if (link !== undefined) await expect.poll(() => shown.getByRole('button', { name: link.label }).count()).toBe(1);
}

// An account page of the member's first deposit account (level 7 and delinquency gate every account alike).
async function depositDetailsPath(page: Page): Promise<string> {
  const response = await page.request.get('/api/arrangement-manager/client-api/v2/productsummary');
  const summary = (await response.json()) as { groups: { kind: string; products: { id: string }[] }[] };
  const id = summary.groups.find((group) => group.kind === 'deposits')?.products[0]?.id;
  if (id === undefined) throw new Error('the persona has no deposit account');
  return `/accounts/details?id=${encodeURIComponent(id)}`;
}

async function expectNoDialog(page: Page): Promise<void> {
  await page.getByRole('main').waitFor();
  await page.waitForTimeout(300);
  await expect.poll(() => dialog(page).count()).toBe(0);
}

describe('sign-in checks: alert personas', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function signedIn(username: string, landing: string = LANDING): Promise<{ page: Page; problems: string[]; close: () => Promise<void> }> {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto('/login');
    await signIn(page, username);
    await page.waitForURL((url) => url.pathname === landing);
    return { page, problems, close: () => context.close() };
  }

  it('litigation: banner with contact us; the Restricted Action modal only on open-new-account, Close and no Contact Us', async () => {
    const { page, problems, close } = await signedIn('litigation');
    await expectBanner(page, 'litigation');
    await expectNoDialog(page);
    await expectNoAxeViolations(page);

    const modal = alertModal('litigation');
    await page.goto('/open-new-accounts');
    const shown = await expectDialog(page, modal.title, modal.body, ['Close']);
    expect(modal.body).toBe('This action is restricted on this account due to the member being in Litigation.');
    await expect.poll(() => shown.getByRole('button', { name: copyManifest.common.contactUs }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await shown.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  it("level7: banner; no modal on summary or statements; 'Limited Features', and 'Feature Unavailable' on the edit page", async () => {
    const { page, problems, close } = await signedIn('level7');
    await expectBanner(page, 'lessSevereL7');
    await expectNoDialog(page);
    await expectNoAxeViolations(page);

    await page.goto('/statements');
    await expectNoDialog(page);

    const modal = alertModal('lessSevereL7');
    await page.goto(await depositDetailsPath(page));
    let shown = await expectDialog(page, 'Limited Features', modal.body, ['OK']);
    await expect.poll(() => shown.getByRole('button', { name: copyManifest.common.contactUs }).count()).toBe(1);
    await expectNoAxeViolations(page);
    await shown.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => dialog(page).count()).toBe(0);

    await page.goto('/accounts/list/edit');
    shown = await expectDialog(page, 'Feature Unavailable', modal.body, ['OK']);
    expect(modal.body).toBe('Statements and Messages are the only features available on your accounts right now.');
    await shown.getByRole('button', { name: 'OK' }).click();
    expect(problems).toEqual([]);
    await close();
  });

  it("delinquent: modal only on the accounts edit page, titled 'Feature Unavailable', OK closes", async () => {
    const { page, problems, close } = await signedIn('delinquent');
    await expectBanner(page, 'delinquent');
    await expectNoDialog(page);
    await page.goto(await depositDetailsPath(page));
    await expectNoDialog(page);

    await page.goto('/accounts/list/edit');
    const shown = await expectDialog(page, 'Feature Unavailable', alertModal('delinquent').body, ['OK']);
    await expectNoAxeViolations(page);
    await shown.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  it('fatal: a modal with Sign Out only, which signs the member out', async () => {
    const { page, problems, close } = await signedIn('fatal');
    const modal = alertModal('fatal');
    const shown = await expectDialog(page, 'Unable to Sign In', "We're unable to complete your request.", ['Sign Out']);
    expect(modal.title).toBe('Unable to Sign In');
    await expectNoAxeViolations(page);

    await page.goto('/statements');
    await expectDialog(page, modal.title, modal.body, ['Sign Out']);
    await expect.poll(() => page.getByRole('main').count()).toBe(0);

    await dialog(page).getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(/\/login/);
    expect(shown).toBeDefined();
    expect(problems).toEqual([]);
    await close();
  });

  it('profile-intercept: the multi modal lists the missing phone and invalid email once per session; Remind Me Later closes it', async () => {
    const { page, problems, close } = await signedIn('profile-intercept');
    const modal = modalCopy('profileInterceptMulti');
    const labels = copyManifest.profileIntercept;
    const shown = await expectDialog(page, modal.title ?? '', modal.body ?? '', ['Go to Profile', 'Remind Me Later']);
    await expect.poll(() => shown.getByText(labels.noPhone, { exact: true }).count()).toBe(1);
    expect(labels.noPhone).toBe('No phone number on file');
    await expect.poll(() => shown.getByText(labels.labelMissing, { exact: true }).count()).toBe(1);
    await expect.poll(() => shown.getByText(labels.labelInvalid, { exact: true }).count()).toBe(1);
    await expect.poll(() => shown.getByText('nina.patel@example', { exact: true }).count()).toBe(1);
    await expectNoAxeViolations(page);

    const remind = page.waitForResponse((response) => response.url().includes('/remind-me-later') && response.request().method() === 'POST');
    await shown.getByRole('button', { name: 'Remind Me Later' }).click();
    expect((await remind).status()).toBe(204);
    await expect.poll(() => dialog(page).count()).toBe(0);

    await page.reload();
    await expectNoDialog(page);
    expect(problems).toEqual([]);
    await close();
  });

  it('paperless: Go Paperless saves GOP, then the confirmation modal', async () => {
    const { page, problems, close } = await signedIn('paperless');
    const prompt = modalCopy('goPaperless');
    const shown = await expectDialog(page, prompt.title ?? '', prompt.body ?? '', prompt.buttons.map((button) => button.label));
    await expectNoAxeViolations(page);
    const saved = page.waitForRequest((request) => request.url().includes('/update-additions') && request.method() === 'POST');
    await shown.getByRole('button', { name: 'Go Paperless' }).click();
    expect((await saved).postDataJSON()).toEqual({ stmtSuppModalResponse: 'GOP' });

    const confirmation = modalCopy('goPaperlessConfirmation');
    const done = await expectDialog(page, confirmation.title ?? '', confirmation.body ?? '', ['OK']);
    await done.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  it('disclosures: the member goes to the disclosures first; Accept records them and leads to the accounts', async () => {
    const { page, problems, close } = await signedIn('disclosures', alertsManifest.disclosures.path);
    const copy = copyManifest.screens.disclosures;
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: copy.heading, level: 1 }).waitFor();
    await main.getByRole('heading', { name: 'Consumer Account Agreement' }).waitFor();
    await main.getByRole('heading', { name: 'Electronic Communications Disclosure' }).waitFor();
    // The notices' own text from config/app.json, folded at the read-less threshold; dates written for people.
    const effective = await main.locator('.disclosure__effective').allInnerTexts();
    expect(effective).toHaveLength(2);
    for (const text of effective) expect(text).toMatch(/^Effective (January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/);
    const agreement = appManifest.disclosures.notices['consumer-account-agreement']!;
    await main.getByRole('button', { name: copy.readMore }).first().click();
    await main.getByText(agreement.body, { exact: true }).waitFor();
    await expectNoAxeViolations(page);

    await page.goto(LANDING);
    await page.waitForURL((url) => url.pathname === alertsManifest.disclosures.path);

    await page.getByRole('button', { name: copy.accept, exact: true }).click();
    await page.waitForURL((url) => url.pathname === LANDING);
    await page.goto(alertsManifest.disclosures.path);
    await page.waitForURL((url) => url.pathname === LANDING);
    expect(problems).toEqual([]);
    await close();
  });

  it('onboarding: the onboarding layout with Go to Accounts, Sign Out and skip-to-content; no address skips it; others are kept away from it', async () => {
    const { page, problems, close } = await signedIn('onboarding', alertsManifest.onboardingPath);
    const heading = page.getByRole('heading', { name: copyManifest.screens.onboarding.heading, level: 1 });
    await heading.waitFor();
    await expect.poll(() => page.getByRole('link', { name: copyManifest.layout.skipToContent }).count()).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: copyManifest.layout.signOut }).count()).toBe(1);
    await expectNoAxeViolations(page);
    // Typing an address, even after the onboarding page was shown, comes back to it.
    for (const typed of [LANDING, '/move-money/transfers', '/more-menu/security', '/statements']) {
      await page.goto(typed);
      await page.waitForURL((url) => url.pathname === alertsManifest.onboardingPath);
      await heading.waitFor();
    }
    await page.getByRole('button', { name: copyManifest.layout.signOut }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await close();

    // Still required at the next sign-in; Go to Accounts records it, and then the member is free to go anywhere.
    const again = await signedIn('onboarding', alertsManifest.onboardingPath);
    await again.page.getByRole('button', { name: copyManifest.layout.goToAccounts }).click();
    await again.page.waitForURL((url) => url.pathname === LANDING);
    await again.page.goto('/statements');
    await again.page.getByRole('heading', { level: 1, name: 'Statements' }).waitFor();
    expect(new URL(again.page.url()).pathname).toBe('/statements');
    await again.page.goto(alertsManifest.onboardingPath);
    await again.page.waitForURL((url) => url.pathname === LANDING);
    problems.push(...again.problems);
    await again.close();

    const member = await signedIn('member');
    await member.page.goto(alertsManifest.onboardingPath);
    await member.page.waitForURL((url) => url.pathname === LANDING);
    expect([...problems, ...member.problems]).toEqual([]);
    await member.close();
  });
});

function explanation(type: string) {
  const definition = alertsManifest.types[type]?.explanation;
  if (definition === undefined) throw new Error(`alerts.json has no explanation for ${type}`);
  return definition;
}

// What each restricted persona is told, and what they can still do, as alerts.json words it.
async function expectExplanation(scope: Locator, type: string, sentence?: string): Promise<void> {
  const told = explanation(type);
  await scope.getByRole('heading', { name: told.heading, exact: true }).waitFor();
  await expect.poll(() => scope.getByText(sentence ?? told.summary, { exact: true }).count()).toBe(1);
  const labels = alertsManifest.explanationLabels;
  await expect.poll(() => scope.getByRole('heading', { name: labels.affected, exact: true }).count()).toBe(1);
  await expect.poll(() => scope.getByRole('heading', { name: labels.available, exact: true }).count()).toBe(1);
  const affected = await scope.locator('[data-affected] li').allInnerTexts();
  expect(affected.map((item) => item.trim())).toEqual(told.affected);
  const available = scope.locator('[data-available] li');
  expect((await available.allInnerTexts()).map((item) => item.trim())).toEqual(told.available.map((item) => resolveTemplate(item.text, { phone: appManifest.memberServicesPhone })));
  for (const [index, item] of told.available.entries()) {
    const link = available.nth(index).getByRole('link');
    if (item.to === undefined) await expect.poll(() => link.count()).toBe(0);
    else await expect.poll(() => link.getAttribute('href')).toBe(item.to);
  }
}

async function contactUsCount(scope: Locator): Promise<number> {
  return (await scope.getByRole('link', { name: copyManifest.common.contactUs, exact: true }).count()) + (await scope.getByRole('button', { name: copyManifest.common.contactUs, exact: true }).count());
}

describe('restricted members: what is affected and what they can still do', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function signedIn(username: string, viewport: Viewport): Promise<{ page: Page; problems: string[]; close: () => Promise<void> }> {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto('/login');
    await signIn(page, username);
    await page.waitForURL((url) => url.pathname === LANDING);
    return { page, problems, close: () => context.close() };
  }

  const explained = (page: Page): Locator => page.locator('main [data-alert-explanation]');

  const summaryPersonas: readonly (readonly [string, string])[] = [
    ['litigation', 'litigation'],
    ['bankruptcy', 'bankruptcy'],
    ['level7', 'lessSevereL7'],
    ['level7-severe', 'severeL7'],
    ['delinquent', 'delinquent'],
    ['cease-desist', 'ceaseAndDesist'],
  ];

  for (const viewport of [PHONE, DESKTOP]) {
    for (const [username, type] of summaryPersonas) {
      it(`${username} at ${viewport.width} px: the summary explains the restriction, lists what still works, with Contact Us where the alert has one`, async () => {
        const { page, problems, close } = await signedIn(username, viewport);
        const scope = explained(page);
        await expectExplanation(scope, type);
        await expect.poll(() => contactUsCount(scope)).toBe(explanation(type).contactUs ? 1 : 0);
        if (explanation(type).contactUs) await expect.poll(() => scope.getByRole('link', { name: copyManifest.common.contactUs }).getAttribute('href')).toBe('/static/contact');
        await expectNoDialog(page);
        await expectNoAxeViolations(page);
        await expectNoHorizontalScroll(page);
        expect(problems).toEqual([]);
        await close();
      });
    }

    it(`fatal at ${viewport.width} px: the Unable to Sign In dialog says what is affected and what the member can still do, with Contact Us and Sign Out`, async () => {
      const { page, problems, close } = await signedIn('fatal', viewport);
      const modal = alertModal('fatal');
      const shown = await expectDialog(page, modal.title, modal.body, ['Sign Out']);
      await expectExplanation(shown, 'fatal', explanation('fatal').summary);
      await expect.poll(() => shown.getByText(appManifest.memberServicesPhone, { exact: false }).count()).toBe(1);
      await expect.poll(() => contactUsCount(shown)).toBe(1);
      await expectNoAxeViolations(page);
      await expectNoHorizontalScroll(page);
      expect(problems).toEqual([]);
      await close();
    });

    it(`litigation at ${viewport.width} px: a card's page keeps the layout and explains itself behind the alert modal; Close leaves the explanation`, async () => {
      const { page, problems, close } = await signedIn('litigation', viewport);
      const summary = (await (await page.request.get('/api/arrangement-manager/client-api/v2/productsummary')).json()) as { groups: { kind: string; products: { id: string }[] }[] };
      const card = summary.groups.find((group) => group.kind === 'creditCards')?.products[0]?.id;
      if (card === undefined) throw new Error('litigation has no credit card');
      await page.goto(`/accounts/details?id=${encodeURIComponent(card)}`);
      const modal = alertModal('litigation');
      const shown = await expectDialog(page, modal.title, modal.body, ['Close']);
      await expectNoAxeViolations(page);
      await shown.getByRole('button', { name: 'Close' }).click();
      await expect.poll(() => dialog(page).count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe('/accounts/details');
      const main = page.getByRole('main');
      await main.getByRole('heading', { level: 1, name: explanation('litigation').heading }).waitFor();
      await expectExplanation(explained(page), 'litigation', modal.body);
      await expect.poll(() => contactUsCount(explained(page))).toBe(1);
      await expect.poll(() => main.getByRole('link', { name: alertsManifest.explanationLabels.backToAccounts }).getAttribute('href')).toBe(LANDING);
      // The layout stays: the member can go anywhere else from here.
      await expect.poll(() => page.getByRole('banner').count()).toBe(1);
      await expectNoAxeViolations(page);
      await expectNoHorizontalScroll(page);
      expect(problems).toEqual([]);
      await close();
    });

    it(`delinquent at ${viewport.width} px: the loan shows its past-due amount and missed due date on the summary and on its page`, async () => {
      const { page, problems, close } = await signedIn('delinquent', viewport);
      const summary = (await (await page.request.get('/api/arrangement-manager/client-api/v2/productsummary')).json()) as {
        groups: { products: { id: string; name: string; accountNumber: string; productKind: string; pastDue?: { amountCents: number; dueDate: string } }[] }[];
      };
      const loan = summary.groups.flatMap((group) => group.products).find((product) => product.productKind === 'autoLoan');
      if (loan?.pastDue === undefined) throw new Error('the delinquent persona has no past-due loan');
      const amount = formatCents(loan.pastDue.amountCents);
      const due = formatDay(loan.pastDue.dueDate);
      const labels = copyManifest.screens['accounts-summary'];
      const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: loan.name, level: 3 }) });
      await row.locator('[data-balance="past-due"]').waitFor();
      await expect.poll(() => row.locator('[data-balance="past-due"] dt').innerText()).toBe(labels.pastDueAmount);
      await expect.poll(() => row.locator('[data-balance="past-due"] dd').innerText()).toBe(amount);
      await expect.poll(() => row.locator('[data-balance="past-due-date"] dt').innerText()).toBe(labels.pastDueDate);
      await expect.poll(() => row.locator('[data-balance="past-due-date"] dd').innerText()).toBe(due);
      await expect.poll(() => row.locator('[data-balance="available"]').count()).toBe(0);
      // The explanation names the past-due account, the amount and the missed due date.
      const line = resolveTemplate(labels.pastDueLine, { name: loan.name, number: loan.accountNumber, amount, date: due });
      await explained(page).getByText(line, { exact: true }).waitFor();

      await row.getByRole('link').click();
      await page.waitForURL((url) => url.pathname === '/accounts/details');
      const header = page.locator('.account-header');
      await header.locator('[data-balance="past-due"] dd').waitFor();
      await expect.poll(() => header.locator('[data-balance="past-due"] dd').innerText()).toBe(amount);
      await expect.poll(() => header.locator('[data-balance="past-due-date"] dd').innerText()).toBe(due);
      await expectNoAxeViolations(page);
      await expectNoHorizontalScroll(page);
      expect(problems).toEqual([]);
      await close();
    });
  }
});
