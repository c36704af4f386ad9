import { lazy, Suspense, useId, useRef, useState } from 'react';
import { resolveTemplate } from '../../engine/core';
import { cardsManifest } from '../../src/manifests/card-manifest';
import { messageOf } from '../shared/flow/flow-errors';
import { FlowError, FlowLoading } from '../shared/flow/FlowStates';
import { StatusMessage, type Status } from '../shared/flow/StatusMessage';
import { useConfirmModal } from '../shared/flow/use-confirm-modal';
import { cardTitle, statusLabel } from './card-format';
import { useAuthorizedUsers, useRemoveAuthorizedUser, type CardItem, type ChildCard } from './cards-api';

// The add form brings rjsf with it: loaded with this page's form, not with the first page load.
const AddAuthorizedUserForm = lazy(() => import('./AddAuthorizedUserForm'));

const copy = cardsManifest.copy.cards.authorizedUsers;
const REMOVE_MODAL = 'removeAuthorizedUser';

/** One credit card's authorized users: the list with Remove (behind a confirmation), and the form that adds one. */
export function AuthorizedUsers({ card }: { card: CardItem }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const users = useAuthorizedUsers(card.id);
  const remove = useRemoveAuthorizedUser(card.id);
  const confirm = useConfirmModal();
  const [status, setStatus] = useState<Status | null>(null);
  const title = cardTitle(card);

  const ask = async (user: ChildCard, opener: HTMLButtonElement) => {
    setStatus(null);
    const values = { name: user.holderName, card: title };
    const outcome = await confirm(REMOVE_MODAL, values, () => remove.mutateAsync(user.id), { opener });
    if (!outcome.confirmed) return;
    if ('error' in outcome) {
      setStatus({ text: messageOf(outcome.error), error: true });
      return;
    }
    setStatus({ text: resolveTemplate(copy.removed, values), error: false });
    // The Remove button went with the user: the list's heading takes focus instead.
    heading.current?.focus();
  };

  const list = () => {
    if (users.isPending) return <FlowLoading text={cardsManifest.copy.cards.loading} />;
    if (users.isError) return <FlowError text={cardsManifest.copy.cards.error} retryLabel={cardsManifest.copy.cards.retry} onRetry={() => void users.refetch()} />;
    if (users.data.length === 0) return <p>{copy.empty}</p>;
    return (
      <ul className="cards-users" data-testid="authorized-users">
        {users.data.map((user) => (
          <li key={user.id} className="card-child">
            <span className="card-child__holder">{user.holderName}</span>
            <span>{user.cardNumber}</span>
            <span>{statusLabel(user.status)}</span>
            <button type="button" className="button button--secondary" aria-label={resolveTemplate(copy.removeLabel, { name: user.holderName })} onClick={(event) => void ask(user, event.currentTarget)}>
              {copy.remove}
            </button>
          </li>
        ))}
      </ul>
    );
  };

  return (
    <>
      <section className="flow-step card" aria-labelledby={headingId}>
        <h2 id={headingId} ref={heading} tabIndex={-1} className="flow-heading">
          {resolveTemplate(copy.listHeading, { card: title })}
        </h2>
        <StatusMessage status={status} />
        {list()}
      </section>
      <Suspense fallback={<FlowLoading text={cardsManifest.copy.cards.loading} />}>
        <AddAuthorizedUserForm card={card} onAdded={(name) => {
            setStatus({ text: resolveTemplate(copy.added, { name }), error: false });
            heading.current?.focus();
          }} />
      </Suspense>
    </>
  );
}
