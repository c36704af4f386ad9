import { useId, useState, type FormEvent } from 'react';
import type { StaffAuditSearchRequest } from '../../engine/core/generated/api.gen';
import { text } from './copy';

export interface AuditFiltersProps {
  readonly onSearch: (filters: StaffAuditSearchRequest) => void;
}

const filled = (value: string): string | undefined => (value.trim() === '' ? undefined : value.trim());

/**
 * The audit's filters: staff username, member number and an inclusive range of days. From after To is caught here
 * (the server refuses it too) and said beside the To field.
 */
export function AuditFilters({ onSearch }: AuditFiltersProps) {
  const id = useId();
  const [staffUsername, setStaffUsername] = useState('');
  const [memberNumber, setMemberNumber] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [rangeError, setRangeError] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const range = { from: filled(from), to: filled(to) };
    const invalid = range.from !== undefined && range.to !== undefined && range.from > range.to;
    setRangeError(invalid);
    if (invalid) return;
    const filters: StaffAuditSearchRequest = { staffUsername: filled(staffUsername), memberNumber: filled(memberNumber), ...range };
    onSearch(Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)));
  };
  const clear = () => {
    setStaffUsername('');
    setMemberNumber('');
    setFrom('');
    setTo('');
    setRangeError(false);
    onSearch({});
  };

  return (
    <form className="staff-audit__filters card" role="search" aria-label={text('filtersLabel')} onSubmit={submit} noValidate>
      <div className="staff-audit__field">
        <label htmlFor={`${id}-staff`}>{text('staffUsernameLabel')}</label>
        <input id={`${id}-staff`} name="staffUsername" autoComplete="off" maxLength={100} value={staffUsername} onChange={(event) => setStaffUsername(event.target.value)} />
      </div>
      <div className="staff-audit__field">
        <label htmlFor={`${id}-member`}>{text('memberNumberLabel')}</label>
        <input id={`${id}-member`} name="memberNumber" autoComplete="off" inputMode="numeric" maxLength={40} value={memberNumber} onChange={(event) => setMemberNumber(event.target.value)} />
      </div>
      <div className="staff-audit__field">
        <label htmlFor={`${id}-from`}>{text('fromLabel')}</label>
        <input id={`${id}-from`} name="from" type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
      </div>
      <div className="staff-audit__field">
        <label htmlFor={`${id}-to`}>{text('toLabel')}</label>
        <input
          id={`${id}-to`}
          name="to"
          type="date"
          value={to}
          aria-invalid={rangeError || undefined}
          aria-describedby={rangeError ? `${id}-to-error` : undefined}
          onChange={(event) => setTo(event.target.value)}
        />
        {rangeError ? (
          <p id={`${id}-to-error`} className="staff-audit__error" role="alert">
            {text('dateRangeInvalid')}
          </p>
        ) : null}
      </div>
      <div className="staff-audit__buttons">
        <button type="submit" className="button">
          {text('search')}
        </button>
        <button type="button" className="button button--secondary" onClick={clear}>
          {text('clear')}
        </button>
      </div>
    </form>
  );
}
