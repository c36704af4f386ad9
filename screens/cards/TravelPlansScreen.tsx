import { lazy, Suspense, useState } from 'react';
import { resolveTemplate } from '../../engine/core';
import { useVisibilityContext } from '../../engine/react';
import { cardsManifest } from '../../src/manifests/card-manifest';
import { messageOf } from '../shared/flow/flow-errors';
import { FlowError, FlowLoading } from '../shared/flow/FlowStates';
import { StatusMessage } from '../shared/flow/StatusMessage';
import type { Status } from '../shared/flow/StatusMessage';
import { StepHeading } from '../shared/flow/StepHeading';
import { useConfirmModal } from '../shared/flow/use-confirm-modal';
import { MANAGE_CARDS_GUARD } from './card-guards';
import { openCards } from './card-choices';
import { useDeleteTravelPlan, useTravelPlans } from './card-services-api';
import type { TravelItinerary } from './card-services-api';
import { CardServicesPage } from './CardServicesPage';
import { useCardList } from './cards-api';
import { TravelPlanList } from './TravelPlanList';
import { loadCountryNames } from './country-names';
import { destinationsText, tripDays } from './travel-plan-text';

// The form brings rjsf and the whole country list in the page's language: loaded only when a plan is added or edited.
const TravelPlanFormFlow = lazy(async () => (await Promise.all([import('./TravelPlanFormFlow'), loadCountryNames()]))[0]);

const copy = cardsManifest.copy.cardServices.travel;
const common = cardsManifest.copy.cardServices.common;
const DELETE_MODAL = 'deleteTravelPlan';

/** /cards/travel-plans (flag show-travel-plans): the member's itineraries, a new one, editing and deleting one. */
export default function TravelPlansScreen() {
  const plans = useTravelPlans();
  const cardList = useCardList();
  const cards = openCards(cardList.data);
  const remove = useDeleteTravelPlan();
  const confirm = useConfirmModal();
  const canChange = useVisibilityContext().guards(MANAGE_CARDS_GUARD);
  // The form is open for a new plan ('new') or for the plan being edited; closed (null) it shows the list.
  const [editing, setEditing] = useState<TravelItinerary | 'new' | null>(null);
  const [status, setStatus] = useState<Status | null>(null);
  const [listFocus, setListFocus] = useState(0);

  const backToList = (next: Status | null) => {
    setEditing(null);
    setStatus(next);
    setListFocus((count) => count + 1);
  };

  const onDelete = async (plan: TravelItinerary, opener: HTMLButtonElement) => {
    setStatus(null);
    const destinations = destinationsText(plan);
    const outcome = await confirm(DELETE_MODAL, { destinations, ...tripDays(plan) }, () => remove.mutateAsync(plan.id), { opener });
    if (!outcome.confirmed) return;
    if ('error' in outcome) setStatus({ text: messageOf(outcome.error), error: true });
    else backToList({ text: resolveTemplate(copy.deleted, { destinations }), error: false });
  };

  const list = () => {
    // The plans name their cards: shown once the cards are known too, so no line rewraps under the member's eyes.
    if (plans.isPending || cardList.isPending) return <FlowLoading text={common.loading} />;
    if (plans.data === undefined) return <FlowError text={common.error} retryLabel={common.retry} onRetry={() => void plans.refetch()} />;
    return (
      <TravelPlanList
        plans={plans.data}
        cards={cardList.data ?? []}
        onDelete={canChange ? (plan, button) => void onDelete(plan, button) : undefined}
        onEdit={
          canChange
            ? (plan) => {
                setStatus(null);
                setEditing(plan);
              }
            : undefined
        }
      />
    );
  };

  const addButton = () => {
    if (!canChange) return null;
    if (cards.length === 0 && !cardList.isPending) return <p>{copy.noCards}</p>;
    // While the cards load the button's place is held (hidden, out of the tab order), so the list does not move down.
    return (
      <p className={cardList.isPending ? 'flow-actions card-services__held' : 'flow-actions'} aria-hidden={cardList.isPending || undefined}>
        <button
          type="button"
          className="button"
          onClick={() => {
            setStatus(null);
            setEditing('new');
          }}
        >
          {copy.add}
        </button>
      </p>
    );
  };

  return (
    <CardServicesPage heading={copy.heading} intro={copy.intro}>
      <StatusMessage status={status} />
      {editing ? (
        <Suspense fallback={<FlowLoading text={common.loading} />}>
          <TravelPlanFormFlow
            cards={cards}
            {...(editing === 'new' ? {} : { plan: editing })}
            onSaved={(plan) => backToList({ text: resolveTemplate(editing === 'new' ? copy.added : copy.updated, { destinations: destinationsText(plan) }), error: false })}
            onCancel={() => backToList(null)}
          />
        </Suspense>
      ) : (
        <section className="card-services__section card" aria-labelledby="travel-plans-list">
          <StepHeading id="travel-plans-list" focusOnMount={false} focusToken={listFocus}>
            {copy.listHeading}
          </StepHeading>
          {addButton()}
          {list()}
        </section>
      )}
    </CardServicesPage>
  );
}
