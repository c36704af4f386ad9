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
import { cardLabel, openCards } from './card-choices';
import { useRemoveWalletToken, useWalletTokens } from './card-services-api';
import type { WalletToken } from './card-services-api';
import { CardPicker } from './CardPicker';
import { CardServicesPage } from './CardServicesPage';
import type { CardItem } from './cards-api';
import { WithCards } from './CardListStates';
import { useChosenCard } from './use-chosen-card';
import { WalletTokenList, walletName } from './WalletTokenList';

const WalletAddFlow = lazy(() => import('./WalletAddFlow'));

const copy = cardsManifest.copy.cardServices.wallets;
const common = cardsManifest.copy.cardServices.common;
const REMOVE_MODAL = 'removeWalletToken';

function CardWallets({ cards }: { cards: CardItem[] }) {
  const [card, choose] = useChosenCard(cards);
  const tokens = useWalletTokens(card?.id ?? '');
  const remove = useRemoveWalletToken();
  const confirm = useConfirmModal();
  const canChange = useVisibilityContext().guards(MANAGE_CARDS_GUARD);
  const [adding, setAdding] = useState(false);
  const [status, setStatus] = useState<Status | null>(null);
  const [listFocus, setListFocus] = useState(0);
  if (card === undefined) return null;

  const backToList = (next: Status | null) => {
    setAdding(false);
    setStatus(next);
    setListFocus((count) => count + 1);
  };

  const onRemove = async (token: WalletToken, opener: HTMLButtonElement) => {
    setStatus(null);
    const values = { card: cardLabel(card), wallet: walletName(token), device: token.deviceName };
    const outcome = await confirm(REMOVE_MODAL, values, () => remove.mutateAsync({ cardId: card.id, tokenId: token.id }), { opener });
    if (!outcome.confirmed) return;
    if ('error' in outcome) setStatus({ text: messageOf(outcome.error), error: true });
    else backToList({ text: resolveTemplate(copy.removed, values), error: false });
  };

  const list = () => {
    if (tokens.isPending) return <FlowLoading text={common.loading} />;
    if (tokens.data === undefined) return <FlowError text={common.error} retryLabel={common.retry} onRetry={() => void tokens.refetch()} />;
    return <WalletTokenList tokens={tokens.data} onRemove={canChange ? (token, button) => void onRemove(token, button) : undefined} />;
  };

  return (
    <>
      <CardPicker
        cards={cards}
        value={card}
        onChange={(id) => {
          backToList(null);
          choose(id);
        }}
      />
      <StatusMessage status={status} />
      {adding ? (
        <Suspense fallback={<FlowLoading text={common.loading} />}>
          <WalletAddFlow
            card={card}
            onAdded={(token) => backToList({ text: resolveTemplate(copy.added, { wallet: walletName(token), device: token.deviceName }), error: false })}
            onCancel={() => backToList(null)}
          />
        </Suspense>
      ) : (
        <section className="card-services__section card" aria-labelledby="wallets-list">
          <StepHeading id="wallets-list" focusOnMount={false} focusToken={listFocus}>
            {resolveTemplate(copy.listHeading, { card: cardLabel(card) })}
          </StepHeading>
          {canChange ? (
            <p className="flow-actions">
              <button
                type="button"
                className="button"
                onClick={() => {
                  setStatus(null);
                  setAdding(true);
                }}
              >
                {copy.add}
              </button>
            </p>
          ) : (
            <p>{copy.readOnly}</p>
          )}
          {list()}
        </section>
      )}
    </>
  );
}

/** /cloud-token-binding: per card, the phone wallets it is in (a token each), adding it to one, removing it. */
export default function WalletsScreen() {
  return (
    <CardServicesPage heading={copy.heading} intro={copy.intro}>
      <WithCards select={openCards} empty={copy.noCards}>
        {(cards) => <CardWallets cards={cards} />}
      </WithCards>
    </CardServicesPage>
  );
}
