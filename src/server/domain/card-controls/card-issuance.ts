import type { Transaction } from 'kysely';
import { isCardFeatureEligible } from '../../../../engine/core/card-eligibility';
import type { CardItem } from '../../../../engine/core/generated/api.gen';
import { cardsManifest } from '../../../manifests/card-manifest';
import { appManifest } from '../../../manifests';
import type { Database } from '../../db/schema';
import { ApiProblem } from '../../errors';
import { cardQuery } from '../cards/card-scope';
import { toCardItems } from '../cards/card-items';
import { newCardFrom } from '../cards/new-card';
import { sharedOnly } from '../visible-arrangements';
import { refuse, type Refusal } from './refusal';

export type IssuanceKind = 'INSTANT' | 'DIGITAL';

/**
 * Instant (branch) or digital (in the app) issuance of a debit card on a checking account the session reaches: a new
 * card modelled on the account's existing debit card, active at once with a new number and token, its expiry from
 * config/cards.json. Offered only when that card passes the card-eligibility rule (its product
 * code and status are on the lists of app.json cardEligibility).
 */
export async function issueDebitCard(
  trx: Transaction<Database>,
  input: { agreementIds: readonly string[]; arrangementIds: readonly string[] | null; checkingAccountId: string; kind: IssuanceKind; staff: boolean; now: Date },
): Promise<CardItem | Refusal> {
  const account =
    input.agreementIds.length === 0
      ? undefined
      : await trx.selectFrom('arrangements').select(['id', 'product_kind', 'state']).where('id', '=', input.checkingAccountId).where('agreement_id', 'in', input.agreementIds).$call(sharedOnly(input, 'id')).executeTakeFirst();
  if (!account || account.product_kind !== 'checking') throw new ApiProblem(404, 'NOT_FOUND', '/checkingAccountId');

  const debitCards = await cardQuery(trx, input)
    .where('c.arrangement_id', '=', account.id)
    .where('c.card_kind', '=', 'debit')
    .where('c.status', '!=', 'CL')
    .where('c.parent_card_id', 'is', null)
    .orderBy('c.issued_at', 'desc')
    .execute();
  if (debitCards.length === 0) return refuse('/checkingAccountId', cardsManifest.messages.issuanceNoDebitCard);
  const template = debitCards.find((card) => isCardFeatureEligible({ productCode: card.product_code, status: card.status }, appManifest.cardEligibility));
  if (!template) return refuse('/checkingAccountId', cardsManifest.messages.issuanceNotEligible);

  const years = input.kind === 'INSTANT' ? cardsManifest.issuance.instantExpiryYears : cardsManifest.issuance.digitalExpiryYears;
  const row = newCardFrom(template, input.now, {
    status: 'AC',
    issuance: input.kind,
    activated_at: input.now,
    expiry_month: input.now.getUTCMonth() + 1,
    expiry_year: input.now.getUTCFullYear() + years,
  });
  await trx.insertInto('cards').values(row).execute();
  const created = await cardQuery(trx, input).where('c.id', '=', row.id).executeTakeFirstOrThrow();
  const [item] = await toCardItems(trx, [created], { staff: input.staff });
  if (!item) throw new Error(`card ${row.id} was not read back`);
  return item;
}
