import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatCents, resolveTemplate } from '../../engine/core';
import { useModals, useVisibilityContext } from '../../engine/react';
import { formatDay } from '../shared/format-day';
import { moveMoneyCopy as copy } from './move-money-copy';
import { MoveMoneyTabs } from './MoveMoneyTabs';
import { MoveMoneyError, MoveMoneyLoading } from './MoveMoneyStates';
import { usePaymentOrderMutations, usePaymentOrders } from './payment-orders-api';
import type { PaymentOrder } from './payment-orders-api';
import { PaymentOrderCard } from './PaymentOrderCard';
import './move-money.css';

const TRANSFERS_PATH = '/move-money/transfers';
const CANCEL_MODAL = 'cancelScheduledTransfer';
const RECENT_SIZE = 25;

const labelValues = (order: PaymentOrder) => ({ amount: formatCents(order.amountCents), date: formatDay(order.executionDate) });

function Upcoming({ canChange, onCancel }: { canChange: boolean; onCancel: (order: PaymentOrder) => void }) {
  const scheduled = usePaymentOrders('SCHEDULED');
  if (scheduled.isError) return <MoveMoneyError onRetry={() => void scheduled.refetch()} />;
  if (!scheduled.data) return <MoveMoneyLoading />;
  if (scheduled.data.items.length === 0) return <p className="move-money__empty">{copy.upcomingEmpty}</p>;
  return (
    <ul className="move-money__orders">
      {scheduled.data.items.map((order) => (
        <PaymentOrderCard key={order.id} order={order}>
          {canChange ? (
            <p className="move-money__actions">
              {order.kind === 'BILL_PAY' ? null : (
                <Link className="button button--secondary" to={`${TRANSFERS_PATH}?edit=${encodeURIComponent(order.id)}`} aria-label={resolveTemplate(copy.editLabel, labelValues(order))}>
                  {copy.edit}
                </Link>
              )}
              <button type="button" className="button button--secondary" onClick={() => onCancel(order)} aria-label={resolveTemplate(copy.cancelLabel, labelValues(order))}>
                {copy.cancel}
              </button>
            </p>
          ) : null}
        </PaymentOrderCard>
      ))}
    </ul>
  );
}

function Recent() {
  const recent = usePaymentOrders('ALL', RECENT_SIZE);
  if (recent.isError) return <MoveMoneyError onRetry={() => void recent.refetch()} />;
  if (!recent.data) return <MoveMoneyLoading />;
  const items = recent.data.items.filter((order) => order.state !== 'SCHEDULED');
  if (items.length === 0) return <p className="move-money__empty">{copy.recentEmpty}</p>;
  return (
    <ul className="move-money__orders">
      {items.map((order) => (
        <PaymentOrderCard key={order.id} order={order} />
      ))}
    </ul>
  );
}

/** /move-money/scheduled (the Move Money default): upcoming orders with Edit and Cancel, then recent activity. */
export default function ScheduledScreen() {
  const modals = useModals();
  const visibility = useVisibilityContext();
  const { cancel } = usePaymentOrderMutations();
  const [status, setStatus] = useState('');
  const canChange = visibility.guards('canCreateTransfers');

  const onCancel = async (order: PaymentOrder) => {
    setStatus('');
    // One key per confirmation: pressing the modal's button again cannot cancel twice.
    const idempotencyKey = crypto.randomUUID();
    let cancelled: PaymentOrder | undefined;
    await modals.open(CANCEL_MODAL, {
      values: { ...labelValues(order), from: order.from.name, to: order.to.name },
      onAction: async () => {
        cancelled = await cancel(order.id, idempotencyKey);
      },
    });
    if (cancelled) setStatus(resolveTemplate(copy.cancelled, { confirmationNumber: cancelled.confirmationNumber }));
  };

  return (
    <div className="move-money">
      <MoveMoneyTabs />
      <h1>{copy.scheduledHeading}</h1>
      {canChange ? (
        <p>
          <Link className="button button--primary" to={TRANSFERS_PATH}>
            {copy.newTransfer}
          </Link>
        </p>
      ) : null}
      <p className="move-money__status" role="status">
        {status}
      </p>
      <section aria-labelledby="scheduled-upcoming">
        <h2 id="scheduled-upcoming">{copy.upcomingHeading}</h2>
        <Upcoming canChange={canChange} onCancel={(order) => void onCancel(order)} />
      </section>
      <section aria-labelledby="scheduled-recent">
        <h2 id="scheduled-recent">{copy.recentHeading}</h2>
        <Recent />
      </section>
    </div>
  );
}
