import type { Kysely } from 'kysely';
import { accountFactsManifest } from '../../manifests/account-facts-manifest';
import type { Arrangement, Database } from '../db/schema';

/** The kind of account a direct-deposit form names, as the form prints it. */
export type DirectDepositKind = 'checking' | 'savings';

/**
 * The kind a direct-deposit form names for this account, or undefined when it takes none: an account closed or of a
 * kind config/account-facts.json leaves out, or a certificate (a savings account with a term), which takes no deposits.
 */
export async function directDepositKindOf(db: Kysely<Database>, arrangement: Arrangement): Promise<DirectDepositKind | undefined> {
  if (arrangement.state !== 'ACTIVE') return undefined;
  const kind = accountFactsManifest.directDepositProductKinds.find((candidate) => candidate === arrangement.product_kind);
  if (kind === undefined) return undefined;
  const certificate = await db.selectFrom('certificate_terms').select('arrangement_id').where('arrangement_id', '=', arrangement.id).executeTakeFirst();
  return certificate ? undefined : kind;
}
