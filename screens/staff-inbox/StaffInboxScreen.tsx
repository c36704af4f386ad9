import { Link, useSearchParams } from 'react-router-dom';
import type { StaffInboxItem } from '../../engine/core/generated/api.gen';
import { FlowError, FlowLoading } from '../shared/flow/FlowStates';
import { StepHeading } from '../shared/flow/StepHeading';
import { serviceDeskPath } from '../shared/service-desk-paths';
import { ConversationList } from './ConversationList';
import { ConversationView } from './ConversationView';
import { copy } from './copy';
import { filtersFrom, filtersTo, openFrom, withOpen, type InboxFilters } from './inbox-filters';
import { InboxFilterBar } from './InboxFilterBar';
import { useInboxList } from './staff-inbox-api';
import './staff-inbox.css';

/**
 * /servicedesk/inbox (guard canViewStaffInbox): the conversations members started (message-center threads
 * and chats) by status and assignee, newest activity first; one open beside the list (in its place on a phone) to
 * read, assign, set its status and answer. Filters and the open conversation live in the URL.
 */
export default function StaffInboxScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFrom(searchParams);
  const open = openFrom(searchParams);
  const list = useInboxList(filters);

  const setFilters = (next: InboxFilters) => setSearchParams(filtersTo(next));
  const openItem = (item: StaffInboxItem) => setSearchParams(withOpen(searchParams, { kind: item.kind, threadId: item.threadId }));
  const close = () => setSearchParams(withOpen(searchParams, undefined));

  return (
    <div className="staff-inbox">
      <StepHeading level={1}>{copy.heading}</StepHeading>
      <p className="staff-inbox__intro">
        {copy.intro} <Link to={serviceDeskPath}>{copy.searchLink}</Link>
      </p>
      <InboxFilterBar filters={filters} counts={list.data?.counts} onChange={setFilters} />
      <div className={open === undefined ? 'staff-inbox__layout' : 'staff-inbox__layout staff-inbox__layout--open'}>
        <section className="staff-inbox__list-panel card" aria-labelledby="staff-inbox-list-heading" aria-busy={list.isFetching || undefined}>
          <h2 id="staff-inbox-list-heading">{copy.listHeading}</h2>
          {list.isPending ? <FlowLoading text={copy.loading} /> : null}
          {list.isError ? <FlowError text={copy.error} retryLabel={copy.retry} onRetry={() => void list.refetch()} /> : null}
          {list.data === undefined ? null : <ConversationList list={list.data} open={open} onOpen={openItem} onPage={(page) => setFilters({ ...filters, page })} />}
        </section>
        {open === undefined ? (
          <p className="staff-inbox__none card">{copy.noneSelected}</p>
        ) : (
          <ConversationView key={`${open.kind}:${open.threadId}`} conversationKey={open} meId={list.data?.me.id} onBack={close} />
        )}
      </div>
    </div>
  );
}
