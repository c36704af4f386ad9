import { Link } from 'react-router-dom';
import { resolveTemplate } from '../../engine/core';
import type { MessageReceipt } from '../../engine/core/generated/api.gen';
import { messagesManifest } from '../../src/manifests/messages-manifest';
import { StepHeading } from '../shared/flow/StepHeading';
import { inboxMessageHref, inboxPath } from '../shared/message-links';

const copy = messagesManifest.copy.compose;

/** The message went: its confirmation number, the message itself and the way back to the inbox. */
export function ComposeSent({ receipt }: { receipt: MessageReceipt }) {
  return (
    <section className="message-compose card" aria-labelledby="message-sent-heading">
      <StepHeading id="message-sent-heading" level={1}>{copy.sentHeading}</StepHeading>
      <p role="status" data-testid="message-sent">
        {resolveTemplate(copy.sentText, { confirmationNumber: receipt.confirmationNumber })}
      </p>
      <p className="flow-actions">
        <Link className="button" to={inboxPath}>
          {copy.backToInbox}
        </Link>
        <Link className="button button--secondary" to={inboxMessageHref(receipt.messageId)}>
          {copy.viewSent}
        </Link>
      </p>
    </section>
  );
}
