import { formatCents, resolveTemplate } from '../../engine/core';
import type { DisputeEvent, DisputeSummary } from '../../engine/core/generated/api.gen';
import { copy } from './claims-copy';

/** The member-facing status of a dispute. */
export function disputeStatusLabel(dispute: Pick<DisputeSummary, 'status' | 'outcome' | 'provisionalCreditPosted'>): string {
  if (dispute.status === 'RESOLVED') return dispute.outcome === 'IN_MEMBER_FAVOR' ? copy.statusResolvedFavor : copy.statusResolvedDenied;
  if (dispute.provisionalCreditPosted) return copy.statusProvisionalCredit;
  return dispute.status === 'UNDER_REVIEW' ? copy.statusUnderReview : copy.statusFiled;
}

/** One line of a case's timeline. */
export function eventText(event: DisputeEvent): string {
  const amount = event.amountCents === undefined ? '' : formatCents(event.amountCents);
  switch (event.kind) {
    case 'FILED':
      return copy.eventFiled;
    case 'UNDER_REVIEW':
      return copy.eventUnderReview;
    case 'PROVISIONAL_CREDIT':
      return resolveTemplate(copy.eventProvisionalCredit, { amount });
    case 'DOCUMENT_ADDED':
      return resolveTemplate(copy.eventDocumentAdded, { detail: event.detail ?? '' });
    case 'RESOLVED_FAVOR':
      return copy.eventResolvedFavor;
    case 'RESOLVED_DENIED':
      return copy.eventResolvedDenied;
    case 'CREDIT_FINAL':
      return resolveTemplate(copy.eventCreditFinal, { amount });
    case 'CREDIT_REVERSED':
      return resolveTemplate(copy.eventCreditReversed, { amount });
  }
}
