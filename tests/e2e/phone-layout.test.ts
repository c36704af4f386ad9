/**
 * Layout at 375 px (and the form controls at 1280 px too): the IRA tables read as labelled rows with no word broken
 * letter by letter, the document never scrolls past the page into a blank screen, and the native selects and cards of
 * Open New Account, Certificates, IRA and Personal Finance wear the product's form-control style and card padding.
 * Reading only (nothing is submitted), so it runs on the worker's shared server.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveTemplate } from '../../engine/core/template';
import { accountOpeningManifest } from '../../src/manifests/account-opening-manifest';
import { iraManifest } from '../../src/manifests/ira-manifest';
import { DESKTOP, PHONE, expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, openSignedIn, type SignedInPage, type Viewport } from './support/browser';

const iraCopy = iraManifest.screen;
const openCopy = accountOpeningManifest.copy;
/** The demo seed's waiting distribution request (src/server/seed/ira-distributions.ts), the one with a Cancel button. */
const SEEDED = `${iraManifest.distributions.confirmationPrefix}-0000000001`;

async function ready(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('main h1').first().waitFor();
  await page.locator('.route-loading, [aria-busy="true"]').first().waitFor({ state: 'detached' });
}

/**
 * For every text inside the elements `selector` matches: how many lines it takes against how many words it has. A
 * word broken across lines (one letter a line at worst) takes more lines than it has words.
 */
function brokenWords(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((css) => {
    const found: string[] = [];
    for (const element of document.querySelectorAll(css)) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        if (text === '') continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
        const words = text.split(/\s+/).length;
        if (lines > words) found.push(`"${text}" takes ${lines} lines for ${words} word(s)`);
      }
    }
    return found;
  }, selector);
}

describe('the IRA page at 375 px', () => {
  let browser: Browser;
  let signedIn: SignedInPage;
  beforeAll(async () => {
    browser = await launchBrowser();
    signedIn = await openSignedIn(browser, 'member', PHONE);
  });
  afterAll(async () => {
    await signedIn?.context.close();
    await browser?.close();
  });

  it('shows each table row as labelled lines, no word and no button broken letter by letter, axe clean', async () => {
    const { page, problems } = signedIn;
    await ready(page, '/ira');
    await page.getByRole('heading', { level: 1, name: iraCopy.heading }).waitFor();
    const cancel = page.getByRole('button', { name: resolveTemplate(iraCopy.cancelRequestLabel, { confirmation: SEEDED }) });
    await cancel.waitFor();

    // The Cancel request button: at most two lines of text, and wide enough for its longest word on one line.
    const button = await cancel.evaluate((node) => {
      const style = getComputedStyle(node);
      const lineHeight = Number.parseFloat(style.lineHeight);
      const chrome = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'].reduce((sum, key) => sum + Number.parseFloat(style[key as 'paddingTop']), 0);
      const inner = node.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      const probe = document.createElement('span');
      probe.style.cssText = `font: ${style.font}; white-space: nowrap; position: fixed; visibility: hidden;`;
      const longest = (node.textContent ?? '').trim().split(/\s+/).sort((a, b) => b.length - a.length)[0] ?? '';
      probe.textContent = longest;
      document.body.append(probe);
      const wordWidth = probe.getBoundingClientRect().width;
      probe.remove();
      return { lines: (node.getBoundingClientRect().height - chrome) / lineHeight, inner, wordWidth };
    });
    expect(button.lines).toBeLessThanOrEqual(2.1);
    expect(button.inner).toBeGreaterThanOrEqual(button.wordWidth - 0.5);

    expect(await brokenWords(page, 'main button, .ira__table th, .ira__table td')).toEqual([]);
    // Each cell names its column beside its value, the column header row being for screen readers only.
    const firstCell = await page.locator('.ira__table td').first().evaluate((cell) => ({
      label: cell.getAttribute('data-label'),
      shown: getComputedStyle(cell, '::before').content,
      header: cell.closest('table')?.querySelector('thead')?.getBoundingClientRect().height ?? -1,
    }));
    expect(firstCell.label).toBe(iraCopy.contributedColumn);
    expect(firstCell.shown).toMatch(/attr\(data-label\)|Contributed/);
    expect(firstCell.header).toBeLessThanOrEqual(1);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });
});

describe('no blank screen below the page at 375 px', () => {
  let browser: Browser;
  let signedIn: SignedInPage;
  beforeAll(async () => {
    browser = await launchBrowser();
    signedIn = await openSignedIn(browser, 'member', PHONE);
  });
  afterAll(async () => {
    await signedIn?.context.close();
    await browser?.close();
  });

  it.each(['/accounts/list/summary', '/move-money/transfers', '/message-center/v7/inbox', '/ira', '/personal-finance'])(
    '%s scrolls no further than its content, the document nor the page region',
    async (path) => {
      const { page } = signedIn;
      await ready(page, path);
      const measured = await page.evaluate(() => {
        const layout = document.querySelector('.layout');
        const root = document.querySelector('[data-scroll-root]');
        const last = root?.lastElementChild;
        return {
          document: document.scrollingElement?.scrollHeight ?? 0,
          // The layout fills the screen; what is visible of the document ends where it ends.
          contentBottom: (layout?.getBoundingClientRect().bottom ?? 0) + window.scrollY,
          region: root?.scrollHeight ?? 0,
          // The page region's content ends with its footer.
          regionContent: last && root ? last.getBoundingClientRect().bottom - root.getBoundingClientRect().top + root.scrollTop : 0,
        };
      });
      expect(measured.contentBottom).toBeGreaterThan(0);
      expect(measured.document).toBeLessThanOrEqual(measured.contentBottom + 4);
      expect(measured.regionContent).toBeGreaterThan(0);
      expect(measured.region).toBeLessThanOrEqual(measured.regionContent + 4);
    },
  );
});

/** The page's native selects, and whether each wears the shared form-control rule (forms.css) rather than the browser's look. */
function selectStyles(page: Page) {
  return page.locator('main select').evaluateAll((selects) =>
    selects.map((select) => {
      const style = getComputedStyle(select);
      return { shared: select.classList.contains('form-control'), minHeight: style.minHeight, padding: style.paddingLeft, radius: style.borderTopLeftRadius, border: style.borderTopStyle };
    }),
  );
}
const FORM_CONTROL = { shared: true, minHeight: '44px', padding: '12px', radius: '6px', border: 'solid' };

/** Every card in the page's main content has room inside its border. */
function unpaddedCards(page: Page) {
  return page.locator('main .card').evaluateAll((cards) =>
    cards
      .filter((card) => {
        const style = getComputedStyle(card);
        return Number.parseFloat(style.paddingTop) < 12 || Number.parseFloat(style.paddingLeft) < 12;
      })
      .map((card) => card.className),
  );
}

describe.each([
  ['375 px', PHONE],
  ['1280 px', DESKTOP],
] as [string, Viewport][])('form controls and cards at %s', (name, viewport) => {
  let browser: Browser;
  let signedIn: SignedInPage;
  beforeAll(async () => {
    browser = await launchBrowser();
    signedIn = await openSignedIn(browser, 'member', viewport);
  });
  afterAll(async () => {
    await signedIn?.context.close();
    await browser?.close();
  });

  async function check(page: Page, count: number): Promise<void> {
    await expect.poll(async () => (await selectStyles(page)).length).toBeGreaterThanOrEqual(count);
    for (const select of await selectStyles(page)) expect(select).toEqual(FORM_CONTROL);
    expect(await unpaddedCards(page)).toEqual([]);
    await expectNoHorizontalScroll(page);
    if (name === '375 px') await expectNoAxeViolations(page);
  }

  it('Open New Account', async () => {
    const { page } = signedIn;
    await ready(page, '/open-new-accounts');
    await page.getByRole('heading', { level: 1, name: openCopy.title }).waitFor();
    await page.getByLabel(openCopy.fundingAccount).waitFor();
    await check(page, 1);
  });

  it('Certificates, with the renewal form open', async () => {
    const { page } = signedIn;
    await ready(page, '/certs');
    await page.getByRole('heading', { level: 1, name: openCopy.certsTitle }).waitFor();
    await page.getByRole('button', { name: new RegExp(`^${openCopy.certsEdit}`) }).first().click();
    const transfer = accountOpeningManifest.renewalChoices.find((choice) => choice.id === 'TRANSFER_TO_SAVINGS');
    await page.getByRole('radio', { name: transfer?.label ?? '' }).check();
    await page.getByLabel(openCopy.renewalTarget).waitFor();
    await check(page, 1);
  });

  it('IRA', async () => {
    const { page } = signedIn;
    await ready(page, '/ira');
    await page.getByRole('heading', { level: 1, name: iraCopy.heading }).waitFor();
    // Contribution: from, to, tax year; distribution: from IRA, type, pay into.
    await check(page, 6);
  });

  it('Personal Finance', async () => {
    const { page } = signedIn;
    await ready(page, '/personal-finance');
    // The period, the budget's category and the balance history's account.
    await check(page, 3);
  });
});
