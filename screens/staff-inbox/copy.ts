import { resolveTemplate } from '../../engine/core';
import { messagesManifest } from '../../src/manifests/messages-manifest';
import { staffManifest } from '../../src/manifests/staff-manifest';
import { formatDayTime } from '../shared/format-day';

/** The staff inbox's words (config/staff.json inbox.copy). */
export const copy = staffManifest.inbox.copy;
export const inboxConfig = staffManifest.inbox;

/** A copy template with its {tokens} filled in. */
export const fill = (template: string, values: Readonly<Record<string, string | number>>): string => resolveTemplate(template, values);

/** A time as staff read it, in their own time zone with its abbreviation ("Nov 2, 2026, 3:04 PM EST"). */
export const formatWhen = formatDayTime;

/** The message center's file rules, which a reply's files follow too (config/messages.json attachments). */
export const fileRules = messagesManifest.attachments;

/** A file size in the message center's words ("512 bytes", "4.2 KB", "10 MB"). */
export function formatSize(bytes: number): string {
  const sizes = messagesManifest.copy.sizes;
  if (bytes < 1024) return resolveTemplate(sizes.bytes, { value: bytes });
  const kilobytes = bytes / 1024;
  if (kilobytes < 1024) return resolveTemplate(sizes.kilobytes, { value: kilobytes < 10 ? kilobytes.toFixed(1) : Math.round(kilobytes) });
  const megabytes = kilobytes / 1024;
  return resolveTemplate(sizes.megabytes, { value: megabytes < 10 ? megabytes.toFixed(1) : Math.round(megabytes) });
}

/** A file's type as staff read it: the label config gives its media type ("PDF"), else the media type itself. */
export const fileTypeLabel = (contentType: string): string => fileRules.allowedTypes.find((type) => type.contentType === contentType)?.label ?? contentType;
