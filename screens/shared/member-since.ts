/** The year of a member-since date (SPEC 9: shown as a year); undefined when the date does not start with one. */
export function memberSinceYear(memberSince: string | undefined): string | undefined {
  const match = /^(\d{4})(?:-|$)/.exec(memberSince?.trim() ?? '');
  return match?.[1];
}
