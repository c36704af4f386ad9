import type { ReactNode } from 'react';
import { formatCents } from '../../engine/core';
import { AskAboutLink } from '../shared/AskAboutLink';
import { FactList } from '../shared/flow/FactList';
import { formatDay } from '../shared/format-day';
import { moveMoneyCopy as copy } from './move-money-copy';
import { partyLabel } from '../shared/payments/party-label';
import type { PaymentOrder } from './payment-orders-api';

/** One payment order as a card (a stack of cards reads well at 375 px, unlike a wide table). */
export function PaymentOrderCard({ order, children }: { order: PaymentOrder; children?: ReactNode }) {
  const rows = [
    // Transfers and bill payments share this list: the type says which one it is.
    { label: copy.labelKind, value: copy.kinds[order.kind] },
    { label: copy.labelDate, value: formatDay(order.executionDate) },
    { label: copy.labelFrom, value: partyLabel(order.from) },
    { label: copy.labelTo, value: partyLabel(order.to) },
    { label: copy.labelAmount, value: formatCents(order.amountCents) },
    { label: copy.labelFrequency, value: copy.frequencies[order.frequency] },
    { label: copy.labelConfirmation, value: order.confirmationNumber },
    { label: copy.labelStatus, value: copy.states[order.state] },
  ];
  return (
    <li className="move-money__order card" data-testid="payment-order">
      <FactList rows={rows} />
      {children}
      <p className="move-money__ask">
        <AskAboutLink kind="paymentOrder" id={order.id} label={`${formatCents(order.amountCents)}, ${formatDay(order.executionDate)}, ${order.confirmationNumber}`} />
      </p>
    </li>
  );
}
