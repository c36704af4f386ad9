import { SchemaForm } from '../../engine/react/forms';
import { formManifests } from '../../src/manifests/form-manifests';
import { cardsManifest } from '../../src/manifests/card-manifest';
import { StepHeading } from '../shared/flow/StepHeading';
import { usePermissionDenied } from '../shared/flow/use-permission-denied';
import { cardLabel } from './card-choices';
import { useAddTravelPlan } from './card-services-api';
import type { TravelItinerary } from './card-services-api';
import type { CardItem } from './cards-api';
import { cardFormFailure } from './form-failure';
import { formCopy } from '../shared/form-copy';

const common = cardsManifest.copy.cardServices.common;
const copy = cardsManifest.copy.cardServices.travel;
const countries = cardsManifest.countries.map((country) => ({ id: country.code, label: country.name }));

interface TravelPlanData {
  destinations: string[];
  startDate: string;
  endDate: string;
  cardIds: string[];
}

export interface TravelPlanAddFlowProps {
  readonly cards: readonly CardItem[];
  readonly onAdded: (plan: TravelItinerary) => void;
  readonly onCancel: () => void;
}

// The API names the destinations as objects and its errors point at them so ('/destinations/0/countryCode').
const FIELDS = ['destinations', 'startDate', 'endDate', 'cardIds'];

/**
 * A new itinerary (config/forms travel-plan): countries of config/cards.json, departure and return dates, the cards
 * that travel. The server checks the dates and cards and its refusals show on the fields. Loaded lazily (rjsf).
 */
export default function TravelPlanAddFlow({ cards, onAdded, onCancel }: TravelPlanAddFlowProps) {
  const manifest = formManifests['travel-plan'];
  if (!manifest) throw new Error('No form "travel-plan" in config/forms');
  const add = useAddTravelPlan();
  const permissionDenied = usePermissionDenied();

  const submit = async (data: TravelPlanData) => {
    // A list of checkboxes is never missing, only empty: say which one needs a choice before asking the server.
    const empty = [
      ...((data.destinations ?? []).length === 0 ? [{ path: '/destinations', message: copy.destinationsRequired }] : []),
      ...((data.cardIds ?? []).length === 0 ? [{ path: '/cardIds', message: copy.cardsRequired }] : []),
    ];
    if (empty.length > 0) return empty;
    try {
      onAdded(await add.mutateAsync({ ...data, destinations: data.destinations.map((countryCode) => ({ countryCode })) }));
      return undefined;
    } catch (error) {
      if (permissionDenied(error)) return undefined;
      return cardFormFailure(error, FIELDS).map((item) => ({ ...item, path: item.path.replace(/^\/destinations\/\d+.*$/, '/destinations') }));
    }
  };

  return (
    <section className="card-services__section card" aria-labelledby="travel-plan-add">
      <StepHeading id="travel-plan-add">{manifest.title}</StepHeading>
      {manifest.description ? <p>{manifest.description}</p> : null}
      <SchemaForm<TravelPlanData>
        manifest={manifest}
        copy={formCopy}
        onSubmit={submit}
        context={{ choiceLists: { countries, cards: cards.map((card) => ({ id: card.id, label: cardLabel(card) })) } }}
      >
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {common.cancel}
        </button>
      </SchemaForm>
    </section>
  );
}
