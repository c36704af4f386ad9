import type { Kysely, Selectable, Transaction } from 'kysely';
import { appManifest } from '../../../manifests';
import type { ArrangementsTable, CardsTable, Database } from '../../db/schema';
import { ApiProblem } from '../../errors';
import { reachOf, type AccountReach } from '../visible-arrangements';

/** A card with the account it draws on. */
export type CardRow = Selectable<CardsTable> & {
  account_name: string;
  account_number: string;
  product_kind: Selectable<ArrangementsTable>['product_kind'];
  credit_limit_cents: number | null;
};

export type CardKind = 'debit' | 'credit';

/** The columns every card query selects: the card's own and its account's; only cards on accounts the session reaches. */
export function cardQuery(db: Kysely<Database> | Transaction<Database>, reachOrIds: AccountReach | readonly string[]) {
  const { agreementIds, arrangementIds } = reachOf(reachOrIds);
  return db
    .selectFrom('cards as c')
    .innerJoin('arrangements as a', 'a.id', 'c.arrangement_id')
    .selectAll('c')
    .select(['a.name as account_name', 'a.account_number', 'a.product_kind', 'a.credit_limit_cents'])
    .where('a.agreement_id', 'in', agreementIds.length > 0 ? [...agreementIds] : ['00000000-0000-0000-0000-000000000000'])
    .$if(arrangementIds !== null, (query) => query.where('a.id', 'in', arrangementIds !== null && arrangementIds.length > 0 ? [...arrangementIds] : ['00000000-0000-0000-0000-000000000000']));
}

/**
 * The card `cardId` of `kind` on an account the session's agreements reach, or 404: another member's card and a card
 * that does not exist answer alike. `acct` (debit routes) must be the card's checking account or "100", app.json's
 * stand-in for "the card's own account". `forUpdate` locks the row for a change.
 */
export async function findCard(
  db: Kysely<Database> | Transaction<Database>,
  input: { agreementIds: readonly string[]; arrangementIds?: readonly string[] | null; cardId: string; kind: CardKind; acct?: string; forUpdate?: boolean },
): Promise<CardRow> {
  let query = cardQuery(db, { agreementIds: input.agreementIds, arrangementIds: input.arrangementIds ?? null }).where('c.id', '=', input.cardId).where('c.card_kind', '=', input.kind);
  if (input.forUpdate) query = query.forUpdate();
  const card = await query.executeTakeFirst();
  if (!card) throw new ApiProblem(404, 'NOT_FOUND');
  if (input.acct !== undefined && input.acct !== appManifest.cardEligibility.defaultCheckingAccountId && input.acct !== card.arrangement_id) {
    throw new ApiProblem(404, 'NOT_FOUND');
  }
  return card;
}

/** 409 for a closed card: it can be looked at, never changed. */
export function refuseClosed(card: Pick<CardRow, 'status'>): void {
  if (card.status === 'CL') throw new ApiProblem(409, 'CARD_CLOSED');
}
