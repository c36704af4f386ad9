import { createHash } from 'node:crypto';

/** One key for a set of named texts, equal exactly when every name and text is: what the validator's caches are keyed by. */
export function textsKey(entries: readonly { readonly name: string; readonly text: string }[]): string {
  return createHash('sha256').update(entries.map(({ name, text }) => `${name}\0${text}`).join('\0')).digest('hex');
}
