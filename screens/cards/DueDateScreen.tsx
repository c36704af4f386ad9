import { lazy, Suspense, useState } from 'react';
import { resolveTemplate } from '../../engine/core';
import { useVisibilityContext } from '../../engine/react';
import { cardsManifest } from '../../src/manifests/card-manifest';
import { messageOf } from '../shared/flow/flow-errors';
import { FlowError, FlowLoading } from '../shared/flow/FlowStates';
import { StatusMessage } from '../shared/flow/StatusMessage';
import type { Status } from '../shared/flow/StatusMessage';
import { useConfirmModal } from '../shared/flow/use-confirm-modal';
import { formatLongDay } from '../shared/format-day';
import { creditCards, lastFourOf } from './card-choices';
import { useChangeDueDate, useDueDateInfo } from './card-services-api';
import type { DueDateInfo } from './card-services-api';
import { CardPicker } from './CardPicker';
import { CardServicesPage } from './CardServicesPage';
import type { CardItem } from './cards-api';
import { WithCards } from './CardListStates';
import { MANAGE_CARDS_GUARD } from './card-guards';
import { loadFailureText } from './form-failure';
import { useChosenCard } from './use-chosen-card';

const DueDateForm = lazy(() => import('./DueDateForm'));

const copy = cardsManifest.copy.cardServices.dueDate;
const common = cardsManifest.copy.cardServices.common;
const CANCEL_MODAL = 'cancelDueDateChange';

const dayText = (day: number | null): string => (day === null ? '' : resolveTemplate(copy.dayOfMonth, { day }));

function DueDateFacts({ info }: { info: DueDateInfo }) {
  return (
    <section className="card-services__section card" aria-labelledby="due-date-current">
      <h2 id="due-date-current">{copy.currentHeading}</h2>
      <dl className="card-services__figures">
        <div>
          <dt>{copy.currentLabel}</dt>
          <dd data-testid="due-day">{dayText(info.currentDueDay)}</dd>
        </div>
      </dl>
      <p>
        <span className="card-services__label">{`${copy.availableLabel}: `}</span>
        {info.availableDueDays.join(', ')}
      </p>
      {info.nextChangeAllowedOn ? <p>{resolveTemplate(copy.nextAllowed, { date: formatLongDay(info.nextChangeAllowedOn) })}</p> : null}
    </section>
  );
}

function CardDueDate({ cards }: { cards: CardItem[] }) {
  const [card, choose] = useChosenCard(cards);
  const lastFour = card ? lastFourOf(card) : '';
  const info = useDueDateInfo(lastFour);
  const change = useChangeDueDate();
  const confirm = useConfirmModal();
  const canChange = useVisibilityContext().guards(MANAGE_CARDS_GUARD);
  const [status, setStatus] = useState<Status | null>(null);

  const cancelPending = async (current: DueDateInfo, opener: HTMLButtonElement) => {
    setStatus(null);
    const values = { day: current.currentDueDay ?? '' };
    const outcome = await confirm(CANCEL_MODAL, values, () => change.mutateAsync({ lastFour, cancel: true }), { opener });
    if (!outcome.confirmed) return;
    if ('error' in outcome) setStatus({ text: messageOf(outcome.error), error: true });
    else setStatus({ text: resolveTemplate(copy.cancelled, { day: outcome.result.currentDueDay ?? '' }), error: false });
  };

  const body = () => {
    if (info.isPending) return <FlowLoading text={common.loading} />;
    if (info.data === undefined) return <FlowError text={loadFailureText(info.error, common.error)} retryLabel={common.retry} onRetry={() => void info.refetch()} />;
    const current = info.data;
    const pending = current.pendingChange;
    return (
      <>
        <DueDateFacts info={current} />
        {pending ? (
          <section className="card-services__section card" aria-labelledby="due-date-pending">
            <h2 id="due-date-pending">{copy.pendingHeading}</h2>
            <p>{resolveTemplate(copy.pendingBody, { day: pending.newDueDay, date: formatLongDay(pending.requestedAt) })}</p>
            {canChange ? (
              <p className="flow-actions">
                <button type="button" className="button button--secondary" onClick={(event) => void cancelPending(current, event.currentTarget)}>
                  {copy.cancelPending}
                </button>
              </p>
            ) : null}
          </section>
        ) : null}
        {!canChange ? <p>{copy.readOnly}</p> : null}
        {canChange && !pending ? (
          <section className="card-services__section card" aria-labelledby="due-date-form">
            <Suspense fallback={<FlowLoading text={common.loading} />}>
              <DueDateForm
                key={card?.id}
                info={current}
                onChanged={(next) => setStatus({ text: resolveTemplate(copy.submitted, { day: next.pendingChange?.newDueDay ?? next.currentDueDay ?? '' }), error: false })}
              />
            </Suspense>
          </section>
        ) : null}
      </>
    );
  };

  return (
    <>
      <CardPicker
        cards={cards}
        value={card}
        onChange={(id) => {
          setStatus(null);
          choose(id);
        }}
      />
      <StatusMessage status={status} />
      {body()}
    </>
  );
}

/** /change-due-date: a credit card's payment due day, the days allowed, a change and the cancelling of a pending one. */
export default function DueDateScreen() {
  return (
    <CardServicesPage heading={copy.heading} intro={copy.intro}>
      <WithCards select={creditCards} empty={copy.noCards}>
        {(cards) => <CardDueDate cards={cards} />}
      </WithCards>
    </CardServicesPage>
  );
}
