import type { MessageAttachment } from '../../engine/core/generated/api.gen';
import { copy, fill, fileTypeLabel, formatSize } from './copy';

export interface EntryFilesProps {
  readonly files: readonly MessageAttachment[];
  /** Where one file downloads from. */
  readonly hrefOf: (attachmentId: string) => string;
}

/**
 * A message's files: each a download link naming the file, its size and its type. The server sends it as an
 * attachment with the type it found when the file was scanned, and a sandboxing CSP.
 */
export function EntryFiles({ files, hrefOf }: EntryFilesProps) {
  if (files.length === 0) return null;
  return (
    <ul className="staff-inbox__files" aria-label={copy.attachmentsLabel}>
      {files.map((file) => (
        <li key={file.attachmentId}>
          <a href={hrefOf(file.attachmentId)} download={file.fileName} data-testid="inbox-attachment">
            {fill(copy.attachmentDownload, { fileName: file.fileName, size: formatSize(file.sizeBytes), type: fileTypeLabel(file.contentType) })}
          </a>
        </li>
      ))}
    </ul>
  );
}
