import { resolveTemplate } from '../../engine/core';
import { messagesManifest } from '../../src/manifests/messages-manifest';
import { formatSize } from './message-format';
import { attachmentHref, type MessageDetail } from './messages-api';

const copy = messagesManifest.copy.view;

/** A message's files as download links (the server sends each as an attachment with a sandboxing CSP). */
export function MessageAttachments({ message }: { message: MessageDetail }) {
  if (message.attachments.length === 0) return null;
  return (
    <section className="message-view__attachments" aria-labelledby="message-attachments-heading">
      <h3 id="message-attachments-heading">{copy.attachmentsHeading}</h3>
      <ul>
        {message.attachments.map((attachment) => (
          <li key={attachment.attachmentId}>
            <a href={attachmentHref(message.messageId, attachment.attachmentId)} download={attachment.fileName} data-testid="message-attachment">
              {resolveTemplate(copy.downloadLabel, { fileName: attachment.fileName, size: formatSize(attachment.sizeBytes) })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
