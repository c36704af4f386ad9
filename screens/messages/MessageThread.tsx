import { resolveTemplate } from '../../engine/core';
import { messagesManifest } from '../../src/manifests/messages-manifest';
import { formatSentAt } from './message-format';
import type { MessageDetail, MessageSummary } from './messages-api';

const copy = messagesManifest.copy.view;

export interface MessageThreadProps {
  readonly message: MessageDetail;
  readonly onOpen: (message: MessageSummary) => void;
}

/** The rest of the conversation (replies kept together), oldest first, each openable in the same view. */
export function MessageThread({ message, onOpen }: MessageThreadProps) {
  if (message.thread.length === 0) return null;
  return (
    <section className="message-view__thread" aria-labelledby="message-thread-heading">
      <h3 id="message-thread-heading">{copy.threadHeading}</h3>
      <p className="message-view__hint">{copy.threadIntro}</p>
      <ol className="message-thread">
        {message.thread.map((item) => {
          const sent = formatSentAt(item.sentAt);
          return (
            <li key={item.messageId} className={`message-thread__item message-thread__item--${item.direction}`} data-testid="thread-message">
              <p className="message-thread__meta">
                <span>{item.direction === 'outbound' ? copy.fromYou : copy.fromUs}</span>
                <span>{sent}</span>
              </p>
              <p className="message-thread__subject">{item.subject}</p>
              <p className="message-thread__preview">{item.preview}</p>
              <button
                type="button"
                className="button button--secondary"
                aria-label={resolveTemplate(copy.threadOpenLabel, { subject: item.subject, date: sent })}
                onClick={() => onOpen(item)}
              >
                {copy.threadOpen}
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
