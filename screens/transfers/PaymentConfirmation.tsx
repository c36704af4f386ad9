import { Link, useLocation } from 'react-router-dom';
import { formatCents, resolveTemplate } from '../../engine/core';
import { pathOf } from '../../engine/core/route-ref';
import { routesManifest } from '../../src/manifests';
import { ConfirmationStep } from '../shared/flow/ConfirmationStep';
import { formatDay } from '../shared/format-day';
import { partyLabel } from '../shared/payments/party-label';
import { moveMoneyCopy as copy } from './move-money-copy';
import type { PaymentOrder } from './payment-orders-api';

export const SCHEDULED_PATH = pathOf(routesManifest, 'transfers.scheduled');

export interface PaymentConfirmationProps {
  readonly order: PaymentOrder;
  readonly updated: boolean;
  /** The label of the link that starts this page's form again. */
  readonly againLabel: string;
}

/** The order was accepted: its confirmation number, from and to which accounts, how much, when, and the ways on. Takes focus for screen readers. */
export function PaymentConfirmation({ order, updated, againLabel }: PaymentConfirmationProps) {
  const location = useLocation();
  const posted = order.state === 'POSTED' || order.state === 'COMPLETED';
  const title = updated ? copy.confirmationUpdatedHeading : posted ? copy.confirmationPostedHeading : copy.confirmationScheduledHeading;
  const body = resolveTemplate(posted ? copy.confirmationPostedBody : copy.confirmationScheduledBody, {
    confirmationNumber: order.confirmationNumber,
    date: formatDay(order.executionDate),
  });
  return (
    <ConfirmationStep
      id="payment-confirmation-heading"
      heading={title}
      body={body}
      numberLabel={copy.labelConfirmation}
      confirmationNumber={order.confirmationNumber}
      rows={[
        { label: copy.labelFrom, value: partyLabel(order.from) },
        { label: copy.labelTo, value: partyLabel(order.to) },
        { label: copy.labelAmount, value: formatCents(order.amountCents) },
        { label: copy.labelDate, value: formatDay(order.executionDate) },
      ]}
      notes={order.notes}
    >
      {/* A new history entry remounts the page, so the form starts empty again. */}
      <Link className="button" to={location.pathname}>
        {againLabel}
      </Link>
      <Link className="button button--secondary" to={SCHEDULED_PATH}>
        {copy.viewScheduled}
      </Link>
    </ConfirmationStep>
  );
}
