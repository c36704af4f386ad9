import type { StaffInboxKind, StaffInboxStatus } from '../../engine/core/generated/api.gen';

/** Whose conversations the list shows. */
export type AssigneeFilter = 'me' | 'unassigned' | 'all';

/** The inbox's filters and open conversation, kept in the page's URL (so back/forward and reloads keep them). */
export interface InboxFilters {
  /** undefined: every status. */
  readonly status: StaffInboxStatus | undefined;
  readonly assignee: AssigneeFilter;
  /** Zero-based. */
  readonly page: number;
}

export const STATUSES: readonly StaffInboxStatus[] = ['NEW', 'OPEN', 'PENDING', 'CLOSED'];
export const ASSIGNEES: readonly AssigneeFilter[] = ['all', 'me', 'unassigned'];
const KINDS: readonly StaffInboxKind[] = ['message', 'chat'];

const PARAMS = { status: 'status', assignee: 'assignee', page: 'page', open: 'open' } as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filters read from the URL; anything unknown is the default (every status, anyone's, the first page). */
export function filtersFrom(params: URLSearchParams): InboxFilters {
  const status = STATUSES.find((candidate) => candidate === params.get(PARAMS.status));
  const assignee = ASSIGNEES.find((candidate) => candidate === params.get(PARAMS.assignee)) ?? 'all';
  const page = Number.parseInt(params.get(PARAMS.page) ?? '', 10);
  return { status, assignee, page: Number.isSafeInteger(page) && page > 0 ? page : 0 };
}

/** The URL's params for these filters (the open conversation closes when they change). */
export function filtersTo(filters: InboxFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status !== undefined) params.set(PARAMS.status, filters.status);
  if (filters.assignee !== 'all') params.set(PARAMS.assignee, filters.assignee);
  if (filters.page > 0) params.set(PARAMS.page, String(filters.page));
  return params;
}

/** The open conversation (`?open=<kind>:<threadId>`), if the URL names a well-formed one. */
export function openFrom(params: URLSearchParams): { kind: StaffInboxKind; threadId: string } | undefined {
  const value = params.get(PARAMS.open) ?? '';
  const at = value.indexOf(':');
  const kind = KINDS.find((candidate) => candidate === value.slice(0, at));
  const threadId = value.slice(at + 1);
  return kind !== undefined && UUID.test(threadId) ? { kind, threadId } : undefined;
}

/** The URL's params with one conversation open (or none), the filters kept. */
export function withOpen(params: URLSearchParams, open: { kind: StaffInboxKind; threadId: string } | undefined): URLSearchParams {
  const next = new URLSearchParams(params);
  if (open === undefined) next.delete(PARAMS.open);
  else next.set(PARAMS.open, `${open.kind}:${open.threadId}`);
  return next;
}
