import { randomInt, randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { limitsManifest } from '../../../manifests';
import type { Database } from '../../db/schema';
import { ApiProblem } from '../../errors';
import { GL } from '../../../manifests/gl-accounts-manifest';
import { postJournal } from '../postings/post-journal';
import { businessDate } from '../business-date';
import { retireCard } from './activation';
import { cardQuery, type CardKind, type CardRow } from './card-scope';
import { sharedOnly } from '../visible-arrangements';
import { newCardFrom, newCardPolicyRefId, newCardToken, newExpiry, newLastFour } from './new-card';

export type CardOrderReason = 'NEW' | 'LOST' | 'STOLEN' | 'DAMAGED';

export interface CardOrderOutcome {
  confirmationNumber: string;
  newCardId: string;
  replacedCardId?: string;
}

/** "CO-" and ten digits: what the member quotes when calling about the card. */
function confirmationNumber(): string {
  return `CO-${String(randomInt(0, 100_000)).padStart(5, '0')}${String(randomInt(0, 100_000)).padStart(5, '0')}`;
}

async function recordOrder(
  trx: Transaction<Database>,
  input: { userId: string; arrangementId: string; cardType: 'DEBIT' | 'CREDIT'; reason: CardOrderReason; expedite: boolean; newCardId: string; replacedCardId: string | null; now: Date },
): Promise<string> {
  const number = confirmationNumber();
  const fee = limitsManifest.cards.replacement.expediteFeeCents;
  if (input.expedite && fee > 0) await chargeExpediteFee(trx, { arrangementId: input.arrangementId, feeCents: fee, confirmationNumber: number, now: input.now });
  await trx
    .insertInto('card_orders')
    .values({
      id: randomUUID(),
      user_id: input.userId,
      arrangement_id: input.arrangementId,
      card_type: input.cardType,
      reason: input.reason,
      expedite: input.expedite,
      new_card_id: input.newCardId,
      replaced_card_id: input.replacedCardId,
      confirmation_number: number,
      created_at: input.now,
    })
    .execute();
  return number;
}

/**
 * The expedited delivery fee of config/limits.json, charged to the card's own account (a debit of checking, a charge
 * on the credit card) against card fee income, in the order's transaction.
 */
async function chargeExpediteFee(trx: Transaction<Database>, input: { arrangementId: string; feeCents: number; confirmationNumber: string; now: Date }): Promise<void> {
  const description = `Expedited card delivery fee ${input.confirmationNumber}`;
  await postJournal(trx, {
    kind: 'CARD_FEE',
    description,
    postedAt: input.now,
    bookingDate: businessDate(input.now),
    lines: [
      { arrangementId: input.arrangementId, amountCents: input.feeCents },
      { glAccountId: GL.cardFeeIncome, amountCents: -input.feeCents },
    ],
    memberLines: [{ arrangementId: input.arrangementId, amountCents: input.feeCents, creditDebit: 'DEBIT', description, category: 'Fees' }],
  });
}

/**
 * Replaces a card, or orders another like it (NEW). LOST and STOLEN: the old card is locked and closed at once and the
 * new one gets a new number. DAMAGED: the new card keeps the number and the old one works until the new one is
 * activated. Every new card is mailed and awaits activation (IN). Runs inside the caller's (idempotent) transaction.
 */
export async function replaceCard(
  trx: Transaction<Database>,
  input: { card: CardRow; reason: CardOrderReason; expedite: boolean; userId: string; now: Date },
): Promise<CardOrderOutcome> {
  const { card, reason, now } = input;
  if (card.status === 'CL') throw new ApiProblem(409, 'CARD_CLOSED');
  const replaces = reason === 'NEW' ? null : card.id;
  const row = newCardFrom(card, now, {
    replaces_card_id: replaces,
    ...(reason === 'DAMAGED' ? { last_four: card.last_four } : {}),
  });
  await trx.insertInto('cards').values(row).execute();
  if (reason === 'LOST' || reason === 'STOLEN') await retireCard(trx, card.id, row.id, reason, now);
  const cardType = card.card_kind === 'debit' ? 'DEBIT' : 'CREDIT';
  const number = await recordOrder(trx, { userId: input.userId, arrangementId: card.arrangement_id, cardType, reason, expedite: input.expedite, newCardId: row.id, replacedCardId: replaces, now });
  return { confirmationNumber: number, newCardId: row.id, ...(replaces ? { replacedCardId: replaces } : {}) };
}

/**
 * Orders an additional card on an account (config/forms/card-order.json, reason NEW) for the account's holder: like
 * the account's primary card when it has one, else the product of config/limits.json cards.orderProducts.
 */
export async function orderCard(
  trx: Transaction<Database>,
  input: { agreementIds: readonly string[]; arrangementIds: readonly string[] | null; accountId: string; cardType: 'DEBIT' | 'CREDIT'; expedite: boolean; userId: string; holder: { id: string; name: string }; now: Date },
): Promise<CardOrderOutcome> {
  const account = await trx
    .selectFrom('arrangements')
    .select(['id', 'product_kind', 'state'])
    .where('id', '=', input.accountId)
    .where('agreement_id', 'in', input.agreementIds.length > 0 ? [...input.agreementIds] : ['00000000-0000-0000-0000-000000000000'])
    .$call(sharedOnly(input, 'id'))
    .executeTakeFirst();
  if (!account || account.state !== 'ACTIVE') throw new ApiProblem(404, 'NOT_FOUND', '/accountId');
  const kind: CardKind = input.cardType === 'DEBIT' ? 'debit' : 'credit';
  if ((kind === 'debit') !== (account.product_kind === 'checking') || (kind === 'credit') !== (account.product_kind === 'creditCard')) {
    throw new ApiProblem(422, 'CARD_ORDER_ACCOUNT_MISMATCH', '/accountId');
  }
  const template = await cardQuery(trx, input)
    .where('c.arrangement_id', '=', account.id)
    .where('c.parent_card_id', 'is', null)
    .where('c.role', '=', 'Primary Cardholder')
    .orderBy('c.issued_at')
    .executeTakeFirst();
  const product = limitsManifest.cards.orderProducts[input.cardType];
  const row = template
    ? newCardFrom(template, input.now, { holder_user_id: input.holder.id, holder_name: input.holder.name, parent_card_id: null })
    : {
        id: randomUUID(),
        arrangement_id: account.id,
        holder_user_id: input.holder.id,
        holder_name: input.holder.name,
        card_kind: kind,
        brand: product.brand,
        product_code: product.productCode,
        product_description: product.description,
        last_four: newLastFour(),
        ...newExpiry(input.now),
        status: 'IN' as const,
        lock_status: 'UNLOCKED' as const,
        card_token: newCardToken(),
        card_policy_ref_id: newCardPolicyRefId(),
        issued_at: input.now,
      };
  await trx.insertInto('cards').values(row).execute();
  const number = await recordOrder(trx, { userId: input.userId, arrangementId: account.id, cardType: input.cardType, reason: 'NEW', expedite: input.expedite, newCardId: row.id, replacedCardId: null, now: input.now });
  return { confirmationNumber: number, newCardId: row.id };
}
