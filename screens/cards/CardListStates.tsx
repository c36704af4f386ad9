import type { ReactNode } from 'react';
import { cardsManifest } from '../../src/manifests/card-manifest';
import { FlowError, FlowNotice } from '../shared/flow/FlowStates';
import { PageSkeleton } from '../shared/skeleton/PageSkeleton';
import type { CardItem } from './cards-api';
import { useCardList } from './cards-api';

const common = cardsManifest.copy.cardServices.common;

export interface WithCardsProps {
  /** Which of the member's cards the page is about (credit cards only, open cards only, ...). */
  readonly select: (cards: readonly CardItem[]) => CardItem[];
  /** Shown when the member has none of those cards. */
  readonly empty: string;
  readonly children: (cards: CardItem[]) => ReactNode;
}

/**
 * The card list (GET /cards/freeze, shared with the cards screen's cache) in its states: loading, could not load
 * (with Try Again), none of the cards this page is about, or the page itself with those cards.
 */
export function WithCards({ select, empty, children }: WithCardsProps) {
  const list = useCardList();
  if (list.isPending) return <PageSkeleton label={common.loading} />;
  if (list.data === undefined) return <FlowError text={common.error} retryLabel={common.retry} onRetry={() => void list.refetch()} />;
  const cards = select(list.data);
  if (cards.length === 0) return <FlowNotice text={empty} role="status" />;
  return <>{children(cards)}</>;
}
