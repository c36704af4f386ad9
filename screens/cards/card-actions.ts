import type { VisibilityContext } from '../../engine/core';
import type { CardItem } from './cards-api';

/**
 * The feature flag (config/flags.json) and permission guard (config/permissions.json) of each change a member can
 * make to a card from the list. Every change also needs canManageCards, which a view-only trusted user lacks.
 */
export const CARD_ACTION_GATES = {
  freeze: { flag: 'show-freeze-card-omni', guard: 'canManageCards' },
  activate: { flag: 'show-card-activation', guard: 'canManageCards' },
  changePin: { flag: 'show-pin-change', guard: 'canManageCards' },
  replace: { flag: 'show-card-replacement', guard: 'canManageCards' },
} as const;

export type CardAction = keyof typeof CARD_ACTION_GATES;

const gateOpen = (action: CardAction, visibility: Pick<VisibilityContext, 'flags' | 'guards'>): boolean => {
  const gate = CARD_ACTION_GATES[action];
  return visibility.flags[gate.flag] === true && visibility.guards(gate.guard);
};

/** Whether a card still exists for the member to act on (not closed by replacement, loss, theft or removal). */
export const isOpenCard = (card: Pick<CardItem, 'status'>): boolean => card.status !== 'CL';

/** Whether the card waits for the member to activate it (issued, not yet used). */
export const awaitsActivation = (card: Pick<CardItem, 'status' | 'additions'>): boolean =>
  card.status === 'IN' || (card.status !== 'CL' && card.additions.activationRequired);

/** Whether the card is in use: active or dormant active, not awaiting activation (an ordered card is not made yet). */
export const isCardInUse = (card: Pick<CardItem, 'status' | 'additions'>): boolean => (card.status === 'AC' || card.status === 'DA') && !awaitsActivation(card);

/**
 * The changes the list offers for a card, in the order it shows them: each when its flag and guard allow it and the
 * card's state makes it meaningful (freeze only a card in use that the server lets lock; activate only one awaiting
 * activation; PIN only a card in use; replacement a card in use or one not yet activated).
 */
export function cardActions(card: CardItem, visibility: Pick<VisibilityContext, 'flags' | 'guards'>): CardAction[] {
  const inUse = isCardInUse(card);
  const relevant: Record<CardAction, boolean> = {
    activate: awaitsActivation(card),
    freeze: inUse && card.additions.lockEligible,
    changePin: inUse,
    replace: inUse || awaitsActivation(card),
  };
  return (['activate', 'freeze', 'changePin', 'replace'] as const).filter((action) => relevant[action] && gateOpen(action, visibility));
}
