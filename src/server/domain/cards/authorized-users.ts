import type { Kysely, Transaction } from 'kysely';
import type { ChildCard } from '../../../../engine/core/generated/api.gen';
import { limitsManifest } from '../../../manifests';
import type { Database } from '../../db/schema';
import { ApiProblem, type ErrorCode } from '../../errors';
import { addMonths } from '../../../../engine/core/calendar';
import { toChildCard } from './card-items';
import type { CardRow } from './card-scope';
import { newCardFrom } from './new-card';

/** The data of config/forms/authorized-user.json (the route validated it against that form). */
export interface AuthorizedUserData {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  relationship: string;
}

function refusal(code: ErrorCode, path: string, values: Record<string, string>): ApiProblem {
  return new ApiProblem(422, code, path, values);
}

/** Authorized users go on a credit card's primary card only. */
function requirePrimaryCredit(card: CardRow): void {
  if (card.parent_card_id !== null || card.role !== 'Primary Cardholder') throw new ApiProblem(404, 'NOT_FOUND');
}

/** A card's open authorized-user cards. */
export async function listAuthorizedUsers(db: Kysely<Database> | Transaction<Database>, card: CardRow): Promise<ChildCard[]> {
  requirePrimaryCredit(card);
  const rows = await db
    .selectFrom('cards')
    .selectAll()
    .where('parent_card_id', '=', card.id)
    .where('role', '=', 'Authorized User')
    .where('status', '<>', 'CL')
    .orderBy('issued_at')
    .orderBy('id')
    .execute();
  return rows.map(toChildCard);
}

/**
 * Adds an authorized user: a child card of their own (role Authorized User, AU/USR, new number) mailed to the
 * primary holder and awaiting activation. They need not be a member. Age and count rules: config/limits.json cards.
 */
export async function addAuthorizedUser(trx: Transaction<Database>, input: { card: CardRow; data: AuthorizedUserData; now: Date; today: string }): Promise<ChildCard> {
  const { card, data } = input;
  requirePrimaryCredit(card);
  if (card.status === 'CL') throw new ApiProblem(409, 'CARD_CLOSED');
  const rules = limitsManifest.cards;
  if (data.dateOfBirth > addMonths(input.today, -12 * rules.authorizedUserMinimumAge)) {
    throw refusal('AUTHORIZED_USER_TOO_YOUNG', '/dateOfBirth', { age: String(rules.authorizedUserMinimumAge) });
  }
  await trx.selectFrom('cards').select('id').where('id', '=', card.id).forUpdate().execute();
  if ((await listAuthorizedUsers(trx, card)).length >= rules.maxAuthorizedUsers) {
    throw refusal('AUTHORIZED_USER_LIMIT', '', { max: String(rules.maxAuthorizedUsers) });
  }
  const row = newCardFrom(card, input.now, {
    holder_user_id: null,
    holder_name: `${data.firstName.trim()} ${data.lastName.trim()}`,
    parent_card_id: card.id,
    role: 'Authorized User',
    account_summary_type: 'AU',
    account_ownership_code: 'USR',
  });
  await trx.insertInto('cards').values(row).execute();
  return toChildCard({ id: row.id, last_four: row.last_four, product_code: row.product_code, holder_name: row.holder_name, status: 'IN', lock_status: 'UNLOCKED', role: 'Authorized User' });
}

/** Removes an authorized user: their card is locked and closed; 404 when it is not an open authorized user of this card. */
export async function removeAuthorizedUser(trx: Transaction<Database>, input: { card: CardRow; childId: string; now: Date }): Promise<void> {
  requirePrimaryCredit(input.card);
  const removed = await trx
    .updateTable('cards')
    .set({ status: 'CL', lock_status: 'LOCKED', closed_at: input.now, closed_reason: 'REMOVED' })
    .where('id', '=', input.childId)
    .where('parent_card_id', '=', input.card.id)
    .where('role', '=', 'Authorized User')
    .where('status', '<>', 'CL')
    .executeTakeFirst();
  if (Number(removed.numUpdatedRows) === 0) throw new ApiProblem(404, 'NOT_FOUND');
}
