/**
 * The card services beyond the list end to end in Chromium, on a server of their own (they change the
 * member's rewards, travel plans, protections and outbox): redeem rewards and watch the balance fall, every problem
 * of a travel plan shown at once (phone and desktop), add, edit and delete a travel plan, block a merchant category and watch the demo card network decline a purchase with its reason and its
 * alert, and axe (no violations) on every card-services page at 1280 and 375 px.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardItem, CardNetworkAuthorization } from '../../engine/core/generated/api.gen';
import { cardsManifest } from '../../src/manifests/card-manifest';
import { errorsManifest, modalsManifest } from '../../src/manifests';
import { formCopyFromErrors } from '../../engine/core/forms';
import { DESKTOP, PHONE, expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, openSignedIn, type Viewport } from './support/browser';
import { smsTexts } from './support/outbox';
import { startServer, type RunningServer } from './support/server';

const copy = cardsManifest.copy.cardServices;
const messages = cardsManifest.messages;
const formCopy = formCopyFromErrors(errorsManifest.errors);
const confirmLabel = (key: string): string => modalsManifest.modals[key]?.buttons.find((button) => button.action === 'confirm')?.label ?? '';
const gambling = cardsManifest.merchantCategories.find((category) => category.id === 'gambling')!;
const CASINO = 'Lucky Star Casino';

/** The signed-in member's cards, as the browser sees them (same cookies). */
async function memberCards(page: Page): Promise<CardItem[]> {
  return page.evaluate(async () => ((await (await fetch('/api/cards/client-api/v2/cards/freeze', { credentials: 'same-origin' })).json()) as { cards: CardItem[] }).cards);
}

/** The demo card network asks to authorize a purchase on one of the member's cards (demo endpoint, page cookies). */
async function authorize(page: Page, body: Record<string, unknown>): Promise<CardNetworkAuthorization> {
  return page.evaluate(async (request) => {
    const response = await fetch('/api/dev/card-network/authorizations', { method: 'POST', credentials: 'same-origin', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(request) });
    return (await response.json()) as CardNetworkAuthorization;
  }, body);
}

/** A day `days` from today, YYYY-MM-DD (the date input's value). */
const dayFromNow = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Each page, its heading, and what shows once its data has loaded. */
const PAGES: readonly { path: string; heading: string; ready: (page: Page) => ReturnType<Page['getByRole']> }[] = [
  { path: '/kobie-rewards', heading: copy.rewards.heading, ready: (page) => page.getByTestId('rewards-points') },
  { path: '/change-due-date', heading: copy.dueDate.heading, ready: (page) => page.getByTestId('due-day') },
  { path: '/cards/protections', heading: copy.protections.heading, ready: (page) => page.getByRole('button', { name: copy.protections.save }) },
  { path: '/cards/travel-plans', heading: copy.travel.heading, ready: (page) => page.getByRole('heading', { level: 2, name: copy.travel.listHeading }) },
  { path: '/instantissuance', heading: copy.issuance.instantHeading, ready: (page) => page.getByRole('combobox', { name: /Checking Account/ }).or(page.getByText(copy.issuance.noAccounts)) },
  { path: '/debit-digital-card-issuance/member', heading: copy.issuance.digitalHeading, ready: (page) => page.getByRole('combobox', { name: /Checking Account/ }).or(page.getByText(copy.issuance.noAccounts)) },
  { path: '/cloud-token-binding', heading: copy.wallets.heading, ready: (page) => page.getByRole('button', { name: copy.wallets.add }) },
];

describe('card services', () => {
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

  const signIn = (viewport: Viewport = DESKTOP) => openSignedIn(browser, 'member', viewport, { baseURL: server.baseUrl });

  it('redeems rewards for cash through a review and shows the lower points balance', async () => {
    const { context, page, problems } = await signIn();
    await page.goto('/kobie-rewards');
    await page.getByRole('heading', { level: 1, name: copy.rewards.heading }).waitFor();
    const points = page.getByTestId('rewards-points');
    await points.waitFor();
    const before = Number((await points.textContent())?.replace(/\D/g, ''));
    expect(before).toBeGreaterThan(2500);

    await page.getByLabel('Cash Amount').fill('25.00');
    await page.getByRole('combobox', { name: /Deposit To/ }).selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Continue' }).click();
    const review = page.getByRole('region', { name: copy.rewards.reviewHeading });
    await review.getByText('$25.00').waitFor();
    await review.getByRole('button', { name: copy.rewards.reviewSubmit }).click();
    expect(await page.getByTestId('confirmation-number').textContent()).toMatch(/\S+/);
    await expect.poll(async () => Number((await points.textContent())?.replace(/\D/g, ''))).toBeLessThan(before);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  /** Submits the travel plan form and checks that every problem shows at once: in the focused summary and on each field. */
  async function expectAllTravelProblems(page: Page, expected: readonly string[]): Promise<void> {
    await page.getByRole('button', { name: 'Add Travel Plan' }).click();
    const summary = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: formCopy.errorSummaryHeading }) });
    await summary.waitFor();
    await expect.poll(() => summary.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await summary.getByRole('link').allTextContents()).toEqual(expected);
    for (const message of expected) {
      // Each field shows its own message and names it through aria-describedby.
      const id = await page.locator('.form-field__error', { hasText: message }).getAttribute('id');
      expect(id).toBeTruthy();
      expect(await page.locator(`[aria-describedby~="${id}"]`).count()).toBeGreaterThan(0);
    }
  }

  it.each([
    ['desktop', DESKTOP],
    ['a 375 px phone', PHONE],
  ] as const)('shows every problem of a travel plan at once on %s', async (_name, viewport) => {
    const { context, page, problems } = await signIn(viewport);
    await page.goto('/cards/travel-plans');
    await page.getByRole('button', { name: copy.travel.add }).click();
    await page.getByRole('searchbox', { name: 'Search countries' }).waitFor();
    await expectAllTravelProblems(page, [messages.travelDestinationsRequired, messages.travelStartRequired, messages.travelEndRequired, messages.travelCardsRequired]);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    // A departure long past and a return before it, with the countries and cards still missing: four problems, one submit.
    await page.getByLabel('Departure Date').fill('2020-01-10');
    await page.getByLabel('Return Date').fill('2020-01-05');
    await expectAllTravelProblems(page, [messages.travelDestinationsRequired, messages.travelStartInPast, messages.travelEndBeforeStart, messages.travelCardsRequired]);

    // The summary's link moves focus into its field: the country search box.
    await page.getByRole('alert').getByRole('link', { name: messages.travelDestinationsRequired }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('search');
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('finds a country of the full list by typing, adds the plan, edits it, and deletes it after the dialog', async () => {
    const { context, page, problems } = await signIn();
    await page.goto('/cards/travel-plans');
    await page.getByRole('heading', { level: 2, name: copy.travel.listHeading }).waitFor();
    await page.getByRole('button', { name: copy.travel.add }).click();
    const destinations = page.getByRole('group', { name: /Destinations/ });
    // The form is ready once the member's cards have arrived: a re-render before then may not keep what was typed.
    await page.getByRole('group', { name: /Cards You Will Use/ }).getByRole('checkbox').first().waitFor();
    // Nothing is listed until the member types; then every ISO 3166-1 country whose name matches.
    expect(await destinations.getByRole('checkbox').count()).toBe(0);
    await destinations.getByRole('searchbox', { name: 'Search countries' }).fill('an');
    await expect.poll(() => destinations.getByRole('checkbox').count()).toBeGreaterThan(60);
    await destinations.getByRole('searchbox', { name: 'Search countries' }).fill('bhu');
    await expect.poll(() => destinations.getByRole('checkbox').count()).toBe(1);
    await destinations.getByRole('checkbox', { name: 'Bhutan' }).check();
    await destinations.getByRole('searchbox', { name: 'Search countries' }).fill('franc');
    await destinations.getByRole('checkbox', { name: 'France', exact: true }).check();
    // The chosen country stays in view while another is searched for.
    await destinations.getByRole('checkbox', { name: 'Bhutan', checked: true }).waitFor();
    await page.getByLabel('Departure Date').fill(dayFromNow(10));
    await page.getByLabel('Return Date').fill(dayFromNow(20));
    await page.getByRole('group', { name: /Cards You Will Use/ }).getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Add Travel Plan' }).click();
    await page.getByText(copy.travel.added.replace('{destinations}', 'Bhutan, France')).waitFor();
    const plan = page.getByTestId('travel-plan').filter({ has: page.getByRole('heading', { name: 'Bhutan, France', exact: true }) });
    await plan.waitFor();
    await expectNoAxeViolations(page);

    await plan.getByRole('button', { name: copy.travel.editLabel.replace('{destinations}', 'Bhutan, France') }).click();
    await page.getByRole('heading', { name: copy.travel.editHeading }).waitFor();
    await page.getByRole('group', { name: /Destinations/ }).getByRole('checkbox', { name: 'Bhutan' }).uncheck();
    await page.getByLabel('Return Date').fill(dayFromNow(25));
    await page.getByRole('button', { name: copy.travel.save }).click();
    await page.getByText(copy.travel.updated.replace('{destinations}', 'France')).waitFor();
    const edited = page.getByTestId('travel-plan').filter({ has: page.getByRole('heading', { name: 'France', exact: true }) });
    await edited.waitFor();

    await edited.getByRole('button', { name: copy.travel.deleteLabel.replace('{destinations}', 'France') }).click();
    await page.getByRole('dialog').getByRole('button', { name: confirmLabel('deleteTravelPlan') }).click();
    await page.getByText(copy.travel.deleted.replace('{destinations}', 'France')).waitFor();
    await edited.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('blocks gambling on a card; the demo network declines a casino purchase, shown with its reason and texted', async () => {
    const { context, page, problems } = await signIn();
    const card = (await memberCards(page)).find((item) => item.type === 'DEBIT' && item.status === 'AC' && item.lockStatus === 'UNLOCKED');
    expect(card).toBeDefined();
    await page.goto(`/cards/protections?card=${card!.id}`);
    const group = page.getByRole('group', { name: gambling.label });
    await group.getByRole('radio', { name: copy.protections.ruleBlock }).check();
    await page.getByRole('button', { name: copy.protections.save }).click();
    await page.getByText(copy.protections.saved.split('{card}')[0]!, { exact: false }).waitFor();

    const smsBefore = (await smsTexts(page)).length;
    const answer = await authorize(page, { cardId: card!.id, amountCents: 4000, merchantName: CASINO, merchantCategoryCode: 7995, channel: 'IN_STORE', countryCode: 'US' });
    expect(answer).toMatchObject({ decision: 'DECLINED', reasonCode: 'MERCHANT_CATEGORY_BLOCKED', reason: cardsManifest.declineReasons.MERCHANT_CATEGORY_BLOCKED });

    await page.reload();
    const declines = page.getByTestId('authorizations-declined');
    await declines.getByText(CASINO).waitFor();
    await declines.getByText(cardsManifest.declineReasons.MERCHANT_CATEGORY_BLOCKED).waitFor();
    const texts = await smsTexts(page);
    expect(texts.length).toBeGreaterThan(smsBefore);
    expect(texts.some((text) => text.includes(CASINO))).toBe(true);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('issues an instant debit card on an eligible checking account, shown active with its masked number and expiry', async () => {
    const { context, page, problems } = await signIn(PHONE);
    await page.goto('/instantissuance');
    const account = page.getByRole('combobox', { name: /Checking Account/ });
    await account.waitFor();
    if ((await account.inputValue()) === '') await account.selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('region', { name: copy.issuance.reviewHeading }).getByRole('button', { name: copy.issuance.reviewSubmit }).click();
    const number = page.getByTestId('issued-card-number');
    await number.waitFor();
    expect(await number.textContent()).toMatch(/^••••\d{4}$/);
    expect(await page.getByTestId('issued-card-expiry').textContent()).toMatch(/^\d{2}\/\d{4}$/);
    const shown = await number.textContent();
    const issued = (await memberCards(page)).find((card) => card.maskedNumber === shown);
    expect(issued).toMatchObject({ status: 'AC', additions: { issuance: 'INSTANT' } });
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('changes a credit card due date by its last four and cancels the pending change after the dialog', async () => {
    const { context, page, problems } = await signIn();
    await page.goto('/change-due-date');
    await page.getByTestId('due-day').waitFor();
    const day = page.getByRole('combobox', { name: /New Due Day/ });
    await day.selectOption({ index: 1 });
    const chosen = await day.inputValue();
    await page.getByRole('button', { name: 'Change Due Date' }).click();
    await page.getByText(copy.dueDate.submitted.replace('{day}', chosen)).waitFor();
    await page.getByRole('heading', { level: 2, name: copy.dueDate.pendingHeading }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: copy.dueDate.cancelPending }).click();
    await page.getByRole('dialog').getByRole('button', { name: confirmLabel('cancelDueDateChange') }).click();
    await page.getByRole('heading', { level: 2, name: copy.dueDate.pendingHeading }).waitFor({ state: 'detached' });
    await day.waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('adds a card to a wallet and removes it after the dialog', async () => {
    const { context, page, problems } = await signIn(PHONE);
    const card = (await memberCards(page)).find((item) => item.status === 'AC' && item.lockStatus === 'UNLOCKED');
    await page.goto(`/cloud-token-binding?card=${card!.id}`);
    await page.getByRole('button', { name: copy.wallets.add }).click();
    await page.getByRole('radio', { name: 'Samsung Pay' }).check();
    await page.getByLabel('Device Name').fill('Galaxy Watch');
    await page.getByRole('button', { name: 'Add to Wallet' }).click();
    const token = page.getByTestId('wallet-token').filter({ has: page.getByRole('heading', { name: 'Samsung Pay · Galaxy Watch' }) });
    await token.waitFor();
    await expectNoAxeViolations(page);
    await token.getByRole('button', { name: copy.wallets.removeLabel.replace('{wallet}', 'Samsung Pay').replace('{device}', 'Galaxy Watch') }).click();
    await page.getByRole('dialog').getByRole('button', { name: confirmLabel('removeWalletToken') }).click();
    await token.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows a view-only trusted user the protections read-only, axe clean at 375 px', async () => {
    const { context, page, problems } = await openSignedIn(browser, 'trusted', PHONE, { baseURL: server.baseUrl });
    await page.goto('/cards/protections');
    await page.getByText(copy.protections.readOnly).waitFor();
    expect(await page.getByRole('group', { name: gambling.label }).getByRole('radio', { name: copy.protections.ruleBlock }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: copy.protections.save }).count()).toBe(0);
    await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  for (const viewport of [DESKTOP, PHONE]) {
    it(`shows every card-services page axe clean at ${viewport.width} px`, async () => {
      const { context, page, problems } = await signIn(viewport);
      for (const { path, heading, ready } of PAGES) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await ready(page).first().waitFor();
        await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
        await expectNoAxeViolations(page);
        if (viewport === PHONE) await expectNoHorizontalScroll(page);
      }
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
