import { describeFound, makeIssue, pointerJoin, type ValidationIssue } from './issue';

const flagsOf = (manifest: unknown): Record<string, unknown> => {
  const flags = typeof manifest === 'object' && manifest !== null ? (manifest as { flags?: unknown }).flags : undefined;
  return typeof flags === 'object' && flags !== null && !Array.isArray(flags) ? (flags as Record<string, unknown>) : {};
};

/**
 * The flags a changed flags manifest adds or drops against the release's: code asks for a flag by its key, so a flag is
 * added or retired by a release, while its default, its targeting rules and its description may change without one.
 */
export function flagKeyChanges(file: string, release: unknown, changed: unknown): ValidationIssue[] {
  const released = flagsOf(release);
  const proposed = flagsOf(changed);
  const added = Object.keys(proposed)
    .filter((key) => !Object.hasOwn(released, key))
    .map((key) => makeIssue(file, pointerJoin('/flags', key), 'only the flags of the release', describeFound(proposed[key]), 'a flag is added by a release: code asks for it by its key'));
  const dropped = Object.keys(released)
    .filter((key) => !Object.hasOwn(proposed, key))
    .map((key) => makeIssue(file, pointerJoin('/flags', key), "the release's flag", 'nothing', 'a flag is retired by a release: code asks for it by its key'));
  return [...added, ...dropped];
}
