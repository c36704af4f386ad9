import type { ChatManifest } from '../generated/manifests.gen';
import { describeFound, makeIssue, pointerJoin, type ValidationIssue } from './issue';

const FILE = 'config/chat.json';
/** The placeholders each page text may use; the chat page fills only these. */
const PLACEHOLDERS: Readonly<Record<string, readonly string[]>> = { tooLong: ['max'] };

/**
 * config/chat.json beyond its schema: a page text names only the placeholders the chat page fills (a typo would
 * show braces to the member), and a chat token outlives at least one poll of the chat page.
 */
export function checkChat(chat: ChatManifest): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const [key, text] of Object.entries(chat.page)) {
    const allowed = PLACEHOLDERS[key] ?? [];
    for (const match of text.matchAll(/\{([^}]*)\}/g)) {
      const name = match[1] ?? '';
      if (!allowed.includes(name)) {
        issues.push(makeIssue(FILE, pointerJoin('/page', key), allowed.length === 0 ? 'text without placeholders' : `placeholders among {${allowed.join('}, {')}}`, describeFound(`{${name}}`)));
      }
    }
  }
  if (chat.tokenLifetimeSeconds * 1000 <= chat.pollIntervalMs) {
    issues.push(makeIssue(FILE, '/tokenLifetimeSeconds', `a lifetime longer than one poll (${chat.pollIntervalMs} ms)`, describeFound(chat.tokenLifetimeSeconds)));
  }
  return issues;
}
