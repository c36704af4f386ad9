import cardsJson from '../../config/cards.json';
import type { CardsManifest } from '../../engine/core/generated/manifests.gen';
import { load } from './load-manifest';

/**
 * config/cards.json, in a module of its own (not src/manifests/index.ts) so only the card screens and the server import
 * it and the first page load does not carry it.
 */
export const cardsManifest = load<CardsManifest>(cardsJson, 'cards.json');
