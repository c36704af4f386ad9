import { randomInt, randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { Database, ProductKind } from '../../db/schema';
import { inheritDelivery } from '../statement-delivery';

/** Account number prefixes by kind, as the seeded accounts have them (seed/build-rows.ts). */
const PREFIX: Partial<Record<ProductKind, string>> = { autoLoan: '71', creditCard: '52' };

/** A ten-digit account number of the kind's prefix that no arrangement has yet. */
async function freshAccountNumber(trx: Transaction<Database>, kind: ProductKind): Promise<string> {
  for (;;) {
    const candidate = `${PREFIX[kind] ?? '49'}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
    const taken = await trx.selectFrom('arrangements').select('id').where((eb) => eb.or([eb('account_number', '=', candidate), eb('external_arrangement_id', '=', `AR-${candidate}`)])).executeTakeFirst();
    if (!taken) return candidate;
  }
}

/**
 * Opens a loan or card arrangement under the agreement (inside the caller's transaction), numbered like the others,
 * last in the agreement's display order, with its terms row (rate, due day, payment). Returns its id.
 */
export async function openArrangement(
  trx: Transaction<Database>,
  input: {
    agreementId: string;
    kind: 'autoLoan' | 'creditCard';
    productTypeName: string;
    externalProductId: string;
    name: string;
    openedOn: string;
    now: Date;
    principalCents: number | null;
    creditLimitCents: number | null;
    terms: { interestRateBps: number; paymentDueDay: number; minimumPaymentCents: number; minimumPaymentPercentBps: number | null };
  },
): Promise<{ id: string; accountNumber: string }> {
  const sibling = await trx
    .selectFrom('arrangements')
    .select(['external_legal_entity_id', sql<number>`(select coalesce(max(display_order), 0) from arrangements where agreement_id = ${input.agreementId})`.as('last_order')])
    .where('agreement_id', '=', input.agreementId)
    .executeTakeFirstOrThrow();
  const accountNumber = await freshAccountNumber(trx, input.kind);
  const id = randomUUID();
  await trx
    .insertInto('arrangements')
    .values({
      id,
      agreement_id: input.agreementId,
      external_arrangement_id: `AR-${accountNumber}`,
      external_legal_entity_id: sibling.external_legal_entity_id,
      external_product_id: input.externalProductId,
      product_kind: input.kind,
      product_type_name: input.productTypeName,
      name: input.name,
      account_number: accountNumber,
      credit_limit_cents: input.creditLimitCents,
      principal_cents: input.principalCents,
      opened_on: input.openedOn,
      display_order: Number(sibling.last_order) + 1,
    })
    .execute();
  await trx
    .insertInto('arrangement_terms')
    .values({
      arrangement_id: id,
      interest_rate_bps: input.terms.interestRateBps,
      apy_bps: null,
      payment_due_day: input.terms.paymentDueDay,
      minimum_payment_cents: input.terms.minimumPaymentCents,
      minimum_payment_percent_bps: input.terms.minimumPaymentPercentBps,
    })
    .execute();
  await inheritDelivery(trx, { agreementId: input.agreementId, arrangementId: id, now: input.now });
  return { id, accountNumber };
}
