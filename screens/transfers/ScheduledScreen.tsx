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
import { PageSkeleton, useFirstLoad } from '../shared/skeleton/PageSkeleton';
import { usePaymentOrderMutations, usePaymentOrders } from './payment-orders-api';
import type { PaymentOrder } from './payment-orders-api';
import { PaymentOrderCard } from './PaymentOrderCard';
import './move-money.css';

const TRANSFERS_PATH = pathOf(routesManifest, 'transfers.new');
const BILL_PAY_PATH = pathOf(routesManifest, 'bill-pay');
const CANCEL_MODAL = 'cancelScheduledTransfer';
const CANCEL_BILL_PAYMENT_MODAL = 'cancelBillPayment';
const RECENT_SIZE = 25;

const labelValues = (order: PaymentOrder) => ({ amount: formatCents(order.amountCents), date: formatDay(order.executionDate), to: order.to.name });

/**
 * A bill payment is called one wherever this list names it (its labels, its cancel confirmation and its status), and
 * is edited in Bill Pay's own form; everything else is a transfer edited in the transfer form.
 */
const wording = (order: PaymentOrder) =>
  order.kind === 'BILL_PAY'
    ? { editTo: `${BILL_PAY_PATH}?edit=${encodeURIComponent(order.id)}`, editLabel: copy.billPayEditLabel, cancelLabel: copy.billPayCancelLabel, cancelled: copy.billPayCancelled, modal: CANCEL_BILL_PAYMENT_MODAL }
    : { editTo: `${TRANSFERS_PATH}?edit=${encodeURIComponent(order.id)}`, editLabel: copy.editLabel, cancelLabel: copy.cancelLabel, cancelled: copy.cancelled, modal: CANCEL_MODAL };

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
              <Link className="button button--secondary" to={wording(order).editTo} aria-label={resolveTemplate(wording(order).editLabel, labelValues(order))}>
                {copy.edit}
              </Link>
              <button type="button" className="button button--secondary" onClick={() => onCancel(order)} aria-label={resolveTemplate(wording(order).cancelLabel, labelValues(order))}>
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
  // Both lists paint together on the first load (the same queries their sections read), so the recent activity never
  // arrives painted and is then pushed down by the upcoming orders.
  const upcoming = usePaymentOrders('SCHEDULED');
  const recent = usePaymentOrders('ALL', RECENT_SIZE);
  const firstLoading = useFirstLoad(upcoming.isPending || recent.isPending);
  // A bill payment is changed under Bill Pay's permission, a transfer under the transfers' (as the server decides).
  const mayChange = (order: PaymentOrder) => visibility.guards(order.kind === 'BILL_PAY' ? 'canPayBills' : 'canCreateTransfers');

  const onCancel = async (order: PaymentOrder) => {
    setStatus('');
    // A failed cancel is reported by the modal host (its banner), as for every other modal action.
    const words = wording(order);
    const values = { ...labelValues(order), from: order.from.name, payee: order.to.name };
    const outcome = await confirm(words.modal, values, (key) => cancel(order.id, key), { reportErrors: true });
    if (outcome.confirmed && 'result' in outcome) setStatus(resolveTemplate(words.cancelled, { confirmationNumber: outcome.result.confirmationNumber }));
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
      {firstLoading ? (
        <PageSkeleton label={copy.loading} cards={[2, 3]} />
      ) : (
        <>
          <section aria-labelledby="scheduled-upcoming">
            <h2 id="scheduled-upcoming">{copy.upcomingHeading}</h2>
            <Upcoming mayChange={mayChange} onCancel={(order) => void onCancel(order)} />
          </section>
          <section aria-labelledby="scheduled-recent">
            <h2 id="scheduled-recent">{copy.recentHeading}</h2>
            <Recent />
          </section>
        </>
      )}
    </div>
  );
}
