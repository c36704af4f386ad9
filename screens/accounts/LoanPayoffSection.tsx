import { formatCents, resolveTemplate } from '../../engine/core';
import type { AccountDetail, LoanDailyPayoff } from '../../engine/core/generated/api.gen';
import { loanServicingManifest } from '../../src/manifests/loan-servicing-manifest';
import { formatDay } from '../shared/format-day';
import { PayoffQuoteField } from './PayoffQuoteField';
import './loan-servicing.css';

const copy = loanServicingManifest.copy;

/**
 * The payoff of a loan or line that has no payment schedule: good through today, how it adds up (the balance owed and
 * the days of interest at the per-diem, so the member can check it against the transactions), and a quote good through
 * a day the member chooses.
 */
export function LoanPayoffSection({ account, payoff }: { account: Pick<AccountDetail, 'id'>; payoff: LoanDailyPayoff }) {
  return (
    <section className="loan-servicing card" aria-labelledby="loan-payoff-heading">
      <h2 id="loan-payoff-heading">{copy.payoffHeading}</h2>
      <dl className="loan-servicing__facts">
        <div className="loan-servicing__fact">
          <dt>{copy.payoff}</dt>
          <dd>
            {formatCents(payoff.amountCents)}
            <span className="loan-servicing__note">{resolveTemplate(copy.payoffNote, { date: formatDay(payoff.asOf) })}</span>
            <span className="loan-servicing__note">
              {resolveTemplate(copy.payoffBreakdown, {
                balance: formatCents(payoff.outstandingPrincipalCents),
                interest: formatCents(payoff.accruedInterestCents),
                days: String(payoff.accruedDays),
                date: formatDay(payoff.interestChargedThrough),
                perDiem: formatCents(payoff.perDiemCents),
              })}
            </span>
          </dd>
        </div>
      </dl>
      {payoff.amountCents > 0 ? <PayoffQuoteField accountId={account.id} /> : null}
    </section>
  );
}
