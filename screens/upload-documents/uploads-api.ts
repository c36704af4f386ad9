import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentPortalList, DocumentUpload, DocumentUploadList, PartnershipSsoAnswer } from '../../engine/core/generated/api.gen';
import { ApiError, apiFetch } from '../../engine/react';

const API = '/api/document-upload/client-api/v1';

/** The portals of the member's kind and the chatbot entry (GET /portals). */
export const portalsQuery = queryOptions({
  queryKey: ['document-upload', 'portals'] as const,
  queryFn: ({ signal }) => apiFetch<DocumentPortalList>(`${API}/portals`, { signal }),
});

/** The membership's uploaded documents, newest first (GET /uploads). */
export const uploadsQuery = queryOptions({
  queryKey: ['document-upload', 'uploads'] as const,
  queryFn: ({ signal }) => apiFetch<DocumentUploadList>(`${API}/uploads`, { signal }),
});

export interface UploadInput {
  readonly portalId: string;
  readonly file: File;
  readonly reference?: string;
}

/**
 * POST /portals/{portalId}/uploads?fileName=&reference=: the file's raw bytes (the server decides its type from them,
 * scans them and refuses what it cannot take with a message for the member); a refusal is an ApiError.
 */
export function uploadDocument({ portalId, file, reference }: UploadInput): Promise<DocumentUpload> {
  const query = new URLSearchParams({ fileName: file.name });
  if (reference !== undefined && reference !== '') query.set('reference', reference);
  return apiFetch<DocumentUpload>(`${API}/portals/${encodeURIComponent(portalId)}/uploads?${query.toString()}`, { method: 'POST', body: file });
}

/** Uploads a document; the list of uploads is fetched again once it is stored. */
export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation<DocumentUpload, ApiError, UploadInput>({
    mutationFn: uploadDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: uploadsQuery.queryKey }),
  });
}

/** Asks the partnership service for a hand-off (GET /api/partnership/{path}); a refusal is its validationError. */
export const requestHandOff = (path: string): Promise<PartnershipSsoAnswer> => apiFetch<PartnershipSsoAnswer>(`/api/partnership${path}`);
