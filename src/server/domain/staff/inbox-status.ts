import type { StaffInboxStatus } from '../../../../engine/core/generated/api.gen';

/** What the staff inbox keeps about a conversation (staff_inbox_state), if anything. */
export interface StoredInboxState {
  readonly status: StaffInboxStatus;
  /** When staff last changed it (a reply, a status or an assignee). */
  readonly updatedAt: Date;
}

/**
 * Where a conversation stands in the staff inbox, from what staff last set and when the member last wrote:
 * - never touched by staff (no stored state): NEW, however often the member writes;
 * - PENDING (answered, waiting on the member) or CLOSED, and the member wrote after that: OPEN again, so the
 *   conversation comes back to the representatives' attention without anyone reopening it by hand;
 * - otherwise what staff set (NEW, OPEN, or PENDING/CLOSED the member has not answered).
 * A staff reply stores PENDING at the reply's time, so "the member writes after a staff reply" is the PENDING case.
 * A closed chat takes no new messages (the member's next one starts a new conversation, which is NEW).
 */
export function inboxStatusOf(stored: StoredInboxState | undefined, lastMemberMessageAt: Date | null): StaffInboxStatus {
  if (stored === undefined) return 'NEW';
  const memberWroteSince = lastMemberMessageAt !== null && lastMemberMessageAt.getTime() > stored.updatedAt.getTime();
  if ((stored.status === 'PENDING' || stored.status === 'CLOSED') && memberWroteSince) return 'OPEN';
  return stored.status;
}
