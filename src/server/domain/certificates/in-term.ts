import type { Kysely } from 'kysely';
import type { ApiError } from '../../../../engine/core/generated/api.gen';
import { CERTIFICATE_IN_TERM, paymentsLocked } from '../../../../engine/core/payment-rules';
import type { Database } from '../../db/schema';
import { errorsManifest } from '../../../manifests';
import { errorMessage } from '../../errors';
import { wordsForReader, type Reader } from '../../i18n/reader-words';

/**
 * The certificates in their term among `arrangementIds` (an ACTIVE terms row), each with the day it matures: what the
 * payment rules need to refuse moving money into or out of them (engine/core paymentsLocked).
 */
export async function certificatesInTerm(db: Kysely<Database>, arrangementIds: readonly string[]): Promise<Map<string, string>> {
  if (arrangementIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('certificate_terms')
    .select(['arrangement_id', 'maturity_date'])
    .where('arrangement_id', 'in', [...new Set(arrangementIds)])
    .where('state', '=', 'ACTIVE')
    .execute();
  return new Map(rows.map((row) => [row.arrangement_id, row.maturity_date]));
}

/** The accounts among `arrangementIds` the payment rules lock (certificates in their term), for the money paths outside payment orders. */
export async function lockedAccountIds(db: Kysely<Database>, arrangementIds: readonly string[]): Promise<Set<string>> {
  const certificates = await certificatesInTerm(db, arrangementIds);
  return new Set([...certificates].filter(([, maturesOn]) => paymentsLocked({ certificateMaturesOn: maturesOn })).map(([id]) => id));
}

/**
 * The catalogue's refusal, on `path`, when money would go into or out of `arrangementId` while it is a certificate in
 * its term, in the language of `reader`.
 */
export async function lockedAccountRefusal(db: Kysely<Database>, arrangementId: string, path: string, reader?: Reader): Promise<ApiError | null> {
  if (!(await lockedAccountIds(db, [arrangementId])).has(arrangementId)) return null;
  const { manifest, locale } = await wordsForReader(db, reader, 'errors.json', errorsManifest);
  return { path, message: errorMessage(CERTIFICATE_IN_TERM, undefined, manifest, locale) };
}
