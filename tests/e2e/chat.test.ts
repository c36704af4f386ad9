/**
 * Chat end to end: the header's chat toggle signs on (partnership /chat, then the chat token call) and opens
 * the panel on the same-origin chat page; a message the member sends persists (a reload shows it); a failing token
 * call leaves the panel closed with the error state and stores the analytics tag; on a small screen the same button
 * toggles /chat-bot. Axe clean at 1280 and 375 px. On a server of its own: chat writes conversations and sessions.
 */
import type { Browser, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsEventBatch } from '../../engine/core/generated/api.gen';
import { chatManifest } from '../../src/manifests/chat-manifest';
import { appManifest, errorsManifest, menusManifest } from '../../src/manifests';
import { DESKTOP, PHONE, expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, openSignedIn } from './support/browser';
import { startServer, type RunningServer } from './support/server';

const panelCopy = chatManifest.panel;
const pageCopy = chatManifest.page;
const toggleName = menusManifest.menus.headerActions.items.find((item) => item.id === 'chat')?.ariaLabel ?? 'Open chat';
const unavailable = errorsManifest.errors.CHAT_UNAVAILABLE!.message;
const TOKENS = '**/api/chatbot/api/tokens?**';

const toggle = (page: Page) => page.getByRole('banner').getByRole('button', { name: toggleName });
const panel = (page: Page) => page.getByRole('complementary', { name: panelCopy.title });
const chatFrame = (page: Page): FrameLocator => page.frameLocator(`iframe[title="${panelCopy.title}"]`);

/** Waits for the chat page in the frame: its heading and its message box. */
async function chatPageShown(page: Page): Promise<FrameLocator> {
  const frame = chatFrame(page);
  await frame.getByRole('heading', { level: 1, name: pageCopy.title }).waitFor();
  await frame.getByRole('textbox', { name: pageCopy.messageLabel }).waitFor();
  return frame;
}

describe('chat', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('opens from the header, sends a message that persists across a reload, and closes back to its toggle (1280 px)', async () => {
    const { context, page, problems } = await openSignedIn(browser, 'member', DESKTOP, { baseURL: server.baseUrl });
    await expect.poll(() => panel(page).count()).toBe(0);
    await expect.poll(() => toggle(page).getAttribute('aria-expanded')).toBe('false');
    await toggle(page).click();
    await panel(page).waitFor();
    await expect.poll(() => toggle(page).getAttribute('aria-expanded')).toBe('true');
    const frame = await chatPageShown(page);
    await frame.getByText(pageCopy.empty).waitFor();
    await expect.poll(() => panel(page).evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await expectNoAxeViolations(page);

    // An empty message is refused where it is typed.
    await frame.getByRole('button', { name: pageCopy.send }).click();
    await frame.getByRole('alert').filter({ hasText: pageCopy.emptyMessage }).waitFor();

    const text = 'Hello, is the branch open on Saturday?';
    await frame.getByRole('textbox', { name: pageCopy.messageLabel }).fill(text);
    await frame.getByRole('button', { name: pageCopy.send }).click();
    const log = frame.getByRole('log', { name: pageCopy.logLabel });
    await log.getByText(text).waitFor();
    await log.getByText(pageCopy.memberName, { exact: true }).waitFor();
    await expect.poll(() => frame.getByRole('textbox', { name: pageCopy.messageLabel }).inputValue()).toBe('');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: panelCopy.close }).click();
    await panel(page).waitFor({ state: 'detached' });
    await expect.poll(() => toggle(page).evaluate((button) => button === document.activeElement)).toBe(true);
    await expect.poll(() => toggle(page).getAttribute('aria-expanded')).toBe('false');

    await page.reload();
    await toggle(page).click();
    const again = await chatPageShown(page);
    await again.getByRole('log', { name: pageCopy.logLabel }).getByText(text).waitFor();
    // Escape closes the panel too (from the app's side of the frame: key presses in the frame stay there).
    await page.getByRole('button', { name: panelCopy.close }).focus();
    await page.keyboard.press('Escape');
    await panel(page).waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('stays closed with the error state, and stores the chat failure tag, when the token call fails (1280 px)', async () => {
    const { context, page, problems } = await openSignedIn(browser, 'member', DESKTOP, { baseURL: server.baseUrl });
    // Only the network edge is stubbed: the token call answers as a broken chat service would.
    await page.route(TOKENS, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ errors: [{ path: '', message: 'unavailable' }] }) }));
    const stored = page.waitForResponse(
      (response) =>
        response.url().endsWith(appManifest.analytics.sinkUrl) &&
        ((response.request().postDataJSON() as AnalyticsEventBatch).events ?? []).some((event) => event.name === chatManifest.failureTag),
    );
    await toggle(page).click();
    await page.getByRole('alert').filter({ hasText: unavailable }).waitFor();
    await expect.poll(() => panel(page).count()).toBe(0);
    const answer = await stored;
    // 201 is the sink's answer once the event is stored (tests/api/chat.test.ts reads the row); the body of a
    // keepalive request is not available to the browser's tooling.
    expect(answer.status()).toBe(201);
    expect((answer.request().postDataJSON() as AnalyticsEventBatch).events[0]).toMatchObject({ type: 'tag', name: chatManifest.failureTag, data: { step: 'token', status: 503 }, page: '/accounts/list/summary' });
    await expectNoAxeViolations(page);

    // Dismissed, and once the chat service is back the toggle opens chat.
    await page.getByRole('button', { name: panelCopy.dismiss }).click();
    await page.getByRole('alert').filter({ hasText: unavailable }).waitFor({ state: 'detached' });
    await page.unroute(TOKENS);
    await toggle(page).click();
    await chatPageShown(page);
    expect(problems.filter((problem) => !problem.includes('503'))).toEqual([]);
    await context.close();
  });

  it('toggles /chat-bot from the header on a small screen, without horizontal scrolling (375 px)', async () => {
    const { context, page, problems } = await openSignedIn(browser, 'member', PHONE, { baseURL: server.baseUrl });
    await toggle(page).click();
    await page.waitForURL((url) => url.pathname === '/chat-bot');
    await chatPageShown(page);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await toggle(page).click();
    await page.waitForURL((url) => url.pathname.startsWith('/accounts'));
    expect(problems).toEqual([]);
    await context.close();
  });
});
