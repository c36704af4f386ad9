import type { LoanReview } from '../../engine/core/generated/api.gen';
import { useRouteAccess } from '../../engine/react';
import { FlowError, FlowLoading } from '../shared/flow/FlowStates';
import { StepHeading } from '../shared/flow/StepHeading';
import { DecisionForm } from './DecisionForm';
import { useDecide, useReview } from './loan-reviews-api';
import { memberLabel } from './ReviewQueue';
import { ReviewFacts } from './ReviewFacts';
import { copy, fill } from './copy';

export interface ReviewDetailProps {
  readonly applicationId: string;
  readonly onBack: () => void;
  readonly onDecided: (decided: LoanReview) => void;
}

/**
 * One application beside the queue (in its place on a phone): its heading takes focus when it opens; the decision
 * form shows while it is IN_REVIEW and the officer may decide (canDecideLoanApplications).
 */
export function ReviewDetail({ applicationId, onBack, onDecided }: ReviewDetailProps) {
  const access = useRouteAccess();
  const canDecide = access.ready && access.guards('canDecideLoanApplications');
  const detail = useReview(applicationId);
  const decide = useDecide();
  const review = detail.data;

  return (
    <section className="loan-reviews__detail card" aria-labelledby="loan-review-detail-heading" data-testid="loan-review-detail">
      <button type="button" className="loan-reviews__back button button--secondary" onClick={onBack}>
        {copy.back}
      </button>
      {detail.isPending ? <FlowLoading text={copy.detailLoading} /> : null}
      {detail.isError ? <FlowError text={copy.detailError} retryLabel={copy.retry} onRetry={() => void detail.refetch()} /> : null}
      {review === undefined ? null : (
        <>
          <StepHeading id="loan-review-detail-heading" key={applicationId}>
            {fill(copy.detailHeading, { product: review.application.productName, member: memberLabel(review.application) })}
          </StepHeading>
          <p className="loan-reviews__status">{copy.statuses[review.application.status]}</p>
          <ReviewFacts review={review} />
          {canDecide && review.application.status === 'IN_REVIEW' ? (
            <DecisionForm key={applicationId} review={review} onDecide={(request, key) => decide(applicationId, request, key)} onDecided={onDecided} />
          ) : null}
        </>
      )}
    </section>
  );
}
