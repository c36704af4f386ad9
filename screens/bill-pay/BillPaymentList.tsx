import { resolveTemplate } from '../../engine/core';
import type { PaymentOrder } from '../../engine/core/generated/api.gen';
import { formatCents } from '../../engine/core/money';
import { copyManifest } from '../../src/manifests';
import { FactList } from '../shared/flow/FactList';
import { formatDay } from '../shared/format-day';

const copy = copyManifest.screens['bill-pay'];

const STATUS_COPY: Record<PaymentOrder['state'], string> = {
  SCHEDULED: copy.statusScheduled,
  POSTED: copy.statusPosted,
  COMPLETED: copy.statusCompleted,
  CANCELLED: copy.statusCancelled,
  FAILED: copy.statusFailed,
};

export interface BillPaymentListProps {
  readonly payments: readonly PaymentOrder[];
  readonly empty: string;
  /** Offered on scheduled payments only. */
  readonly onCancel?: (payment: PaymentOrder) => void;
  /** Offered on scheduled payments only, beside Cancel. */
  readonly onEdit?: (payment: PaymentOrder) => void;
}

/** What a button's accessible name says of its payment: several may go to one payee, so the date tells them apart. */
const labelValues = (payment: PaymentOrder) => ({ amount: formatCents(payment.amountCents), payee: payment.to.name, date: formatDay(payment.executionDate) });

/** Bill payments as cards (they stack at 375 px): payee, amount, date, status, confirmation number. */
export function BillPaymentList({ payments, empty, onCancel, onEdit }: BillPaymentListProps) {
  if (payments.length === 0) return <p>{empty}</p>;
  return (
    <ul className="pay-list">
      {payments.map((payment) => (
        <li key={payment.id} className="pay-item card">
          <h4 className="pay-item__title">{`${payment.to.name} ${payment.to.maskedNumber}`.trim()}</h4>
          <FactList
            rows={[
              { label: copy.reviewAmount, value: formatCents(payment.amountCents) },
              { label: copy.reviewFrom, value: `${payment.from.name} ${payment.from.maskedNumber}` },
              { label: copy.paymentDate, value: formatDay(payment.executionDate) },
              { label: copy.paymentStatus, value: <span className={`pay-badge pay-badge--${payment.state.toLowerCase()}`}>{STATUS_COPY[payment.state]}</span> },
              { label: copy.confirmationNumberLabel, value: payment.confirmationNumber },
            ]}
          />
          {(onEdit || onCancel) && payment.state === 'SCHEDULED' ? (
            <p className="flow-actions">
              {onEdit ? (
                <button type="button" className="button button--secondary" aria-label={resolveTemplate(copy.editPaymentLabel, labelValues(payment))} onClick={() => onEdit(payment)}>
                  {copy.editPayment}
                </button>
              ) : null}
              {onCancel ? (
                <button type="button" className="button button--secondary" aria-label={resolveTemplate(copy.cancelPaymentLabel, labelValues(payment))} onClick={() => onCancel(payment)}>
                  {copy.cancelPayment}
                </button>
              ) : null}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
