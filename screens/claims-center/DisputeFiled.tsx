import { Link } from 'react-router-dom';
import { formatCents, resolveTemplate } from '../../engine/core';
import type { DisputeSummary } from '../../engine/core/generated/api.gen';
import { StepHeading } from '../shared/flow/StepHeading';
import { formatDay } from '../shared/format-day';
import { copy, casePath } from './claims-copy';

/** A dispute just filed: its case number, when credit is due, any document that failed to upload, and a link to the case. */
export function DisputeFiled({ summary, failures }: { summary: DisputeSummary; failures: readonly string[] }) {
  return (
    <section className="member-requests__panel" aria-labelledby="claims-filed-heading">
      <StepHeading id="claims-filed-heading">{resolveTemplate(copy.filedHeading, { caseNumber: summary.caseNumber })}</StepHeading>
      <p>{resolveTemplate(copy.filedBody, { creditDue: formatDay(summary.provisionalCreditDue), amount: formatCents(summary.amountCents) })}</p>
      {failures.map((failure) => (
        <p key={failure} className="member-requests__error">{failure}</p>
      ))}
      <p className="member-requests__actions">
        <Link className="button" to={casePath(summary.disputeId)}>
          {resolveTemplate(copy.openCase, { caseNumber: summary.caseNumber })}
        </Link>
      </p>
    </section>
  );
}
