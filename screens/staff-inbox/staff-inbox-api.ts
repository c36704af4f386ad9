import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MessageAttachmentUpload,
  StaffInboxDetail,
  StaffInboxItem,
  StaffInboxKind,
  StaffInboxList,
  StaffInboxReply,
  StaffInboxUpdate,
  StaffVisit,
} from '../../engine/core/generated/api.gen';
import { apiFetch, useApiMutation } from '../../engine/react';
import type { InboxFilters } from './inbox-filters';

const INBOX_API = '/api/service-desk/client-api/v1/inbox';
const VISITS_API = '/api/service-desk/client-api/v1/visits';
const ROOT = ['service-desk', 'inbox'] as const;

/** A conversation's address: its kind and thread id. */
export interface ConversationKey {
  readonly kind: StaffInboxKind;
  readonly threadId: string;
}

const conversationPath = ({ kind, threadId }: ConversationKey): string => `${INBOX_API}/${encodeURIComponent(kind)}/${encodeURIComponent(threadId)}`;

/** GET /inbox?status=&assignee=&page=: a page of conversations with the counts per status. */
export function inboxListQuery(filters: InboxFilters) {
  const params = new URLSearchParams({ assignee: filters.assignee, page: String(filters.page) });
  if (filters.status !== undefined) params.set('status', filters.status);
  return queryOptions({
    queryKey: [...ROOT, 'list', filters.status ?? 'ALL', filters.assignee, filters.page] as const,
    queryFn: ({ signal }) => apiFetch<StaffInboxList>(`${INBOX_API}?${params.toString()}`, { signal }),
  });
}

export function useInboxList(filters: InboxFilters) {
  return useQuery(inboxListQuery(filters));
}

/** GET /inbox/{kind}/{threadId}: the whole conversation (the server records that staff read it). */
export function useConversation(key: ConversationKey | undefined) {
  return useQuery({
    queryKey: [...ROOT, 'conversation', key?.kind ?? '', key?.threadId ?? ''] as const,
    queryFn: ({ signal }) => apiFetch<StaffInboxDetail>(conversationPath(key!), { signal }),
    enabled: key !== undefined,
    retry: false,
  });
}

/** After a change: the lists (counts, statuses) and the conversation are asked again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ROOT });
}

/** PATCH /inbox/{kind}/{threadId}: a new status and/or assignee. */
export function useUpdateConversation() {
  const refresh = useRefresh();
  return useApiMutation<StaffInboxItem, ConversationKey & { readonly update: StaffInboxUpdate }>({
    method: 'PATCH',
    path: conversationPath,
    body: ({ update }) => update,
    onSuccess: () => refresh(),
  });
}

/** POST /inbox/{kind}/{threadId}/replies: a reply that reaches the member, with the files uploaded for it. */
export function useReply() {
  const refresh = useRefresh();
  return useApiMutation<StaffInboxReply, ConversationKey & { readonly body: string; readonly attachmentIds: readonly string[] }>({
    path: (key) => `${conversationPath(key)}/replies`,
    body: ({ body, attachmentIds }) => (attachmentIds.length === 0 ? { body } : { body, attachmentIds }),
    onSuccess: () => refresh(),
  });
}

/** GET /inbox/{kind}/{threadId}/attachments/{attachmentId}: where a message's file downloads from (a plain link). */
export const attachmentHref = (key: ConversationKey, attachmentId: string): string => `${conversationPath(key)}/attachments/${encodeURIComponent(attachmentId)}`;

/**
 * POST /inbox/{kind}/{threadId}/attachments?fileName=: a file for a reply, as its raw bytes (the server decides its
 * type from them and refuses what the message center refuses); a refusal is an ApiError.
 */
export function uploadReplyFile(key: ConversationKey, file: File): Promise<MessageAttachmentUpload> {
  const query = new URLSearchParams({ fileName: file.name }).toString();
  return apiFetch<MessageAttachmentUpload>(`${conversationPath(key)}/attachments?${query}`, { method: 'POST', body: file });
}

/** POST /visits: opens the member (the server records the reason), so their accounts can be shown. */
export function openVisit(memberId: string, reason: string): Promise<StaffVisit> {
  return apiFetch<StaffVisit>(VISITS_API, { method: 'POST', body: { memberId, reason } });
}
