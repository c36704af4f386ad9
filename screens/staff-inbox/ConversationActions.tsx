import { useId, useState } from 'react';
import type { StaffInboxItem, StaffInboxStatus, StaffInboxUpdate } from '../../engine/core/generated/api.gen';
import { STATUSES } from './inbox-filters';
import { copy } from './copy';

export interface ConversationActionsProps {
  readonly conversation: StaffInboxItem;
  readonly meId: string | undefined;
  readonly busy: boolean;
  readonly onUpdate: (update: StaffInboxUpdate) => void;
}

/** Assign to me (or unassign) and set the status. */
export function ConversationActions({ conversation, meId, busy, onUpdate }: ConversationActionsProps) {
  const statusId = useId();
  const [status, setStatus] = useState<StaffInboxStatus>(conversation.status);
  const mine = meId !== undefined && conversation.assignee?.id === meId;
  return (
    <div className="staff-inbox__actions">
      {mine ? (
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => onUpdate({ assigneeId: null })}>
          {copy.unassign}
        </button>
      ) : (
        <button type="button" className="button button--secondary" disabled={busy || meId === undefined} onClick={() => onUpdate({ assigneeId: meId })}>
          {copy.assignToMe}
        </button>
      )}
      <form
        className="staff-inbox__status-form"
        onSubmit={(event) => {
          event.preventDefault();
          onUpdate({ status });
        }}
      >
        <label htmlFor={statusId}>{copy.statusSelectLabel}</label>
        <select id={statusId} value={status} onChange={(event) => setStatus(event.target.value as StaffInboxStatus)}>
          {STATUSES.map((option) => (
            <option key={option} value={option}>
              {copy.statuses[option]}
            </option>
          ))}
        </select>
        <button type="submit" className="button button--secondary" disabled={busy || status === conversation.status}>
          {copy.saveStatus}
        </button>
      </form>
    </div>
  );
}
