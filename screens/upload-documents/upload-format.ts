import { formatDayTime } from '../shared/format-day';

/** When a document was uploaded, in the member's own time zone with its abbreviation ("Nov 2, 2026, 3:04 PM EST"). */
export const formatUploadedAt = formatDayTime;

/** A file size as members read it: "512 bytes", "4.2 KB", "10 MB". */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const kilobytes = bytes / 1024;
  if (kilobytes < 1024) return `${kilobytes < 10 ? kilobytes.toFixed(1) : Math.round(kilobytes)} KB`;
  const megabytes = kilobytes / 1024;
  return `${megabytes < 10 ? Number(megabytes.toFixed(1)) : Math.round(megabytes)} MB`;
}

/** "PDF, PNG or JPEG". */
export function listOf(labels: readonly string[]): string {
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} or ${labels[labels.length - 1]}`;
}
