import { resolveTemplate } from '../../engine/core';
import { staffManifest } from '../../src/manifests/staff-manifest';
import { formatDayTime } from '../shared/format-day';

/** The staff inbox's words (config/staff.json inbox.copy). */
export const copy = staffManifest.inbox.copy;
export const inboxConfig = staffManifest.inbox;

/** A copy template with its {tokens} filled in. */
export const fill = (template: string, values: Readonly<Record<string, string | number>>): string => resolveTemplate(template, values);

/** A time as staff read it, in their own time zone with its abbreviation ("Nov 2, 2026, 3:04 PM EST"). */
export const formatWhen = formatDayTime;
