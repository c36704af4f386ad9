/**
 * The Status Center at 1280 and 375 px: the member's seeded loan applications and a conversation they start in the
 * message center are listed with their links, the kind filter narrows the table (kept in the URL), and the page is
 * axe clean without horizontal scroll. On a server of its own: it sends messages other browser tests would see.
 */
import { describe, expect, it } from 'vitest';
import type { MessageReceipt } from '../../engine/core/generated/api.gen';
import { disputesManifest } from '../../src/manifests/disputes-manifest';
import { DESKTOP, PHONE, expectNoAxeViolations, expectNoHorizontalScroll, type Viewport } from './support/browser';
import { ownServerAndBrowser } from './support/own-server';

const copy = disputesManifest.copy;
const MESSAGES = '/api/messages-service/client-api/v1/messages';

describe('status center', () => {
  const own = ownServerAndBrowser();

  for (const [name, viewport] of [['1280 px', DESKTOP], ['375 px', PHONE]] as [string, Viewport][]) {
    it(`lists applications and conversations, filters by kind and is axe clean at ${name}`, async () => {
      const { context, page, problems } = await own.signIn('member', viewport);
      const subject = `Status question at ${name}`;
      const sent = await page.request.post(MESSAGES, { data: { topicId: 'general', subject, body: 'Where is my card?' } });
      expect(sent.status(), await sent.text()).toBe(201);
      const receipt = (await sent.json()) as MessageReceipt;

      await page.goto('/more-menu/status-center');
      await page.getByRole('heading', { level: 1, name: copy.statusCenterHeading }).waitFor();
      const table = page.getByRole('table', { name: copy.statusCenterCaption });
      const conversation = table.getByRole('link', { name: subject });
      await conversation.waitFor();
      expect(await conversation.getAttribute('href')).toBe(`/message-center/v7/inbox?message=${receipt.messageId}`);
      await table.getByRole('cell', { name: receipt.confirmationNumber }).waitFor();
      await table.getByText(copy.statusKindApplication, { exact: true }).first().waitFor();
      await expectNoAxeViolations(page);
      if (viewport === PHONE) await expectNoHorizontalScroll(page);

      const filter = page.getByLabel(copy.statusFilterLabel, { exact: true });
      await filter.selectOption({ label: copy.statusKindMessage });
      await page.waitForURL((url) => url.searchParams.get('kind') === 'message');
      await expect.poll(async () => table.getByText(copy.statusKindApplication, { exact: true }).count()).toBe(0);
      await conversation.waitFor();
      await expect.poll(async () => (await table.locator('tbody tr').allTextContents()).every((row) => row.startsWith(copy.statusKindMessage))).toBe(true);

      await filter.selectOption({ label: copy.statusKindApplication });
      await expect.poll(async () => conversation.count()).toBe(0);
      await table.getByRole('link').first().waitFor();
      expect(await table.getByRole('link').first().getAttribute('href')).toBe('/consumer-loans-eprom/my-applications');
      await expectNoAxeViolations(page);

      await filter.selectOption({ label: copy.statusFilterAll });
      await page.waitForURL((url) => !url.searchParams.has('kind'));
      await conversation.waitFor();
      if (viewport === PHONE) await expectNoHorizontalScroll(page);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
