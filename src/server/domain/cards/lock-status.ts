import type { Transaction } from 'kysely';
import type { Database, LockStatus } from '../../db/schema';
import { ApiProblem } from '../../errors';
import type { CardRow } from './card-scope';

/**
 * Freezes or unfreezes a card (the lock-status call). The card policy reference the member's screen holds must still be
 * the card's, so a stale screen cannot act on a card that was replaced meanwhile. Setting the status it already has
 * is a no-op success.
 */
export async function setLockStatus(trx: Transaction<Database>, card: CardRow, input: { lockStatus: LockStatus; cardPolicyRefId: string }): Promise<void> {
  if (card.status === 'CL') throw new ApiProblem(409, 'CARD_CLOSED');
  if (input.cardPolicyRefId !== card.card_policy_ref_id) throw new ApiProblem(422, 'CARD_POLICY_MISMATCH', '/cardPolicyRefId');
  if (card.lock_status !== input.lockStatus) await trx.updateTable('cards').set({ lock_status: input.lockStatus }).where('id', '=', card.id).execute();
}
