import { resolveTemplate } from '../../engine/core';
import { staffManifest } from '../../src/staff-manifest';

/** The staff inbox's words (config/staff.json inbox.copy). */
export const copy = staffManifest.inbox.copy;
export const inboxConfig = staffManifest.inbox;

/** A copy template with its {tokens} filled in. */
export const fill = (template: string, values: Readonly<Record<string, string | number>>): string => resolveTemplate(template, values);

const dateTime = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** A time as staff read it, in their own time zone ("Nov 2, 2026, 3:04 PM"). */
export function formatWhen(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}
