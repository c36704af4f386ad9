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
  /** Left out for a user who may only look. */
  readonly onEdit?: (plan: TravelItinerary) => void;
}

/** The member's itineraries: where, when and with which cards, each editable and deletable. */
export function TravelPlanList({ plans, cards, onDelete, onEdit }: TravelPlanListProps) {
  if (plans.length === 0) return <p>{copy.empty}</p>;
  const cardNames = (plan: TravelItinerary): string =>
    plan.cardIds
      .map((id) => {
        const card = cards.find((item) => item.id === id);
        return card ? cardLabel(card) : id;
      })
      .join(', ');
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
          {onEdit || onDelete ? (
            <div className="flow-actions">
              {onEdit ? (
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={resolveTemplate(copy.editLabel, { destinations: destinationsText(plan) })}
                  onClick={() => onEdit(plan)}
                >
                  {copy.edit}
                </button>
              ) : null}
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
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
