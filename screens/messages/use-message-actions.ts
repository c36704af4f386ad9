import { useEffect, useRef } from 'react';
import { useConfirmModal } from '../shared/flow/use-confirm-modal';
import { useDeleteMessage, useSetMessageStatus, type MessageSummary } from './messages-api';
import { INBOX_BANNERS, type InboxBanners } from './use-inbox-banners';

const DELETE_MODAL = 'deleteMessage';

type Target = Pick<MessageSummary, 'messageId' | 'messageType' | 'messageStatus' | 'subject'>;

/**
 * What the member can do to an open message. Mark as read/unread: the server's answer updates the entry in
 * place and a confirmation banner says so; a failed call shows the error banner. Delete: behind its confirmation
 * modal, then the delete-success banner. Deleting resolves true when the message is gone. The banners are
 * the inbox's (they outlive the open message).
 */
export function useMessageActions(banners: InboxBanners) {
  const setStatus = useSetMessageStatus();
  const remove = useDeleteMessage();
  const confirm = useConfirmModal();

  const toggleRead = (message: Target) => {
    const newStatus = message.messageStatus === 'Unread' ? 'Read' : 'Unread';
    setStatus.mutate(
      { messageId: message.messageId, messageType: message.messageType, newStatus },
      {
        onSuccess: () => banners.show(INBOX_BANNERS.statusUpdated),
        onError: () => banners.show(INBOX_BANNERS.statusFailed),
      },
    );
  };

  const deleteMessage = async (message: Target, opener: HTMLElement): Promise<boolean> => {
    const outcome = await confirm(DELETE_MODAL, { subject: message.subject }, () => remove.mutateAsync(message), { opener, reportErrors: true });
    if (!outcome.confirmed || 'error' in outcome) return false;
    banners.show(INBOX_BANNERS.deleted);
    return true;
  };

  return { toggleRead, statusPending: setStatus.isPending, deleteMessage };
}

/**
 * Opening an unread message marks it Read through the status call, quietly: the list's row and the header's
 * badge follow from the answer. Decided once, from the status the message had when this view opened it (the view is
 * keyed per message), so a later "Mark as Unread" stays unread. Not for a member who may not change messages.
 */
export function useMarkReadOnOpen(message: Target, allowed: boolean): void {
  const setStatus = useSetMessageStatus();
  const opened = useRef({ ...message, wasUnread: message.messageStatus === 'Unread', done: false });
  const { mutate } = setStatus;
  useEffect(() => {
    const target = opened.current;
    if (!allowed || !target.wasUnread || target.done) return;
    target.done = true;
    mutate({ messageId: target.messageId, messageType: target.messageType, newStatus: 'Read' });
  }, [allowed, mutate]);
}
