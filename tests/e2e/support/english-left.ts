import type { Page } from 'playwright-core';
import type { LocaleStrings } from './locale-strings';

/** Every string value of a JSON answer, trimmed. */
function collectStrings(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') into.add(value.trim());
  else if (Array.isArray(value)) for (const item of value) collectStrings(item, into);
  else if (typeof value === 'object' && value !== null) for (const item of Object.values(value)) collectStrings(item, into);
}

/**
 * Finds the product's English left on a page shown in another language. It records every string the server answers
 * the page with (data from the core, such as an account's name, is not the product's copy), then reports each text
 * node of the page's body that equals an English string whose translation differs, unless the server sent it.
 */
export function englishLeftFinder(page: Page, locale: LocaleStrings): () => Promise<string[]> {
  const fromServer = new Set<string>();
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/') || !(response.headers()['content-type'] ?? '').includes('json')) return;
    response.json().then((body: unknown) => collectStrings(body, fromServer), () => undefined);
  });
  return async () => {
    const texts = await page.evaluate(() => {
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        if (text !== '') found.push(text);
      }
      return found;
    });
    return [...new Set(texts.filter((text) => locale.untranslatedEnglish.has(text) && !fromServer.has(text)))];
  };
}
