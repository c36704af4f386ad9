import { formatCents, resolveTemplate } from '../../engine/core';
import { ReviewStep } from '../shared/flow/ReviewStep';
import { formatDay } from '../shared/format-day';
import { moveMoneyCopy as copy } from './move-money-copy';
import type { PaymentEndpoint } from './payment-endpoints';
import type { PaymentOrderRequest, PaymentValidation } from './payment-orders-api';

export interface PaymentReviewProps {
  readonly request: PaymentOrderRequest;
  readonly validation: PaymentValidation;
  readonly from: PaymentEndpoint | undefined;
  readonly to: PaymentEndpoint | undefined;
  readonly submitting: boolean;
  /** Why the last submit failed (the member may submit again: the same Idempotency-Key is reused). */
  readonly error: string | null;
  readonly onEdit: () => void;
  readonly onConfirm: () => void;
}

const accountLabel = (endpoint: PaymentEndpoint | undefined, fallback: string): string =>
  endpoint ? `${endpoint.name} ${endpoint.accountNumber}`.trim() : fallback;

/** The review step: what the server validated (kind, accounts, amount, effective date, notes), then Submit or Edit. */
export function PaymentReview(props: PaymentReviewProps) {
  const { request, validation } = props;
  const toLabel =
    request.toMemberAccountNumber !== undefined
      ? resolveTemplate(copy.anotherMemberTarget, { accountNumber: request.toMemberAccountNumber, lastName: request.toMemberLastName ?? '' })
      : accountLabel(props.to, request.toAccountId ?? '');
  const rows = [
    { label: copy.labelKind, value: copy.kinds[validation.kind] },
    { label: copy.labelFrom, value: accountLabel(props.from, request.fromAccountId) },
    { label: copy.labelTo, value: toLabel },
    { label: copy.labelAmount, value: formatCents(request.amountCents) },
    { label: copy.labelDate, value: formatDay(validation.executionDate) },
    { label: copy.labelFrequency, value: copy.frequencies[request.frequency ?? 'ONCE'] },
    ...(request.endDate ? [{ label: copy.labelEndDate, value: formatDay(request.endDate) }] : []),
    ...(request.memo ? [{ label: copy.labelMemo, value: request.memo }] : []),
  ];
  return (
    <ReviewStep
      id="payment-review-heading"
      copy={copy}
      rows={rows}
      notes={validation.notes}
      notesHeading={copy.notesHeading}
      error={props.error}
      submitting={props.submitting}
      onEdit={props.onEdit}
      onConfirm={props.onConfirm}
    />
  );
}
