import { formatCents } from '../../engine/core';
import { FlowError, FlowLoading } from '../shared/flow/FlowStates';
import { copy, dayLabel } from './copy';
import { useRecurringCharges, type RecurringChargeList } from './money-insights-api';

const CADENCE: Record<RecurringChargeList['charges'][number]['cadence'], string> = {
  weekly: copy.cadenceWeekly,
  biweekly: copy.cadenceBiweekly,
  monthly: copy.cadenceMonthly,
  yearly: copy.cadenceYearly,
};

/** Repeating charges found in the member's transactions, soonest next charge first. */
export function RecurringSection() {
  const recurring = useRecurringCharges();
  const charges = recurring.data?.charges;
  return (
    <section className="money-section card" aria-labelledby="money-recurring">
      <h2 id="money-recurring">{copy.recurringHeading}</h2>
      {recurring.isPending ? <FlowLoading text={copy.loading} /> : null}
      {recurring.isError && charges === undefined ? <FlowError text={copy.error} retryLabel={copy.retry} onRetry={() => void recurring.refetch()} /> : null}
      {charges === undefined ? null : charges.length === 0 ? (
        <p>{copy.recurringEmpty}</p>
      ) : (
        <div className="money-table-wrap" role="region" aria-labelledby="money-recurring-caption" tabIndex={0}>
          <table className="money-table" data-testid="recurring-table">
            <caption id="money-recurring-caption">{copy.recurringCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{copy.merchantColumn}</th>
                <th scope="col">{copy.amountColumn}</th>
                <th scope="col">{copy.cadenceColumn}</th>
                <th scope="col">{copy.nextColumn}</th>
              </tr>
            </thead>
            <tbody>
              {charges.map((charge) => (
                <tr key={`${charge.merchant}-${charge.cadence}`}>
                  <th scope="row">{charge.merchant}</th>
                  <td>{formatCents(charge.amountCents)}</td>
                  <td>{CADENCE[charge.cadence]}</td>
                  <td>{dayLabel(charge.nextDate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
