import { useId, useState } from 'react';
import type { StaffInboxUpdate } from '../../engine/core/generated/api.gen';
import { useRouteAccess } from '../../engine/react';
import { messageOf } from '../shared/flow/flow-errors';
import { FlowError, FlowLoading } from '../shared/flow/FlowStates';
import { StepHeading } from '../shared/flow/StepHeading';
import { ConversationActions } from './ConversationActions';
import { ConversationEntries } from './ConversationEntries';
import { copy, formatWhen } from './copy';
import { ReferenceLink } from './ReferenceLink';
import { ReplyForm } from './ReplyForm';
import { attachmentHref, uploadReplyFile, useConversation, useReply, useUpdateConversation, type ConversationKey } from './staff-inbox-api';

export interface ConversationViewProps {
  readonly conversationKey: ConversationKey;
  readonly meId: string | undefined;
  readonly onBack: () => void;
}

/**
 * One conversation: who it is from, its status and assignee, what it is about, every message, and (for staff who may
 * work the inbox) assign to me, a status change and the reply form. What happened is said in a live status message.
 */
export function ConversationView({ conversationKey, meId, onBack }: ConversationViewProps) {
  const headingId = useId();
  const access = useRouteAccess();
  const canWork = access.ready && access.guards('canWorkStaffInbox');
  const canOpenMember = access.ready && access.guards('canSearchMembers');
  const detail = useConversation(conversationKey);
  const update = useUpdateConversation();
  const reply = useReply();
  const [announcement, setAnnouncement] = useState('');
  const [updateError, setUpdateError] = useState<string | undefined>(undefined);

  const onUpdate = (change: StaffInboxUpdate) => {
    setAnnouncement('');
    setUpdateError(undefined);
    update.mutate(
      { ...conversationKey, update: change },
      { onSuccess: () => setAnnouncement(copy.updated), onError: (error) => setUpdateError(messageOf(error) || copy.updateFailed) },
    );
  };
  const onSend = async (body: string, attachmentIds: readonly string[]): Promise<string | undefined> => {
    setAnnouncement('');
    await reply.mutateAsync({ ...conversationKey, body, attachmentIds });
    setAnnouncement(copy.replySent);
    return undefined;
  };

  return (
    <section className="staff-inbox__conversation card" aria-labelledby={headingId} data-testid="inbox-conversation">
      <button type="button" className="staff-inbox__back button button--secondary" onClick={onBack}>
        {copy.back}
      </button>
      {detail.isPending ? <FlowLoading text={copy.detailLoading} /> : null}
      {detail.isError ? <FlowError text={copy.detailError} retryLabel={copy.retry} onRetry={() => void detail.refetch()} /> : null}
      {detail.data === undefined ? null : (
        <>
          <StepHeading id={headingId} key={`${conversationKey.kind}:${conversationKey.threadId}`}>
            {detail.data.conversation.subject}
          </StepHeading>
          <dl className="staff-inbox__facts">
            <div>
              <dt>{copy.memberLabel}</dt>
              <dd>{detail.data.conversation.member.fullName}</dd>
            </div>
            <div>
              <dt>{copy.memberNumberLabel}</dt>
              <dd>{detail.data.conversation.member.memberNumber}</dd>
            </div>
            <div>
              <dt>{copy.statusLabel}</dt>
              <dd data-testid="inbox-status">{copy.statuses[detail.data.conversation.status]}</dd>
            </div>
            <div>
              <dt>{copy.assignedLabel}</dt>
              <dd data-testid="inbox-assignee">{detail.data.conversation.assignee?.fullName ?? copy.unassigned}</dd>
            </div>
            <div>
              <dt>{copy.lastActivityLabel}</dt>
              <dd>{formatWhen(detail.data.conversation.lastActivityAt)}</dd>
            </div>
          </dl>
          {detail.data.conversation.reference === undefined ? null : (
            <ReferenceLink conversation={detail.data.conversation} reference={detail.data.conversation.reference} canOpenMember={canOpenMember} />
          )}
          {canWork ? (
            <ConversationActions
              key={`${detail.data.conversation.status}:${detail.data.conversation.assignee?.id ?? ''}`}
              conversation={detail.data.conversation}
              meId={meId}
              busy={update.isPending}
              onUpdate={onUpdate}
            />
          ) : (
            <p className="staff-inbox__notice">{copy.viewOnly}</p>
          )}
          {updateError === undefined ? null : (
            <p className="staff-inbox__error" role="alert">
              {updateError}
            </p>
          )}
          <ConversationEntries entries={detail.data.entries} headingId={`${headingId}-entries`} fileHref={(attachmentId) => attachmentHref(conversationKey, attachmentId)} />
          {canWork && detail.data.replyOpen ? <ReplyForm key={conversationKey.threadId} kind={conversationKey.kind} sending={reply.isPending} onSend={onSend} upload={(file) => uploadReplyFile(conversationKey, file)} /> : null}
        </>
      )}
      <p className="staff-inbox__announcement" role="status" data-testid="inbox-announcement">
        {announcement}
      </p>
    </section>
  );
}
