import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { LoanReview } from '../../engine/core/generated/api.gen';
import { FlowError, FlowLoading } from '../shared/flow/FlowStates';
import { StepHeading } from '../shared/flow/StepHeading';
import { SuccessBanner } from '../shared/flow/SuccessBanner';
import { serviceDeskPath } from '../shared/service-desk-paths';
import { copy, fill } from './copy';
import { useReviewQueue } from './loan-reviews-api';
import { ReviewDetail } from './ReviewDetail';
import { memberLabel, ReviewQueue } from './ReviewQueue';
import './loan-reviews.css';

const OPEN = 'application';

/**
 * /servicedesk/loan-reviews (guard canViewLoanReviews): the applications the lending rules sent to a loan officer,
 * oldest first, across members; one open beside the queue (its id in the URL) with the facts the rules used, and the
 * approve / decline form. A decision is confirmed in a banner that takes focus; the member gets a message.
 */
export default function LoanReviewsScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const openId = searchParams.get(OPEN) ?? undefined;
  const queue = useReviewQueue();
  const [done, setDone] = useState<string | undefined>(undefined);

  const open = (id: string | undefined) => {
    setDone(undefined);
    setSearchParams(id === undefined ? {} : { [OPEN]: id });
  };
  const decided = (review: LoanReview) => {
    const member = memberLabel(review.application);
    setDone(fill(review.application.status === 'APPROVED' ? copy.approved : copy.declined, { member }));
  };
  const applications = queue.data?.applications;

  return (
    <div className="loan-reviews">
      <StepHeading level={1}>{copy.heading}</StepHeading>
      <p className="loan-reviews__intro">
        {copy.intro} <Link to={serviceDeskPath}>{copy.searchLink}</Link>
      </p>
      {done === undefined ? null : <SuccessBanner text={done} />}
      <div className={openId === undefined ? 'loan-reviews__layout' : 'loan-reviews__layout loan-reviews__layout--open'}>
        <section className="loan-reviews__queue card" aria-labelledby="loan-reviews-queue-heading" aria-busy={queue.isFetching || undefined}>
          <h2 id="loan-reviews-queue-heading">{copy.queueHeading}</h2>
          {queue.isPending ? <FlowLoading text={copy.loading} /> : null}
          {queue.isError ? <FlowError text={copy.loadError} retryLabel={copy.retry} onRetry={() => void queue.refetch()} /> : null}
          {applications === undefined ? null : (
            <>
              <p role="status">{fill(copy.queueCount, { count: applications.length })}</p>
              {applications.length === 0 ? <p className="loan-reviews__empty">{copy.empty}</p> : <ReviewQueue applications={applications} openId={openId} onOpen={(item) => open(item.id)} />}
            </>
          )}
        </section>
        {openId === undefined ? (
          <p className="loan-reviews__none card">{copy.noneSelected}</p>
        ) : (
          <ReviewDetail key={openId} applicationId={openId} onBack={() => open(undefined)} onDecided={decided} />
        )}
      </div>
    </div>
  );
}
