import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { resolveTemplate } from '../../engine/core';
import type { MessageReceipt } from '../../engine/core/generated/api.gen';
import newMessageSchema from '../../schemas/api/message-new-request.schema.json';
import { messagesManifest } from '../../src/manifests/messages-manifest';
import type { AskAboutState } from '../shared/AskAboutLink';
import { FlowError, FlowLoading } from '../shared/flow/FlowStates';
import { ABOUT_PARAM, inboxMessageHref, inboxPath, parseAbout, REPLY_TO_PARAM } from '../shared/message-links';
import { ComposeForm } from './ComposeForm';
import { parseReplyTo, replySubject } from './compose-draft';
import { ComposeSent } from './ComposeSent';
import { useMessageDetail, useMessageTopics } from './messages-api';
import './messages.css';

const copy = messagesManifest.copy.compose;

/**
 * /message-center/v7/compose: a new message, or a reply (`?replyTo=<id>:<type>`, the conversation's subject and topic
 * carried over), optionally about one of the member's items (`?about=<kind>:<id>`, shown as "About: ..."; the server
 * checks the item is the member's and names it). Send shows the confirmation number.
 */
export default function ComposeScreen() {
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const about = parseAbout(search.get(ABOUT_PARAM));
  const replyTo = parseReplyTo(search.get(REPLY_TO_PARAM));
  const topics = useMessageTopics();
  const original = useMessageDetail(replyTo);
  const [receipt, setReceipt] = useState<MessageReceipt | null>(null);
  const aboutLabel = (location.state as AskAboutState | null)?.aboutLabel ?? (about === undefined ? undefined : copy.aboutKinds[about.kind]);

  if (receipt !== null) {
    return (
      <div className="messages">
        <ComposeSent receipt={receipt} />
      </div>
    );
  }

  const form = () => {
    if (topics.isPending || (replyTo !== undefined && original.isPending)) return <FlowLoading text={replyTo === undefined ? copy.topicsLoading : copy.replyLoading} />;
    if (topics.isError) return <FlowError text={copy.topicsError} retryLabel={copy.retry} onRetry={() => void topics.refetch()} />;
    if (replyTo !== undefined && original.data === undefined) return <FlowError text={copy.replyError} retryLabel={copy.retry} onRetry={() => void original.refetch()} />;
    const replied = original.data;
    const topicId = replied !== undefined && topics.data.some((topic) => topic.id === replied.topicId) ? replied.topicId : '';
    return (
      <ComposeForm
        topics={topics.data}
        initial={{ topicId, subject: replied === undefined ? '' : replySubject(replied.subject, newMessageSchema.properties.subject.maxLength) }}
        replyTo={replyTo}
        about={about}
        onSent={setReceipt}
        onCancel={() => void navigate(replyTo === undefined ? inboxPath : inboxMessageHref(replyTo.messageId))}
      />
    );
  };

  return (
    <div className="messages">
      <section className="message-compose card" aria-labelledby="message-compose-heading">
        <h1 id="message-compose-heading">{replyTo === undefined ? copy.heading : copy.replyHeading}</h1>
        <p>{copy.intro}</p>
        {original.data === undefined ? null : <p className="message-compose__context">{resolveTemplate(copy.replyingTo, { subject: original.data.subject })}</p>}
        {aboutLabel === undefined ? null : (
          <p className="message-compose__context" data-testid="compose-about">
            {resolveTemplate(copy.about, { label: aboutLabel })}
          </p>
        )}
        {form()}
      </section>
    </div>
  );
}
