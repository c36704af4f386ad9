/**
 * The cards list end to end: freeze and unfreeze a debit and a credit card (the list changes without being
 * fetched again), activate the card awaiting activation, change a PIN through the step-up challenge, report a card
 * stolen and see its replacement, order a card; a view-only trusted user sees no change controls; axe clean at 1280
 * and 375 px. On a server of its own: it changes the member's cards, which other browser tests read.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { resolveTemplate } from '../../engine/core';
import type { CardItem, CardList } from '../../engine/core/generated/api.gen';
import { formManifests } from '../../src/manifests/form-manifests';
import { cardsManifest } from '../../src/manifests/card-manifest';
import { copyManifest, modalsManifest } from '../../src/manifests';
import { DESKTOP, PHONE, expectNoAxeViolations, expectNoHorizontalScroll } from './support/browser';
import { ownServerAndBrowser } from './support/own-server';
import { nextVerificationCode, smsTexts } from './support/outbox';

const copy = cardsManifest.copy.cards;
const stepUp = copyManifest.stepUp;
const LIST = '/cards/list';
const ORDER = '/cards/order';
const CARD_LIST_API = '/api/cards/client-api/v2/cards/freeze';
const modalTitle = (key: string): string => modalsManifest.modals[key]?.title ?? key;
const modalButton = (key: string, id: string): string => modalsManifest.modals[key]?.buttons.find((button) => button.id === id)?.label ?? id;
const monthName = (month: number): string => {
  const ui = formManifests['card-activation']?.uiSchema as { expiryMonth: { 'ui:enumNames': string[] } };
  return ui.expiryMonth['ui:enumNames'][month - 1] ?? String(month);
};

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The list's tile of the card whose masked number is `masked`. */
const tile = (page: Page, masked: string): Locator =>
  page.getByTestId('card-tile').filter({ has: page.getByRole('heading', { level: 2, name: new RegExp(`${escape(masked)}$`) }) });
const dialog = (page: Page): Locator => page.getByRole('dialog');

async function cardsOf(page: Page): Promise<CardItem[]> {
  return ((await (await page.request.get(CARD_LIST_API)).json()) as CardList).cards;
}

function pick(cards: readonly CardItem[], test: (card: CardItem) => boolean, what: string): CardItem {
  const card = cards.find(test);
  if (!card) throw new Error(`member has no ${what}`);
  return card;
}

/** Freeze then unfreeze one card from its tile, each behind its confirmation; the tile's own status region names the card and says what happened. */
async function freezeAndUnfreeze(page: Page, masked: string): Promise<void> {
  const card = tile(page, masked);
  const title = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await card.getByRole('button', { name: new RegExp(`^${copy.actions.freeze}:`) }).click();
  await dialog(page).getByRole('heading', { name: modalTitle('freezeCard') }).waitFor();
  await expectNoAxeViolations(page);
  await dialog(page).getByRole('button', { name: modalButton('freezeCard', 'freeze-card') }).click();
  await card.getByRole('status').filter({ hasText: resolveTemplate(copy.cardFrozen, { card: title }) }).waitFor();
  await card.getByTestId('lock-status').filter({ hasText: copy.locked }).waitFor();
  const unfreeze = card.getByRole('button', { name: new RegExp(`^${copy.actions.unfreeze}:`) });
  await expect.poll(() => unfreeze.evaluate((button) => button === document.activeElement)).toBe(true);

  await unfreeze.click();
  await dialog(page).getByRole('button', { name: modalButton('unfreezeCard', 'unfreeze-card') }).click();
  await card.getByRole('status').filter({ hasText: resolveTemplate(copy.cardUnfrozen, { card: title }) }).waitFor();
  await card.getByTestId('lock-status').filter({ hasText: copy.unlocked }).waitFor();
}

describe('cards: the list and its actions', () => {
  const own = ownServerAndBrowser();

  it('freezes and unfreezes a debit and a credit card without fetching the list again, and activates the new card', async () => {
    const { context, page, problems } = await own.signIn('member', DESKTOP);
    const cards = await cardsOf(page);
    const debit = pick(cards, (card) => card.type === 'DEBIT' && card.status === 'AC', 'active debit card');
    const credit = pick(cards, (card) => card.type === 'CREDIT' && card.status === 'AC', 'active credit card');
    const pending = pick(cards, (card) => card.status === 'IN', 'card awaiting activation');
    let listFetches = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === CARD_LIST_API) listFetches += 1;
    });

    await page.goto(LIST);
    await page.getByRole('heading', { level: 1, name: copy.heading }).waitFor();
    await tile(page, debit.maskedNumber).waitFor();
    await tile(page, credit.maskedNumber).getByTestId('child-card').first().waitFor();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    const fetchesAfterLoad = listFetches;

    await freezeAndUnfreeze(page, debit.maskedNumber);
    await freezeAndUnfreeze(page, credit.maskedNumber);

    const creditTile = tile(page, credit.maskedNumber);
    const details = creditTile.getByRole('button', { name: new RegExp(`^${copy.actions.details}:`) });
    await details.click();
    await creditTile.getByTestId('card-panel').getByText(copy.limitLabels.CREDIT_LIMIT).waitFor();
    await creditTile.getByTestId('card-panel').getByText(/CP-••••\d{4}/).waitFor();
    await expectNoAxeViolations(page);
    await creditTile.getByTestId('card-panel').getByRole('button', { name: copy.close }).click();
    await expect.poll(() => details.evaluate((button) => button === document.activeElement)).toBe(true);

    const newCard = tile(page, pending.maskedNumber);
    await newCard.getByText(copy.statuses.IN, { exact: true }).first().waitFor();
    await newCard.getByRole('button', { name: new RegExp(`^${copy.actions.activate}:`) }).click();
    const panel = newCard.getByTestId('card-panel');
    await panel.getByLabel(/Last 4 Digits/).fill(pending.maskedNumber.slice(-4));
    await panel.getByLabel(/Expiration Month/).selectOption({ label: monthName(pending.additions.expiryMonth) });
    await panel.getByLabel(/Expiration Year/).fill(String(pending.additions.expiryYear));
    await expectNoAxeViolations(page);
    await panel.getByRole('button', { name: 'Activate Card' }).click();
    await page.getByRole('status').filter({ hasText: copy.cardActivated }).waitFor();
    await newCard.getByTestId('lock-status').waitFor();
    expect(await newCard.getByRole('button', { name: new RegExp(`^${copy.actions.activate}:`) }).count()).toBe(0);
    await newCard.getByRole('button', { name: new RegExp(`^${copy.actions.freeze}:`) }).waitFor();
    expect(listFetches).toBe(fetchesAfterLoad);

    // The server agrees: the cards are as the list shows them.
    const after = await cardsOf(page);
    expect(after.find((card) => card.id === pending.id)?.status).toBe('AC');
    expect(after.find((card) => card.id === debit.id)?.lockStatus).toBe('UNLOCKED');
    expect(after.find((card) => card.id === credit.id)?.lockStatus).toBe('UNLOCKED');
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);

  it('changes a PIN through the step-up challenge, then reports the card stolen and shows its replacement (375 px)', async () => {
    const { context, page, problems } = await own.signIn('member', PHONE);
    const debit = pick(await cardsOf(page), (card) => card.type === 'DEBIT' && card.status === 'AC', 'active debit card');
    await page.goto(LIST);
    const card = tile(page, debit.maskedNumber);
    await card.waitFor();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    await card.getByRole('button', { name: new RegExp(`^${copy.actions.changePin}:`) }).click();
    const panel = card.getByTestId('card-panel');
    await panel.getByLabel(/^New PIN/).fill('2468');
    await panel.getByLabel(/^Confirm New PIN/).fill('2468');
    const before = (await smsTexts(page)).length;
    await panel.getByRole('button', { name: 'Change PIN', exact: true }).click();
    await dialog(page).getByRole('heading', { name: modalTitle('stepUpVerificationRequired') }).waitFor();
    await dialog(page).getByRole('button', { name: 'Verify' }).click();
    await dialog(page).getByRole('radio', { name: /^Text message/ }).first().check();
    await dialog(page).getByRole('button', { name: 'Send' }).click();
    await dialog(page).getByLabel(stepUp.codeLabel).fill(await nextVerificationCode(page, before));
    await dialog(page).getByRole('button', { name: 'Submit' }).click();
    await dialog(page).getByRole('heading', { name: modalTitle('stepUpVerified') }).waitFor();
    await dialog(page).getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('status').filter({ hasText: copy.pinChanged }).waitFor();
    expect(new URL(page.url()).pathname).toBe(LIST);

    await card.getByRole('button', { name: new RegExp(`^${copy.actions.replace}:`) }).click();
    await card.getByTestId('card-panel').getByRole('radio', { name: 'Stolen' }).check();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    const replaced = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/maintenance'));
    await card.getByTestId('card-panel').getByRole('button', { name: 'Order Replacement' }).click();
    const receipt = (await (await replaced).json()) as { confirmationNumber: string; newCard: CardItem };
    await page.getByRole('status').filter({ hasText: receipt.confirmationNumber }).waitFor();
    expect(receipt.newCard.maskedNumber).not.toBe(debit.maskedNumber);

    await card.getByText(copy.statuses.CL, { exact: true }).first().waitFor();
    await card.getByTestId('lock-status').filter({ hasText: copy.locked }).waitFor();
    expect(await card.getByRole('button', { name: new RegExp(`^(${copy.actions.freeze}|${copy.actions.replace}|${copy.actions.changePin}):`) }).count()).toBe(0);
    const replacement = tile(page, receipt.newCard.maskedNumber);
    await replacement.getByText(copy.statuses.IN, { exact: true }).first().waitFor();
    await replacement.getByRole('button', { name: new RegExp(`^${copy.actions.activate}:`) }).waitFor();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);

  it('orders a debit card with a review and a confirmation number, axe clean at 1280 and 375 px', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page, problems } = await own.signIn('member', viewport);
      await page.goto(LIST);
      await page.getByRole('link', { name: copy.orderCard }).click();
      await page.getByRole('heading', { level: 1, name: copy.order.heading }).waitFor();
      await page.getByLabel('Debit card').check();
      await expectNoAxeViolations(page);
      await expectNoHorizontalScroll(page);
      if (viewport === PHONE) {
        await context.close();
        expect(problems).toEqual([]);
        continue;
      }
      await page.getByLabel(/^Account/).selectOption({ index: 1 });
      await page.getByRole('button', { name: 'Order Card' }).click();
      const review = page.getByRole('region', { name: copy.order.reviewHeading });
      await review.waitFor();
      await expectNoAxeViolations(page);
      await review.getByRole('button', { name: copy.order.reviewSubmit }).click();
      await page.getByRole('heading', { name: copy.order.confirmationHeading }).waitFor();
      expect(await page.getByTestId('confirmation-number').textContent()).toMatch(/\S/);
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: copy.order.backToCards }).click();
      await page.getByRole('heading', { level: 1, name: copy.heading }).waitFor();
      expect(problems).toEqual([]);
      await context.close();
    }
  }, 120_000);

  it("adds and removes a credit card's authorized user (375 px, axe clean)", async () => {
    const users = copy.authorizedUsers;
    const { context, page, problems } = await own.signIn('member', PHONE);
    const credit = pick(await cardsOf(page), (card) => card.type === 'CREDIT' && card.status === 'AC', 'active credit card');
    await page.goto(LIST);
    await tile(page, credit.maskedNumber).getByRole('link', { name: copy.links.authorizedUsers }).click();
    await page.getByRole('heading', { level: 1, name: users.heading }).waitFor();
    const list = page.getByTestId('authorized-users');
    await list.getByText(credit.additions.childCards[0]?.holderName ?? '').waitFor();
    await page.getByLabel(/^First Name/).fill('Jordan');
    await page.getByLabel(/^Last Name/).fill('Morgan');
    await page.getByLabel(/^Date of Birth/).fill('2001-05-14');
    await page.getByLabel(/^Relationship/).selectOption({ label: 'Child' });
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: 'Add Authorized User' }).click();
    await page.getByRole('status').filter({ hasText: /Jordan Morgan was added/ }).waitFor();
    await list.getByText('Jordan Morgan').waitFor();

    await list.getByRole('button', { name: /Jordan Morgan/ }).click();
    await dialog(page).getByRole('heading', { name: modalTitle('removeAuthorizedUser') }).waitFor();
    await expectNoAxeViolations(page);
    await dialog(page).getByRole('button', { name: modalButton('removeAuthorizedUser', 'remove-authorized-user') }).click();
    await page.getByRole('status').filter({ hasText: /Jordan Morgan was removed/ }).waitFor();
    await expect.poll(() => list.getByText('Jordan Morgan').count()).toBe(0);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);

  it('shows a view-only trusted user the cards and no control that changes them', async () => {
    const { context, page, problems } = await own.signIn('trusted', DESKTOP);
    await page.goto(LIST);
    await page.getByTestId('card-tile').first().waitFor();
    await page.getByRole('button', { name: new RegExp(`^${copy.actions.details}:`) }).first().waitFor();
    for (const action of [copy.actions.freeze, copy.actions.unfreeze, copy.actions.activate, copy.actions.changePin, copy.actions.replace]) {
      expect(await page.getByRole('button', { name: new RegExp(`^${action}:`) }).count(), action).toBe(0);
    }
    expect(await page.getByRole('link', { name: copy.orderCard }).count()).toBe(0);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);
});
