import { useSearchParams } from 'react-router-dom';
import type { CardItem } from './cards-api';

/** The search parameter naming the card a card page is about, so the cards list can link straight to it. */
export const CARD_PARAM = 'card';

/**
 * The card a per-card page shows: the one `?card=` names when it is among `cards`, else the first. Choosing another
 * replaces the parameter (no new history entry), so Back leaves the page rather than stepping through cards.
 */
export function useChosenCard(cards: readonly CardItem[]): [CardItem | undefined, (id: string) => void] {
  const [params, setParams] = useSearchParams();
  const wanted = params.get(CARD_PARAM);
  const card = cards.find((item) => item.id === wanted) ?? cards[0];
  const choose = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(CARD_PARAM, id);
        return next;
      },
      { replace: true },
    );
  return [card, choose];
}
