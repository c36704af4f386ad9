/** The year of a member-since date (shown as a year); undefined when the date does not start with one. */
export function memberSinceYear(memberSince: string | undefined): string | undefined {
  const match = /^(\d{4})(?:-|$)/.exec(memberSince?.trim() ?? '');
  return match?.[1];
}
