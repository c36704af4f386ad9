/**
 * The product owner's studio end to end, on a server of its own (a published version is in force for every browser
 * on its server): the owner edits the menus and the limits in a draft, checks it, submits it and previews it as the
 * member (the member app in a frame, at the desktop and at 375 px); the approver, in
 * another browser, reviews its changes and publishes it with a reason; a member's next page load shows the renamed
 * menu item and the lowered internal-transfer limit refuses a transfer with the catalogue's message; the owner restores
 * the release and the member's next page load shows the release's label again. The studio page is axe clean.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bannersManifest, copyManifest, errorsManifest, limitsManifest, menusManifest } from '../../src/manifests';
import { staffManifest } from '../../src/manifests/staff-manifest';
import { DESKTOP, expectNoAxeViolations, expectNoHorizontalScroll, newContext, signIn, watchConsole } from './support/browser';
import { ownServerAndBrowser } from './support/own-server';
import { keepScreenshot } from './support/screenshots';

const studio = staffManifest.studio;
const preview = studio.preview;
const mainNav = menusManifest.menus.mainNav;
const moveMoneyLabel = mainNav.items.find((item) => item.id === 'move-money')!.label;
const NEW_LABEL = 'Money Movement';
const NEW_LIMIT_CENTS = 100_000;
const TITLE = 'Pilot: rename Move Money, lower the internal transfer limit';
const limitMessage = errorsManifest.errors.TRANSFER_LIMIT_EXCEEDED.message.trim();
const fill = (template: string, values: Record<string, string | number>): string => template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));

function renamedMenus(): object {
  const menus = JSON.parse(JSON.stringify(menusManifest)) as { menus: { mainNav: { items: { id: string; label: string }[] } } };
  menus.menus.mainNav.items.find((item) => item.id === 'move-money')!.label = NEW_LABEL;
  return menus;
}

function loweredLimits(): object {
  const limits = JSON.parse(JSON.stringify(limitsManifest)) as { amounts: Record<string, number> };
  expect(limits.amounts.internalTransferMaxCents).toBeGreaterThan(NEW_LIMIT_CENTS);
  limits.amounts.internalTransferMaxCents = NEW_LIMIT_CENTS;
  return limits;
}

async function shoot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
  await keepScreenshot(page, `studio-${name}`, { fullPage });
}

async function pickAccount(page: Page, label: string, accountName: string): Promise<void> {
  const picker = page.getByRole('combobox', { name: label, exact: true });
  const option = picker.locator('option', { hasText: accountName }).first();
  await option.waitFor({ state: 'attached' });
  await picker.selectOption({ label: ((await option.textContent()) ?? '').trim() });
}

describe('the studio: draft, four-eyes publish, restore, as the member sees it', () => {
  const own = ownServerAndBrowser();

  /** A studio persona signs in on the page and lands on the studio (staff with a studio role land there). */
  async function openStudio(username: string): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
    const context = await newContext(own.browser, DESKTOP, { baseURL: own.server.baseUrl });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto('/login');
    await signIn(page, username);
    await page.waitForURL((url) => url.pathname === '/studio');
    await page.getByRole('heading', { level: 1, name: studio.heading }).waitFor();
    await page.getByRole('heading', { level: 2, name: studio.versionsHeading }).waitFor();
    return { context, page, problems };
  }

  /**
   * The form view of a manifest: it opens on the manifest's first part (the main navigation), or shows the part chosen
   * (`partLabel`); the part's form renders it as it stands (a text field holding `shown`), fits the page and is axe
   * clean. The editor is left on the raw view.
   */
  async function expectFormView(page: Page, manifest: string, shown: string, partLabel?: string, locked?: string): Promise<void> {
    await page.getByRole('combobox', { name: studio.manifestLabel }).selectOption(manifest);
    await page.getByRole('radio', { name: studio.formView }).check();
    const part = page.getByRole('combobox', { name: studio.partLabel });
    expect(await part.locator('option').first().textContent()).toBe(studio.wholeManifest);
    if (partLabel !== undefined) await part.selectOption({ label: partLabel });
    await page.locator('form.rjsf input[type="text"]').first().waitFor();
    const fieldWith = (value: string) => page.locator('form.rjsf input[type="text"]').evaluateAll((inputs, wanted) => inputs.find((input) => (input as HTMLInputElement).value === wanted)?.hasAttribute('readonly'), value);
    expect(await fieldWith(shown)).toBe(false);
    // A manifest whose words alone may change locks every other field.
    if (locked !== undefined) expect(await fieldWith(locked)).toBe(true);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, 'form.rjsf');
    // The window only: the whole of a large manifest's form is a page of thousands of fields.
    await shoot(page, `form-${manifest.replace('.json', '')}`, { fullPage: false });
    await page.getByRole('radio', { name: studio.rawView }).check();
  }

  /** Replaces one manifest in the editor through its raw JSON view. */
  async function editRaw(page: Page, manifest: string, document: object): Promise<void> {
    await page.getByRole('combobox', { name: studio.manifestLabel }).selectOption(manifest);
    await page.getByRole('radio', { name: studio.rawView }).check();
    const raw = page.getByRole('textbox', { name: studio.rawLabel });
    // The raw view opens on the chosen manifest as it stands, never empty (in any key order: the form view writes a
    // manifest back in its schema's).
    expect(Object.keys(JSON.parse(await raw.inputValue()) as object).sort()).toEqual(Object.keys(document).sort());
    await raw.fill(JSON.stringify(document, null, 2));
    await expect.poll(() => raw.getAttribute('aria-invalid')).toBe('false');
  }

  /**
   * The review's preview, as the member: the desktop frame shows the draft's menu label; the phone frame's transfer
   * form refuses an amount over the draft's limit with the catalogue's message. The studio page stays axe clean.
   */
  async function expectPreview(page: Page, review: Locator): Promise<void> {
    const memberLabel = preview.members.find((entry) => entry.username === 'member')!.label;
    const frameTitle = fill(preview.frameTitle, { title: TITLE, member: memberLabel });
    await review.getByRole('combobox', { name: preview.memberLabel }).selectOption({ label: memberLabel });
    await review.getByRole('radio', { name: preview.desktopWidth }).check();
    await review.getByRole('button', { name: preview.show }).click();
    const desktop = page.frameLocator(`iframe[title="${frameTitle}"]`);
    await desktop.getByRole('navigation', { name: mainNav.label }).getByRole('link', { name: NEW_LABEL, exact: true }).waitFor();
    await page.locator(`iframe[title="${frameTitle}"]`).scrollIntoViewIfNeeded();
    await shoot(page, 'preview-desktop', { fullPage: false });
    // The studio page around the frame; the member app inside it is the one every member page's test checks.
    await expectNoAxeViolations(page, undefined, 'iframe');
    await expectNoHorizontalScroll(page);

    // The preview opens on the page the owner picks, found by the draft's menus: the transfer form, at 375 px.
    const transfers = `${menusManifest.menus.moveMoney.label} › ${menusManifest.menus.moveMoney.items.find((item) => item.route === 'transfers.new')!.label}`;
    const pagePicker = review.getByRole('combobox', { name: preview.pageLabel });
    await pagePicker.selectOption({ label: transfers });
    await review.getByRole('radio', { name: preview.phoneWidth }).check();
    await review.getByRole('button', { name: preview.show }).click();
    // The frame is replaced when shown again: its width is the new one once the new frame is laid out.
    await expect.poll(() => page.locator(`iframe[title="${frameTitle}"]`).evaluate((frame) => frame.getBoundingClientRect().width)).toBe(375);
    const phone = page.frameLocator(`iframe[title="${frameTitle}"]`);
    await phone.getByRole('textbox', { name: 'Amount', exact: true }).waitFor();
    expect(await phone.locator('body').evaluate(() => window.location.pathname)).toBe(await pagePicker.inputValue());
    for (const [label, name] of [['From', 'Everyday Checking'], ['To', 'Rainy Day Savings']] as const) {
      const picker = phone.getByRole('combobox', { name: label, exact: true });
      const option = picker.locator('option', { hasText: name }).first();
      await option.waitFor({ state: 'attached' });
      await picker.selectOption({ label: ((await option.textContent()) ?? '').trim() });
    }
    await phone.getByRole('textbox', { name: 'Amount', exact: true }).fill('1,500.00');
    await phone.getByRole('button', { name: 'Continue' }).click();
    await phone.getByText(limitMessage).first().waitFor();
    await shoot(page, 'preview-phone', { fullPage: false });
  }

  it('publishes an owner\'s draft after an approver\'s review, the member sees it, and a restore brings the release back', async () => {
    // (1) The owner writes the draft, checks it and submits it.
    const owner = await openStudio('owner');
    await expect.poll(() => owner.page.getByText(studio.noDrafts).count()).toBe(1);
    await expectNoAxeViolations(owner.page);
    await shoot(owner.page, 'studio');
    await expectFormView(owner.page, 'menus.json', String(mainNav.items[0]?.label));
    const [firstBanner, firstBannerKey] = [Object.values(bannersManifest.banners)[0], Object.keys(bannersManifest.banners)[0]];
    await expectFormView(owner.page, 'banners.json', String(firstBanner?.text), `banners › ${String(firstBannerKey)}`);
    const notFound = errorsManifest.errors.NOT_FOUND;
    await expectFormView(owner.page, 'errors.json', notFound.message, 'errors › NOT_FOUND', notFound.description);
    // A language's overlay is offered too, as raw JSON only: it holds text, checked against its English.
    await owner.page.getByRole('combobox', { name: studio.manifestLabel }).selectOption('locales/es-US/menus.json');
    expect(await owner.page.getByRole('radio', { name: studio.formView }).isDisabled()).toBe(true);
    expect(JSON.parse(await owner.page.getByRole('textbox', { name: studio.rawLabel }).inputValue())).toHaveProperty('menus.mainNav.label');
    await owner.page.getByRole('textbox', { name: studio.titleLabel }).fill(TITLE);
    await editRaw(owner.page, 'menus.json', renamedMenus());
    await editRaw(owner.page, 'limits.json', loweredLimits());
    await owner.page.getByRole('button', { name: studio.check }).click();
    const ownerChanges = owner.page.getByRole('region', { name: studio.editHeading }).getByRole('table');
    await ownerChanges.getByRole('row', { name: /menus\.json\/menus\/mainNav\/items\/\d+\/label/ }).waitFor();
    await ownerChanges.getByRole('row', { name: /limits\.json\/amounts\/internalTransferMaxCents/ }).waitFor();
    // Those two and the header: looking at manifests in the form view changed nothing.
    expect(await ownerChanges.getByRole('row').count()).toBe(3);
    await owner.page.getByText(studio.noIssues).waitFor();
    await expectNoAxeViolations(owner.page);
    await owner.page.getByRole('button', { name: studio.submit }).click();
    await owner.page.getByRole('status').filter({ hasText: fill(studio.submitted, { title: TITLE }) }).waitFor();
    await owner.page.getByRole('listitem').filter({ hasText: TITLE }).waitFor();

    // (1b) The owner previews the submitted draft as the member, in the real member app beside the review: at the
    // desktop the renamed menu item, at 375 px the lowered limit refusing a transfer; nobody else sees it yet.
    await owner.page.getByRole('region', { name: studio.draftsHeading }).getByRole('listitem').filter({ hasText: TITLE }).getByRole('button', { name: studio.review }).click();
    const ownerReview = owner.page.getByRole('region', { name: fill(studio.reviewHeading, { title: TITLE }) });
    await expectPreview(owner.page, ownerReview);
    // Publishing is the approver's (the policy's studio-publish): the author is not offered it.
    expect(await ownerReview.getByRole('button', { name: studio.publish }).count()).toBe(0);

    // (2) The approver, in a browser of their own, reviews the pending draft and publishes it with a reason.
    const approver = await openStudio('approver');
    const pending = approver.page.getByRole('region', { name: studio.draftsHeading }).getByRole('listitem').filter({ hasText: TITLE });
    await pending.getByRole('button', { name: studio.review }).click();
    const review = approver.page.getByRole('region', { name: fill(studio.reviewHeading, { title: TITLE }) });
    const label = review.getByRole('row', { name: /menus\.json\/menus\/mainNav\/items\/\d+\/label/ });
    await label.waitFor();
    expect(await label.getByRole('cell').allTextContents()).toEqual([JSON.stringify(moveMoneyLabel), JSON.stringify(NEW_LABEL)]);
    const limit = review.getByRole('row', { name: /limits\.json\/amounts\/internalTransferMaxCents/ });
    expect(await limit.getByRole('cell').allTextContents()).toEqual([String(limitsManifest.amounts.internalTransferMaxCents), String(NEW_LIMIT_CENTS)]);
    await review.getByText(studio.noIssues).waitFor();
    await review.scrollIntoViewIfNeeded();
    await shoot(approver.page, 'studio-diff');
    await expectNoAxeViolations(approver.page);
    await review.getByRole('textbox', { name: studio.reasonLabel }).fill('Pilot of the lower limit');
    await review.getByRole('button', { name: studio.publish }).click();
    await review.getByRole('status').filter({ hasText: fill(studio.published, { number: 1 }) }).waitFor();

    // (3) A member's new page load shows the new label, and a transfer over the new limit is refused.
    const member = await own.signIn('member');
    const nav = member.page.getByRole('navigation', { name: mainNav.label });
    await nav.getByRole('link', { name: NEW_LABEL, exact: true }).waitFor();
    expect(await nav.getByRole('link', { name: moveMoneyLabel, exact: true }).count()).toBe(0);
    await shoot(member.page, 'member-renamed-menu');
    await member.page.goto('/move-money/transfers');
    await pickAccount(member.page, 'From', 'Everyday Checking');
    await pickAccount(member.page, 'To', 'Rainy Day Savings');
    await member.page.getByRole('textbox', { name: 'Amount', exact: true }).fill('1,500.00');
    await member.page.getByRole('button', { name: 'Continue' }).click();
    const refusal = member.page.getByText(limitMessage);
    await refusal.first().waitFor();
    // The catalogue's message ends in its Contact Us link, in the error summary as on the server's answers.
    await member.page.getByRole('alert').getByRole('link', { name: copyManifest.common.contactUs }).waitFor();
    await shoot(member.page, 'member-limit-refused');

    // (4) The owner restores the release; the member's next page load shows the release's label again.
    await owner.page.reload();
    const release = owner.page.getByRole('region', { name: studio.versionsHeading }).getByRole('listitem').filter({ has: owner.page.getByRole('heading', { name: studio.versionRelease }) });
    await release.getByRole('textbox', { name: fill(studio.restoreReasonLabel, { number: 0 }) }).fill('Back to the release');
    await release.getByRole('button', { name: fill(studio.restore, { number: 0 }) }).click();
    await release.getByRole('status').filter({ hasText: fill(studio.restored, { number: 2, from: 0 }) }).waitFor();
    await expectNoAxeViolations(owner.page);

    await member.page.goto('/accounts');
    const navAgain = member.page.getByRole('navigation', { name: mainNav.label });
    await navAgain.getByRole('link', { name: moveMoneyLabel, exact: true }).waitFor();
    expect(await navAgain.getByRole('link', { name: NEW_LABEL, exact: true }).count()).toBe(0);

    expect([...owner.problems, ...approver.problems, ...member.problems]).toEqual([]);
    await Promise.all([owner.context.close(), approver.context.close(), member.context.close()]);
  }, 240_000);
});
