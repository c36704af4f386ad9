import { resolveTemplate } from '../../engine/core';
import { trustedUsersManifest } from '../../src/manifests/trusted-users-manifest';
import { formatDayTime } from '../shared/format-day';

/** A text of config/trusted-users.json copy, with its {tokens} filled in; a missing key is a bug and says so. */
export function text(key: string, values: Record<string, string | number> = {}): string {
  const template = trustedUsersManifest.copy[key];
  if (template === undefined) throw new Error(`config/trusted-users.json copy has no "${key}"`);
  return resolveTemplate(template, values);
}

/** A date-time as the member reads it, in their zone with its abbreviation, e.g. "Mar 21, 2026, 3:00 PM EDT". */
export const formatWhen = formatDayTime;
