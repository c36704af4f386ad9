import { Link } from 'react-router-dom';
import { resolveTemplate } from '../../engine/core';
import { messagesManifest } from '../../src/manifests/messages-manifest';
import { FactList, type Fact } from '../shared/flow/FactList';
import { FlowError, FlowLoading } from '../shared/flow/FlowStates';
import { StepHeading } from '../shared/flow/StepHeading';
import { composeReplyHref } from '../shared/message-links';
import { formatSentAt, statusLabel, typeLabel } from './message-format';
import { MessageAttachments } from './MessageAttachments';
import { useMessageDetail, type MessageDetail, type MessageSummary } from './messages-api';
import { MessageThread } from './MessageThread';
import { useMarkReadOnOpen, useMessageActions } from './use-message-actions';
import type { InboxBanners } from './use-inbox-banners';

const copy = messagesManifest.copy.view;

export interface MessagePermissions {
  readonly send: boolean;
  readonly edit: boolean;
  readonly delete: boolean;
}

export interface MessageViewProps {
  /** The message to show: its summary (from the list, or from a conversation). */
  readonly message: MessageSummary;
  /** The list it belongs to (Previous / Next walk it); empty when it is not in the list shown. */
  readonly list: readonly MessageSummary[];
  readonly permissions: MessagePermissions;
  readonly banners: InboxBanners;
  /** Show another message (by id: next, previous, or one of the conversation). */
  readonly onShow: (message: MessageSummary) => void;
  /** Back to the list: after Back, or once the message is deleted. */
  readonly onClose: () => void;
}

function facts(message: MessageSummary): Fact[] {
  return [
    { label: copy.sentLabel, value: formatSentAt(message.sentAt) },
    { label: copy.fromLabel, value: message.direction === 'outbound' ? copy.fromYou : copy.fromUs },
    { label: copy.typeLabel, value: typeLabel(message.messageType) },
    { label: copy.statusLabel, value: <span data-testid="message-status">{statusLabel(message.messageStatus)}</span> },
    { label: copy.topicLabel, value: message.topic },
    { label: copy.confirmationLabel, value: message.confirmationNumber, testId: 'message-confirmation' },
    ...(message.reference === undefined ? [] : [{ label: copy.aboutLabel, value: message.reference.label }]),
  ];
}

function Body({ detail }: { detail: MessageDetail }) {
  return (
    <div className="message-view__body" data-testid="message-body">
      {detail.body.split(/\n{2,}/).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}

/**
 * One message: Previous / Next through the list and its position, its details, body, files and conversation, and
 * its actions (reply, mark as read or unread, delete). Opening an unread message marks it Read. Keyed by
 * message id by its parent, so each message shown starts afresh and its heading takes focus.
 */
export function MessageView({ message, list, permissions, banners, onShow, onClose }: MessageViewProps) {
  const detail = useMessageDetail(message);
  const actions = useMessageActions(banners);
  // Every status answer is written into the details and the list alike; the details are fetched once opened.
  const shown: MessageSummary = detail.data ?? message;
  // Once its details are in (so their status cannot arrive after the change and undo it on screen).
  useMarkReadOnOpen(message, permissions.edit && detail.data !== undefined);

  const index = list.findIndex((item) => item.messageId === message.messageId);
  const previous = index > 0 ? list[index - 1] : undefined;
  const next = index >= 0 && index < list.length - 1 ? list[index + 1] : undefined;
  const canToggle = permissions.edit && (shown.messageStatus === 'Read' || shown.messageStatus === 'Unread');

  return (
    <article className="message-view card" aria-labelledby="message-view-heading" data-testid="message-view">
      <nav className="message-view__nav" aria-label={copy.navigationLabel}>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {copy.back}
        </button>
        {index >= 0 ? (
          <div className="message-view__pager">
            <button type="button" className="button button--secondary" aria-label={copy.previousLabel} disabled={previous === undefined} onClick={() => previous && onShow(previous)}>
              {copy.previous}
            </button>
            <span className="message-view__position">{resolveTemplate(copy.position, { position: index + 1, total: list.length })}</span>
            <button type="button" className="button button--secondary" aria-label={copy.nextLabel} disabled={next === undefined} onClick={() => next && onShow(next)}>
              {copy.next}
            </button>
          </div>
        ) : null}
      </nav>
      <StepHeading id="message-view-heading" className="message-view__subject">
        {shown.subject}
      </StepHeading>
      <FactList rows={facts(shown)} />
      {detail.isPending ? <FlowLoading text={copy.loading} /> : null}
      {detail.isError ? <FlowError text={copy.error} retryLabel={copy.retry} onRetry={() => void detail.refetch()} /> : null}
      {detail.data === undefined ? null : (
        <>
          <Body detail={detail.data} />
          <MessageAttachments message={detail.data} />
        </>
      )}
      <div className="message-view__actions flow-actions" role="group" aria-label={copy.actionsLabel}>
        {permissions.send ? (
          <Link className="button" to={composeReplyHref(shown.messageId, shown.messageType)}>
            {copy.reply}
          </Link>
        ) : null}
        {canToggle ? (
          <button type="button" className="button button--secondary" disabled={actions.statusPending} onClick={() => actions.toggleRead(shown)}>
            {shown.messageStatus === 'Unread' ? copy.markRead : copy.markUnread}
          </button>
        ) : null}
        {permissions.delete ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={(event) => {
              const opener = event.currentTarget;
              void actions.deleteMessage(shown, opener).then((gone) => {
                if (gone) onClose();
              });
            }}
          >
            {copy.delete}
          </button>
        ) : null}
      </div>
      {detail.data === undefined ? null : <MessageThread message={detail.data} onOpen={onShow} />}
    </article>
  );
}
