import { useId } from 'react';
import type { StaffInboxList } from '../../engine/core/generated/api.gen';
import { ASSIGNEES, STATUSES, type AssigneeFilter, type InboxFilters } from './inbox-filters';
import { copy, fill } from './copy';

export interface InboxFilterBarProps {
  readonly filters: InboxFilters;
  readonly counts: StaffInboxList['counts'] | undefined;
  readonly onChange: (next: InboxFilters) => void;
}

/** The status filter (with each status's count under the chosen assignee filter) and whose conversations to list. */
export function InboxFilterBar({ filters, counts, onChange }: InboxFilterBarProps) {
  const assigneeId = useId();
  const statusLabelId = useId();
  const all = counts === undefined ? undefined : STATUSES.reduce((sum, status) => sum + counts[status], 0);
  const tabs = [
    { status: undefined, label: all === undefined ? copy.allStatuses : fill(copy.tabLabel, { status: copy.allStatuses, count: all }) },
    ...STATUSES.map((status) => ({ status, label: counts === undefined ? copy.statuses[status] : fill(copy.tabLabel, { status: copy.statuses[status], count: counts[status] }) })),
  ];
  return (
    <section className="staff-inbox__filters card" aria-label={copy.filtersLabel}>
      <div className="staff-inbox__statuses" role="group" aria-labelledby={statusLabelId}>
        <span id={statusLabelId} className="staff-inbox__filter-label">
          {copy.statusLabel}
        </span>
        <ul>
          {tabs.map((tab) => (
            <li key={tab.status ?? 'ALL'}>
              <button
                type="button"
                className="staff-inbox__status-button"
                aria-pressed={filters.status === tab.status}
                onClick={() => onChange({ ...filters, status: tab.status, page: 0 })}
              >
                {tab.label}
              </button>
            </li>
          ))}
        </ul>
      </div>
      <div className="staff-inbox__assignee">
        <label htmlFor={assigneeId} className="staff-inbox__filter-label">
          {copy.assigneeLabel}
        </label>
        <select id={assigneeId} value={filters.assignee} onChange={(event) => onChange({ ...filters, assignee: event.target.value as AssigneeFilter, page: 0 })}>
          {ASSIGNEES.map((assignee) => (
            <option key={assignee} value={assignee}>
              {copy.assignees[assignee]}
            </option>
          ))}
        </select>
      </div>
    </section>
  );
}
