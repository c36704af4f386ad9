import { cardArtFor, productCodeOf } from './card-art';
import { expiryLabel } from './card-format';
import type { CardItem } from './cards-api';

/**
 * The card drawn as a card, in its product's colours (config/cards.json `art`). Decorative: the same facts are in
 * the card's description list, so screen readers skip it.
 */
export function CardArt({ card }: { card: CardItem }) {
  const art = cardArtFor(productCodeOf(card));
  return (
    <div className="card-art" style={{ background: art.background, color: art.foreground }} aria-hidden="true" data-closed={card.status === 'CL' || undefined}>
      <span className="card-art__label">{art.label}</span>
      <span className="card-art__number">{card.maskedNumber}</span>
      <span className="card-art__footer">
        <span className="card-art__holder">{card.holder}</span>
        <span className="card-art__expiry">{expiryLabel(card)}</span>
      </span>
    </div>
  );
}
