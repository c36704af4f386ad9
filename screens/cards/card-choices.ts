import { resolveTemplate } from '../../engine/core';
import { canReceiveRewards, type RewardsDestinationCandidate } from '../../engine/core/card-rewards';
import type { AccountOption } from '../../engine/react/forms';
import { cardsManifest } from '../../src/manifests/card-manifest';
import { limitsManifest } from '../../src/manifests';
import type { CardItem } from './cards-api';

const copy = cardsManifest.copy.cardServices.common;

/** How a card reads in pickers and messages: its name and masked number ("Visa Signature ••••4321"). */
export const cardLabel = (card: Pick<CardItem, 'name' | 'maskedNumber'>): string =>
  resolveTemplate(copy.cardOption, { name: card.name, maskedNumber: card.maskedNumber });

/** The last four digits of a card, from its masked number: what the due-date calls take. */
export const lastFourOf = (card: Pick<CardItem, 'maskedNumber'>): string => card.maskedNumber.replace(/\D/g, '').slice(-4);

/** Cards that still exist for the member: every card but a closed (replaced, lost, stolen, removed) one. */
export const openCards = (cards: readonly CardItem[] | undefined): CardItem[] => (cards ?? []).filter((card) => card.status !== 'CL');

export const creditCards = (cards: readonly CardItem[] | undefined): CardItem[] => openCards(cards).filter((card) => card.type === 'CREDIT');

/** Cards as the form engine's account-picker options. */
export const cardOptions = (cards: readonly CardItem[]): AccountOption[] =>
  cards.map((card) => ({ id: card.id, name: card.name, accountNumber: card.maskedNumber, label: cardLabel(card) }));

/** The accounts of the product summary that can take a cash redemption of these cards' rewards (the server's rule). */
export const rewardDestinations = <T extends RewardsDestinationCandidate>(accounts: readonly T[], cards: readonly CardItem[]): T[] => {
  const cardAccountIds = cards.map((card) => card.additions.arrangementId);
  return accounts.filter((account) => canReceiveRewards(account, cardAccountIds, limitsManifest.cards.rewards.destinationKinds));
};
