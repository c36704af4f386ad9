import type { CardArt } from '../../engine/core/generated/manifests.gen';
import { cardsManifest } from '../../src/manifests/card-manifest';
import type { CardItem } from './cards-api';

/** A card's product code: `additions.productCode`, since a debit card's subType is 'K', not its product. */
export const productCodeOf = (card: Pick<CardItem, 'additions'>): string => card.additions.productCode;

/** How config/cards.json draws a product: its entry by product code, else the default. */
export function cardArtFor(productCode: string): CardArt {
  return cardsManifest.art.byProductCode[productCode] ?? cardsManifest.art.default;
}
