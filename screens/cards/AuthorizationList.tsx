import { formatCents } from '../../engine/core/money';
import { cardsManifest } from '../../src/manifests/card-manifest';
import { FlowError, FlowLoading } from '../shared/flow/FlowStates';
import { formatDay } from '../shared/format-day';
import { useAuthorizations } from './card-services-api';

const copy = cardsManifest.copy.cardServices.protections;
const common = cardsManifest.copy.cardServices.common;

export interface AuthorizationListProps {
  readonly cardId: string;
  readonly decision: 'DECLINED' | 'APPROVED';
}

/** The card network's recent declines (with the reason sentence) or approvals on one card, newest first. */
export function AuthorizationList({ cardId, decision }: AuthorizationListProps) {
  const items = useAuthorizations(cardId, decision);
  const declines = decision === 'DECLINED';
  const headingId = `authorizations-${decision.toLowerCase()}`;
  const body = () => {
    if (items.isPending) return <FlowLoading text={common.loading} />;
    if (items.data === undefined) return <FlowError text={common.error} retryLabel={common.retry} onRetry={() => void items.refetch()} />;
    if (items.data.length === 0) return <p>{declines ? copy.declinesEmpty : copy.approvalsEmpty}</p>;
    return (
      <table className="card-services__table" data-testid={`authorizations-${decision.toLowerCase()}`}>
        <thead>
          <tr>
            <th scope="col">{common.date}</th>
            <th scope="col">{copy.merchant}</th>
            <th scope="col">{copy.category}</th>
            <th scope="col" className="card-services__number">
              {common.amount}
            </th>
            {declines ? <th scope="col">{copy.reason}</th> : null}
          </tr>
        </thead>
        <tbody>
          {items.data.map((item) => (
            <tr key={item.id}>
              <td data-label={common.date}>{formatDay(item.at)}</td>
              <td data-label={copy.merchant}>{item.merchantName}</td>
              <td data-label={copy.category}>{item.categoryLabel}</td>
              <td data-label={common.amount} className="card-services__number">
                {formatCents(item.amountCents)}
              </td>
              {declines ? <td data-label={copy.reason}>{item.reason}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    );
  };
  return (
    <section className="card-services__section card" aria-labelledby={headingId}>
      <h2 id={headingId}>{declines ? copy.declinesHeading : copy.approvalsHeading}</h2>
      {body()}
    </section>
  );
}
