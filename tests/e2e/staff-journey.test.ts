/**
 * The staff channel end to end, at 1280 and 375 px, axe clean on every screen visited: the member writes
 * to the credit union; msr signs in to the member search, finds `member` by last name, opens them with a reason,
 * sees the banner and the member's accounts, locks a card (its confirmation asks the action's reason), replies to
 * the member's message in the staff inbox, ends the session and is back on the search; the member then sees the
 * staff access, with its reason and the lock named among the changes, in the security hub. On a server of its own:
 * it locks cards and writes messages.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { resolveTemplate } from '../../engine/core';
import type { CardItem, CardList, MessageList, MessageTopicList } from '../../engine/core/generated/api.gen';
import { cardsManifest } from '../../src/manifests/card-manifest';
import { copyManifest, modalsManifest } from '../../src/manifests';
import { staffManifest } from '../../src/manifests/staff-manifest';
import { DESKTOP, PHONE, expectNoAxeViolations, expectNoHorizontalScroll, newContext, signIn, watchConsole, type Viewport } from './support/browser';
import { ownServerAndBrowser } from './support/own-server';

const desk = staffManifest.desk;
const visitCopy = staffManifest.visit;
const actionReason = staffManifest.actionReason;
const inbox = staffManifest.inbox.copy;
const cardsCopy = cardsManifest.copy.cards;
const securityCopy = copyManifest.screens.security;
const SEARCH = '/servicedesk/search';
const INBOX = '/servicedesk/inbox';
const CARDS = '/cards/list';
const HUB = '/more-menu/security';
const MESSAGES_API = '/api/messages-service/client-api/v1/messages';
const CARD_LIST_API = '/api/cards/client-api/v2/cards/freeze';
const MEMBER = { username: 'member', fullName: 'Alex Morgan', familyName: 'Morgan', memberNumber: 'M100001' };
const STAFF_NAME = 'Priya Shah';
const REPLY = 'We locked the card for you. A replacement is on its way.';

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const modalButton = (key: string, id: string): string => modalsManifest.modals[key]?.buttons.find((button) => button.id === id)?.label ?? id;
const dialog = (page: Page): Locator => page.getByRole('dialog');
const tile = (page: Page, masked: string): Locator =>
  page.getByTestId('card-tile').filter({ has: page.getByRole('heading', { level: 2, name: new RegExp(`${escape(masked)}$`) }) });

async function checkScreen(page: Page): Promise<void> {
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);
}

/** The member writes to the credit union (the member API, with the signed-in page's cookie). */
async function memberWrites(page: Page, subject: string): Promise<void> {
  const topics = (await (await page.request.get(`${MESSAGES_API}/topics`)).json()) as MessageTopicList;
  const topic = topics.topics[0];
  if (!topic) throw new Error('No message topic to write under');
  const sent = await page.request.post(MESSAGES_API, { data: { topicId: topic.id, subject, body: 'I think I lost my card at the store yesterday. Can you help?' } });
  expect(sent.status(), await sent.text()).toBeLessThan(300);
}

describe('the staff journey: find a member, serve them, answer them, end; the member sees it', () => {
  const own = ownServerAndBrowser();

  // Each width locks a different card of the member's (the first run leaves its card locked).
  const runs: readonly { name: string; viewport: Viewport; cardType: CardItem['type'] }[] = [
    { name: 'desktop (1280 px)', viewport: DESKTOP, cardType: 'CREDIT' },
    { name: 'phone (375 px)', viewport: PHONE, cardType: 'DEBIT' },
  ];

  it.each(runs)('$name', async ({ name, viewport, cardType }) => {
    const subject = `Lost card (${name})`;
    const visitReason = `Member called about a lost card (${name})`;
    const lockReason = `Member reported the card lost (${name})`;
    const contexts: BrowserContext[] = [];
    try {
      // 1. The member writes first.
      const writer = await own.signIn(MEMBER.username, viewport);
      contexts.push(writer.context);
      await memberWrites(writer.page, subject);
      const card = ((await (await writer.page.request.get(CARD_LIST_API)).json()) as CardList).cards.find(
        (candidate) => candidate.type === cardType && candidate.status === 'AC' && candidate.lockStatus === 'UNLOCKED',
      );
      if (!card) throw new Error(`member has no unlocked active ${cardType} card`);
      await writer.context.close();

      // 2. msr signs in and lands on the member search.
      const context = await newContext(own.browser, viewport, { baseURL: own.server.baseUrl });
      contexts.push(context);
      const page = await context.newPage();
      const problems = watchConsole(page);
      await page.goto('/login');
      await signIn(page, 'msr');
      await page.waitForURL((url) => url.pathname === SEARCH);
      await page.getByRole('heading', { level: 1, name: desk.heading }).waitFor();
      await checkScreen(page);

      // 3. Finds the member by last name and opens them with a reason.
      await page.getByRole('searchbox', { name: desk.searchLabel }).fill(MEMBER.familyName);
      await page.getByRole('button', { name: desk.searchButton, exact: true }).click();
      const open = page.getByRole('button', { name: resolveTemplate(desk.openLabel, { member: MEMBER.fullName }) });
      await open.waitFor();
      await checkScreen(page);
      await open.click();
      await dialog(page).getByRole('heading', { name: resolveTemplate(desk.openTitle, { member: MEMBER.fullName }) }).waitFor();
      await expectNoAxeViolations(page);
      await dialog(page).getByLabel(visitCopy.reasonLabel).fill(visitReason);
      await dialog(page).getByRole('button', { name: desk.openSubmit }).click();

      // 4. The banner names the member and the staff user; the member's accounts are on the summary.
      await page.waitForURL((url) => url.pathname.startsWith('/accounts'));
      const banner = page.getByRole('region', { name: resolveTemplate(visitCopy.bannerTemplate, { member: MEMBER.fullName, memberNumber: MEMBER.memberNumber, staff: STAFF_NAME }) });
      await banner.waitFor();
      expect(await banner.textContent()).toContain(visitReason);
      await banner.getByRole('button', { name: visitCopy.endSession }).waitFor();
      await page.getByText('Everyday Checking').first().waitFor();
      await checkScreen(page);

      // 5. The cards page: lock a card; the freeze confirmation itself asks the action's reason (one dialog), then locks it.
      await page.goto(CARDS);
      await page.getByRole('heading', { level: 1, name: cardsCopy.heading }).waitFor();
      const cardTile = tile(page, card.maskedNumber);
      await cardTile.waitFor();
      await checkScreen(page);
      await cardTile.getByRole('button', { name: new RegExp(`^${escape(cardsCopy.actions.freeze)}:`) }).click();
      const freezeDialog = page.getByRole('dialog', { name: modalsManifest.modals.freezeCard!.title! });
      await freezeDialog.waitFor();
      await checkScreen(page);
      await freezeDialog.getByLabel(actionReason.label).fill(lockReason);
      await freezeDialog.getByRole('button', { name: modalButton('freezeCard', 'freeze-card') }).click();
      await cardTile.getByTestId('lock-status').filter({ hasText: cardsCopy.locked }).waitFor();
      // The confirmation closes once its request has answered; after it no other dialog asks for the reason again.
      await freezeDialog.waitFor({ state: 'detached' });
      expect(await dialog(page).count(), 'no second dialog asks for the reason again').toBe(0);
      const locked = ((await (await page.request.get(CARD_LIST_API)).json()) as CardList).cards.find((candidate) => candidate.id === card.id);
      expect(locked?.lockStatus).toBe('LOCKED');
      await checkScreen(page);

      // 6. The staff inbox: the member's message is there; reply to it.
      await page.goto(INBOX);
      await page.getByRole('heading', { level: 1, name: inbox.heading }).waitFor();
      const conversation = page.getByRole('button', { name: resolveTemplate(inbox.openLabel, { subject, member: MEMBER.fullName }) }).or(
        page.getByRole('link', { name: resolveTemplate(inbox.openLabel, { subject, member: MEMBER.fullName }) }),
      );
      await conversation.first().waitFor();
      await checkScreen(page);
      await conversation.first().click();
      await page.getByText(subject).first().waitFor();
      await page.getByLabel(inbox.replyLabel).fill(REPLY);
      await page.getByRole('button', { name: inbox.sendReply }).click();
      await page.getByText(inbox.replySent).waitFor();
      await checkScreen(page);

      // 7. End session: back on the member search, serving no one.
      await page.getByRole('region', { name: new RegExp(`^${escape(resolveTemplate(visitCopy.bannerTemplate, { member: MEMBER.fullName, memberNumber: MEMBER.memberNumber, staff: STAFF_NAME }))}$`) }).getByRole('button', { name: visitCopy.endSession }).click();
      await page.waitForURL((url) => url.pathname === SEARCH);
      await page.getByRole('heading', { level: 1, name: desk.heading }).waitFor();
      expect(await page.getByRole('button', { name: visitCopy.endSession }).count()).toBe(0);
      await checkScreen(page);
      expect(problems).toEqual([]);
      await context.close();

      // 8. The member sees the staff access, with its reason, in the security hub; and the reply in their messages.
      const member = await own.signIn(MEMBER.username, viewport);
      contexts.push(member.context);
      await member.page.goto(HUB);
      const staffAccess = member.page.getByTestId('staff-access');
      await staffAccess.getByRole('heading', { level: 2, name: securityCopy.staffAccessHeading }).waitFor();
      const visitRow = staffAccess.getByRole('listitem').filter({ hasText: resolveTemplate(securityCopy.staffAccessReason, { reason: visitReason }) });
      await visitRow.waitFor();
      expect(await visitRow.textContent()).not.toContain(securityCopy.staffAccessChangesNone);
      // The lock is named among the changes made, with when.
      const lockLabel = staffManifest.audit.actions.find((action) => action.contains === 'lock-status')!.label;
      await visitRow.getByRole('list', { name: securityCopy.staffAccessChangesLabel }).getByRole('listitem').filter({ hasText: lockLabel }).waitFor();
      await checkScreen(member.page);
      const messages = ((await (await member.page.request.get(`${MESSAGES_API}?days=7`)).json()) as MessageList).messages;
      const reply = messages.find((message) => message.direction === 'inbound' && message.subject.includes(subject));
      expect(reply, 'the reply is in the member message center').toBeDefined();
      expect(reply?.preview).toContain(REPLY.slice(0, 30));
      expect(member.problems).toEqual([]);
    } finally {
      for (const context of contexts) await context.close().catch(() => undefined);
    }
  });
});
