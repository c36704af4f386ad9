import type { ReactNode } from 'react';
import { formatCents } from '../../engine/core';
import { formatDay } from '../shared/format-day';
import { moveMoneyCopy as copy } from './move-money-copy';
import type { PaymentOrder, PaymentOrderParty } from './payment-orders-api';

const party = (value: PaymentOrderParty): string => `${value.name} ${value.maskedNumber}`.trim();

/** One payment order as a card (a stack of cards reads well at 375 px, unlike a wide table). */
export function PaymentOrderCard({ order, children }: { order: PaymentOrder; children?: ReactNode }) {
  const rows: [string, string][] = [
    [copy.labelDate, formatDay(order.executionDate)],
    [copy.labelFrom, party(order.from)],
    [copy.labelTo, party(order.to)],
    [copy.labelAmount, formatCents(order.amountCents)],
    [copy.labelFrequency, copy.frequencies[order.frequency]],
    [copy.labelConfirmation, order.confirmationNumber],
    [copy.labelStatus, copy.states[order.state]],
  ];
  return (
    <li className="move-money__order card" data-testid="payment-order">
      <dl className="move-money__facts">
        {rows.map(([label, value]) => (
          <div key={label} className="move-money__fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </li>
  );
}
