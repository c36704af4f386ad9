/**
 * Alerts that really fire, end to end: the member turns on a low-balance alert for checking at an amount
 * just under its balance on /settings/notifications, makes a transfer that takes the balance below it, and sees the
 * alert in the history of alerts sent and in the Message Center; axe clean at 1280 and 375 px, no sideways scroll on a
 * phone. On a server of its own: it changes the member's preferences, balances and messages.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ProductSummary, ProductSummaryEntry } from '../../engine/core/generated/api.gen';
import { formatCents, resolveTemplate } from '../../engine/core';
import { memberAlertsManifest } from '../../src/manifests/member-alerts-manifest';
import { DESKTOP, PHONE, expectNoAxeViolations, expectNoHorizontalScroll } from './support/browser';
import { ownServerAndBrowser } from './support/own-server';

const copy = memberAlertsManifest.copy;
const PAGE = '/settings/notifications';
const ORDERS = '/api/payment-order-service/client-api/v2/payment-orders';
const lowBalance = memberAlertsManifest.kinds.find((kind) => kind.id === 'low-balance')!;
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function products(page: Page): Promise<ProductSummaryEntry[]> {
  const summary = (await (await page.request.get('/api/arrangement-manager/client-api/v2/productsummary')).json()) as ProductSummary;
  return summary.groups.flatMap((group) => group.products);
}

async function openNotifications(page: Page): Promise<void> {
  await page.goto(PAGE);
  await page.getByRole('heading', { level: 1, name: copy.title }).waitFor();
  await page.getByRole('heading', { level: 2, name: copy.accountSection }).waitFor();
}

describe('notifications: alerts that fire', () => {
  const own = ownServerAndBrowser();

  it('sets a low-balance alert, a transfer fires it once, and it shows in the history and the Message Center (1280 px)', async () => {
    const { context, page, problems } = await own.signIn('member', DESKTOP);
    const all = await products(page);
    const checking = all.find((product) => product.productKind === 'checking')!;
    const savings = all.find((product) => product.productKind === 'savings')!;

    await openNotifications(page);
    await page.getByRole('heading', { level: 2, name: copy.historyTitle }).waitFor();
    await page.getByText(copy.historyEmpty).waitFor();
    await expectNoAxeViolations(page);

    // Each account's alerts are folded under its name and how many are on; the member's own Security alerts are open.
    const subject = `${checking.name} (…${checking.accountNumber.slice(-4)})`;
    const form = page.getByRole('region', { name: subject, exact: true });
    const summary = form.locator('summary');
    const count = (on: string): RegExp => new RegExp(escape(copy.subjectSummary).replace(escape('{on}'), on).replace(escape('{total}'), '\\d+'));
    expect(await summary.textContent()).toMatch(count('0'));
    expect(await form.getByRole('checkbox').count()).toBe(0);
    await summary.click();
    const option = form.getByRole('group', { name: lowBalance.label });
    // Every checkbox names its alert and its account, not just "On" or "Email".
    await option.getByRole('checkbox', { name: resolveTemplate(copy.optionName, { label: copy.on, alert: lowBalance.label, name: subject }), exact: true }).check();
    // Just under the balance: a $1.00 transfer crosses it.
    const threshold = checking.availableBalanceCents! - 50;
    await option.getByRole('textbox').fill(formatCents(threshold).replace('$', '').replaceAll(',', ''));
    await form.getByRole('button', { name: /^Save alerts for / }).click();
    await form.getByRole('status').filter({ hasText: /are saved/ }).waitFor();
    await expect.poll(() => summary.textContent()).toMatch(count('1'));

    // A bad amount: the form says so and nothing is sent.
    await option.getByRole('textbox').fill('12.345');
    await form.getByRole('button', { name: /^Save alerts for / }).click();
    await form.getByRole('alert').filter({ hasText: resolveTemplate(copy.amountInvalid, { label: lowBalance.label }) }).waitFor();
    await expectNoAxeViolations(page);

    const transfer = await page.request.post(ORDERS, {
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      data: { fromAccountId: checking.id, toAccountId: savings.id, amountCents: 100 },
    });
    expect(transfer.status(), await transfer.text()).toBe(201);

    await openNotifications(page);
    const history = page.getByTestId('alert-history');
    await history.getByText(lowBalance.label, { exact: true }).waitFor();
    expect(await history.getByRole('listitem').count()).toBe(1);
    expect(await history.textContent()).toContain(`below your alert amount of ${formatCents(threshold)}`);
    await expectNoAxeViolations(page);

    await page.goto('/message-center/v7/inbox');
    await page.getByRole('button', { name: new RegExp(`^Open message: Low balance in ${escape(checking.name)}`) }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('is usable on a phone: axe clean, no sideways scroll (375 px)', async () => {
    const { context, page, problems } = await own.signIn('member', PHONE);
    await openNotifications(page);
    await page.getByRole('heading', { level: 2, name: copy.historyTitle }).waitFor();
    await page.getByRole('region', { name: new RegExp(`^${escape(memberAlertsManifest.categories.member)}$`) }).waitFor();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    // Accounts and cards fold under their names: a phone scrolls a few screens, not every alert of every card.
    // The tallest scroller: the retail layout scrolls its page inside the frame, not the document.
    const height = await page.evaluate(() => Math.max(...[...document.querySelectorAll('*')].map((element) => element.scrollHeight)));
    expect(height).toBeLessThan(PHONE.height * 6);
    expect(problems).toEqual([]);
    await context.close();
  });
});
