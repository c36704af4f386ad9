import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  MessageDeletion,
  MessageDetail,
  MessageList,
  MessageNewRequest,
  MessageReceipt,
  MessageStatus,
  MessageStatusRequest,
  MessageSummary,
  MessageTopicList,
  MessageType,
} from '../../engine/core/generated/api.gen';
import { apiFetch, useApiMutation } from '../../engine/react';
import { MESSAGE_INDICATOR_QUERY_KEY, MESSAGES_API } from '../shared/message-indicator';
import { idempotencyHeaders } from '../shared/flow/idempotency-key';
import type { InboxFilters } from './inbox-filters';

export type { MessageDetail, MessageSummary, MessageType };

const segment = (value: string): string => encodeURIComponent(value);

/** Every list's cache entries start with this key, whatever their filters. */
const LIST_ROOT = ['messages', 'list'] as const;

const messagePath = (messageId: string, messageType: MessageType): string => `${MESSAGES_API}/${segment(messageId)}/${segment(messageType)}`;

/** Where a message's attachment downloads from (the server sends it as an attachment, never inline). */
export const attachmentHref = (messageId: string, attachmentId: string): string =>
  `${MESSAGES_API}/${segment(messageId)}/attachments/${segment(attachmentId)}`;

/** GET /messages?days=&type=: the member's messages of the chosen period and type, newest first. */
export function messageListQuery(filters: InboxFilters) {
  const params = new URLSearchParams({ days: String(filters.days) });
  if (filters.type !== undefined) params.set('type', filters.type);
  return queryOptions({
    queryKey: [...LIST_ROOT, filters.days, filters.type ?? 'all'] as const,
    queryFn: async ({ signal }) => (await apiFetch<MessageList>(`${MESSAGES_API}?${params.toString()}`, { signal })).messages,
  });
}

export function useMessageList(filters: InboxFilters) {
  return useQuery(messageListQuery(filters));
}

const detailKey = (messageId: string) => ['messages', 'detail', messageId] as const;

/** GET /messages/{id}/{type}: one message with its body, attachments and the rest of its conversation. */
export function messageDetailQuery(messageId: string, messageType: MessageType) {
  return queryOptions({
    queryKey: detailKey(messageId),
    queryFn: ({ signal }) => apiFetch<MessageDetail>(messagePath(messageId, messageType), { signal }),
  });
}

export function useMessageDetail(message: { messageId: string; messageType: MessageType } | undefined) {
  return useQuery({
    ...messageDetailQuery(message?.messageId ?? '', message?.messageType ?? 'Emessage'),
    enabled: message !== undefined,
  });
}

/** GET /messages/topics: what a member may write about. */
export const messageTopicsQuery = queryOptions({
  queryKey: ['messages', 'topics'] as const,
  queryFn: async ({ signal }) => (await apiFetch<MessageTopicList>(`${MESSAGES_API}/topics`, { signal })).topics,
  staleTime: Infinity,
});

export function useMessageTopics() {
  return useQuery(messageTopicsQuery);
}

/** A status the server answered, written into every cached list and the message's details (in place). */
function writeStatus(queryClient: QueryClient, status: MessageStatus): void {
  queryClient.setQueriesData<readonly MessageSummary[]>({ queryKey: LIST_ROOT }, (list) =>
    list?.map((item) => (item.messageId === status.messageId ? { ...item, messageStatus: status.messageStatus } : item)),
  );
  queryClient.setQueryData<MessageDetail>(detailKey(status.messageId), (detail) =>
    detail === undefined ? detail : { ...detail, messageStatus: status.messageStatus },
  );
  void queryClient.invalidateQueries({ queryKey: MESSAGE_INDICATOR_QUERY_KEY });
}

/** A deleted message leaves every cached list and its details at once; the header's badge is asked again. */
function dropMessage(queryClient: QueryClient, messageId: string): void {
  queryClient.setQueriesData<readonly MessageSummary[]>({ queryKey: LIST_ROOT }, (list) => list?.filter((item) => item.messageId !== messageId));
  queryClient.removeQueries({ queryKey: detailKey(messageId) });
  void queryClient.invalidateQueries({ queryKey: MESSAGE_INDICATOR_QUERY_KEY });
}

export interface StatusChange extends MessageStatusRequest {
  readonly messageId: string;
  readonly messageType: MessageType;
}

/** POST /messages/{id}/{type}/status (newStatus); the answer updates the lists and details in place. */
export function useSetMessageStatus() {
  const queryClient = useQueryClient();
  return useApiMutation<MessageStatus, StatusChange>({
    path: ({ messageId, messageType }) => `${messagePath(messageId, messageType)}/status`,
    body: ({ newStatus }) => ({ newStatus }),
    onSuccess: (status) => writeStatus(queryClient, status),
  });
}

/** DELETE /messages/{id}/{type}: the message leaves the lists at once. */
export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useApiMutation<MessageDeletion, { messageId: string; messageType: MessageType }>({
    method: 'DELETE',
    path: ({ messageId, messageType }) => messagePath(messageId, messageType),
    body: () => undefined,
    onSuccess: (_answer, { messageId }) => dropMessage(queryClient, messageId),
  });
}

export interface SendMessage {
  readonly request: MessageNewRequest;
  readonly idempotencyKey: string;
}

/** POST /messages: a new message or a reply; the lists (and the conversation replied to) are fetched again. */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useApiMutation<MessageReceipt, SendMessage>({
    path: MESSAGES_API,
    body: ({ request }) => request,
    headers: ({ idempotencyKey }) => idempotencyHeaders(idempotencyKey),
    onSuccess: async (_receipt, { request }) => {
      if (request.replyTo !== undefined) queryClient.removeQueries({ queryKey: detailKey(request.replyTo.messageId) });
      await queryClient.invalidateQueries({ queryKey: LIST_ROOT });
    },
  });
}
