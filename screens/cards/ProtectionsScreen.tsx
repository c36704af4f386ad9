import { useVisibilityContext } from '../../engine/react';
import { cardsManifest } from '../../src/manifests/card-manifest';
import { FlowError, FlowLoading } from '../shared/flow/FlowStates';
import { PageSkeleton, useFirstLoad } from '../shared/skeleton/PageSkeleton';
import { AuthorizationList } from './AuthorizationList';
import { MANAGE_CARDS_GUARD } from './card-guards';
import { openCards } from './card-choices';
import { useAuthorizations, useProtections } from './card-services-api';
import { CardPicker } from './CardPicker';
import { CardServicesPage } from './CardServicesPage';
import type { CardItem } from './cards-api';
import { WithCards } from './CardListStates';
import { ProtectionsEditor } from './ProtectionsEditor';
import { useChosenCard } from './use-chosen-card';

const copy = cardsManifest.copy.cardServices.protections;
const common = cardsManifest.copy.cardServices.common;

function CardProtectionsPanel({ cards }: { cards: CardItem[] }) {
  const [card, choose] = useChosenCard(cards);
  const protections = useProtections(card?.id ?? '');
  const declines = useAuthorizations(card?.id ?? '', 'DECLINED');
  const approvals = useAuthorizations(card?.id ?? '', 'APPROVED');
  const readOnly = !useVisibilityContext().guards(MANAGE_CARDS_GUARD);
  // The rules and both lists appear together on the first load, so a list that answers late pushes nothing down.
  const firstLoading = useFirstLoad(protections.isLoading || declines.isLoading || approvals.isLoading);
  if (card === undefined) return null;
  if (firstLoading) return <PageSkeleton label={common.loading} />;
  const editor = () => {
    if (protections.isPending) return <FlowLoading text={common.loading} />;
    if (protections.data === undefined) return <FlowError text={common.error} retryLabel={common.retry} onRetry={() => void protections.refetch()} />;
    return <ProtectionsEditor key={card.id} card={card} saved={protections.data} readOnly={readOnly} />;
  };
  return (
    <>
      <CardPicker cards={cards} value={card} onChange={choose} />
      {editor()}
      <AuthorizationList cardId={card.id} decision="DECLINED" />
      <AuthorizationList cardId={card.id} decision="APPROVED" />
    </>
  );
}

/**
 * /cards/protections (our own addition): per card, the member's own rules the card network applies on every purchase,
 * then the recent declines with why, and the recent approvals. A view-only user sees them without changing them.
 */
export default function ProtectionsScreen() {
  return (
    <CardServicesPage heading={copy.heading} intro={copy.intro}>
      <WithCards select={openCards} empty={copy.noCards}>
        {(cards) => <CardProtectionsPanel cards={cards} />}
      </WithCards>
    </CardServicesPage>
  );
}
