import { useCallback, useMemo } from 'react';
import { countryList, isCountryCode } from '../../engine/core/countries';
import type { FieldError } from '../../engine/core/forms';
import { travelPlanProblems } from '../../engine/core/travel-plan-rules';
import { SchemaForm } from '../../engine/react/forms';
import { formManifests } from '../../src/manifests/form-manifests';
import { cardsManifest } from '../../src/manifests/card-manifest';
import { businessToday } from '../shared/business-today';
import { StepHeading } from '../shared/flow/StepHeading';
import { usePermissionDenied } from '../shared/flow/use-permission-denied';
import { cardLabel } from './card-choices';
import { useAddTravelPlan, useUpdateTravelPlan } from './card-services-api';
import type { TravelItinerary } from './card-services-api';
import type { CardItem } from './cards-api';
import { countryLanguage } from './country-names';
import { cardFormFailure } from './form-failure';
import { formCopy } from '../shared/form-copy';

const common = cardsManifest.copy.cardServices.common;
const copy = cardsManifest.copy.cardServices.travel;
// The whole ISO 3166-1 list in the page's language, built when the form first renders: the screen loads this module
// and the language's names (country-names.ts) side by side and renders the form once both have arrived, so the module
// may run before the names are registered, never the form. Neither is in the first page load.
let countries: readonly { id: string; label: string }[] | undefined;
const countryChoices = () => (countries ??= countryList(cardsManifest.countryNames, countryLanguage()).map((country) => ({ id: country.code, label: country.name })));

interface TravelPlanData {
  destinations?: string[];
  startDate?: string;
  endDate?: string;
  cardIds?: string[];
}

export interface TravelPlanFormFlowProps {
  readonly cards: readonly CardItem[];
  /** The plan to edit; a new plan when left out. */
  readonly plan?: TravelItinerary;
  readonly onSaved: (plan: TravelItinerary) => void;
  readonly onCancel: () => void;
}

// The API names the destinations as objects and its errors point at them so ('/destinations/0/countryCode').
const FIELDS = ['destinations', 'startDate', 'endDate', 'cardIds'];
const onFormField = (error: FieldError): FieldError => ({ ...error, path: error.path.replace(/^\/destinations\/\d+.*$/, '/destinations') });

const toRequest = (data: TravelPlanData) => ({
  destinations: (data.destinations ?? []).map((countryCode) => ({ countryCode })),
  ...(data.startDate ? { startDate: data.startDate } : {}),
  ...(data.endDate ? { endDate: data.endDate } : {}),
  cardIds: data.cardIds ?? [],
});

/**
 * A new or edited itinerary (config/forms travel-plan): countries of the ISO 3166-1 list found by typing, departure
 * and return dates, the cards that travel. The travel plan rules of engine/core, which the server runs again, check
 * every field together, so a submit shows every problem at once; the server's own refusals (a closed card) show on
 * the fields the same way. Loaded lazily (rjsf and the country list).
 */
export default function TravelPlanFormFlow({ cards, plan, onSaved, onCancel }: TravelPlanFormFlowProps) {
  const base = formManifests['travel-plan'];
  if (!base) throw new Error('No form "travel-plan" in config/forms');
  const editing = plan !== undefined;
  const manifest = useMemo(() => (editing ? { ...base, title: copy.editHeading, submitLabel: copy.save } : base), [base, editing]);
  const add = useAddTravelPlan();
  const update = useUpdateTravelPlan();
  const permissionDenied = usePermissionDenied();
  const today = useMemo(() => businessToday(), []);
  const cardChoices = useMemo(() => cards.map((card) => ({ id: card.id, label: cardLabel(card) })), [cards]);
  const initial = useMemo<TravelPlanData>(
    () =>
      plan
        ? {
            destinations: plan.destinations.map((destination) => destination.countryCode),
            startDate: plan.startDate,
            endDate: plan.endDate,
            cardIds: plan.cardIds.filter((id) => cardChoices.some((choice) => choice.id === id)),
          }
        : {},
    [plan, cardChoices],
  );

  const check = useCallback(
    (data: Partial<TravelPlanData>) =>
      travelPlanProblems(toRequest(data), {
        today,
        limits: cardsManifest.travelPlans,
        messages: cardsManifest.messages,
        isCountry: isCountryCode,
        ...(plan ? { keptStartDate: plan.startDate } : {}),
      }).map(onFormField),
    [today, plan],
  );

  const submit = async (data: TravelPlanData) => {
    try {
      const request = toRequest(data);
      onSaved(plan ? await update.mutateAsync({ id: plan.id, plan: request }) : await add.mutateAsync(request));
      return undefined;
    } catch (error) {
      if (permissionDenied(error)) return undefined;
      return cardFormFailure(error, FIELDS).map(onFormField);
    }
  };

  return (
    <section className="card-services__section card" aria-labelledby="travel-plan-form">
      <StepHeading id="travel-plan-form">{manifest.title}</StepHeading>
      {manifest.description ? <p>{manifest.description}</p> : null}
      <SchemaForm<TravelPlanData>
        manifest={manifest}
        copy={formCopy}
        formData={initial}
        check={check}
        onSubmit={submit}
        context={{ choiceLists: { countries: countryChoices(), cards: cardChoices } }}
      >
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {common.cancel}
        </button>
      </SchemaForm>
    </section>
  );
}
