import { resolveTemplate } from '../../engine/core';
import { cardsManifest } from '../../src/manifests/card-manifest';
import { appManifest } from '../../src/manifests';
import { messageOf } from '../shared/flow/flow-errors';
import type { Status } from '../shared/flow/StatusMessage';
import { useConfirmModal, type ConfirmOutcome } from '../shared/flow/use-confirm-modal';
import { useActsForMember, useConfirmWithReason } from '../shared/flow/use-confirm-with-reason';
import { cardTitle } from './card-format';
import { cardPath, useSetCardLock, type CardItem } from './cards-api';

const copy = cardsManifest.copy.cards;
const FREEZE_MODAL = 'freezeCard';
const UNFREEZE_MODAL = 'unfreezeCard';

/** The outcome of a freeze or unfreeze, and the card it is about (said next to that card, not atop the page). */
export interface CardLockStatus extends Status {
  readonly cardId: string;
}

/**
 * Freeze or unfreeze behind a confirmation (config/modals.json): POST lock-status with the card's policy reference;
 * the answer replaces the card in the cached list (no refetch) and the outcome, naming the card, is told through
 * `report`.
 * Staff acting for the member give the action's reason in that same dialog (sent with the request, so the server does
 * not ask again); members see the plain confirmation. Focus goes back to the button that asked once the dialog closes.
 */
export function useCardLock(report: (status: CardLockStatus) => void) {
  const confirm = useConfirmModal();
  const confirmWithReason = useConfirmWithReason();
  const staff = useActsForMember();
  const setLock = useSetCardLock();
  return async (card: CardItem, opener: HTMLButtonElement) => {
    const locking = card.lockStatus !== 'LOCKED';
    const base = cardPath(card, appManifest.cardEligibility.defaultCheckingAccountId);
    const body = { lockStatus: locking ? ('LOCKED' as const) : ('UNLOCKED' as const), cardPolicyRefId: card.additions.cardPolicyRefId };
    const modal = locking ? FREEZE_MODAL : UNFREEZE_MODAL;
    const values = { card: cardTitle(card) };
    const tell = (status: Status) => report({ ...status, cardId: card.id });
    const outcome: ConfirmOutcome<CardItem> = staff
      ? await confirmWithReason(modal, values, (reason) => setLock.mutateAsync({ card, base, body, reason }), { opener })
      : await confirm(modal, values, () => setLock.mutateAsync({ card, base, body }), { opener });
    if (!outcome.confirmed) return;
    if ('error' in outcome) tell({ text: messageOf(outcome.error), error: true });
    else tell({ text: resolveTemplate(locking ? copy.cardFrozen : copy.cardUnfrozen, values), error: false });
  };
}
