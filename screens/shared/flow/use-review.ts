import { useState } from 'react';
import type { SubmitResult } from '../../../engine/react/forms';
import type { FieldError } from '../../../engine/core/forms';
import { fieldErrorsOf } from './flow-errors';
import { newIdempotencyKey } from './idempotency-key';
import { usePermissionDenied } from './use-permission-denied';

export interface PendingReview<T> {
  readonly data: T;
  /** Made once per review: a second press of Submit, or a retried request, sends the same key. */
  readonly idempotencyKey: string;
  /** Settles the form's pending submit: nothing (edit, or sent) or the server's errors to show on the fields. */
  readonly settle: (result: SubmitResult) => void;
}

/**
 * The review step between a form and its request. The form stays mounted (hidden) during the review: its submit is
 * still pending (`start` returns it) and settles on Edit (nothing), on success (nothing) or with the server's errors
 * so they land on the fields. `returns` counts the trips back to the form, for its heading to take focus again.
 */
export function useReview<T>() {
  const [review, setReview] = useState<PendingReview<T> | null>(null);
  const [returns, setReturns] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const permissionDenied = usePermissionDenied();

  const start = (data: T): Promise<SubmitResult> =>
    new Promise<SubmitResult>((settle) => setReview({ data, idempotencyKey: newIdempotencyKey(), settle }));

  /** Back to the form: Edit (no result) or a failed request (its errors). */
  const back = (result: SubmitResult = undefined) => {
    review?.settle(result);
    setReview(null);
    setReturns((count) => count + 1);
  };

  /** The request went through: the form's submit ends without errors. */
  const finish = () => {
    review?.settle(undefined);
    setReview(null);
  };

  /**
   * Submit on the review: sends the reviewed data under its key; an answer ends the form's submit and is given to
   * `onSent`, a failure goes back to the form with `errorsOf(error)` on its fields; a refusal (403) goes back with
   * none and opens the permission-denied modal.
   */
  const send = async <R>(request: (pending: PendingReview<T>) => Promise<R>, onSent: (answer: R) => void, errorsOf: (error: unknown) => readonly FieldError[] = fieldErrorsOf) => {
    if (!review || submitting) return;
    setSubmitting(true);
    try {
      const answer = await request(review);
      finish();
      onSent(answer);
    } catch (error) {
      back(permissionDenied(error) ? undefined : errorsOf(error));
    } finally {
      setSubmitting(false);
    }
  };

  return { review, returns, submitting, start, back, finish, send };
}
