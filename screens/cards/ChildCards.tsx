import { useId } from 'react';
import { cardsManifest } from '../../src/manifests/card-manifest';
import { lockLabel, statusLabel } from './card-format';
import type { ChildCard } from './cards-api';

const copy = cardsManifest.copy.cards;

/** The other cards on a card's account (joint holders, authorized users), under the card they belong to. */
export function ChildCards({ cards }: { cards: readonly ChildCard[] }) {
  const headingId = useId();
  if (cards.length === 0) return null;
  return (
    <section className="card-tile__children" aria-labelledby={headingId}>
      <h3 id={headingId}>{copy.childCardsHeading}</h3>
      <ul>
        {cards.map((child) => (
          <li key={child.id} className="card-child" data-testid="child-card">
            <span className="card-child__holder">{child.holderName}</span>
            <span>{child.cardNumber}</span>
            <span>{child.role}</span>
            <span>{statusLabel(child.status)}</span>
            {child.lockStatus === 'LOCKED' ? <span className="card-badge card-badge--frozen">{lockLabel(child)}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
