import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatCents, resolveTemplate } from '../../engine/core';
import { pathOf } from '../../engine/core/route-ref';
import { routesManifest } from '../../src/manifests';
import { useVisibilityContext } from '../../engine/react';
import { useConfirmModal } from '../shared/flow/use-confirm-modal';
import { formatDay } from '../shared/format-day';
import { moveMoneyCopy as copy } from './move-money-copy';
import { FlowError, FlowLoading } from '../shared/flow/FlowStates';
import { usePaymentOrderMutations, usePaymentOrders } from './payment-orders-api';
import type { PaymentOrder } from './payment-orders-api';
import { PaymentOrderCard } from './PaymentOrderCard';
import './move-money.css';

const TRANSFERS_PATH = pathOf(routesManifest, 'transfers.new');
const CANCEL_MODAL = 'cancelScheduledTransfer';
const RECENT_SIZE = 25;

const labelValues = (order: PaymentOrder) => ({ amount: formatCents(order.amountCents), date: formatDay(order.executionDate) });

function Upcoming({ mayChange, onCancel }: { mayChange: (order: PaymentOrder) => boolean; onCancel: (order: PaymentOrder) => void }) {
  const scheduled = usePaymentOrders('SCHEDULED');
  if (scheduled.isError) return <FlowError text={copy.error} retryLabel={copy.retry} onRetry={() => void scheduled.refetch()} />;
  if (!scheduled.data) return <FlowLoading text={copy.loading} />;
  if (scheduled.data.items.length === 0) return <p className="move-money__empty">{copy.upcomingEmpty}</p>;
  return (
    <ul className="move-money__orders">
      {scheduled.data.items.map((order) => (
        <PaymentOrderCard key={order.id} order={order}>
          {mayChange(order) ? (
            <p className="flow-actions">
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
  if (recent.isError) return <FlowError text={copy.error} retryLabel={copy.retry} onRetry={() => void recent.refetch()} />;
  if (!recent.data) return <FlowLoading text={copy.loading} />;
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
  const confirm = useConfirmModal();
  const visibility = useVisibilityContext();
  const { cancel } = usePaymentOrderMutations();
  const [status, setStatus] = useState('');
  const canChange = visibility.guards('canCreateTransfers');
  // A bill payment is changed under Bill Pay's permission, a transfer under the transfers' (as the server decides).
  const mayChange = (order: PaymentOrder) => visibility.guards(order.kind === 'BILL_PAY' ? 'canPayBills' : 'canCreateTransfers');

  const onCancel = async (order: PaymentOrder) => {
    setStatus('');
    // A failed cancel is reported by the modal host (its banner), as for every other modal action.
    const outcome = await confirm(CANCEL_MODAL, { ...labelValues(order), from: order.from.name, to: order.to.name }, (key) => cancel(order.id, key), { reportErrors: true });
    if (outcome.confirmed && 'result' in outcome) setStatus(resolveTemplate(copy.cancelled, { confirmationNumber: outcome.result.confirmationNumber }));
  };

  return (
    <div className="move-money">
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
        <Upcoming mayChange={mayChange} onCancel={(order) => void onCancel(order)} />
      </section>
      <section aria-labelledby="scheduled-recent">
        <h2 id="scheduled-recent">{copy.recentHeading}</h2>
        <Recent />
      </section>
    </div>
  );
}
