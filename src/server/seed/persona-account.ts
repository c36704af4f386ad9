import type { Kysely } from 'kysely';
import type { Database, ProductKind } from '../db/schema';

/** A persona's account the demo seed hangs its examples on, with the member who holds it. */
export interface PersonaAccount {
  id: string;
  member_id: string;
}

/**
 * Demo data only: the first open account of a kind (by display order) on the master agreement of the persona named
 * `username`, or undefined when the persona has none.
 */
export function firstPersonaAccount(db: Kysely<Database>, username: string, productKind: ProductKind): Promise<PersonaAccount | undefined> {
  return db
    .selectFrom('arrangements')
    .innerJoin('service_agreements', 'service_agreements.id', 'arrangements.agreement_id')
    .innerJoin('members', 'members.id', 'service_agreements.primary_user_id')
    .select(['arrangements.id', 'members.id as member_id'])
    .where('members.username', '=', username)
    .where('service_agreements.is_master', '=', true)
    .where('arrangements.state', '=', 'ACTIVE')
    .where('arrangements.product_kind', '=', productKind)
    .orderBy('arrangements.display_order')
    .executeTakeFirst();
}
