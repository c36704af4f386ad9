import { useId, useState } from 'react';
import { formatCents, resolveTemplate } from '../../engine/core';
import { payoffThroughProblem, payoffThroughRange } from '../../engine/core/payoff-quote';
import { ApiError } from '../../engine/react';
import { loanServicingManifest } from '../../src/manifests/loan-servicing-manifest';
import { errorsManifest } from '../../src/manifests';
import { businessToday } from '../shared/business-today';
import { formatDay } from '../shared/format-day';
import { useLoanPayoffQuote } from './loan-payoff-quote-api';

const copy = loanServicingManifest.copy;
const rules = loanServicingManifest.payoffQuote;

/**
 * "Payoff good through": a date from today (the credit union's business date) up to the configured days ahead, and the
 * loan's payoff quote for it with its per-diem. A date the quote rule refuses shows the same message the server would
 * answer, without asking it; a refusal from the server shows its message.
 */
export function PayoffQuoteField({ accountId }: { accountId: string }) {
  const ids = useId();
  const today = businessToday();
  const { min, max } = payoffThroughRange(today, rules.maxDaysAhead);
  const [through, setThrough] = useState(today);
  const problem = payoffThroughProblem(through, today, rules.maxDaysAhead);
  const quote = useLoanPayoffQuote(accountId, through, problem === undefined);
  const serverError = quote.error instanceof ApiError && quote.error.errors[0]?.message ? quote.error.errors[0].message : errorsManifest.errors.TECHNICAL_PROBLEM!.message;
  const error = problem !== undefined ? resolveTemplate(rules.errors[problem], { days: rules.maxDaysAhead }) : quote.isError ? serverError : null;
  const describedBy = [`${ids}-hint`, ...(error ? [`${ids}-error`] : [])].join(' ');
  return (
    <div className="loan-servicing__quote">
      <div className="field">
        <label htmlFor={`${ids}-through`}>{copy.quoteLabel}</label>
        <input
          id={`${ids}-through`}
          type="date"
          min={min}
          max={max}
          value={through}
          onChange={(event) => setThrough(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <p id={`${ids}-hint`} className="field__hint">
          {resolveTemplate(copy.quoteHint, { date: formatDay(max) })}
        </p>
        {error ? (
          <p id={`${ids}-error`} className="field__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div aria-live="polite">
        {problem === undefined && quote.isLoading ? <p>{copy.quoteLoading}</p> : null}
        {problem === undefined && quote.data ? (
          <>
            <p className="loan-servicing__quote-amount">{resolveTemplate(copy.quoteValue, { amount: formatCents(quote.data.payoffCents), date: formatDay(quote.data.goodThrough) })}</p>
            <p>{resolveTemplate(copy.quotePerDiem, { amount: formatCents(quote.data.perDiemCents) })}</p>
          </>
        ) : null}
      </div>
    </div>
  );
}
