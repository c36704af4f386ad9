import type { Kysely } from 'kysely';
import { defaultProtections, validateProtections, type CardProtections } from '../../../../engine/core/card-protections';
import { cardsManifest } from '../../../manifests/card-manifest';
import type { Database } from '../../db/schema';
import type { Refusal } from './refusal';

const categories = cardsManifest.merchantCategories;

/**
 * A card's protections: the stored row over the defaults, so every category of config/cards.json is named even when
 * a product owner added it after the member saved; a category config no longer lists is dropped.
 */
export async function readProtections(db: Kysely<Database>, cardId: string): Promise<CardProtections> {
  const row = await db.selectFrom('card_protections').selectAll().where('card_id', '=', cardId).executeTakeFirst();
  const defaults = defaultProtections(categories);
  if (!row) return defaults;
  const stored = row.merchant_categories;
  return {
    international: row.international,
    merchantCategories: Object.fromEntries(Object.keys(defaults.merchantCategories).map((id) => [id, stored[id] ?? 'ALLOW'])),
    transactionTypes: { ONLINE: row.online, IN_STORE: row.in_store, ATM: row.atm, RECURRING: row.recurring },
    perTransactionLimitCents: row.per_transaction_limit_cents,
    monthlyLimitCents: row.monthly_limit_cents,
    alertEveryTransaction: row.alert_every_transaction,
  };
}

/** Saves a card's protections (whole, as PUT replaces them), or refuses with the config's messages. */
export async function writeProtections(
  db: Kysely<Database>,
  input: { cardId: string; protections: CardProtections; userId: string; now: Date },
): Promise<CardProtections | Refusal> {
  const { protections } = input;
  const violations = validateProtections(protections, categories);
  if (violations.length > 0) {
    return { refused: true, errors: violations.map((violation) => ({ path: violation.path, message: cardsManifest.messages[violation.code] })) };
  }
  const values = {
    international: protections.international,
    merchant_categories: JSON.stringify(protections.merchantCategories),
    online: protections.transactionTypes.ONLINE,
    in_store: protections.transactionTypes.IN_STORE,
    atm: protections.transactionTypes.ATM,
    recurring: protections.transactionTypes.RECURRING,
    per_transaction_limit_cents: protections.perTransactionLimitCents,
    monthly_limit_cents: protections.monthlyLimitCents,
    alert_every_transaction: protections.alertEveryTransaction,
    updated_at: input.now,
    updated_by: input.userId,
  };
  await db
    .insertInto('card_protections')
    .values({ card_id: input.cardId, ...values })
    .onConflict((conflict) => conflict.column('card_id').doUpdateSet(values))
    .execute();
  return readProtections(db, input.cardId);
}
