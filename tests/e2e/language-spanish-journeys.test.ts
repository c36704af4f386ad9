/**
 * A member in Spanish completes the everyday journeys: a transfer from checking to savings through review and
 * confirmation, a bill payment to an existing payee (at 375 px), freezing a card and unfreezing it again, and a secure
 * message. Every label and button is found by its Spanish text read from the overlays, the page's language is Spanish
 * and each completed state is axe clean. Its own server: the member's stored language, cards, payments and messages
 * change here, which other browser files read.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveTemplate } from '../../engine/core';
import { addBusinessDays } from '../../engine/core/business-days';
import { processingDateAt } from '../../engine/core/calendar';
import type { CardItem, CardList } from '../../engine/core/generated/api.gen';
import { appManifest } from '../../src/manifests';
import { DESKTOP, PHONE, expectNoAxeViolations, expectNoHorizontalScroll, newContext } from './support/browser';
import { localeStrings } from './support/locale-strings';
import { ownServerAndBrowser } from './support/own-server';

const spanish = localeStrings('es-US');
const own = ownServerAndBrowser();

/** The Spanish of the English string at `pointer` of manifest `file`; a missing translation fails the test that reads it. */
function es(file: string, pointer: string): string {
  const text = spanish.translation(file, pointer);
  if (text === undefined) throw new Error(`config/locales/es-US/${file} has no translation at ${pointer}`);
  return text;
}

const CHECKING = 'Everyday Checking';
const SAVINGS = 'Rainy Day Savings';
const PAYEE = 'Metro Water Utility';
const CARD_LIST_API = '/api/cards/client-api/v2/cards/freeze';
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let context: BrowserContext;
let page: Page;

/** The page is ready: its heading shows, nothing is loading, and its language is Spanish. */
async function settled(): Promise<void> {
  await page.locator('main h1').first().waitFor();
  await page.locator('.route-loading, [aria-busy="true"]').first().waitFor({ state: 'detached' });
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
}

/** Picks the option of a picker whose text starts with the account name (names are followed by the masked number). */
async function pickAccount(label: string, accountName: string): Promise<void> {
  const picker = page.getByRole('combobox', { name: label, exact: true });
  const option = picker.locator('option', { hasText: accountName }).first();
  await option.waitFor({ state: 'attached' });
  await picker.selectOption({ label: ((await option.textContent()) ?? '').trim() });
}

describe('Spanish: the everyday journeys', () => {
  beforeAll(async () => {
    context = await newContext(own.browser, DESKTOP, { baseURL: own.server.baseUrl });
    page = await context.newPage();
    await page.goto('/login');
    const espanol = page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Español' });
    await Promise.all([page.waitForEvent('load'), espanol.click()]);
    await page.waitForFunction(() => document.documentElement.lang === 'es');
    const signedIn = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/session/login');
    await page.locator('input[name="username"]').fill('member');
    await page.locator('input[name="password"]').fill('Demo-pass-2026');
    await page.locator('.sign-in__form button[type="submit"]').click();
    expect((await signedIn).status()).toBe(200);
    await page.waitForURL((url) => url.pathname.startsWith('/accounts'));
    await settled();
  }, 180_000);
  afterAll(async () => {
    await context?.close();
  });

  it('transfers from checking to savings through review, and the confirmation says so in Spanish', async () => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/move-money/transfers');
    await page.getByRole('heading', { level: 1, name: es('copy.json', '/screens/move-money/transfersHeading') }).waitFor();
    await settled();
    const from = es('forms/transfer.json', '/schema/properties/fromAccountId/title');
    await page.getByRole('combobox', { name: from, exact: true }).waitFor();
    await pickAccount(from, CHECKING);
    await pickAccount(es('forms/transfer.json', '/schema/properties/toAccountId/title'), SAVINGS);
    await page.getByRole('textbox', { name: es('forms/transfer.json', '/schema/properties/amountCents/title'), exact: true }).fill('5.00');
    await page.getByRole('button', { name: es('forms/transfer.json', '/submitLabel'), exact: true }).click();

    const review = page.getByRole('region', { name: es('copy.json', '/screens/move-money/reviewHeading') });
    await review.getByText(es('copy.json', '/screens/move-money/kinds/INTERNAL_TRANSFER')).waitFor();
    await review.getByText(new RegExp(`^${SAVINGS} ••••\\d{4}$`)).waitFor();
    await review.getByRole('button', { name: es('copy.json', '/screens/move-money/reviewSubmit'), exact: true }).click();

    await page.getByRole('heading', { level: 2, name: es('copy.json', '/screens/move-money/confirmationPostedHeading') }).waitFor();
    const number = ((await page.getByTestId('confirmation-number').textContent()) ?? '').trim();
    expect(number).not.toBe('');
    const body = resolveTemplate(es('copy.json', '/screens/move-money/confirmationPostedBody'), { confirmationNumber: number });
    await page.getByText(body, { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await expectNoAxeViolations(page);
  }, 180_000);

  it('pays a bill to an existing payee through review, at 375 px', async () => {
    await page.setViewportSize(PHONE);
    // A day past every payee's lead time, counted from the processing day, so the payment is accepted whatever today is.
    const deliverBy = addBusinessDays(processingDateAt(new Date(), appManifest.calendar), 8);
    await page.goto('/move-money/bill-pay');
    await page.getByRole('heading', { level: 1, name: es('copy.json', '/screens/bill-pay/heading') }).waitFor();
    await page.getByRole('heading', { level: 3, name: PAYEE }).waitFor();
    await settled();
    await page.getByRole('button', { name: resolveTemplate(es('copy.json', '/screens/bill-pay/payBillLabel'), { name: PAYEE }), exact: true }).click();
    await page.getByRole('heading', { level: 2, name: es('forms/bill-pay.json', '/title') }).waitFor();
    await page.getByLabel(es('forms/bill-pay.json', '/schema/properties/fromAccountId/title')).selectOption({ index: 1 });
    await page.getByLabel(es('forms/bill-pay.json', '/schema/properties/amountCents/title')).fill('7.00');
    await page.getByLabel(es('forms/bill-pay.json', '/schema/properties/executionDate/title')).fill(deliverBy);
    await page.getByRole('button', { name: es('forms/bill-pay.json', '/submitLabel'), exact: true }).click();

    const review = page.getByRole('region', { name: es('copy.json', '/screens/bill-pay/reviewHeading') });
    await review.getByText(PAYEE).first().waitFor();
    await review.getByRole('button', { name: es('copy.json', '/screens/bill-pay/reviewSubmit'), exact: true }).click();

    await page.getByRole('heading', { name: es('copy.json', '/screens/bill-pay/confirmationHeading') }).waitFor();
    const number = ((await page.getByTestId('confirmation-number').textContent()) ?? '').trim();
    expect(number).not.toBe('');
    await page.getByRole('button', { name: es('copy.json', '/screens/bill-pay/backToBillPay'), exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  }, 180_000);

  it('freezes a card behind its Spanish confirmation and unfreezes it again', async () => {
    await page.setViewportSize(DESKTOP);
    const cards = ((await (await page.request.get(CARD_LIST_API)).json()) as CardList).cards;
    const debit: CardItem | undefined = cards.find((card) => card.type === 'DEBIT' && card.status === 'AC' && card.lockStatus === 'UNLOCKED');
    expect(debit).toBeDefined();
    await page.goto('/cards/list');
    await page.getByRole('heading', { level: 1, name: es('cards.json', '/copy/cards/heading') }).waitFor();
    await settled();
    const card: Locator = page
      .getByTestId('card-tile')
      .filter({ has: page.getByRole('heading', { level: 2, name: new RegExp(`${escape(debit!.maskedNumber)}$`) }) });
    const title = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
    const dialog = page.getByRole('dialog');

    await card.getByRole('button', { name: new RegExp(`^${escape(es('cards.json', '/copy/cards/actions/freeze'))}:`) }).click();
    await dialog.getByRole('heading', { name: es('modals.json', '/modals/freezeCard/title') }).waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: es('modals.json', '/modals/freezeCard/buttons/1/label'), exact: true }).click();
    await card.getByRole('status').filter({ hasText: resolveTemplate(es('cards.json', '/copy/cards/cardFrozen'), { card: title }) }).waitFor();
    await card.getByTestId('lock-status').filter({ hasText: es('cards.json', '/copy/cards/locked') }).waitFor();
    await expectNoAxeViolations(page);

    const unfreeze = card.getByRole('button', { name: new RegExp(`^${escape(es('cards.json', '/copy/cards/actions/unfreeze'))}:`) });
    await unfreeze.click();
    await dialog.getByRole('heading', { name: es('modals.json', '/modals/unfreezeCard/title') }).waitFor();
    await dialog.getByRole('button', { name: es('modals.json', '/modals/unfreezeCard/buttons/1/label'), exact: true }).click();
    await card.getByRole('status').filter({ hasText: resolveTemplate(es('cards.json', '/copy/cards/cardUnfrozen'), { card: title }) }).waitFor();
    await card.getByTestId('lock-status').filter({ hasText: es('cards.json', '/copy/cards/unlocked') }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await expectNoAxeViolations(page);
  }, 180_000);

  it('sends a secure message from the Message Center', async () => {
    await page.setViewportSize(DESKTOP);
    const compose = (pointer: string): string => es('messages.json', `/copy/compose/${pointer}`);
    const subject = 'Pregunta sobre mi cuenta';
    await page.goto('/message-center/v7/compose');
    await page.getByRole('heading', { level: 1, name: compose('heading') }).waitFor();
    await settled();
    const topic = page.getByLabel(compose('topicLabel'), { exact: true });
    const option = topic.locator('option:not([value=""])').first();
    await option.waitFor({ state: 'attached' });
    await topic.selectOption((await option.getAttribute('value'))!);
    await page.getByLabel(compose('subjectLabel'), { exact: true }).fill(subject);
    await page.getByLabel(compose('bodyLabel'), { exact: true }).fill('¿Cuándo se acreditan los depósitos de cheques?');
    await page.getByRole('button', { name: compose('send'), exact: true }).click();

    await page.getByTestId('message-sent').waitFor();
    await page.getByRole('heading', { name: compose('sentHeading') }).waitFor();
    await page.getByRole('link', { name: compose('viewSent'), exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: compose('viewSent'), exact: true }).click();
    await page.getByTestId('message-view').getByRole('heading', { level: 2, name: subject }).waitFor();
  }, 180_000);
});
