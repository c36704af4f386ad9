import type { StaffInboxItem, StaffInboxList } from '../../engine/core/generated/api.gen';
import type { ConversationKey } from './staff-inbox-api';
import { copy, fill, formatWhen } from './copy';

export interface ConversationListProps {
  readonly list: StaffInboxList;
  readonly open: ConversationKey | undefined;
  readonly onOpen: (item: StaffInboxItem) => void;
  readonly onPage: (page: number) => void;
}

const isOpen = (item: StaffInboxItem, open: ConversationKey | undefined): boolean => open?.kind === item.kind && open.threadId === item.threadId;

/** One page of conversations, newest activity first, and the pager. */
export function ConversationList({ list, open, onOpen, onPage }: ConversationListProps) {
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  if (list.items.length === 0) return <p className="staff-inbox__empty">{copy.empty}</p>;
  return (
    <>
      <ul className="staff-inbox__list">
        {list.items.map((item) => (
          <li key={`${item.kind}:${item.threadId}`} className="staff-inbox__item" data-testid="inbox-row">
            <button
              type="button"
              className="staff-inbox__open"
              aria-current={isOpen(item, open) ? 'true' : undefined}
              aria-label={fill(copy.openLabel, { subject: item.subject, member: item.member.fullName })}
              onClick={() => onOpen(item)}
            >
              <span className="staff-inbox__subject">{item.subject}</span>
              <span className="staff-inbox__member">
                {item.member.fullName} · {item.member.memberNumber}
              </span>
              <span className="staff-inbox__meta">
                <span className={`staff-inbox__badge staff-inbox__badge--${item.status.toLowerCase()}`}>{copy.statuses[item.status]}</span>
                <span>{copy.kinds[item.kind]}</span>
                <span>{item.assignee?.fullName ?? copy.unassigned}</span>
                <span>{formatWhen(item.lastActivityAt)}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav className="staff-inbox__pager" aria-label={copy.paginationLabel}>
          <button type="button" className="button button--secondary" disabled={list.page === 0} onClick={() => onPage(list.page - 1)}>
            {copy.previousPage}
          </button>
          <p>{fill(copy.pagePosition, { page: list.page + 1, pages })}</p>
          <button type="button" className="button button--secondary" disabled={list.page + 1 >= pages} onClick={() => onPage(list.page + 1)}>
            {copy.nextPage}
          </button>
        </nav>
      ) : null}
    </>
  );
}
