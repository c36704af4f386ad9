import { useId, useRef } from 'react';
import type { MessageType } from '../../engine/core/generated/api.gen';
import { messagesManifest } from '../../src/manifests/messages-manifest';
import { dateChoices, typeChoices, type InboxFilters as Filters } from './inbox-filters';
import { typeLabel } from './message-format';

const copy = messagesManifest.copy.inbox;
const ALL = '';

export interface InboxFiltersProps {
  readonly filters: Filters;
  readonly onChange: (filters: Filters) => void;
}

/**
 * The date range (Last Day, Last 7 Days, 30, 60) and type (All, Email, Letter, Text/SMS) the messages API takes; a choice applies
 * at once (it only narrows the list below, the page does not change) and is kept in the URL.
 */
export function InboxFilters({ filters, onChange }: InboxFiltersProps) {
  const id = useId();
  // The filters as last chosen: a second choice made before the URL's new filters have rendered builds on the first
  // one instead of on the props of the render before it (which would undo the first choice).
  const latest = useRef(filters);
  const rendered = useRef(filters);
  if (rendered.current.days !== filters.days || rendered.current.type !== filters.type) {
    rendered.current = filters;
    latest.current = filters;
  }
  const change = (patch: Partial<Filters>) => {
    latest.current = { ...latest.current, ...patch };
    onChange(latest.current);
  };
  return (
    <form className="messages-filters" role="search" aria-label={copy.filtersLabel} onSubmit={(event) => event.preventDefault()}>
      <div className="field">
        <label htmlFor={`${id}-days`}>{copy.dateLabel}</label>
        <select id={`${id}-days`} value={String(filters.days)} onChange={(event) => change({ days: Number(event.target.value) })}>
          {dateChoices.map((choice) => (
            <option key={choice.days} value={String(choice.days)}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-type`}>{copy.typeLabel}</label>
        <select
          id={`${id}-type`}
          value={filters.type ?? ALL}
          onChange={(event) => change({ type: event.target.value === ALL ? undefined : (event.target.value as MessageType) })}
        >
          <option value={ALL}>{copy.allTypes}</option>
          {typeChoices.map((type) => (
            <option key={type} value={type}>
              {typeLabel(type)}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
