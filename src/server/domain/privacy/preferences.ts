import { randomInt, randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { PrivacyPreferences, PrivacyRequest } from '../../../../engine/core/generated/api.gen';
import { privacyManifest } from '../../../manifests/privacy-manifest';
import type { Database, PrivacyRequestsTable } from '../../db/schema';
import type { Selectable } from 'kysely';
import { ApiProblem } from '../../errors';
import { addCalendarDays } from '../../../../engine/core/calendar';
import { businessDate } from '../business-date';

type Db = Kysely<Database> | Transaction<Database>;

/** The signed-in user's opt-outs; none chosen yet: opted out of nothing. */
export async function loadPrivacyPreferences(db: Db, userId: string): Promise<PrivacyPreferences> {
  const row = await db.selectFrom('privacy_preferences').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (!row) return { marketingOptOut: false, affiliateSharingOptOut: false };
  return { marketingOptOut: row.marketing_opt_out, affiliateSharingOptOut: row.affiliate_sharing_opt_out, updatedAt: new Date(row.updated_at).toISOString() };
}

/** Whether the user opted out of marketing: the insights feature then offers them nothing. */
export async function hasMarketingOptOut(db: Db, userId: string): Promise<boolean> {
  return (await loadPrivacyPreferences(db, userId)).marketingOptOut;
}

/** Stores both opt-outs as chosen (one row per user). */
export async function savePrivacyPreferences(db: Db, userId: string, choice: { marketingOptOut: boolean; affiliateSharingOptOut: boolean }, now: Date): Promise<PrivacyPreferences> {
  await db
    .insertInto('privacy_preferences')
    .values({ user_id: userId, marketing_opt_out: choice.marketingOptOut, affiliate_sharing_opt_out: choice.affiliateSharingOptOut, updated_at: now })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ marketing_opt_out: choice.marketingOptOut, affiliate_sharing_opt_out: choice.affiliateSharingOptOut, updated_at: now }))
    .execute();
  return loadPrivacyPreferences(db, userId);
}

/** A privacy receipt number: config's prefix and ten digits ("PRV0123456789"). */
export function newPrivacyReceipt(next: (max: number) => number = randomInt): string {
  return `${privacyManifest.receiptPrefix}${String(next(100_000)).padStart(5, '0')}${String(next(100_000)).padStart(5, '0')}`;
}

export const toPrivacyRequest = (row: Selectable<PrivacyRequestsTable>): PrivacyRequest => ({
  requestId: row.id,
  kind: row.kind,
  status: row.status,
  receiptNumber: row.receipt_number,
  respondBy: row.respond_by,
  submittedAt: new Date(row.created_at).toISOString(),
  ...(row.details ? { details: row.details } : {}),
});

function privacyProblem(key: keyof typeof privacyManifest.errors, path: string): ApiProblem {
  return ApiProblem.inManifest(400, 'BAD_REQUEST', { name: 'privacy.json', bundled: privacyManifest, errors: [{ path, message: (manifest) => manifest.errors[key] }] });
}

/**
 * Records a privacy request with a receipt (a correction must say what to correct: 400 otherwise). A download of the
 * member's data is recorded COMPLETED at once; deletion and correction RECEIVED, answered within config's responseDays.
 */
export async function recordPrivacyRequest(db: Db, userId: string, input: { kind: 'DELETION' | 'CORRECTION' | 'DOWNLOAD'; details?: string }, now: Date): Promise<PrivacyRequest> {
  const details = input.details?.trim() || null;
  if (input.kind === 'CORRECTION' && details === null) throw privacyProblem('detailsRequired', '/details');
  const row = {
    id: randomUUID(),
    user_id: userId,
    kind: input.kind,
    details,
    status: input.kind === 'DOWNLOAD' ? ('COMPLETED' as const) : ('RECEIVED' as const),
    receipt_number: newPrivacyReceipt(),
    respond_by: addCalendarDays(businessDate(now), input.kind === 'DOWNLOAD' ? 0 : privacyManifest.responseDays),
    created_at: now,
  };
  await db.insertInto('privacy_requests').values(row).execute();
  return toPrivacyRequest(row);
}

/** The user's privacy requests, newest first. */
export async function listPrivacyRequests(db: Db, userId: string): Promise<PrivacyRequest[]> {
  const rows = await db.selectFrom('privacy_requests').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('receipt_number', 'desc').execute();
  return rows.map(toPrivacyRequest);
}
