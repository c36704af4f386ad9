/**
 * The staff inbox end to end, at 1280 and 375 px, axe clean and without sideways scrolling: `member`
 * sends a message about one of their transactions; msr opens /servicedesk/inbox, finds it under New, opens it,
 * assigns it to themself and replies (the live status says so, the conversation is Pending); `member` reads the
 * reply in their message center; opening what the message is about starts a staff visit and shows the member's
 * account. On a server of its own: it writes messages, inbox states and staff visits.
 */
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveTemplate } from '../../engine/core';
import type { MessageReceipt, ProductSummary, StaffInboxList } from '../../engine/core/generated/api.gen';
import { messagesManifest } from '../../src/manifests/messages-manifest';
import { staffManifest } from '../../src/manifests/staff-manifest';
import { DESKTOP, PHONE, expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, newContext, signInByApi, watchConsole, type Viewport } from './support/browser';
import { startServer, type RunningServer } from './support/server';

const copy = staffManifest.inbox.copy;
const INBOX = '/servicedesk/inbox';
const INBOX_API = '/api/service-desk/client-api/v1/inbox';
const MESSAGES_API = '/api/messages-service/client-api/v1/messages';
const TRANSACTIONS_API = '/api/transaction-manager/client-api/v2/transactions';
const VISITS_API = '/api/service-desk/client-api/v1/visits';
const PASSWORD = 'Demo-pass-2026';
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Signs a persona in through the context's API as its own browser (its known device), and expects it let in. */
async function signInOk(context: BrowserContext, baseURL: string, username: string): Promise<void> {
  const response = await signInByApi(context, baseURL, username, PASSWORD);
  expect(response.status(), await response.text()).toBe(200);
}

async function checkScreen(page: Page): Promise<void> {
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);
}

/** The member writes to the credit union about their newest checking transaction (through the message center's API). */
async function memberAsks(request: APIRequestContext, subject: string): Promise<MessageReceipt> {
  const summary = (await (await request.get('/api/arrangement-manager/client-api/v2/productsummary')).json()) as ProductSummary;
  const checking = summary.groups.flatMap((group) => group.products).find((product) => product.productKind === 'checking');
  expect(checking).toBeDefined();
  const transactions = (await (await request.get(`${TRANSACTIONS_API}?${new URLSearchParams({ arrangementId: checking!.id }).toString()}`)).json()) as { id: string }[];
  expect(transactions.length).toBeGreaterThan(0);
  const sent = await request.post(MESSAGES_API, { data: { topicId: 'transactions', subject, body: 'I do not recognise this charge. What is it?', reference: { kind: 'transaction', id: transactions[0]!.id } } });
  expect(sent.status(), await sent.text()).toBe(201);
  return (await sent.json()) as MessageReceipt;
}

describe('the staff inbox: msr answers a member, who reads the answer', () => {
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

  const runs: readonly { name: string; viewport: Viewport; phone: boolean }[] = [
    { name: 'desktop (1280 px)', viewport: DESKTOP, phone: false },
    { name: 'phone (375 px)', viewport: PHONE, phone: true },
  ];

  it.each(runs)('$name', async ({ name, viewport, phone }) => {
    const subject = `Unknown charge (${name})`;
    const replyText = `That is your gym membership (${name}).`;
    const memberContext = await newContext(browser, viewport, { baseURL: server.baseUrl });
    await signInOk(memberContext, server.baseUrl, 'member');
    const question = await memberAsks(memberContext.request, subject);

    // msr opens the inbox: the new conversation is listed under New.
    const staffContext = await newContext(browser, viewport, { baseURL: server.baseUrl });
    await signInOk(staffContext, server.baseUrl, 'msr');
    const page = await staffContext.newPage();
    const problems = watchConsole(page);
    await page.goto(INBOX);
    await page.getByRole('heading', { level: 1, name: copy.heading }).waitFor();
    const counts = ((await (await page.request.get(INBOX_API)).json()) as StaffInboxList).counts;
    await page.getByRole('button', { name: resolveTemplate(copy.tabLabel, { status: copy.statuses.NEW, count: counts.NEW }) }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'NEW');
    const open = page.getByRole('button', { name: new RegExp(`^${escape(resolveTemplate(copy.openLabel, { subject, member: '' }))}`) });
    await open.waitFor();
    await checkScreen(page);

    // Open it: the member's words and what they are about.
    await open.click();
    const view = page.getByTestId('inbox-conversation');
    await view.getByRole('heading', { level: 2, name: subject }).waitFor();
    await view.getByTestId('inbox-entry').filter({ hasText: 'I do not recognise this charge.' }).waitFor();
    await view.getByText(`${copy.aboutLabel}:`).waitFor();
    if (phone) expect(await page.getByRole('heading', { level: 2, name: copy.listHeading }).isVisible()).toBe(false);
    await checkScreen(page);

    // Assign to me, then reply: the live status says it was sent, and the conversation is Pending.
    await view.getByRole('button', { name: copy.assignToMe }).click();
    await view.getByTestId('inbox-announcement').filter({ hasText: copy.updated }).waitFor();
    await view.getByTestId('inbox-assignee').filter({ hasText: 'Priya Shah' }).waitFor();
    await view.getByTestId('inbox-status').filter({ hasText: copy.statuses.OPEN }).waitFor();
    await view.getByRole('button', { name: copy.sendReply }).click();
    await view.getByRole('alert').filter({ hasText: staffManifest.inbox.errors.replyEmpty }).waitFor();
    await view.getByLabel(copy.replyLabel).fill(replyText);
    await view.getByRole('button', { name: copy.sendReply }).click();
    await view.getByTestId('inbox-announcement').filter({ hasText: copy.replySent }).waitFor();
    await view.getByTestId('inbox-status').filter({ hasText: copy.statuses.PENDING }).waitFor();
    await view.getByTestId('inbox-entry').filter({ hasText: replyText }).waitFor();
    await checkScreen(page);

    // Back to the list (a button on the phone; beside it on the desktop): the conversation left New.
    if (phone) {
      await view.getByRole('button', { name: copy.back }).click();
      await page.getByRole('heading', { level: 2, name: copy.listHeading }).waitFor();
    }
    await expect.poll(async () => page.getByRole('button', { name: new RegExp(`^${escape(resolveTemplate(copy.openLabel, { subject, member: '' }))}`) }).count()).toBe(0);

    // The member reads the reply in their message center: from the credit union, in the same conversation.
    const memberPage = await memberContext.newPage();
    await memberPage.goto('/message-center/v7/inbox');
    await memberPage.getByRole('heading', { level: 1, name: messagesManifest.copy.inbox.heading }).waitFor();
    await memberPage.getByRole('button', { name: new RegExp(`^Open message: Re: ${escape(subject)},`) }).click();
    const message = memberPage.getByTestId('message-view');
    await message.getByTestId('message-body').filter({ hasText: replyText }).waitFor();
    expect(await message.textContent()).not.toContain('Priya');
    const thread = (await (await memberContext.request.get(`${MESSAGES_API}/${question.messageId}/Emessage`)).json()) as { thread: { subject: string }[] };
    expect(thread.thread.map((entry) => entry.subject)).toEqual([`Re: ${subject}`]);
    await checkScreen(memberPage);

    // One click on what the message is about: a staff visit of the member opens on their account page.
    await page.goto(`${INBOX}?open=message:${question.threadId}`);
    await view.getByRole('heading', { level: 2, name: subject }).waitFor();
    await view.getByRole('button', { name: copy.openReference }).click();
    await page.waitForURL((url) => url.pathname === '/accounts/details' && url.searchParams.has('id'));
    const visit = (await (await page.request.get(`${VISITS_API}/current`)).json()) as { visit: { reason: string } | null };
    expect(visit.visit?.reason).toBe(resolveTemplate(staffManifest.inbox.visitReasonTemplate, { subject }));
    expect((await page.request.delete(`${VISITS_API}/current`)).status()).toBe(204);

    expect(problems).toEqual([]);
    await staffContext.close();
    await memberContext.close();
  });
});
