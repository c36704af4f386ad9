import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { formatCents, parseAmountToCents, resolveTemplate } from '../../engine/core';
import { ErrorSummary } from '../../engine/react/forms';
import { savingsGoalsManifest } from '../../src/manifests/savings-goals-manifest';
import { formCopy } from '../shared/form-copy';
import type { SavingsGoal, SavingsGoalList } from '../shared/savings-goals/savings-goals-api';

const copy = savingsGoalsManifest.copy;

export interface GoalFields {
  accountId: string;
  name: string;
  targetCents: number;
  targetDate: string;
}

/**
 * A goal's name, target amount and target day (and, for a new goal, its savings account). The browser checks only
 * what it can read; the server decides (a business day after today, the limits of config/savings-goals.json). A failed
 * submit lists every problem in an alert at the top, each a link to its field, and moves focus there.
 */
export function GoalForm(props: { list: SavingsGoalList; editing?: SavingsGoal; pending: boolean; failed: boolean; onSave: (fields: GoalFields) => void; onCancel: () => void }) {
  const id = useId();
  const { list, editing } = props;
  const [accountId, setAccountId] = useState(editing?.accountId ?? list.accounts[0]?.id ?? '');
  const [name, setName] = useState(editing?.name ?? '');
  const [amount, setAmount] = useState(editing ? (editing.targetCents / 100).toFixed(2) : '');
  const [date, setDate] = useState(editing?.targetDate ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [shownCount, setShownCount] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shownCount > 0) summaryRef.current?.focus();
  }, [shownCount]);
  const max = formatCents(list.maxTargetCents);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = parseAmountToCents(amount);
    const found: Record<string, string> = {};
    if (name.trim() === '') found.name = copy.nameInvalid;
    if (cents === null || cents < 1 || cents > list.maxTargetCents) found.amount = resolveTemplate(copy.targetInvalid, { max });
    if (date === '') found.date = copy.dateInvalid;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setShownCount((count) => count + 1);
      return;
    }
    props.onSave({ accountId, name: name.trim(), targetCents: cents!, targetDate: date });
  };
  const described = (field: string, hint?: string) => [hint, errors[field] ? `${id}-${field}-error` : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <form className="savings-goals__form" aria-labelledby={`${id}-heading`} onSubmit={submit} noValidate>
      <h2 id={`${id}-heading`}>{editing ? resolveTemplate(copy.editHeading, { name: editing.name }) : copy.addHeading}</h2>
      {Object.keys(errors).length === 0 ? null : (
        <ErrorSummary ref={summaryRef} heading={formCopy.errorSummaryHeading} entries={Object.entries(errors).map(([field, message]) => ({ key: field, message, fieldId: `${id}-${field}` }))} />
      )}
      {editing ? null : (
        <div className="savings-goals__field">
          <label htmlFor={`${id}-account`}>{copy.accountLabel}</label>
          <select id={`${id}-account`} value={accountId} onChange={(event) => setAccountId(event.target.value)}>
            {list.accounts.map((account) => (
              <option key={account.id} value={account.id}>
                {account.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="savings-goals__field">
        <label htmlFor={`${id}-name`}>{copy.nameLabel}</label>
        <input id={`${id}-name`} type="text" value={name} maxLength={list.maxNameLength} aria-invalid={errors.name ? true : undefined} aria-describedby={described('name')} onChange={(event) => setName(event.target.value)} />
        {errors.name ? <p id={`${id}-name-error`} className="field__error">{errors.name}</p> : null}
      </div>
      <div className="savings-goals__field">
        <label htmlFor={`${id}-amount`}>{copy.targetLabel}</label>
        <p id={`${id}-amount-hint`} className="field__hint">{resolveTemplate(copy.targetHint, { max })}</p>
        <input id={`${id}-amount`} type="text" inputMode="decimal" value={amount} aria-invalid={errors.amount ? true : undefined} aria-describedby={described('amount', `${id}-amount-hint`)} onChange={(event) => setAmount(event.target.value)} />
        {errors.amount ? <p id={`${id}-amount-error`} className="field__error">{errors.amount}</p> : null}
      </div>
      <div className="savings-goals__field">
        <label htmlFor={`${id}-date`}>{copy.dateLabel}</label>
        <p id={`${id}-date-hint`} className="field__hint">{copy.dateHint}</p>
        <input id={`${id}-date`} type="date" value={date} aria-invalid={errors.date ? true : undefined} aria-describedby={described('date', `${id}-date-hint`)} onChange={(event) => setDate(event.target.value)} />
        {errors.date ? <p id={`${id}-date-error`} className="field__error">{errors.date}</p> : null}
      </div>
      {props.failed ? <p role="alert">{copy.saveFailed}</p> : null}
      <div className="savings-goals__actions">
        <button type="submit" className="button" disabled={props.pending}>
          {copy.save}
        </button>
        <button type="button" className="button button--secondary" onClick={props.onCancel}>
          {copy.cancel}
        </button>
      </div>
    </form>
  );
}
