/**
 * The message center end to end: the header's unread badge appears and clears, the inbox filters by date
 * and type in the URL, opening a message marks it read, Previous / Next move through the list, mark as unread shows
 * its banner, a letter's PDF downloads, delete asks first and then shows its banner, a reply with an attachment joins
 * the conversation (a renamed executable is refused with the server's message), "Ask us about this transaction"
 * starts a message about it, and the list's failure shows the display-problem banner; axe clean at 1280 and 375 px. On a server
 * of its own: it changes the member's messages, which other browser tests read.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MessageIndicator, MessageList, ProductSummary } from '../../engine/core/generated/api.gen';
import { messagesManifest } from '../../src/manifests/messages-manifest';
import { bannersManifest, copyManifest, modalsManifest } from '../../src/manifests';
import { DESKTOP, PHONE, expectNoAxeViolations, expectNoHorizontalScroll } from './support/browser';
import { ownServerAndBrowser } from './support/own-server';

const copy = messagesManifest.copy;
const INBOX = '/message-center/v7/inbox';
const API = '/api/messages-service/client-api/v1/messages';
const banner = (key: string): string => bannersManifest.banners[key]?.text ?? key;
const deleteModal = modalsManifest.modals.deleteMessage;

// A one-pixel PNG, and an executable's first bytes under a PDF's name.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const FAKE_PDF = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]);

const rows = (page: Page): Locator => page.getByTestId('message-row');
const row = (page: Page, subject: string): Locator => rows(page).filter({ has: page.getByRole('button', { name: new RegExp(`^Open message: ${escape(subject)},`) }) });
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const mailBadge = (page: Page): Locator => page.locator('.header-actions .menu-list__item--message-center .menu-list__badge');

async function listOf(page: Page, days = 60): Promise<MessageList['messages']> {
  return ((await (await page.request.get(`${API}?days=${days}`)).json()) as MessageList).messages;
}

async function indicator(page: Page): Promise<MessageIndicator> {
  return (await (await page.request.get(`${API}/indicator`)).json()) as MessageIndicator;
}

async function openInbox(page: Page, search = ''): Promise<void> {
  await page.goto(`${INBOX}${search}`);
  await page.getByRole('heading', { level: 1, name: copy.inbox.heading }).waitFor();
}

async function openMessage(page: Page, subject: string): Promise<Locator> {
  await row(page, subject).getByRole('button').click();
  const view = page.getByTestId('message-view');
  await view.getByRole('heading', { level: 2, name: subject }).waitFor();
  return view;
}

describe('message center', () => {
  const own = ownServerAndBrowser();

  it('filters in the URL, reads a message (marking it read), moves next and previous, and marks it unread', async () => {
    const { context, page, problems } = await own.signIn('member', DESKTOP);
    await mailBadge(page).waitFor();
    const mail = page.getByRole('link', { name: 'Open Message Center' });
    const describedBy = await mail.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toMatch(/unread message/);
    await mail.click();
    await page.waitForURL((url) => url.pathname === INBOX);
    await rows(page).first().waitFor();
    for (const column of [copy.inbox.columnDate, copy.inbox.columnType, copy.inbox.columnCommunications, copy.inbox.columnStatus]) {
      await page.getByRole('columnheader', { name: column, exact: true }).waitFor();
    }
    await expectNoAxeViolations(page);

    // Filters: the type and the date range go into the URL and narrow the list the server sends.
    const defaultCount = await rows(page).count();
    await page.getByLabel(copy.inbox.typeLabel).selectOption('Letter');
    await page.waitForURL((url) => url.searchParams.get('type') === 'Letter');
    await expect.poll(async () => new Set((await rows(page).locator('.message-row__type').allTextContents()).map((text) => text.trim()))).toEqual(new Set([copy.types.Letter]));
    await page.getByLabel(copy.inbox.dateLabel).selectOption('60');
    await page.waitForURL((url) => url.searchParams.get('days') === '60' && url.searchParams.get('type') === 'Letter');
    const letters = (await listOf(page)).filter((message) => message.messageType === 'Letter');
    await expect.poll(() => rows(page).count()).toBe(letters.length);
    await page.getByLabel(copy.inbox.typeLabel).selectOption('');
    await page.getByLabel(copy.inbox.dateLabel).selectOption('7');
    await page.waitForURL((url) => !url.searchParams.has('type') && !url.searchParams.has('days'));
    await expect.poll(() => rows(page).count()).toBe(defaultCount);

    // Opening an unread message marks it read; the position and Previous / Next follow the list.
    const week = await listOf(page, 7);
    const unread = week.find((message) => message.messageStatus === 'Unread' && week.indexOf(message) > 0);
    expect(unread).toBeDefined();
    const position = week.indexOf(unread!);
    const view = await openMessage(page, unread!.subject);
    await page.waitForURL((url) => url.searchParams.get('message') === unread!.messageId);
    await view.getByText(copy.view.position.replace('{position}', String(position + 1)).replace('{total}', String(week.length))).waitFor();
    await view.getByTestId('message-status').filter({ hasText: copy.statuses.Read }).waitFor();
    await view.getByTestId('message-body').waitFor();
    await expectNoAxeViolations(page);
    await view.getByRole('button', { name: copy.view.previousLabel }).click();
    await view.getByRole('heading', { level: 2, name: week[position - 1]!.subject }).waitFor();
    await view.getByRole('button', { name: copy.view.nextLabel }).click();
    await view.getByRole('heading', { level: 2, name: unread!.subject }).waitFor();

    // Mark as unread: the entry changes in place and the confirmation banner says so.
    await view.getByRole('button', { name: copy.view.markUnread }).click();
    await page.getByText(banner('messageStatusUpdated')).waitFor();
    await view.getByTestId('message-status').filter({ hasText: copy.statuses.Unread }).waitFor();
    await view.getByRole('button', { name: copy.view.markRead }).waitFor();
    await view.getByRole('button', { name: copy.view.back }).click();
    await row(page, unread!.subject).locator('.message-row__status').filter({ hasText: copy.statuses.Unread }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  // Apart from the journey above so that each stays well inside the per-test time on a loaded machine.
  it('downloads a letter as an attachment, and deletes a message after asking', async () => {
    const { context, page, problems } = await own.signIn('member', DESKTOP);
    await openInbox(page);
    await rows(page).first().waitFor();
    const week = await listOf(page, 7);
    let view: Locator;

    // A letter's PDF downloads as an attachment, never shown inline.
    const letter = week.find((message) => message.messageType === 'Letter' && message.hasAttachments);
    expect(letter).toBeDefined();
    view = await openMessage(page, letter!.subject);
    const attachment = view.getByTestId('message-attachment').first();
    const href = await attachment.getAttribute('href');
    expect(href).toMatch(new RegExp(`^${API}/${letter!.messageId}/attachments/`));
    const download = await page.request.get(href!);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toMatch(/^application\/pdf/);
    expect(download.headers()['content-disposition']).toMatch(/^attachment;/);
    expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await view.getByRole('button', { name: copy.view.back }).click();

    // Delete asks first, then the message leaves the list and the delete-success banner shows.
    const doomed = week.find((message) => message.messageType === 'Broadcast') ?? week[week.length - 1]!;
    view = await openMessage(page, doomed.subject);
    await view.getByRole('button', { name: copy.view.delete }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: deleteModal!.title }).waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: deleteModal!.buttons[0]!.label }).click();
    await page.getByText(banner('messageDeleted')).waitFor();
    await rows(page).first().waitFor();
    expect(await row(page, doomed.subject).count()).toBe(0);
    expect((await listOf(page)).some((message) => message.messageId === doomed.messageId)).toBe(false);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('replies with an attachment (refusing a renamed executable), and the reply joins the conversation', async () => {
    const { context, page, problems } = await own.signIn('member', DESKTOP);
    const all = await listOf(page);
    const answer = all.find((message) => message.direction === 'inbound' && all.some((other) => other.threadId === message.threadId && other.messageId !== message.messageId));
    expect(answer).toBeDefined();
    await openInbox(page, '?days=60');
    const view = await openMessage(page, answer!.subject);
    await view.getByTestId('thread-message').first().waitFor();
    await view.getByRole('link', { name: copy.view.reply }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/compose') && url.searchParams.get('replyTo') === `${answer!.messageId}:${answer!.messageType}`);
    await page.getByRole('heading', { level: 1, name: copy.compose.replyHeading }).waitFor();
    const subject = page.getByLabel(copy.compose.subjectLabel, { exact: true });
    expect(await subject.inputValue()).toBe(answer!.subject.startsWith('Re: ') ? answer!.subject : `Re: ${answer!.subject}`);
    expect(await page.getByLabel(copy.compose.topicLabel, { exact: true }).inputValue()).toBe(answer!.topicId);

    // Sending empty names what is missing and focuses it.
    await page.getByRole('button', { name: copy.compose.send }).click();
    await page.getByText(copy.compose.bodyRequired).waitFor();
    expect(await page.getByLabel(copy.compose.bodyLabel, { exact: true }).evaluate((element) => element === document.activeElement)).toBe(true);

    const files = page.getByLabel(copy.compose.attachLabel, { exact: true });
    await files.setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: FAKE_PDF });
    const refusal = page.locator('.message-attachments .field__error');
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('statement.pdf');
    expect(await page.getByTestId('compose-attachment').count()).toBe(0);
    await files.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    await page.getByTestId('compose-attachment').filter({ hasText: 'receipt.png' }).waitFor();
    await page.getByLabel(copy.compose.bodyLabel, { exact: true }).fill('I did not sign up for it. Please start a dispute; the receipt is attached.');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: copy.compose.send }).click();

    const sent = page.getByTestId('message-sent');
    await sent.waitFor();
    expect(await sent.textContent()).toMatch(/confirmation number is \S+\./);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: copy.compose.viewSent }).click();
    const reply = page.getByTestId('message-view');
    await reply.getByTestId('message-attachment').filter({ hasText: 'receipt.png' }).waitFor();
    expect(await reply.getByTestId('thread-message').count()).toBeGreaterThanOrEqual(2);
    const after = await listOf(page);
    const mine = after.find((message) => message.direction === 'outbound' && message.threadId === answer!.threadId && !all.some((old) => old.messageId === message.messageId));
    expect(mine?.hasAttachments).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('starts a message from "Ask us about this transaction", about that transaction', async () => {
    const { context, page, problems } = await own.signIn('member', DESKTOP);
    const summary = (await (await page.request.get('/api/arrangement-manager/client-api/v2/productsummary')).json()) as ProductSummary;
    const checking = summary.groups.flatMap((group) => group.products).find((product) => product.productKind === 'checking');
    expect(checking).toBeDefined();
    await page.goto(`/accounts/details?id=${checking!.id}`);
    await page.getByRole('link', { name: copy.askAbout.account }).waitFor();
    const first = page.locator('table.transactions tbody th button').first();
    const description = (await first.textContent())!.trim();
    await first.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('link', { name: copy.askAbout.transaction }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/compose') && (url.searchParams.get('about') ?? '').startsWith('transaction:'));
    const about = page.getByTestId('compose-about');
    expect(await about.textContent()).toContain(description);
    await page.getByLabel(copy.compose.topicLabel, { exact: true }).selectOption('transactions');
    await page.getByLabel(copy.compose.subjectLabel, { exact: true }).fill('About this transaction');
    await page.getByLabel(copy.compose.bodyLabel, { exact: true }).fill('Can you tell me more about this transaction?');
    await page.getByRole('button', { name: copy.compose.send }).click();
    await page.getByTestId('message-sent').waitFor();
    await page.getByRole('link', { name: copy.compose.viewSent }).click();
    const view = page.getByTestId('message-view');
    await view.getByRole('heading', { level: 2, name: 'About this transaction' }).waitFor();
    await view.getByText(description, { exact: false }).first().waitFor();
    const sent = (await listOf(page, 1)).find((message) => message.subject === 'About this transaction');
    expect(sent?.reference?.kind).toBe('transaction');
    expect(sent?.reference?.label).toContain(description);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('clears the badge once every message is read, and shows the display-problem banner when the list fails', async () => {
    const { context, page } = await own.signIn('member', DESKTOP);
    await mailBadge(page).waitFor();
    await openInbox(page, '?days=60');
    const unread = (await listOf(page)).filter((message) => message.messageStatus === 'Unread');
    expect(unread.length).toBeGreaterThan(0);
    for (const message of unread) {
      const view = await openMessage(page, message.subject);
      await view.getByTestId('message-status').filter({ hasText: copy.statuses.Read }).waitFor();
      await view.getByRole('button', { name: copy.view.back }).click();
    }
    await expect.poll(async () => (await indicator(page)).newMessagePresent).toBe(false);
    await mailBadge(page).waitFor({ state: 'detached' });

    const listCall = (url: URL): boolean => url.pathname === API;
    await page.route(listCall, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"errors":[]}' }));
    await page.goto(INBOX);
    await page.getByText(banner('messagesDataProblem')).waitFor();
    await page.getByRole('button', { name: copy.inbox.retry }).waitFor();
    await expectNoAxeViolations(page);
    await page.unroute(listCall);
    await page.getByRole('button', { name: copy.inbox.retry }).click();
    await rows(page).first().waitFor();
    await page.getByText(banner('messagesDataProblem')).waitFor({ state: 'detached' });
    await context.close();
  });

  it('fits the inbox, an open message and compose on a 375 px phone, axe clean', async () => {
    const { context, page, problems } = await own.signIn('member', PHONE);
    await openInbox(page);
    await rows(page).first().waitFor();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    const subject = (await rows(page).first().getByRole('button').textContent())!.trim();
    await openMessage(page, subject);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await page.goto('/message-center/v7/compose');
    await page.getByRole('heading', { level: 1, name: copy.compose.heading }).waitFor();
    await page.getByLabel(copy.compose.topicLabel, { exact: true }).locator('option').nth(1).waitFor({ state: 'attached' });
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    expect(copyManifest.layout.unreadMessages.other).toContain('{count}');
    expect(problems).toEqual([]);
    await context.close();
  });
});
