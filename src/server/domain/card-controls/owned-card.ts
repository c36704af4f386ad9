import type { Kysely } from 'kysely';
import type { CardsTable, Database } from '../../db/schema';
import { ApiProblem } from '../../errors';
import type { MemberScope } from '../member-scope';
import { sharedOnly } from '../visible-arrangements';

export interface OwnedCard {
  id: string;
  arrangementId: string;
  agreementId: string;
  holderUserId: string | null;
  cardKind: CardsTable['card_kind'];
  productCode: string;
  lastFour: string;
  status: string;
  lockStatus: 'LOCKED' | 'UNLOCKED';
}

/**
 * The card, when its account is one the session's agreement reaches; otherwise 404, the same answer as a card that
 * does not exist, so a guessed id reveals nothing.
 */
export async function loadOwnedCard(db: Kysely<Database>, scope: Pick<MemberScope, 'agreementIds' | 'arrangementIds'>, cardId: string): Promise<OwnedCard> {
  const row =
    scope.agreementIds.length === 0
      ? undefined
      : await db
          .selectFrom('cards as c')
          .innerJoin('arrangements as a', 'a.id', 'c.arrangement_id')
          .select(['c.id', 'c.arrangement_id', 'a.agreement_id', 'c.holder_user_id', 'c.card_kind', 'c.product_code', 'c.last_four', 'c.status', 'c.lock_status'])
          .where('c.id', '=', cardId)
          .where('a.agreement_id', 'in', scope.agreementIds)
          .$call(sharedOnly(scope, 'a.id'))
          .executeTakeFirst();
  if (!row) throw new ApiProblem(404, 'NOT_FOUND');
  return {
    id: row.id,
    arrangementId: row.arrangement_id,
    agreementId: row.agreement_id,
    holderUserId: row.holder_user_id,
    cardKind: row.card_kind,
    productCode: row.product_code,
    lastFour: row.last_four,
    status: row.status,
    lockStatus: row.lock_status,
  };
}
