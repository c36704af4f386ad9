import type { Kysely } from 'kysely';
import type { ProductsAndMore } from '../../../engine/core/generated/api.gen';
import type { Database } from '../db/schema';
import { productsAndMoreManifest } from '../../manifests/products-manifest';
import type { MemberScope } from './member-scope';
import { maskAccountNumber } from './product-summary';
import { memberKind } from './uploads/upload-rows';
import { visibleArrangements } from './visible-arrangements';

/**
 * Settings, Products and More: the open accounts the session reaches (its agreements', as the product summary), and
 * the products of config/products-and-more.json the membership's kind (consumer or business) can add, less any
 * offered once per member (hideWhenOwned) of a kind already held.
 */
export async function productsAndMore(db: Kysely<Database>, scope: MemberScope): Promise<ProductsAndMore> {
  const kind = await memberKind(db, scope.ownerId);
  const arrangements = await visibleArrangements(db, scope);
  const heldKinds = new Set<string>(arrangements.map((arrangement) => arrangement.product_kind));
  const owned = arrangements.map((arrangement) => ({
    id: arrangement.id,
    name: arrangement.name,
    productKind: arrangement.product_kind,
    productTypeName: productsAndMoreManifest.productKindLabels[arrangement.product_kind],
    accountNumber: maskAccountNumber(arrangement.account_number),
    openedOn: arrangement.opened_on,
    state: arrangement.state,
  }));
  const available = productsAndMoreManifest.catalogue
    .filter((item) => item.memberTypes.includes(kind))
    .filter((item) => !(item.hideWhenOwned ?? []).some((held) => heldKinds.has(held)))
    .map(({ id, label, description, category, to, actionLabel }) => ({ id, label, description, category, to, actionLabel }));
  return { memberType: kind, owned, available };
}
