import { useEffect, useRef } from 'react';
import { formatCents, resolveTemplate } from '../../engine/core';
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
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const toLabel =
    request.toMemberAccountNumber !== undefined
      ? resolveTemplate(copy.anotherMemberTarget, { accountNumber: request.toMemberAccountNumber, lastName: request.toMemberLastName ?? '' })
      : accountLabel(props.to, request.toAccountId ?? '');
  const rows: [string, string][] = [
    [copy.labelKind, copy.kinds[validation.kind]],
    [copy.labelFrom, accountLabel(props.from, request.fromAccountId)],
    [copy.labelTo, toLabel],
    [copy.labelAmount, formatCents(request.amountCents)],
    [copy.labelDate, formatDay(validation.executionDate)],
    [copy.labelFrequency, copy.frequencies[request.frequency ?? 'ONCE']],
    ...(request.endDate ? [[copy.labelEndDate, formatDay(request.endDate)] as [string, string]] : []),
    ...(request.memo ? [[copy.labelMemo, request.memo] as [string, string]] : []),
  ];
  return (
    <section className="move-money__review card" aria-labelledby="payment-review-heading">
      <h2 id="payment-review-heading" ref={heading} tabIndex={-1}>
        {copy.reviewHeading}
      </h2>
      <p>{copy.reviewIntro}</p>
      <dl className="move-money__facts">
        {rows.map(([label, value]) => (
          <div key={label} className="move-money__fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {validation.notes.length > 0 ? (
        <div className="move-money__notes">
          <h3>{copy.notesHeading}</h3>
          <ul>
            {validation.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {props.error ? (
        <p className="move-money__error" role="alert">
          {props.error}
        </p>
      ) : null}
      <p className="move-money__actions">
        <button type="button" className="button button--primary" onClick={props.onConfirm} disabled={props.submitting}>
          {props.submitting ? copy.submitting : copy.reviewSubmit}
        </button>
        <button type="button" className="button button--secondary" onClick={props.onEdit} disabled={props.submitting}>
          {copy.reviewEdit}
        </button>
      </p>
    </section>
  );
}
