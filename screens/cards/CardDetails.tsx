import { formatCents } from '../../engine/core';
import { cardsManifest } from '../../src/manifests/card-manifest';
import { appManifest } from '../../src/manifests';
import { AskAboutLink } from '../shared/AskAboutLink';
import { FactList, type Fact } from '../shared/flow/FactList';
import { FlowError, FlowLoading } from '../shared/flow/FlowStates';
import { formatDay } from '../shared/format-day';
import { CardPanel } from './CardPanel';
import { cardTitle, maskReference, statusLabel } from './card-format';
import { useCardDetails, type CardItem } from './cards-api';

const copy = cardsManifest.copy.cards;

function detailRows(card: CardItem): Fact[] {
  const additions = card.additions;
  return [
    { label: copy.typeLabel, value: copy.cardTypes[card.type] },
    { label: copy.accountLabel, value: additions.accountName || additions.productDescriptionChkAcct || additions.productDescription },
    { label: copy.numberLabel, value: card.maskedNumber },
    { label: copy.statusLabel, value: statusLabel(card.status) },
    { label: copy.expiryLabel, value: formatDay(additions.fullCardExpDt) },
    ...card.limits.map((limit) => ({ label: copy.limitLabels[limit.kind], value: formatCents(limit.amountCents) })),
    { label: copy.issuanceLabel, value: copy.issuances[additions.issuance] },
    { label: copy.policyLabel, value: maskReference(additions.cardPolicyRefId) },
  ];
}

/** A card's full record (GET card details): account, expiry, limits and its policy reference (masked). */
export function CardDetails({ card, onClose }: { card: CardItem; onClose: () => void }) {
  const details = useCardDetails(card, appManifest.cardEligibility.defaultCheckingAccountId);
  const body = () => {
    if (details.isPending) return <FlowLoading text={copy.detailsLoading} />;
    if (details.isError) return <FlowError text={copy.error} retryLabel={copy.retry} onRetry={() => void details.refetch()} />;
    return <FactList rows={detailRows(details.data)} />;
  };
  return (
    <CardPanel heading={copy.detailsHeading} cardTitle={cardTitle(card)}>
      {body()}
      <p>
        <AskAboutLink kind="card" id={card.id} label={cardTitle(card)} />
      </p>
      <p className="flow-actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          {copy.close}
        </button>
      </p>
    </CardPanel>
  );
}
