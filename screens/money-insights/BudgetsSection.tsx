import { useId, useRef, useState, type FormEvent } from 'react';
import { formatCents, parseAmountToCents, resolveTemplate } from '../../engine/core';
import { messageOf } from '../shared/flow/flow-errors';
import { FlowError, FlowLoading } from '../shared/flow/FlowStates';
import { StatusMessage, type Status } from '../shared/flow/StatusMessage';
import { copy, monthLabel } from './copy';
import { useBudgets, useRemoveBudget, useSetBudget, type Budget, type BudgetList } from './money-insights-api';

function BudgetProgress({ budget, onEdit, onRemove, canChange }: { budget: Budget; onEdit: () => void; onRemove: () => void; canChange: boolean }) {
  const label = resolveTemplate(copy.budgetProgressLabel, { category: budget.name, spent: formatCents(budget.spentCents), limit: formatCents(budget.monthlyLimitCents) });
  const over = budget.remainingCents < 0;
  return (
    <li className="money-budget card" data-testid="budget">
      <h3 className="money-budget__title">{budget.name}</h3>
      <p>{label}</p>
      <progress className={over ? 'money-budget__bar money-budget__bar--over' : 'money-budget__bar'} max={budget.monthlyLimitCents} value={Math.min(budget.spentCents, budget.monthlyLimitCents)} aria-label={label} />
      <p className={over ? 'money-budget__over' : undefined}>
        {over ? resolveTemplate(copy.budgetOver, { over: formatCents(-budget.remainingCents) }) : resolveTemplate(copy.budgetRemaining, { remaining: formatCents(budget.remainingCents) })}
      </p>
      {canChange ? (
        <p className="flow-actions">
          <button type="button" className="button button--secondary" aria-label={resolveTemplate(copy.budgetEditLabel, { category: budget.name })} onClick={onEdit}>
            {copy.budgetEdit}
          </button>
          <button type="button" className="button button--secondary" aria-label={resolveTemplate(copy.budgetRemoveLabel, { category: budget.name })} onClick={onRemove}>
            {copy.budgetRemove}
          </button>
        </p>
      ) : null}
    </li>
  );
}

function BudgetForm({ list, onSaved, amountRef, draft, setDraft }: {
  list: BudgetList;
  onSaved: (status: Status) => void;
  amountRef: React.RefObject<HTMLInputElement | null>;
  draft: { categoryId: string; amount: string };
  setDraft: (draft: { categoryId: string; amount: string }) => void;
}) {
  const save = useSetBudget();
  const [invalid, setInvalid] = useState(false);
  const ids = { category: useId(), amount: useId(), hint: useId(), error: useId() };
  const max = formatCents(list.maxMonthlyLimitCents);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const cents = parseAmountToCents(draft.amount.trim());
    const categoryId = Number(draft.categoryId);
    if (cents === null || cents <= 0 || cents > list.maxMonthlyLimitCents) {
      setInvalid(true);
      amountRef.current?.focus();
      return;
    }
    setInvalid(false);
    try {
      const budget = await save.mutateAsync({ categoryId, monthlyLimitCents: cents });
      onSaved({ text: resolveTemplate(copy.budgetSaved, { category: budget.name }), error: false });
      setDraft({ categoryId: draft.categoryId, amount: '' });
    } catch (error) {
      onSaved({ text: messageOf(error) || copy.budgetSaveFailed, error: true });
    }
  };
  return (
    <form className="money-budget-form card" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="money-budget-form">
      <h3 id="money-budget-form">{copy.budgetFormHeading}</h3>
      <p className="money-field">
        <label htmlFor={ids.category}>{copy.budgetCategoryLabel}</label>
        <select className="form-control" id={ids.category} value={draft.categoryId} onChange={(event) => setDraft({ ...draft, categoryId: event.target.value })}>
          {list.categories.map((category) => (
            <option key={category.categoryId} value={String(category.categoryId)}>
              {`${category.groupName}: ${category.name}`}
            </option>
          ))}
        </select>
      </p>
      <p className="money-field">
        <label htmlFor={ids.amount}>{copy.budgetLimitLabel}</label>
        <input
          className="form-control"
          ref={amountRef}
          id={ids.amount}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={draft.amount}
          onChange={(event) => setDraft({ ...draft, amount: event.target.value })}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${ids.hint} ${ids.error}` : ids.hint}
        />
        <span id={ids.hint} className="money-field__hint">
          {resolveTemplate(copy.budgetLimitHint, { max })}
        </span>
        {invalid ? (
          <span id={ids.error} className="money-field__error">
            {resolveTemplate(copy.budgetLimitInvalid, { max })}
          </span>
        ) : null}
      </p>
      <p className="flow-actions">
        <button type="submit" className="button" disabled={save.isPending}>
          {copy.budgetSave}
        </button>
      </p>
    </form>
  );
}

/** Budgets per category with this month's progress; the member sets, changes and removes them (canChange). */
export function BudgetsSection({ canChange }: { readonly canChange: boolean }) {
  const budgets = useBudgets();
  const remove = useRemoveBudget();
  const [status, setStatus] = useState<Status | null>(null);
  const [draft, setDraft] = useState<{ categoryId: string; amount: string } | null>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const list = budgets.data;
  const current = draft ?? { categoryId: String(list?.categories[0]?.categoryId ?? ''), amount: '' };

  const edit = (budget: Budget) => {
    setDraft({ categoryId: String(budget.categoryId), amount: (budget.monthlyLimitCents / 100).toFixed(2) });
    amountRef.current?.focus();
  };
  const onRemove = async (budget: Budget) => {
    try {
      await remove.mutateAsync({ categoryId: budget.categoryId });
      setStatus({ text: resolveTemplate(copy.budgetRemoved, { category: budget.name }), error: false });
    } catch (error) {
      setStatus({ text: messageOf(error), error: true });
    }
  };

  return (
    <section className="money-section card" aria-labelledby="money-budgets">
      <h2 id="money-budgets">{resolveTemplate(copy.budgetsHeading, { month: list ? monthLabel(list.month) : '' })}</h2>
      <StatusMessage status={status} />
      {budgets.isPending ? <FlowLoading text={copy.loading} /> : null}
      {budgets.isError && list === undefined ? <FlowError text={copy.error} retryLabel={copy.retry} onRetry={() => void budgets.refetch()} /> : null}
      {list === undefined ? null : (
        <>
          {list.budgets.length === 0 ? (
            <p>{copy.budgetsEmpty}</p>
          ) : (
            <ul className="money-budgets">
              {list.budgets.map((budget) => (
                <BudgetProgress key={budget.categoryId} budget={budget} canChange={canChange} onEdit={() => edit(budget)} onRemove={() => void onRemove(budget)} />
              ))}
            </ul>
          )}
          {canChange ? <BudgetForm list={list} onSaved={setStatus} amountRef={amountRef} draft={current} setDraft={setDraft} /> : null}
        </>
      )}
    </section>
  );
}
