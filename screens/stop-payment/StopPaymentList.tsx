import { copyManifest } from '../../src/manifests';
import { formatCents } from '../../engine/core/money';
import { FactList } from '../shared/flow/FactList';
import { FlowError, FlowLoading } from '../shared/flow/FlowStates';
import { formatLongDay } from '../shared/format-day';
import { useStopPayments } from './stop-payments-api';
import { checksText } from './stop-payment-text';

const copy = copyManifest.screens['stop-payment'];

/** Every stop payment on the member's checking accounts, each as a short list of facts that stacks on a phone. */
export function StopPaymentList() {
  const list = useStopPayments();
  const body = () => {
    if (list.isPending) return <FlowLoading text={copy.loading} />;
    if (list.data === undefined) return <FlowError text={copy.error} retryLabel={copy.retry} onRetry={() => void list.refetch()} />;
    if (list.data.items.length === 0) return <p>{copy.listEmpty}</p>;
    return (
      <ul className="stop-payment__list" aria-label={copy.listCaption}>
        {list.data.items.map((stop) => (
          <li key={stop.id} className="stop-payment__item card" data-testid="stop-payment-item">
            <h3 className="stop-payment__item-heading">
              {checksText(stop.firstCheckNumber, stop.lastCheckNumber)}
              <span className={`stop-payment__status stop-payment__status--${stop.status.toLowerCase()}`}>{stop.status === 'ACTIVE' ? copy.statusActive : copy.statusExpired}</span>
            </h3>
            <FactList
              rows={[
                { label: copy.accountLabel, value: `${stop.account.name} ${stop.account.maskedNumber}` },
                { label: copy.placedLabel, value: formatLongDay(stop.placedOn) },
                { label: copy.expiresLabel, value: formatLongDay(stop.expiresOn) },
                { label: copy.feeLabel, value: formatCents(stop.feeCents) },
                { label: copy.confirmationNumberLabel, value: stop.confirmationNumber },
              ]}
            />
          </li>
        ))}
      </ul>
    );
  };
  return (
    <section className="stop-payment__section" aria-labelledby="stop-payment-list-heading">
      <h2 id="stop-payment-list-heading">{copy.listHeading}</h2>
      {body()}
    </section>
  );
}
