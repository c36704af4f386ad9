import { resolveTemplate } from '../../engine/core';
import { cardsManifest } from '../../src/manifests/card-manifest';
import { cardLabel } from './card-choices';
import type { TravelItinerary } from './card-services-api';
import type { CardItem } from './cards-api';
import { datesText, destinationsText } from './travel-plan-text';

const copy = cardsManifest.copy.cardServices.travel;

export interface TravelPlanListProps {
  readonly plans: readonly TravelItinerary[];
  readonly cards: readonly CardItem[];
  /** Left out for a user who may only look. */
  readonly onDelete?: (plan: TravelItinerary, button: HTMLButtonElement) => void;
}

/** The member's itineraries: where, when and with which cards, each deletable. */
export function TravelPlanList({ plans, cards, onDelete }: TravelPlanListProps) {
  if (plans.length === 0) return <p>{copy.empty}</p>;
  const cardNames = (plan: TravelItinerary): string =>
    plan.cardIds.map((id) => {
      const card = cards.find((item) => item.id === id);
      return card ? cardLabel(card) : id;
    }).join(', ');
  return (
    <ul className="card-services__list">
      {plans.map((plan) => (
        <li key={plan.id} className="card-services__item" data-testid="travel-plan">
          <div>
            <h3>{destinationsText(plan)}</h3>
            <p>
              <span className="card-services__meta">{`${copy.dates}: `}</span>
              {datesText(plan)}
            </p>
            <p>
              <span className="card-services__meta">{`${copy.cards}: `}</span>
              {cardNames(plan)}
            </p>
          </div>
          {onDelete ? (
            <button
              type="button"
              className="button button--secondary"
              aria-label={resolveTemplate(copy.deleteLabel, { destinations: destinationsText(plan) })}
              onClick={(event) => onDelete(plan, event.currentTarget)}
            >
              {copy.delete}
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
