import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { useRouteAccess } from '../../engine/react';
import { cardsManifest } from '../../src/manifests/card-manifest';
import { FlowError, FlowLoading, FlowNotice } from '../shared/flow/FlowStates';
import { StatusMessage, type Status } from '../shared/flow/StatusMessage';
import { cardActions } from './card-actions';
import { cardLinks } from './card-links';
import { cardPage, mayOpen } from './card-paths';
import { CardDetails } from './CardDetails';
import { CardsTabs } from './CardsTabs';
import { CardTile } from './CardTile';
import { useCardList, type CardItem } from './cards-api';
import { useCardLock, type CardLockStatus } from './use-card-lock';
import { useCardPanel, type OpenCardPanel } from './use-card-panel';
import './cards.css';

// The change forms bring rjsf and config/forms with them: loaded when the member opens one, not with the list.
const CardActionPanel = lazy(() => import('./CardActionPanel'));

const copy = cardsManifest.copy.cards;

/**
 * The member's cards: each drawn as a card with its facts and child cards, and what the member may do
 * with it (freeze, activate, PIN, replace: each behind its flag and canManageCards) and the card pages it links to.
 * Freeze and activation write the server's answer into the cached list: no refetch.
 */
export default function CardsListScreen() {
  const cards = useCardList();
  const access = useRouteAccess();
  const [status, setStatus] = useState<Status | null>(null);
  // A freeze or unfreeze is told next to its card, where focus returns once the confirmation closes.
  const [lockStatus, setLockStatus] = useState<CardLockStatus | null>(null);
  const toggleLock = useCardLock(setLockStatus);
  const panel = useCardPanel();
  const orderPage = cardPage('card-order');

  const done = (message: string) => {
    setLockStatus(null);
    setStatus({ text: message, error: false });
    panel.close();
  };

  const panelFor = (card: CardItem, open: OpenCardPanel | null) => {
    if (open === null || open.cardId !== card.id) return null;
    if (open.kind === 'details') return <CardDetails card={card} onClose={panel.close} />;
    return (
      <Suspense fallback={<FlowLoading text={copy.loading} />}>
        <CardActionPanel card={card} kind={open.kind} onDone={done} onCancel={panel.close} />
      </Suspense>
    );
  };

  const body = () => {
    if (cards.isPending) return <FlowLoading text={copy.loading} />;
    if (cards.isError) return <FlowError text={copy.error} retryLabel={copy.retry} onRetry={() => void cards.refetch()} />;
    if (cards.data.length === 0) return <FlowNotice text={copy.empty} role="status" />;
    return (
      <ul className="cards-list" aria-label={copy.listLabel}>
        {cards.data.map((card) => (
          <li key={card.id}>
            <CardTile
              card={card}
              actions={cardActions(card, access)}
              links={cardLinks(card, access)}
              panel={panelFor(card, panel.open)}
              lockStatus={lockStatus?.cardId === card.id ? lockStatus : null}
              onToggleLock={(item, opener) => {
                setStatus(null);
                setLockStatus(null);
                void toggleLock(item, opener);
              }}
              onOpen={(item, kind, opener) => {
                setStatus(null);
                setLockStatus(null);
                panel.show(item.id, kind, opener);
              }}
            />
          </li>
        ))}
      </ul>
    );
  };

  return (
    <div className="cards-page">
      <CardsTabs />
      <div className="cards-page__header">
        <h1>{copy.heading}</h1>
        {orderPage !== undefined && mayOpen(orderPage, access) ? (
          <Link className="button" to={orderPage.path}>
            {copy.orderCard}
          </Link>
        ) : null}
      </div>
      <p>{copy.intro}</p>
      <StatusMessage status={status} />
      {body()}
    </div>
  );
}
