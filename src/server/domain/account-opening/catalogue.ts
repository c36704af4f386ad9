import type { Kysely } from 'kysely';
import type { AccountOpeningDisclosure, AccountOpeningProduct, CertificateTerm } from '../../../../engine/core/generated/manifests.gen';
import { evaluateFlag } from '../../../../engine/core/flags';
import { accountOpeningManifest } from '../../../manifests/account-opening-manifest';
import type { Database } from '../../db/schema';
import { ApiProblem } from '../../errors';
import { flagContextOf } from '../flag-context';
import type { ServerConfig } from '../../config';

export type OpeningAudience = 'personal' | 'business';

/**
 * Whose catalogue a session sees: the member whose accounts it reaches (staff serving a business member see the
 * business catalogue). Business members are offered account opening only while the business flag (evaluated
 * for that member as the menu's flag is) is on; otherwise 403, whatever the browser shows.
 */
export async function openingAudience(db: Kysely<Database>, flags: ServerConfig['flags'], ownerId: string): Promise<OpeningAudience> {
  const owner = await db.selectFrom('members').select(['id', 'username', 'membership_type', 'employee_guid']).where('id', '=', ownerId).executeTakeFirst();
  if (!owner) throw new ApiProblem(404, 'NOT_FOUND');
  if (owner.membership_type === 'P') return 'personal';
  const definition = flags.flags[accountOpeningManifest.businessFlag];
  if (definition === undefined || evaluateFlag(definition, flagContextOf(owner)) !== true) throw new ApiProblem(403, 'FORBIDDEN');
  return 'business';
}

/** The products of one audience, in catalogue order. */
export function productsFor(audience: OpeningAudience): readonly AccountOpeningProduct[] {
  return accountOpeningManifest.products.filter((product) => product.audience === audience);
}

export function disclosuresOf(product: AccountOpeningProduct): AccountOpeningDisclosure[] {
  return product.disclosures.map((id) => {
    const disclosure = accountOpeningManifest.disclosures.find((candidate) => candidate.id === id);
    if (!disclosure) throw new Error(`config/account-opening.json: product ${product.id} names unknown disclosure ${id}`);
    return disclosure;
  });
}

/** The current catalogue term of a certificate product for a length in months, if it offers one. */
export function certificateTerm(productId: string, months: number): CertificateTerm | undefined {
  return accountOpeningManifest.products.find((product) => product.id === productId)?.terms?.find((term) => term.months === months);
}
