/**
 * A member's file reaches the staff inbox: `member` writes a new message in the message center with a PNG attached;
 * msr opens the conversation in the staff inbox on a phone (375 px), sees the file with its name, size and type,
 * downloads it (an attachment of the scanned type, the bytes the member sent), and replies with a PDF of their own,
 * which the member then finds on the reply. Axe clean and without sideways scrolling. On a server of its own: it
 * writes messages and files.
 */
import { describe, expect, it } from 'vitest';
import { resolveTemplate } from '../../engine/core';
import type { MessageDetail, MessageList } from '../../engine/core/generated/api.gen';
import { messagesManifest } from '../../src/manifests/messages-manifest';
import { staffManifest } from '../../src/manifests/staff-manifest';
import { DESKTOP, PHONE, expectNoAxeViolations, expectNoHorizontalScroll, newContext, signInByApi, watchConsole } from './support/browser';
import { ownServerAndBrowser } from './support/own-server';
import { keepScreenshot } from './support/screenshots';

const copy = staffManifest.inbox.copy;
const compose = messagesManifest.copy.compose;
const INBOX = '/servicedesk/inbox';
const MESSAGES_API = '/api/messages-service/client-api/v1/messages';
// A one-pixel PNG, and a small PDF.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const SUBJECT = 'Receipt for the disputed charge';

describe("the staff inbox: a member's attachment reaches staff, who download it and answer with a file", () => {
  const own = ownServerAndBrowser();

  it('member sends a PNG; msr sees it, downloads it and replies with a PDF (375 px)', async () => {
    // The member writes a new message with the receipt attached, in the message center.
    const member = await own.signIn('member', DESKTOP);
    await member.page.goto('/message-center/v7/compose');
    await member.page.getByRole('heading', { level: 1, name: compose.heading }).waitFor();
    const topic = member.page.getByLabel(compose.topicLabel, { exact: true });
    const firstTopic = await topic.locator('option:not([value=""])').first().getAttribute('value');
    await topic.selectOption(firstTopic!);
    await member.page.getByLabel(compose.subjectLabel, { exact: true }).fill(SUBJECT);
    await member.page.getByLabel(compose.bodyLabel, { exact: true }).fill('The store receipt is attached.');
    await member.page.getByLabel(compose.attachLabel, { exact: true }).setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    await member.page.getByTestId('compose-attachment').filter({ hasText: 'receipt.png' }).waitFor();
    await keepScreenshot(member.page, 'staff-attachment-1-member-compose');
    await member.page.getByRole('button', { name: compose.send }).click();
    await member.page.getByTestId('message-sent').waitFor();
    const sent = ((await (await member.page.request.get(`${MESSAGES_API}?days=7`)).json()) as MessageList).messages.find((message) => message.subject === SUBJECT);
    expect(sent?.hasAttachments).toBe(true);

    // msr opens the conversation in the staff inbox: the file is listed with its name, size and type.
    const context = await newContext(own.browser, PHONE, { baseURL: own.server.baseUrl, acceptDownloads: true });
    expect((await signInByApi(context, own.server.baseUrl, 'msr', 'Demo-pass-2026')).status()).toBe(200);
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(INBOX);
    await page.getByRole('heading', { level: 1, name: copy.heading }).waitFor();
    await page.getByRole('button', { name: resolveTemplate(copy.openLabel, { subject: SUBJECT, member: 'Alex Morgan' }) }).click();
    const view = page.getByTestId('inbox-conversation');
    await view.getByRole('heading', { level: 2, name: SUBJECT }).waitFor();
    const link = view.getByRole('link', { name: resolveTemplate(copy.attachmentDownload, { fileName: 'receipt.png', size: `${PNG.length} bytes`, type: 'PNG' }) });
    await link.waitFor();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await keepScreenshot(page, 'staff-attachment-2-staff-inbox-375');

    // Following the link downloads the file the member sent, as an attachment of the scanned type.
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('receipt.png');
    const answer = await page.request.get((await link.getAttribute('href'))!);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/png');
    expect(answer.headers()['content-disposition']).toBe('attachment; filename="receipt.png"');
    expect((await answer.body()).equals(PNG)).toBe(true);

    // msr replies with a PDF: uploaded as it is chosen, listed, and sent with the reply.
    await view.getByLabel(copy.replyLabel).fill('Here is the form to sign and send back.');
    await view.getByLabel(copy.attachLabel, { exact: true }).setInputFiles({ name: 'dispute-form.pdf', mimeType: 'application/pdf', buffer: PDF });
    await view.getByTestId('reply-attachment').filter({ hasText: 'dispute-form.pdf' }).waitFor();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await view.getByRole('button', { name: copy.sendReply }).click();
    await view.getByTestId('inbox-announcement').filter({ hasText: copy.replySent }).waitFor();
    await view.getByTestId('inbox-entry').filter({ hasText: 'Here is the form' }).getByTestId('inbox-attachment').filter({ hasText: 'dispute-form.pdf' }).waitFor();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await keepScreenshot(page, 'staff-attachment-3-staff-reply-375');
    expect(problems).toEqual([]);

    // The member finds the file on the reply.
    const reply = ((await (await member.page.request.get(`${MESSAGES_API}?days=7`)).json()) as MessageList).messages.find((message) => message.subject === `Re: ${SUBJECT}`);
    expect(reply?.hasAttachments).toBe(true);
    const detail = (await (await member.page.request.get(`${MESSAGES_API}/${reply!.messageId}/Emessage`)).json()) as MessageDetail;
    expect(detail.attachments.map((file) => file.fileName)).toEqual(['dispute-form.pdf']);
    expect(member.problems).toEqual([]);
    await context.close();
    await member.context.close();
  });
});
