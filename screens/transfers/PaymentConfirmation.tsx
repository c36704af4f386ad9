import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { formatCents, resolveTemplate } from '../../engine/core';
import { formatDay } from '../shared/format-day';
import { moveMoneyCopy as copy } from './move-money-copy';
import type { PaymentOrder } from './payment-orders-api';

export const SCHEDULED_PATH = '/move-money/scheduled';

export interface PaymentConfirmationProps {
  readonly order: PaymentOrder;
  readonly updated: boolean;
  /** The label of the link that starts this page's form again. */
  readonly againLabel: string;
}

/** The order was accepted: its confirmation number, what happens when, and the ways on. Takes focus for screen readers. */
export function PaymentConfirmation({ order, updated, againLabel }: PaymentConfirmationProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const location = useLocation();
  useEffect(() => heading.current?.focus(), []);
  const posted = order.state === 'POSTED' || order.state === 'COMPLETED';
  const title = updated ? copy.confirmationUpdatedHeading : posted ? copy.confirmationPostedHeading : copy.confirmationScheduledHeading;
  const body = resolveTemplate(posted ? copy.confirmationPostedBody : copy.confirmationScheduledBody, {
    confirmationNumber: order.confirmationNumber,
    date: formatDay(order.executionDate),
  });
  return (
    <section className="move-money__confirmation card" aria-labelledby="payment-confirmation-heading">
      <h2 id="payment-confirmation-heading" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p>{body}</p>
      <dl className="move-money__facts">
        <div className="move-money__fact">
          <dt>{copy.labelConfirmation}</dt>
          <dd data-testid="confirmation-number">{order.confirmationNumber}</dd>
        </div>
        <div className="move-money__fact">
          <dt>{copy.labelAmount}</dt>
          <dd>{formatCents(order.amountCents)}</dd>
        </div>
        <div className="move-money__fact">
          <dt>{copy.labelDate}</dt>
          <dd>{formatDay(order.executionDate)}</dd>
        </div>
      </dl>
      {order.notes.length > 0 ? (
        <ul className="move-money__notes">
          {order.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      <p className="move-money__actions">
        {/* A new history entry remounts the page, so the form starts empty again. */}
        <Link className="button button--primary" to={location.pathname}>
          {againLabel}
        </Link>
        <Link className="button button--secondary" to={SCHEDULED_PATH}>
          {copy.viewScheduled}
        </Link>
      </p>
    </section>
  );
}
