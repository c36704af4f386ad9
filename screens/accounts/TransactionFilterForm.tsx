import { useId, useState, type FormEvent } from 'react';
import { useMediaQuery } from '../../engine/react';
import { copyManifest } from '../../src/manifests';
import { EMPTY_FILTERS, hasActiveFilters, invalidAmountFilters, type TransactionFilters } from './transaction-filters';

const copy = copyManifest.screens['account-details'];

/** Where the form starts folded away, so the first transactions show without scrolling (matches the CSS phone width). */
const PHONE_QUERY = '(max-width: 40rem)';

export interface TransactionFilterFormProps {
  /** The filters in the URL; the form starts from them (re-mount it with a key when they change elsewhere). */
  readonly filters: TransactionFilters;
  readonly onApply: (filters: TransactionFilters) => void;
}

/**
 * Text, amount, date-range, credit/debit and pending/posted filters; applying one goes back to the first page. The
 * form is in a disclosure, open on wide screens and whenever a filter is applied.
 */
export function TransactionFilterForm({ filters, onApply }: TransactionFilterFormProps) {
  const id = useId();
  const phone = useMediaQuery(PHONE_QUERY);
  const [open, setOpen] = useState(() => !phone || hasActiveFilters(filters));
  const [draft, setDraft] = useState<TransactionFilters>(filters);
  const [invalid, setInvalid] = useState<readonly ('amountFrom' | 'amountTo')[]>([]);
  const set = <K extends keyof TransactionFilters>(key: K, value: TransactionFilters[K]) => setDraft((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = { ...draft, query: draft.query.trim(), amountFrom: draft.amountFrom.trim(), amountTo: draft.amountTo.trim(), page: 0 };
    const wrong = invalidAmountFilters(next);
    setInvalid(wrong);
    if (wrong.length === 0) onApply(next);
  };

  const amountField = (key: 'amountFrom' | 'amountTo', label: string) => {
    const wrong = invalid.includes(key);
    return (
      <div className="field">
        <label htmlFor={`${id}-${key}`}>{label}</label>
        <input
          id={`${id}-${key}`}
          inputMode="decimal"
          autoComplete="off"
          value={draft[key]}
          aria-invalid={wrong || undefined}
          aria-describedby={wrong ? `${id}-${key}-error` : undefined}
          onChange={(event) => set(key, event.target.value)}
        />
        {wrong ? (
          <p id={`${id}-${key}-error`} className="field__error">
            {copy.invalidAmount}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <details className="transaction-filters-panel" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="transaction-filters-panel__summary">{copy.filtersToggle}</summary>
    <form className="transaction-filters" role="search" aria-label={copy.filtersLegend} onSubmit={submit} noValidate>
      <div className="field field--wide">
        <label htmlFor={`${id}-query`}>{copy.searchLabel}</label>
        <input
          id={`${id}-query`}
          type="search"
          value={draft.query}
          aria-describedby={`${id}-query-hint`}
          onChange={(event) => set('query', event.target.value)}
        />
        <p id={`${id}-query-hint`} className="field__hint">
          {copy.searchHint}
        </p>
      </div>
      {amountField('amountFrom', copy.amountFromLabel)}
      {amountField('amountTo', copy.amountToLabel)}
      <div className="field">
        <label htmlFor={`${id}-from`}>{copy.dateFromLabel}</label>
        <input id={`${id}-from`} type="date" value={draft.dateFrom} max={draft.dateTo || undefined} onChange={(event) => set('dateFrom', event.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>{copy.dateToLabel}</label>
        <input id={`${id}-to`} type="date" value={draft.dateTo} min={draft.dateFrom || undefined} onChange={(event) => set('dateTo', event.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-type`}>{copy.typeLabel}</label>
        <select id={`${id}-type`} value={draft.direction} onChange={(event) => set('direction', event.target.value as TransactionFilters['direction'])}>
          <option value="">{copy.typeAll}</option>
          <option value="CRDT">{copy.typeCredit}</option>
          <option value="DBIT">{copy.typeDebit}</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-state`}>{copy.stateLabel}</label>
        <select id={`${id}-state`} value={draft.state} onChange={(event) => set('state', event.target.value as TransactionFilters['state'])}>
          <option value="">{copy.stateAll}</option>
          <option value="UNCOMPLETED">{copy.statePending}</option>
          <option value="COMPLETED">{copy.statePosted}</option>
        </select>
      </div>
      <div className="transaction-filters__actions">
        <button type="submit" className="button">
          {copy.applyFilters}
        </button>
        {hasActiveFilters(filters) ? (
          <button type="button" className="button button--secondary" onClick={() => onApply({ ...EMPTY_FILTERS, size: filters.size })}>
            {copy.clearFilters}
          </button>
        ) : null}
      </div>
    </form>
    </details>
  );
}
