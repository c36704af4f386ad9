import type { Kysely } from 'kysely';
import type { CardMaintenance, CardOrderableList } from '../../../../engine/core/generated/api.gen';
import { limitsManifest } from '../../../manifests';
import type { Database } from '../../db/schema';
import { maskAccountNumber } from '../product-summary';
import { reachOf, sharedOnly, type AccountReach } from '../visible-arrangements';

/** What replacing `cardId` involves: the reasons, the member's mailing address, delivery times and the expedite fee. */
export async function cardMaintenance(db: Kysely<Database>, input: { cardId: string; ownerId: string }): Promise<CardMaintenance> {
  const address = await db
    .selectFrom('member_postal_addresses')
    .select(['address_line1', 'city', 'state', 'zip_code'])
    .where('user_id', '=', input.ownerId)
    .where('address_type', '=', 'MAILING')
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
  const { replacement } = limitsManifest.cards;
  return {
    cardId: input.cardId,
    reasons: ['LOST', 'STOLEN', 'DAMAGED'],
    mailingAddress: address ? { line1: address.address_line1, city: address.city, state: address.state, postalCode: address.zip_code } : null,
    expediteFeeCents: replacement.expediteFeeCents,
    standardBusinessDays: replacement.standardBusinessDays,
    expeditedBusinessDays: replacement.expeditedBusinessDays,
  };
}

/** Open accounts a new card may be ordered on: checking (debit) and credit card accounts. */
export async function orderableAccounts(db: Kysely<Database>, reachOrIds: AccountReach | readonly string[]): Promise<CardOrderableList> {
  const reach = reachOf(reachOrIds);
  if (reach.agreementIds.length === 0) return { orderable: [] };
  const rows = await db
    .selectFrom('arrangements')
    .select(['id', 'name', 'account_number', 'product_kind'])
    .where('agreement_id', 'in', [...reach.agreementIds])
    .$call(sharedOnly(reach, 'id'))
    .where('state', '=', 'ACTIVE')
    .where('product_kind', 'in', ['checking', 'creditCard'])
    .orderBy('display_order')
    .execute();
  return {
    orderable: rows.map((row) => ({
      accountId: row.id,
      accountName: row.name,
      maskedNumber: maskAccountNumber(row.account_number),
      cardType: row.product_kind === 'checking' ? 'DEBIT' : 'CREDIT',
    })),
  };
}
