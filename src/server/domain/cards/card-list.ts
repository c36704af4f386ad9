import type { Kysely } from 'kysely';
import type { CardItem } from '../../../../engine/core/generated/api.gen';
import type { Database } from '../../db/schema';
import { toCardItems } from './card-items';
import { cardQuery } from './card-scope';
import type { AccountReach } from '../visible-arrangements';

/**
 * Every open card on the accounts the session's agreements reach, debit and credit: the cards screen's list
 * (GET /cards/freeze). A joint holder's or authorized user's card appears in its parent's childCards, not on its own.
 */
export async function listCards(db: Kysely<Database>, scope: AccountReach & { staff: boolean }): Promise<CardItem[]> {
  if (scope.agreementIds.length === 0) return [];
  const rows = await cardQuery(db, scope)
    .where('c.status', '<>', 'CL')
    .where('c.parent_card_id', 'is', null)
    .orderBy('a.display_order')
    .orderBy('c.issued_at')
    .orderBy('c.id')
    .execute();
  return toCardItems(db, rows, { staff: scope.staff });
}
