import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { ApiProblem } from '../../errors';
import type { CardRow } from './card-scope';

export interface ActivationDetails {
  lastFour: string;
  expiryMonth: number;
  expiryYear: number;
}

/**
 * Activates a card that arrived (IN → AC) when the member types what is printed on it. A card it replaces because it
 * was damaged closes now (it stayed usable until this moment), and its child cards move to the new card.
 */
export async function activateCard(trx: Transaction<Database>, card: CardRow, details: ActivationDetails, now: Date): Promise<void> {
  if (card.status === 'CL') throw new ApiProblem(409, 'CARD_CLOSED');
  if (card.status === 'UN') throw new ApiProblem(409, 'CARD_NOT_ISSUED');
  if (card.status !== 'IN') throw new ApiProblem(409, 'CARD_ALREADY_ACTIVE');
  if (details.lastFour !== card.last_four || details.expiryMonth !== card.expiry_month || details.expiryYear !== card.expiry_year) {
    throw new ApiProblem(422, 'CARD_ACTIVATION_MISMATCH');
  }
  await trx.updateTable('cards').set({ status: 'AC', activated_at: now }).where('id', '=', card.id).execute();
  if (card.replaces_card_id) await retireCard(trx, card.replaces_card_id, card.id, 'REPLACED', now);
}

/** Closes a replaced card (locked, CL) and hands its child cards to the card that replaces it. */
export async function retireCard(trx: Transaction<Database>, oldCardId: string, newCardId: string, reason: string, now: Date): Promise<void> {
  await trx
    .updateTable('cards')
    .set({ status: 'CL', lock_status: 'LOCKED', closed_at: now, closed_reason: reason })
    .where('id', '=', oldCardId)
    .where('status', '<>', 'CL')
    .execute();
  await trx.updateTable('cards').set({ parent_card_id: newCardId }).where('parent_card_id', '=', oldCardId).where('id', '<>', newCardId).execute();
}
