import { useMutation } from '@tanstack/react-query';
import type { MessageAttachmentUpload } from '../../engine/core/generated/api.gen';
import { ApiError, type ApiErrorItem } from '../../engine/react';
import { MESSAGES_API } from '../shared/message-indicator';

export type { MessageAttachmentUpload };

function errorItems(body: unknown): ApiErrorItem[] {
  if (typeof body !== 'object' || body === null) return [];
  const errors = (body as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (item): item is ApiErrorItem => typeof item === 'object' && item !== null && typeof item.path === 'string' && typeof item.message === 'string',
  );
}

/**
 * POST /messages/attachments?fileName=: the file's raw bytes (the server decides its type from them, not from the
 * name, and refuses empty, oversize and disallowed files with a message for the member). apiFetch speaks JSON only,
 * so this one call sends the bytes itself, with the same cookie rules; a refusal is an ApiError like any other.
 */
export async function uploadAttachment(file: File): Promise<MessageAttachmentUpload> {
  let response: Response;
  try {
    response = await fetch(`${MESSAGES_API}/attachments?${new URLSearchParams({ fileName: file.name }).toString()}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/octet-stream' },
      body: file,
    });
  } catch {
    throw new ApiError(0, []);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new ApiError(response.status, errorItems(body));
  return body as MessageAttachmentUpload;
}

export function useUploadAttachment() {
  return useMutation<MessageAttachmentUpload, ApiError, File>({ mutationFn: uploadAttachment });
}
