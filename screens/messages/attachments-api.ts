import { useMutation } from '@tanstack/react-query';
import type { MessageAttachmentUpload } from '../../engine/core/generated/api.gen';
import { ApiError, apiFetch } from '../../engine/react';
import { MESSAGES_API } from '../shared/message-indicator';

export type { MessageAttachmentUpload };

/**
 * POST /messages/attachments?fileName=: the file's raw bytes (the server decides its type from them, not from the
 * name, and refuses empty, oversize and disallowed files with a message for the member); a refusal is an ApiError.
 */
export function uploadAttachment(file: File): Promise<MessageAttachmentUpload> {
  const query = new URLSearchParams({ fileName: file.name }).toString();
  return apiFetch<MessageAttachmentUpload>(`${MESSAGES_API}/attachments?${query}`, { method: 'POST', body: file });
}

export function useUploadAttachment() {
  return useMutation<MessageAttachmentUpload, ApiError, File>({ mutationFn: uploadAttachment });
}
