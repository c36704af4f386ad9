/** The demo outbox (demo mode only): what the server "sent" to the signed-in member's phone. */
import type { Page } from 'playwright-core';

interface OutboxMessage {
  readonly channel: 'SMS' | 'PUSH';
  readonly text: string;
}

/** The SMS texts of `page`'s signed-in member, newest first. */
export async function smsTexts(page: Page): Promise<string[]> {
  const { messages } = await page.evaluate(async () => (await (await fetch('/api/dev/outbox', { credentials: 'same-origin' })).json()) as { messages: OutboxMessage[] });
  return messages.filter((message) => message.channel === 'SMS').map((message) => message.text);
}

/**
 * The verification code of the newest SMS among those that arrived after `before` of them were there (a Send click
 * does not wait for the message). Polls for up to 10 s.
 */
export async function nextVerificationCode(page: Page, before: number): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const texts = await smsTexts(page);
    const code = texts
      .slice(0, Math.max(0, texts.length - before))
      .map((text) => /verification code is (\d{6})\b/.exec(text)?.[1])
      .find((found) => found !== undefined);
    if (code !== undefined) return code;
    await page.waitForTimeout(250);
  }
  throw new Error('no verification code arrived in the demo outbox');
}
