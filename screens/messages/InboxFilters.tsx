import { useId } from 'react';
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
  return (
    <form className="messages-filters" role="search" aria-label={copy.filtersLabel} onSubmit={(event) => event.preventDefault()}>
      <div className="field">
        <label htmlFor={`${id}-days`}>{copy.dateLabel}</label>
        <select id={`${id}-days`} value={String(filters.days)} onChange={(event) => onChange({ ...filters, days: Number(event.target.value) })}>
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
          onChange={(event) => onChange({ ...filters, type: event.target.value === ALL ? undefined : (event.target.value as MessageType) })}
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
