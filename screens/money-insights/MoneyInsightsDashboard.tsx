import { useId, useState } from 'react';
import { resolveTemplate } from '../../engine/core';
import { useVisibilityContext } from '../../engine/react';
import { FlowError, FlowLoading } from '../shared/flow/FlowStates';
import { PageSkeleton, useFirstLoad } from '../shared/skeleton/PageSkeleton';
import { Slot } from '../shared/slots/Slot';
import { BalanceSection } from './BalanceSection';
import { BudgetsSection } from './BudgetsSection';
import { CashFlowSection } from './CashFlowSection';
import { copy } from './copy';
import { moneyInsightsManifest } from '../../src/manifests/money-insights-manifest';
import { useBudgets, useOverview, useRecurringCharges } from './money-insights-api';
import { RecurringSection } from './RecurringSection';
import { SpendingSection } from './SpendingSection';
import '../../engine/react/forms/forms.css';
import './money-insights.css';

/** Adding an external account needs MakingCents view plus ACH view, create and delete. */
const ADD_EXTERNAL_ACCOUNT_GUARD = 'canAddExternalAccount';
const { monthChoices, defaultMonths } = moneyInsightsManifest.periods;

export interface MoneyInsightsDashboardProps {
  readonly heading: string;
  /** My MakingCents also shows the member's linked external accounts. */
  readonly withExternalAccounts: boolean;
}

/**
 * The money-insights dashboard of /personal-finance and /my-makingcents: spending by category, income versus
 * spending, budgets, recurring charges and an account's balance history, all computed by the server from the
 * member's booked transactions. Every chart has its figures in a table beside it.
 */
export function MoneyInsightsDashboard({ heading, withExternalAccounts }: MoneyInsightsDashboardProps) {
  const visibility = useVisibilityContext();
  const [months, setMonths] = useState(defaultMonths);
  const overview = useOverview(months);
  const periodId = useId();
  const showExternal = withExternalAccounts && visibility.guards(ADD_EXTERNAL_ACCOUNT_GUARD);
  // The sections load separately; on the first load they appear together, in place of one placeholder, so a section
  // that answers late does not push down the ones already painted. After that each section shows its own loading.
  const budgets = useBudgets();
  const recurring = useRecurringCharges();
  const firstLoading = useFirstLoad(overview.isPending || budgets.isPending || recurring.isPending);

  return (
    <div className="money-page">
      <h1>{heading}</h1>
      <p>{copy.intro}</p>
      <p className="money-field money-field--inline">
        <label htmlFor={periodId}>{copy.periodLabel}</label>
        <select className="form-control" id={periodId} value={months} onChange={(event) => setMonths(Number(event.target.value))}>
          {monthChoices.map((choice) => (
            <option key={choice} value={choice}>
              {resolveTemplate(copy.periodOption, { months: choice })}
            </option>
          ))}
        </select>
      </p>
      {firstLoading ? (
        <PageSkeleton label={copy.loading} cards={[4, 4, 3]} />
      ) : (
        <>
          {overview.isPending ? <FlowLoading text={copy.loading} /> : null}
          {overview.isError && overview.data === undefined ? <FlowError text={copy.error} retryLabel={copy.retry} onRetry={() => void overview.refetch()} /> : null}
          {overview.data === undefined ? null : (
            <>
              <SpendingSection overview={overview.data} />
              <CashFlowSection overview={overview.data} />
            </>
          )}
          <BudgetsSection canChange={visibility.can('organize-finances')} />
          <RecurringSection />
          {overview.data === undefined ? null : <BalanceSection accounts={overview.data.accounts} months={months} />}
          {showExternal ? (
            <section className="money-section money-section--external" aria-label={copy.externalHeading}>
              <Slot name="money-insights.external-accounts" props={{}} fallback={<FlowLoading text={copy.loading} />} />
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}
