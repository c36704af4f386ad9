import type { Kysely } from 'kysely';
import type { CopyManifest } from '../../../../engine/core/generated/manifests.gen';
import { copyManifest } from '../../../manifests';
import type { Database } from '../../db/schema';
import { manifestInForce } from '../../studio/manifest-in-force';

/** The words of the partner hand-off: the stand-in landing and the refusals. */
export type PartnershipSsoCopy = CopyManifest['screens']['partnership-sso'];

/** The hand-off's words as the version in force has them, read once per request. */
export async function partnershipSsoCopy(db: Kysely<Database>): Promise<PartnershipSsoCopy> {
  return (await manifestInForce(db, 'copy.json', copyManifest)).screens['partnership-sso'];
}
