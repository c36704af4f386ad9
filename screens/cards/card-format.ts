import { cardDisplayName, resolveTemplate } from '../../engine/core';
import { cardsManifest } from '../../src/manifests/card-manifest';
import type { CardItem, ChildCard } from './cards-api';

const copy = cardsManifest.copy.cards;

/** The card's name (its name, else its product description, else 'N/A'). */
export const cardName = (card: Pick<CardItem, 'name' | 'additions'>): string =>
  cardDisplayName({ name: card.name, productDescription: card.additions.productDescription });

/** "Visa Signature Rewards ••••4321": how a card is named in headings, buttons and dialogs. */
export const cardTitle = (card: Pick<CardItem, 'name' | 'additions' | 'maskedNumber'>): string =>
  resolveTemplate(copy.cardTitle, { name: cardName(card), maskedNumber: card.maskedNumber });

/** A status as members read it; an unknown code is shown as sent. */
export const statusLabel = (status: string): string => (copy.statuses as unknown as Readonly<Record<string, string | undefined>>)[status] ?? status;

export const lockLabel = (card: Pick<CardItem | ChildCard, 'lockStatus'>): string => (card.lockStatus === 'LOCKED' ? copy.locked : copy.unlocked);

/** "04/29" from the card's expiry month and year. */
export function expiryLabel(card: Pick<CardItem, 'additions'>): string {
  const { expiryMonth, expiryYear } = card.additions;
  return resolveTemplate(copy.expiry, { month: String(expiryMonth).padStart(2, '0'), year: String(expiryYear % 100).padStart(2, '0') });
}

/** A reference shown to its last four characters only ("CP-••••5678"), the rest masked. */
export function maskReference(reference: string): string {
  if (reference.length <= 4) return reference;
  const dash = reference.indexOf('-');
  const prefix = dash >= 0 && dash < reference.length - 4 ? reference.slice(0, dash + 1) : '';
  return `${prefix}••••${reference.slice(-4)}`;
}
