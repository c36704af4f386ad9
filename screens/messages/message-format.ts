import { resolveTemplate } from '../../engine/core';
import type { MessageStatusKind, MessageType } from '../../engine/core/generated/api.gen';
import { messagesManifest } from '../../src/manifests/messages-manifest';
import { formatDayTime } from '../shared/format-day';

const copy = messagesManifest.copy;

/** When a message was sent, in the member's own time zone with its abbreviation ("Nov 2, 2026, 3:04 PM EST"). */
export const formatSentAt = formatDayTime;

/** A file size as members read it: bytes, KB or MB (one decimal below 10). */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return resolveTemplate(copy.sizes.bytes, { value: bytes });
  const kilobytes = bytes / 1024;
  if (kilobytes < 1024) return resolveTemplate(copy.sizes.kilobytes, { value: kilobytes < 10 ? kilobytes.toFixed(1) : Math.round(kilobytes) });
  const megabytes = kilobytes / 1024;
  return resolveTemplate(copy.sizes.megabytes, { value: megabytes < 10 ? megabytes.toFixed(1) : Math.round(megabytes) });
}

export const typeLabel = (type: MessageType): string => copy.types[type];
export const statusLabel = (status: MessageStatusKind): string => copy.statuses[status];
