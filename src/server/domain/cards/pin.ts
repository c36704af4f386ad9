import type { Kysely } from 'kysely';
import { hashPassword, verifyPassword } from '../../auth/password';
import type { Database } from '../../db/schema';
import { ApiProblem, type CatalogueError } from '../../errors';
import type { CardRow } from './card-scope';

/** The data of config/forms/pin-change.json (the route validated it against that form). */
export interface PinChangeData {
  pin: string;
  confirmPin: string;
}

/** Beyond the form's pattern: the confirmation must repeat the PIN. */
export function pinErrors(data: PinChangeData): CatalogueError[] {
  return data.pin === data.confirmPin ? [] : [{ path: '/confirmPin', code: 'CARD_PIN_MISMATCH' }];
}

/**
 * Sets a card's PIN. Only an scrypt hash with a salt of its own is stored (the same scheme as passwords), never the
 * PIN; the current PIN may not be chosen again. Returns when it changed.
 */
export async function changePin(db: Kysely<Database>, card: CardRow, pin: string, now: Date): Promise<Date> {
  if (card.status === 'CL') throw new ApiProblem(409, 'CARD_CLOSED');
  if (card.pin_hash !== null && (await verifyPassword(pin, card.pin_hash))) throw new ApiProblem(422, 'CARD_PIN_REUSED', '/pin');
  const pinHash = await hashPassword(pin);
  await db.updateTable('cards').set({ pin_hash: pinHash, pin_changed_at: now }).where('id', '=', card.id).execute();
  return now;
}
