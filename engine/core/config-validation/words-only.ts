import { jsonDiff } from '../json-diff';
import { isTextPointer, type TextPointerPatterns } from '../text-pointers';
import { describeFound, makeIssue, type ValidationIssue } from './issue';

const isWords = (value: unknown): boolean => value === undefined || typeof value === 'string';

/**
 * A manifest whose rules stay the release's (a form: the server validates with it and the browser runs validators
 * compiled from it at build time) may change its words only: every difference from the release is a string, added,
 * changed or removed, where config/locales.json says member-read text lives (`patterns`). Anything else is an issue
 * at its pointer, with the release's value as the expectation.
 */
export function changesBeyondWords(file: string, release: unknown, changed: unknown, patterns: TextPointerPatterns): ValidationIssue[] {
  return jsonDiff(release, changed)
    .filter((change) => !(isWords(change.before) && isWords(change.after) && isTextPointer(patterns, change.pointer)))
    .map((change) =>
      makeIssue(file, change.pointer, `the release's ${describeFound(change.before)}`, describeFound(change.after), 'only the words of this manifest may change; its rules are the release\'s'),
    );
}
