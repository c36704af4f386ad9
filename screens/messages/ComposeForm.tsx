import { useId, useRef, useState, type FormEvent } from 'react';
import type { MessageReceipt, MessageTopic } from '../../engine/core/generated/api.gen';
import { ApiError } from '../../engine/react';
import newMessageSchema from '../../schemas/api/message-new-request.schema.json';
import { messagesManifest } from '../../src/manifests/messages-manifest';
import { newIdempotencyKey } from '../shared/flow/idempotency-key';
import type { AboutItem } from '../shared/message-links';
import { AttachmentPicker } from './AttachmentPicker';
import { draftProblems, newMessageRequest, type ComposeDraft, type DraftField, type ReplyTarget } from './compose-draft';
import { useSendMessage } from './messages-api';

const copy = messagesManifest.copy.compose;
const FIELDS: readonly DraftField[] = ['topicId', 'subject', 'body'];
/** The longest subject and message the server takes, from the request's own schema. */
const SUBJECT_MAX = newMessageSchema.properties.subject.maxLength;
const BODY_MAX = newMessageSchema.properties.body.maxLength;

export interface ComposeFormProps {
  readonly topics: readonly MessageTopic[];
  readonly initial: Pick<ComposeDraft, 'topicId' | 'subject'>;
  readonly replyTo?: ReplyTarget;
  readonly about?: AboutItem;
  readonly onSent: (receipt: MessageReceipt) => void;
  readonly onCancel: () => void;
}

type Problems = Partial<Record<DraftField | 'form', string>>;

/** The server's 400 errors on the fields they name (`/subject` ...); anything else one message for the form. */
function serverProblems(error: unknown): Problems {
  if (!(error instanceof ApiError) || error.errors.length === 0) return { form: copy.sendFailed };
  const problems: Problems = {};
  for (const item of error.errors) {
    const field = FIELDS.find((name) => item.path === `/${name}`);
    const key = field ?? 'form';
    problems[key] = problems[key] === undefined ? item.message : `${problems[key]} ${item.message}`;
  }
  return problems;
}

/**
 * Topic, subject, message and attachments, sent with one Idempotency-Key per draft (pressing Send twice sends
 * once). Empty fields are named under each field and the first takes focus; the server's refusals show the same way.
 */
export function ComposeForm({ topics, initial, replyTo, about, onSent, onCancel }: ComposeFormProps) {
  const id = useId();
  const [draft, setDraft] = useState<ComposeDraft>({ ...initial, body: '', attachments: [] });
  const [problems, setProblems] = useState<Problems>({});
  const idempotencyKey = useRef(newIdempotencyKey());
  const send = useSendMessage();
  const formError = useRef<HTMLParagraphElement>(null);

  const set = <K extends keyof ComposeDraft>(key: K, value: ComposeDraft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const fieldId = (field: DraftField) => `${id}-${field}`;
  const focusFirst = (found: Problems) => {
    const first = FIELDS.find((field) => found[field] !== undefined);
    if (first !== undefined) document.getElementById(fieldId(first))?.focus();
    else formError.current?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    const found = draftProblems(draft);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    send.mutate(
      { request: newMessageRequest(draft, replyTo, about), idempotencyKey: idempotencyKey.current },
      {
        onSuccess: onSent,
        onError: (error) => {
          const next = serverProblems(error);
          setProblems(next);
          // A refused request (400: nothing was written) may be corrected and sent again as another request; after
          // a failure that may have gone through, the same key makes sending again safe.
          if (error.status === 400) idempotencyKey.current = newIdempotencyKey();
          requestAnimationFrame(() => focusFirst(next));
        },
      },
    );
  };

  const described = (field: DraftField, hint?: string) =>
    [hint, problems[field] === undefined ? undefined : `${fieldId(field)}-error`].filter(Boolean).join(' ') || undefined;
  const error = (field: DraftField) =>
    problems[field] === undefined ? null : (
      <p id={`${fieldId(field)}-error`} className="field__error">
        {problems[field]}
      </p>
    );

  return (
    <form className="message-compose__form" onSubmit={submit} noValidate aria-describedby={problems.form === undefined ? undefined : `${id}-form-error`}>
      {problems.form === undefined ? null : (
        <p id={`${id}-form-error`} ref={formError} tabIndex={-1} className="field__error message-compose__form-error" role="alert">
          {problems.form}
        </p>
      )}
      <div className="field">
        <label htmlFor={fieldId('topicId')}>{copy.topicLabel}</label>
        <select
          id={fieldId('topicId')}
          value={draft.topicId}
          aria-invalid={problems.topicId === undefined ? undefined : true}
          aria-describedby={described('topicId')}
          onChange={(event) => set('topicId', event.target.value)}
        >
          <option value="">{copy.topicChoose}</option>
          {topics.map((topic) => (
            <option key={topic.id} value={topic.id}>
              {topic.label}
            </option>
          ))}
        </select>
        {error('topicId')}
      </div>
      <div className="field field--wide">
        <label htmlFor={fieldId('subject')}>{copy.subjectLabel}</label>
        <input
          id={fieldId('subject')}
          type="text"
          maxLength={SUBJECT_MAX}
          autoComplete="off"
          value={draft.subject}
          aria-invalid={problems.subject === undefined ? undefined : true}
          aria-describedby={described('subject')}
          onChange={(event) => set('subject', event.target.value)}
        />
        {error('subject')}
      </div>
      <div className="field field--wide">
        <label htmlFor={fieldId('body')}>{copy.bodyLabel}</label>
        <p id={`${fieldId('body')}-hint`} className="field__hint">
          {copy.bodyHint}
        </p>
        <textarea
          id={fieldId('body')}
          rows={8}
          maxLength={BODY_MAX}
          value={draft.body}
          aria-invalid={problems.body === undefined ? undefined : true}
          aria-describedby={described('body', `${fieldId('body')}-hint`)}
          onChange={(event) => set('body', event.target.value)}
        />
        {error('body')}
      </div>
      <AttachmentPicker attachments={draft.attachments} onChange={(attachments) => set('attachments', attachments)} disabled={send.isPending} />
      <div className="flow-actions">
        <button type="submit" className="button" aria-disabled={send.isPending || undefined}>
          {send.isPending ? copy.sending : copy.send}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {copy.cancel}
        </button>
      </div>
    </form>
  );
}
