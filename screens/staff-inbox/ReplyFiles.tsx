import { useId, useRef, useState } from 'react';
import type { MessageAttachmentUpload } from '../../engine/core/generated/api.gen';
import { ApiError } from '../../engine/react';
import { messageOf } from '../shared/flow/flow-errors';
import { copy, fill, fileRules, formatSize } from './copy';

export interface ReplyFilesProps {
  readonly files: readonly MessageAttachmentUpload[];
  readonly onChange: (files: readonly MessageAttachmentUpload[]) => void;
  /** Uploads one file for this conversation; rejects with the server's refusal. */
  readonly upload: (file: File) => Promise<MessageAttachmentUpload>;
  readonly disabled: boolean;
}

const accept = fileRules.allowedTypes.flatMap((type) => [type.contentType, ...type.extensions.map((extension) => `.${extension}`)]).join(',');
const typeNames = fileRules.allowedTypes.map((type) => type.label).join(', ');
const refusal = (error: unknown): string => (error instanceof ApiError && error.errors.length > 0 ? error.errors.map((item) => item.message).join(' ') : messageOf(error));

/**
 * The reply's files: each is uploaded as it is chosen (the server decides whether it is acceptable, as it does for a
 * member's), listed with Remove; a refusal shows the server's words under the field, and a live status says what
 * happened.
 */
export function ReplyFiles({ files, onChange, upload, disabled }: ReplyFilesProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const full = files.length >= fileRules.maxPerMessage;

  const attach = async (chosen: readonly File[]) => {
    setProblem(null);
    setBusy(true);
    let current = files;
    const problems: string[] = [];
    for (const file of chosen) {
      if (current.length >= fileRules.maxPerMessage) {
        problems.push(fill(copy.attachTooMany, { max: fileRules.maxPerMessage }));
        break;
      }
      setStatus(fill(copy.attachUploading, { fileName: file.name }));
      try {
        const uploaded = await upload(file);
        current = [...current, uploaded];
        onChange(current);
        setStatus(fill(copy.attachAttached, { fileName: uploaded.fileName }));
      } catch (error) {
        problems.push(fill(copy.attachFailed, { fileName: file.name, reason: refusal(error) }));
        setStatus('');
      }
    }
    setBusy(false);
    if (problems.length > 0) setProblem(problems.join(' '));
    if (input.current !== null) input.current.value = '';
  };

  const remove = (file: MessageAttachmentUpload) => {
    onChange(files.filter((item) => item.attachmentId !== file.attachmentId));
    setStatus(fill(copy.attachRemoved, { fileName: file.fileName }));
    input.current?.focus();
  };

  const describedBy = [`${id}-hint`, problem === null ? undefined : `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="staff-inbox__reply-files">
      <label htmlFor={`${id}-files`}>{copy.attachLabel}</label>
      <p id={`${id}-hint`} className="staff-inbox__hint">
        {fill(copy.attachHint, { types: typeNames, max: formatSize(fileRules.maxBytes), count: fileRules.maxPerMessage })}
      </p>
      <input
        ref={input}
        id={`${id}-files`}
        type="file"
        multiple
        accept={accept}
        disabled={disabled || busy || full}
        aria-invalid={problem === null ? undefined : true}
        aria-describedby={describedBy}
        onChange={(event) => void attach(Array.from(event.target.files ?? []))}
      />
      {problem === null ? null : (
        <p id={`${id}-error`} className="staff-inbox__error" role="alert">
          {problem}
        </p>
      )}
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {files.length === 0 ? null : (
        <ul className="staff-inbox__files" aria-label={copy.attachedListLabel}>
          {files.map((file) => (
            <li key={file.attachmentId} data-testid="reply-attachment">
              <span>{`${file.fileName} (${formatSize(file.sizeBytes)})`}</span>
              <button
                type="button"
                className="button button--secondary"
                aria-label={fill(copy.attachRemoveLabel, { fileName: file.fileName })}
                disabled={disabled}
                onClick={() => remove(file)}
              >
                {copy.attachRemove}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
