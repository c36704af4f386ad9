import { useId, useState, type FormEvent } from 'react';
import type { MessageAttachmentUpload, StaffInboxKind } from '../../engine/core/generated/api.gen';
import { chatManifest } from '../../src/manifests/chat-manifest';
import { messageOf } from '../shared/flow/flow-errors';
import { copy, fill, inboxConfig } from './copy';
import { ReplyFiles } from './ReplyFiles';

export interface ReplyFormProps {
  readonly kind: StaffInboxKind;
  readonly sending: boolean;
  /** Sends the reply with the files uploaded for it; resolves with the server's refusal as a sentence, or undefined when it was sent. */
  readonly onSend: (body: string, attachmentIds: readonly string[]) => Promise<string | undefined>;
  /** Uploads a file for the reply (message conversations only: a chat takes none). */
  readonly upload?: (file: File) => Promise<MessageAttachmentUpload>;
}

/** The longest reply the server takes for this kind of conversation (a chat line also stays within the chat's limit). */
const maxFor = (kind: StaffInboxKind): number => (kind === 'chat' ? Math.min(inboxConfig.replyMaxLength, chatManifest.messageMaxLength) : inboxConfig.replyMaxLength);

/**
 * The reply: a labelled text box with what the member will see, checked here first as the server checks it, and (in a
 * message conversation) files to send with it.
 */
export function ReplyForm({ kind, sending, onSend, upload }: ReplyFormProps) {
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [files, setFiles] = useState<readonly MessageAttachmentUpload[]>([]);
  const max = maxFor(kind);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = body.trim();
    if (text.length === 0) return setError(inboxConfig.errors.replyEmpty);
    if (text.length > max) return setError(fill(inboxConfig.errors.replyTooLong, { max }));
    setError(undefined);
    try {
      const refused = await onSend(text, files.map((file) => file.attachmentId));
      if (refused === undefined) {
        setBody('');
        setFiles([]);
      }
      setError(refused);
    } catch (failure) {
      setError(messageOf(failure) || copy.replyFailed);
    }
  };

  return (
    <form className="staff-inbox__reply" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${fieldId}-heading`}>
      <h3 id={`${fieldId}-heading`}>{copy.replyHeading}</h3>
      <label htmlFor={fieldId}>{copy.replyLabel}</label>
      <p id={hintId} className="staff-inbox__hint">
        {kind === 'chat' ? copy.replyHintChat : copy.replyHintMessage}
      </p>
      <textarea
        id={fieldId}
        rows={5}
        value={body}
        maxLength={max}
        aria-describedby={error === undefined ? hintId : `${hintId} ${errorId}`}
        aria-invalid={error !== undefined}
        onChange={(event) => setBody(event.target.value)}
      />
      {error === undefined ? null : (
        <p id={errorId} className="staff-inbox__error" role="alert">
          {error}
        </p>
      )}
      {upload === undefined || kind === 'chat' ? null : <ReplyFiles files={files} onChange={setFiles} upload={upload} disabled={sending} />}
      <div>
        <button type="submit" className="button" disabled={sending}>
          {sending ? copy.sending : copy.sendReply}
        </button>
      </div>
    </form>
  );
}
