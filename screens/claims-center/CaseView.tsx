import { Link } from 'react-router-dom';
import { formatCents, resolveTemplate } from '../../engine/core';
import { useCan } from '../../engine/react';
import { disputesManifest } from '../../src/manifests/disputes-manifest';
import { StepHeading } from '../shared/flow/StepHeading';
import { formatDay, formatDayTime } from '../shared/format-day';
import { AddDocument } from './AddDocument';
import { useDispute } from './claims-api';
import { CLAIMS_PATH, copy } from './claims-copy';
import { Fact, RegulationNote } from './ClaimsFacts';
import { disputeStatusLabel, eventText } from './dispute-text';

/** One case: its facts, the Regulation E deadlines, its timeline and documents, and adding one while it is open. */
export function CaseView({ disputeId }: { disputeId: string }) {
  const dispute = useDispute(disputeId);
  const canFile = useCan('file-dispute');
  if (dispute.isPending) return <p role="status">{copy.loading}</p>;
  if (dispute.isError) return <p className="member-requests__error" role="alert">{copy.loadError}</p>;
  const item = dispute.data;
  return (
    <section className="member-requests__panel" aria-labelledby="claims-case-heading">
      <p>
        <Link to={CLAIMS_PATH}>{copy.back}</Link>
      </p>
      <StepHeading id="claims-case-heading">{resolveTemplate(copy.caseHeading, { caseNumber: item.caseNumber })}</StepHeading>
      <dl className="member-requests__facts">
        <Fact term={copy.caseStatus}>{disputeStatusLabel(item)}</Fact>
        <Fact term={copy.caseTransaction}>
          {item.transactionDescription}, {formatDay(item.transactionDate)}, {formatCents(item.transactionAmountCents)}
        </Fact>
        <Fact term={copy.caseAccount}>{item.accountName}</Fact>
        <Fact term={copy.caseReason}>{item.reasonLabel}</Fact>
        <Fact term={copy.caseAmount}>{formatCents(item.amountCents)}</Fact>
        <Fact term={copy.caseCreditDue}>{formatDay(item.provisionalCreditDue)}</Fact>
        <Fact term={copy.caseResolveDue}>{formatDay(item.resolutionDue)}</Fact>
        {item.details ? <Fact term={copy.caseDetails}>{item.details}</Fact> : null}
      </dl>
      <RegulationNote limits={item.limits} />
      <h3>{copy.timelineHeading}</h3>
      <ol className="member-requests__timeline">
        {item.events.map((event, index) => (
          <li key={`${event.kind}-${index}`}>
            {eventText(event)}
            <time dateTime={event.occurredAt}>{formatDayTime(event.occurredAt)}</time>
          </li>
        ))}
      </ol>
      <h3>{copy.caseDocuments}</h3>
      {item.documents.length === 0 ? (
        <p>{copy.caseNoDocuments}</p>
      ) : (
        <ul>
          {item.documents.map((doc) => (
            <li key={doc.uploadId}>{resolveTemplate(copy.documentReceipt, { fileName: doc.fileName, receiptNumber: doc.receiptNumber })}</li>
          ))}
        </ul>
      )}
      {!canFile || item.status === 'RESOLVED' || item.documents.length >= disputesManifest.maxDocumentsPerDispute ? null : <AddDocument dispute={item} />}
    </section>
  );
}
