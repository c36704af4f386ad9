import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useVisibilityContext } from '../../engine/react';
import { messagesManifest } from '../../src/manifests/messages-manifest';
import { FlowLoading, FlowNotice } from '../shared/flow/FlowStates';
import { StepHeading } from '../shared/flow/StepHeading';
import { composePath, MESSAGE_PARAM } from '../shared/message-links';
import { filtersFromSearch, filtersToSearch, type InboxFilters as Filters } from './inbox-filters';
import { InboxFilters } from './InboxFilters';
import { MESSAGE_GUARDS } from './message-guards';
import { useMessageList, type MessageSummary } from './messages-api';
import { MessageTable } from './MessageTable';
import { MessageView } from './MessageView';
import { INBOX_BANNERS, useInboxBanners } from './use-inbox-banners';
import './messages.css';

const copy = messagesManifest.copy.inbox;

/** A message opened from its conversation rather than the list: the summary travels in the history entry. */
interface OpenState {
  readonly openMessage?: MessageSummary;
}

/**
 * /message-center/v7/inbox: the member's messages filtered by date and type (kept in the URL), the message columns, and
 * one message open at a time (`?message=<id>`) with Previous / Next, read/unread, delete and reply. When the list
 * cannot be loaded, the banner "We're having trouble displaying some data. Please try again later.".
 */
export default function InboxScreen() {
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const filters = filtersFromSearch(search);
  const list = useMessageList(filters);
  const banners = useInboxBanners();
  const guards = useVisibilityContext().guards;
  const permissions = { send: guards(MESSAGE_GUARDS.send), edit: guards(MESSAGE_GUARDS.edit), delete: guards(MESSAGE_GUARDS.delete) };
  const openId = search.get(MESSAGE_PARAM);
  const [listFocus, setListFocus] = useState(0);
  const lastOpened = useRef<string | null>(null);

  const failed = list.isError && list.data === undefined;
  useEffect(() => {
    if (failed) banners.show(INBOX_BANNERS.dataProblem);
    else if (list.data !== undefined) banners.dismiss(INBOX_BANNERS.dataProblem);
  }, [failed, list.data, banners]);

  // Back on the list after a message: focus returns to the row that opened it, else the list's heading.
  useEffect(() => {
    if (openId !== null || lastOpened.current === null) return;
    const row = document.querySelector<HTMLButtonElement>(`[data-message-id="${CSS.escape(lastOpened.current)}"]`);
    lastOpened.current = null;
    if (row !== null) row.focus();
    else setListFocus((count) => count + 1);
  }, [openId, list.data]);

  const show = (message: MessageSummary) => {
    const next = new URLSearchParams(search);
    next.set(MESSAGE_PARAM, message.messageId);
    const state: OpenState = { openMessage: message };
    setSearch(next, { state });
  };
  const close = () => {
    lastOpened.current = openId;
    const next = new URLSearchParams(search);
    next.delete(MESSAGE_PARAM);
    setSearch(next);
  };
  const applyFilters = (next: Filters) => setSearch(filtersToSearch(next, search));

  const messages = list.data ?? [];
  const fromState = (location.state as OpenState | null)?.openMessage;
  const open = openId === null ? undefined : (messages.find((item) => item.messageId === openId) ?? (fromState?.messageId === openId ? fromState : undefined));

  const body = () => {
    if (openId !== null) {
      if (open !== undefined) {
        const inList = messages.some((item) => item.messageId === open.messageId);
        return <MessageView key={open.messageId} message={open} list={inList ? messages : []} permissions={permissions} banners={banners} onShow={show} onClose={close} />;
      }
      if (list.isPending) return <FlowLoading text={copy.loading} />;
      return (
        <>
          <FlowNotice text={copy.notFound} role="alert" />
          <p className="flow-actions">
            <button type="button" className="button button--secondary" onClick={close}>
              {messagesManifest.copy.view.back}
            </button>
          </p>
        </>
      );
    }
    return (
      <section className="messages-list card" aria-labelledby="messages-list-heading">
        <StepHeading id="messages-list-heading" focusOnMount={false} focusToken={listFocus}>
          {copy.listHeading}
        </StepHeading>
        <InboxFilters filters={filters} onChange={applyFilters} />
        {list.isPending ? <FlowLoading text={copy.loading} /> : null}
        {failed ? (
          <p className="flow-actions">
            <button type="button" className="button button--secondary" onClick={() => void list.refetch()}>
              {copy.retry}
            </button>
          </p>
        ) : null}
        {list.data !== undefined && messages.length === 0 ? <FlowNotice text={filters.type === undefined ? copy.empty : copy.emptyFiltered} role="status" /> : null}
        {messages.length > 0 ? <MessageTable messages={messages} onOpen={show} /> : null}
      </section>
    );
  };

  return (
    <div className="messages">
      <div className="messages__header">
        <div>
          <h1>{copy.heading}</h1>
          <p>{copy.intro}</p>
        </div>
        {permissions.send ? (
          <Link className="button" to={composePath}>
            {copy.newMessage}
          </Link>
        ) : null}
      </div>
      {body()}
    </div>
  );
}
