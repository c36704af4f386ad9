import { useId, useRef, useState } from 'react';
import { resolveTemplate } from '../../engine/core';
import { ApiError } from '../../engine/react';
import { messagesManifest } from '../../src/manifests/messages-manifest';
import { messageOf } from '../shared/flow/flow-errors';
import { useUploadAttachment, type MessageAttachmentUpload } from './attachments-api';
import { formatSize } from './message-format';

const copy = messagesManifest.copy.compose;
const rules = messagesManifest.attachments;
const accept = rules.allowedTypes.flatMap((type) => [type.contentType, ...type.extensions.map((extension) => `.${extension}`)]).join(',');
const typeNames = rules.allowedTypes.map((type) => type.label);
const typesText = typeNames.length > 1 ? `${typeNames.slice(0, -1).join(', ')} ${copy.attachAnd} ${typeNames.at(-1) ?? ''}` : (typeNames[0] ?? '');

export interface AttachmentPickerProps {
  readonly attachments: readonly MessageAttachmentUpload[];
  readonly onChange: (attachments: readonly MessageAttachmentUpload[]) => void;
  readonly disabled?: boolean;
}

const refusal = (error: unknown): string => (error instanceof ApiError && error.errors.length > 0 ? error.errors.map((item) => item.message).join(' ') : messageOf(error));

/**
 * Attach files to the message: each is uploaded as it is chosen and the server decides whether it is acceptable
 * (its type read from the bytes, its size, not empty); a refusal shows the server's message under the field. The
 * attached files are listed, each with Remove. The file input lists the allowed types (a hint, not the rule).
 */
export function AttachmentPicker({ attachments, onChange, disabled = false }: AttachmentPickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAttachment();
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const full = attachments.length >= rules.maxPerMessage;

  const attach = async (files: readonly File[]) => {
    setProblem(null);
    let current = attachments;
    const problems: string[] = [];
    for (const file of files) {
      if (current.length >= rules.maxPerMessage) {
        problems.push(resolveTemplate(copy.tooMany, { max: rules.maxPerMessage }));
        break;
      }
      setStatus(resolveTemplate(copy.uploading, { fileName: file.name }));
      try {
        const uploaded = await upload.mutateAsync(file);
        current = [...current, uploaded];
        onChange(current);
        setStatus(resolveTemplate(copy.attached, { fileName: uploaded.fileName }));
      } catch (error) {
        problems.push(resolveTemplate(copy.uploadFailed, { fileName: file.name, reason: refusal(error) }));
        setStatus('');
      }
    }
    if (problems.length > 0) setProblem(problems.join(' '));
    if (input.current !== null) input.current.value = '';
  };

  const remove = (attachment: MessageAttachmentUpload) => {
    onChange(attachments.filter((item) => item.attachmentId !== attachment.attachmentId));
    setStatus(resolveTemplate(copy.removed, { fileName: attachment.fileName }));
    input.current?.focus();
  };

  const describedBy = [`${id}-hint`, problem === null ? undefined : `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="field field--wide message-attachments">
      <label htmlFor={`${id}-files`}>{copy.attachLabel}</label>
      <p id={`${id}-hint`} className="field__hint">
        {resolveTemplate(copy.attachHint, { types: typesText, max: formatSize(rules.maxBytes), count: rules.maxPerMessage })}
      </p>
      <input
        ref={input}
        id={`${id}-files`}
        type="file"
        multiple
        accept={accept}
        disabled={disabled || full}
        aria-invalid={problem === null ? undefined : true}
        aria-describedby={describedBy}
        onChange={(event) => void attach(Array.from(event.target.files ?? []))}
      />
      {problem === null ? null : (
        <p id={`${id}-error`} className="field__error" role="alert">
          {problem}
        </p>
      )}
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {attachments.length === 0 ? null : (
        <ul className="message-attachments__list" aria-label={copy.attachedListLabel}>
          {attachments.map((attachment) => (
            <li key={attachment.attachmentId} data-testid="compose-attachment">
              <span>{resolveTemplate(copy.attachmentSize, { fileName: attachment.fileName, size: formatSize(attachment.sizeBytes) })}</span>
              <button
                type="button"
                className="button button--secondary"
                aria-label={resolveTemplate(copy.removeLabel, { fileName: attachment.fileName })}
                disabled={disabled}
                onClick={() => remove(attachment)}
              >
                {copy.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
