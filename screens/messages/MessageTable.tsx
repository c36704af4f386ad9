import { resolveTemplate } from '../../engine/core';
import { messagesManifest } from '../../src/manifests/messages-manifest';
import { formatSentAt, statusLabel, typeLabel } from './message-format';
import type { MessageSummary } from './messages-api';

const copy = messagesManifest.copy.inbox;

export interface MessageTableProps {
  readonly messages: readonly MessageSummary[];
  /** A message's subject was chosen: open it. */
  readonly onOpen: (message: MessageSummary) => void;
}

/**
 * The messages with the columns (Date/Time, Type, Communications, Status), newest first. Communications is the
 * subject (a button that opens the message), its topic and preview; an unread message is marked in bold. On a phone
 * each row stacks as a card (messages.css).
 */
export function MessageTable({ messages, onOpen }: MessageTableProps) {
  return (
    <table className="messages-table">
      <caption className="visually-hidden">{resolveTemplate(copy.caption, { count: messages.length })}</caption>
      <thead>
        <tr>
          <th scope="col">{copy.columnDate}</th>
          <th scope="col">{copy.columnType}</th>
          <th scope="col">{copy.columnCommunications}</th>
          <th scope="col">{copy.columnStatus}</th>
        </tr>
      </thead>
      <tbody>
        {messages.map((message) => {
          const sent = formatSentAt(message.sentAt);
          const unread = message.messageStatus === 'Unread';
          return (
            <tr key={message.messageId} className={unread ? 'message-row message-row--unread' : 'message-row'} data-testid="message-row">
              <td className="message-row__date">{sent}</td>
              <td className="message-row__type">{typeLabel(message.messageType)}</td>
              <th scope="row" className="message-row__communications">
                <button
                  type="button"
                  className="message-row__open"
                  data-message-id={message.messageId}
                  aria-label={resolveTemplate(copy.openLabel, { subject: message.subject, date: sent })}
                  onClick={() => onOpen(message)}
                >
                  {message.subject}
                </button>
                <span className="message-row__topic">
                  {message.topic}
                  {message.direction === 'outbound' ? ` \u00b7 ${copy.fromYou}` : ''}
                  {message.hasAttachments ? ` \u00b7 ${copy.hasAttachments}` : ''}
                </span>
                <span className="message-row__preview">{message.preview}</span>
              </th>
              <td className="message-row__status">
                <span className={unread ? 'message-status message-status--unread' : 'message-status'}>{statusLabel(message.messageStatus)}</span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
