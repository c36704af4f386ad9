import type { Kysely } from 'kysely';
import type { CopyManifest } from '../../../engine/core/generated/manifests.gen';
import { copyManifest } from '../../manifests';
import type { Database } from '../db/schema';
import { manifestInForce } from '../studio/manifest-in-force';

/** The words of the framed partner pages (IRA beneficiaries, card fraud report). */
export type PartnerPagesCopy = CopyManifest['screens']['partner-pages'];

/** The partner pages' words as the version in force has them, read once per request. */
export async function partnerPagesCopy(db: Kysely<Database>): Promise<PartnerPagesCopy> {
  return (await manifestInForce(db, 'copy.json', copyManifest)).screens['partner-pages'];
}
