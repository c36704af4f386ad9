/**
 * The card partners' single sign-on hand-offs are offered beside each card on the cards list, for
 * that card (its account as {id}, the card as {debitId}), and reach the partner landing page.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardItem, CardList } from '../../engine/core/generated/api.gen';
import { copyManifest, menusManifest, ssoManifest } from '../../src/manifests';
import { DESKTOP, PHONE, expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, openSignedIn } from './support/browser';

const partners = menusManifest.menus.cardPartners.items;
const partner = (id: string) => {
  const item = partners.find((entry) => entry.id === id);
  if (!item?.sso) throw new Error(`menus.json cardPartners has no sso entry "${id}"`);
  return { label: item.label, target: item.sso };
};
const sso = copyManifest.screens['partnership-sso'];

async function activeCard(page: Page, type: CardItem['type']): Promise<CardItem> {
  const { cards } = (await (await page.request.get('/api/cards/client-api/v2/cards/freeze')).json()) as CardList;
  const card = cards.find((item) => item.type === type && item.status === 'AC');
  if (!card) throw new Error(`member has no active ${type} card`);
  return card;
}

async function handOff(page: Page, card: CardItem, id: string): Promise<void> {
  const { label, target } = partner(id);
  const tile = page.locator(`[data-testid="card-tile"][data-card-id="${card.id}"]`);
  const popupOpened = page.waitForEvent('popup');
  await tile.getByRole('button', { name: label }).click();
  const popup = await popupOpened;
  await popup.waitForURL((url) => url.pathname === `/partner/sso/${target}`);
  await popup.getByRole('heading', { level: 1, name: sso.heading }).waitFor();
  await popup.getByText(ssoManifest.targets[target]!.description, { exact: false }).waitFor();
  await popup.close();
}

describe('cards: partner hand-offs beside each card', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('offers a debit card its Visa services and a credit card its deals, each handed off for that card', async () => {
    const { context, page, problems } = await openSignedIn(browser, 'member', DESKTOP);
    await page.goto('/cards/list');
    const debit = await activeCard(page, 'DEBIT');
    const credit = await activeCard(page, 'CREDIT');
    const debitTile = page.locator(`[data-testid="card-tile"][data-card-id="${debit.id}"]`);
    const creditTile = page.locator(`[data-testid="card-tile"][data-card-id="${credit.id}"]`);
    await debitTile.getByRole('button', { name: partner('visa-debit').label }).waitFor();
    await creditTile.getByRole('button', { name: partner('member-deals').label }).waitFor();
    // Each entry is for its kind of card only (menus.json productKindIn).
    await expect.poll(() => debitTile.getByRole('button', { name: partner('member-deals').label }).count()).toBe(0);
    await expect.poll(() => creditTile.getByRole('button', { name: partner('visa-debit').label }).count()).toBe(0);
    await expectNoAxeViolations(page);

    await handOff(page, debit, 'visa-debit');
    await handOff(page, credit, 'member-deals');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('fits a phone', async () => {
    const { context, page, problems } = await openSignedIn(browser, 'member', PHONE);
    await page.goto('/cards/list');
    const credit = await activeCard(page, 'CREDIT');
    await page.locator(`[data-testid="card-tile"][data-card-id="${credit.id}"]`).getByRole('button', { name: partner('loyalty-rewards').label }).waitFor();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await context.close();
  });
});
