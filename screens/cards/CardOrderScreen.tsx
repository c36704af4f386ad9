import { lazy, Suspense } from 'react';
import { cardsManifest } from '../../src/manifests/card-manifest';
import { FlowError, FlowLoading, FlowNotice } from '../shared/flow/FlowStates';
import { CardsTabs } from './CardsTabs';
import { useCardList, useOrderableCards } from './cards-api';
import './cards.css';

// rjsf and the form manifests come with the flow, not with the first page load.
const CardOrderFlow = lazy(() => import('./CardOrderFlow'));

const copy = cardsManifest.copy.cards.order;

/** Order a new card (config/forms/card-order.json): a debit card for a checking account, or another credit card. */
export default function CardOrderScreen() {
  const orderable = useOrderableCards();
  const cards = useCardList();
  const body = () => {
    if (orderable.isPending || cards.isPending) return <FlowLoading text={cardsManifest.copy.cards.loading} />;
    if (orderable.isError || cards.isError) {
      const retry = () => void Promise.all([orderable.refetch(), cards.refetch()]);
      return <FlowError text={cardsManifest.copy.cards.error} retryLabel={cardsManifest.copy.cards.retry} onRetry={retry} />;
    }
    if (orderable.data.orderable.length === 0) return <FlowNotice text={copy.noAccounts} role="status" />;
    return (
      <Suspense fallback={<FlowLoading text={cardsManifest.copy.cards.loading} />}>
        <CardOrderFlow accounts={orderable.data.orderable} cards={cards.data} />
      </Suspense>
    );
  };
  return (
    <div className="cards-page cards-page--narrow">
      <CardsTabs />
      <h1>{copy.heading}</h1>
      <p>{copy.intro}</p>
      {body()}
    </div>
  );
}
