import type { LoanReview, LoanReviewFacts } from '../../engine/core/generated/api.gen';
import { termLabel } from './ReviewQueue';
import { copy, employmentLabels, fill, formatApr, formatBps, formatCents, formatWhen } from './copy';

type FactName = keyof LoanReviewFacts;
const MONEY = new Set<FactName>(['depositBalanceCents', 'existingMonthlyDebtCents', 'statedMonthlyIncomeCents', 'collateralShortfallCents']);
type ShownFact = Exclude<FactName, 'amountCents' | 'termMonths'>;
const SHOWN: readonly ShownFact[] = ['tenureMonths', 'depositBalanceCents', 'pastDueAccounts', 'blockingConditions', 'existingMonthlyDebtCents', 'statedMonthlyIncomeCents', 'debtToIncomeBps', 'collateralShortfallCents'];

const factValue = (name: FactName, value: number): string => (name === 'debtToIncomeBps' ? formatBps(value) : MONEY.has(name) ? formatCents(value) : String(value));

function Rows({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <dl className="loan-reviews__facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What a loan officer decides on: the application and answers, the facts the rules used, the offer, the history. */
export function ReviewFacts({ review }: { review: LoanReview }) {
  const { application, answers, facts, offer } = review;
  const { labels } = copy;
  const card = application.productKind === 'creditCard';
  const applicationRows: [string, string][] = [
    [labels.memberNumber, application.member.memberNumber],
    [labels.submitted, formatWhen(application.submittedAt, true)],
    [card ? labels.limit : labels.amount, formatCents(application.amountCents)],
    [labels.term, termLabel(application)],
    [labels.reason, application.reason],
    [labels.statedIncome, formatCents(answers.statedAnnualIncomeCents)],
    [labels.housing, formatCents(answers.monthlyHousingCents)],
    [labels.employment, employmentLabels[answers.employmentStatus] ?? answers.employmentStatus],
    ...(answers.purpose === undefined ? [] : [[labels.purpose, answers.purpose] as [string, string]]),
  ];
  return (
    <>
      <h3>{copy.applicationHeading}</h3>
      <Rows rows={applicationRows} />
      <h3>{copy.factsHeading}</h3>
      <p className="loan-reviews__hint">{review.factsSource === 'submit' ? copy.factsAtSubmit : copy.factsNow}</p>
      <Rows rows={SHOWN.map((name) => [labels[name], factValue(name, facts[name])] as const)} />
      <h3>{copy.offerHeading}</h3>
      <p>{fill(card ? copy.cardOffer : copy.offer, { apr: formatApr(offer.aprBps), payment: formatCents(offer.paymentCents) })}</p>
      <h3>{copy.historyHeading}</h3>
      <ol className="loan-reviews__history">
        {review.history.map((event, index) => (
          <li key={`${event.status}-${index}`}>
            <strong>{copy.statuses[event.status]}</strong> <time dateTime={event.at}>{formatWhen(event.at, true)}</time>
            {event.actor === '' ? null : <span>, {event.actor}</span>}
            {event.reason === undefined ? null : <span className="loan-reviews__event-text">{event.reason}</span>}
            {event.note === undefined ? null : <span className="loan-reviews__event-text">{event.note}</span>}
          </li>
        ))}
      </ol>
    </>
  );
}
