import { useId } from 'react';
import { cardsManifest } from '../../src/manifests/card-manifest';
import { cardLabel } from './card-choices';
import type { CardItem } from './cards-api';
import './card-services.css';

const copy = cardsManifest.copy.cardServices.common;

export interface CardPickerProps {
  readonly cards: readonly CardItem[];
  readonly value: CardItem | undefined;
  readonly onChange: (cardId: string) => void;
}

/** Which card a per-card page shows: a labelled select of the member's cards (hidden when there is only one). */
export function CardPicker({ cards, value, onChange }: CardPickerProps) {
  const id = useId();
  if (cards.length < 2) return null;
  return (
    <div className="card-services__picker">
      <label className="card-services__label" htmlFor={id}>
        {copy.cardLabel}
      </label>
      <select id={id} className="card-services__select" value={value?.id ?? ''} onChange={(event) => onChange(event.target.value)}>
        {cards.map((card) => (
          <option key={card.id} value={card.id}>
            {cardLabel(card)}
          </option>
        ))}
      </select>
    </div>
  );
}
