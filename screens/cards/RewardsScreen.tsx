import { lazy, Suspense } from 'react';
import { cardsManifest } from '../../src/manifests/card-manifest';
import { FlowError } from '../shared/flow/FlowStates';
import { PageSkeleton } from '../shared/skeleton/PageSkeleton';
import { useProductSummary } from '../shared/accounts/product-summary-api';
import { creditCards } from './card-choices';
import { useRewards } from './card-services-api';
import { CardPicker } from './CardPicker';
import { CardServicesPage } from './CardServicesPage';
import type { CardItem } from './cards-api';
import { WithCards } from './CardListStates';
import { RewardsBalance } from './RewardsBalance';
import { RewardsHistory } from './RewardsHistory';
import { useChosenCard } from './use-chosen-card';

// rjsf and the form manifests come with the redemption, not with the page.
const RewardsRedeemFlow = lazy(() => import('./RewardsRedeemFlow'));

const copy = cardsManifest.copy.cardServices.rewards;
const common = cardsManifest.copy.cardServices.common;

function CardRewards({ cards }: { cards: CardItem[] }) {
  const [card, choose] = useChosenCard(cards);
  const rewards = useRewards(card?.id ?? '');
  // The redemption form offers the member's accounts: the page waits for them too, so the form arrives whole.
  const accounts = useProductSummary();
  if (card === undefined) return null;
  const body = () => {
    if (rewards.isPending || accounts.isPending) return <PageSkeleton label={common.loading} />;
    if (rewards.data === undefined) return <FlowError text={common.error} retryLabel={common.retry} onRetry={() => void rewards.refetch()} />;
    // The balance, the redemption form and the history appear together: a form arriving after the history would
    // push it down the page.
    return (
      <Suspense fallback={<PageSkeleton label={common.loading} />}>
        <RewardsBalance rewards={rewards.data} />
        <section className="card-services__section card" aria-labelledby="rewards-redeem">
          <h2 id="rewards-redeem">{copy.redeemHeading}</h2>
          <RewardsRedeemFlow key={card.id} cards={cards} card={card} />
        </section>
        <RewardsHistory history={rewards.data.history} />
      </Suspense>
    );
  };
  return (
    <>
      <CardPicker cards={cards} value={card} onChange={choose} />
      {body()}
    </>
  );
}

/** /kobie-rewards: a credit card's points, their cash value and history, and cash redemption to an account. */
export default function RewardsScreen() {
  return (
    <CardServicesPage heading={copy.heading} intro={copy.intro}>
      <WithCards select={creditCards} empty={copy.noCards}>
        {(cards) => <CardRewards cards={cards} />}
      </WithCards>
    </CardServicesPage>
  );
}
