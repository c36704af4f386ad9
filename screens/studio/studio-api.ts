import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudioDraft, StudioDraftCheck, StudioDraftList, StudioDraftWrite, StudioManifests, StudioPreview, StudioVersion, StudioVersionList } from '../../engine/core/generated/api.gen';
import { apiFetch } from '../../engine/react';

const STUDIO = '/api/studio/client-api/v2/studio';

export const draftsQuery = queryOptions({
  queryKey: ['studio', 'drafts'] as const,
  queryFn: ({ signal }) => apiFetch<StudioDraftList>(`${STUDIO}/drafts`, { signal }),
  staleTime: 0,
});

export const versionsQuery = queryOptions({
  queryKey: ['studio', 'versions'] as const,
  queryFn: ({ signal }) => apiFetch<StudioVersionList>(`${STUDIO}/versions`, { signal }),
  staleTime: 0,
});

/** The manifests the studio offers, whole, as the version in force has them: what a new draft starts from. */
export const manifestsQuery = queryOptions({
  queryKey: ['studio', 'manifests'] as const,
  queryFn: ({ signal }) => apiFetch<StudioManifests>(`${STUDIO}/manifests`, { signal }),
  staleTime: 0,
});

export const draftCheckQuery = (draftId: string) =>
  queryOptions({
    queryKey: ['studio', 'drafts', draftId, 'check'] as const,
    queryFn: ({ signal }) => apiFetch<StudioDraftCheck>(`${STUDIO}/drafts/${draftId}/check`, { signal }),
    staleTime: 0,
  });

export const useDrafts = () => useQuery(draftsQuery);
export const useVersions = () => useQuery(versionsQuery);
export const useStudioManifests = () => useQuery(manifestsQuery);
export const useDraftCheck = (draftId: string) => useQuery(draftCheckQuery(draftId));

/** The problems and changes of manifests being edited, unsaved. */
export const checkManifests = (write: StudioDraftWrite) => apiFetch<StudioDraftCheck>(`${STUDIO}/check`, { method: 'POST', body: write });
export const createDraft = (write: StudioDraftWrite) => apiFetch<StudioDraft>(`${STUDIO}/drafts`, { method: 'POST', body: write });
export const publishDraft = (draftId: string, reason: string) => apiFetch<StudioVersion>(`${STUDIO}/drafts/${draftId}/publish`, { method: 'POST', body: { reason } });
/** A read-only session of a preview member showing the draft: the address of its first page. */
export const startPreview = (draftId: string, member: string) => apiFetch<StudioPreview>(`${STUDIO}/drafts/${draftId}/preview`, { method: 'POST', body: { member } });
export const restoreVersion = (number: number, reason: string) => apiFetch<StudioVersion>(`${STUDIO}/versions/${number}/restore`, { method: 'POST', body: { reason } });
