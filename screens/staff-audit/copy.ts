import { resolveTemplate } from '../../engine/core';
import { staffManifest } from '../../src/manifests/staff-manifest';

type AuditCopy = typeof staffManifest.audit;
/** The keys of config/staff.json audit that are texts (not the page size, the window or the action names). */
export type AuditTextKey = { [K in keyof AuditCopy]: AuditCopy[K] extends string ? K : never }[keyof AuditCopy];

/** A text of config/staff.json audit, with its {tokens} filled in. */
export function text(key: AuditTextKey, values: Record<string, string | number> = {}): string {
  return resolveTemplate(staffManifest.audit[key], values);
}

const auditTime = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', second: '2-digit', timeZoneName: 'short' });

/** An audit instant as a supervisor reads it, to the second, in their zone with its abbreviation, e.g. "Mar 21, 2026, 3:00:12 PM EDT". */
export function formatAuditTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : auditTime.format(date);
}
