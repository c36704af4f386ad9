import { queryOptions } from '@tanstack/react-query';
import type { DisclosureNotice, DisclosureNoticeList, DisclosureStatusList } from '../../engine/core/generated/api.gen';
import { apiFetch } from '../../engine/react';

const NOTICES = '/api/member-disclosures/v1/members/disclosures/notices/inq';
const ACCEPT = '/api/member-disclosures/v1/members/disclosures/statuses/upd';

/** The notices waiting for the member's acceptance (GET notices/inq). */
export const pendingNoticesQuery = queryOptions({
  queryKey: ['member-disclosures', 'notices'] as const,
  queryFn: ({ signal }) => apiFetch<DisclosureNoticeList>(NOTICES, { signal }),
});

/** Accepts every notice in the version read; accepting the last pending one clears the disclosures condition. */
export const acceptNotices = (notices: readonly DisclosureNotice[]): Promise<DisclosureStatusList> =>
  apiFetch<DisclosureStatusList>(ACCEPT, {
    method: 'POST',
    body: { acceptances: notices.map((notice) => ({ noticeId: notice.noticeId, version: notice.version })) },
  });
