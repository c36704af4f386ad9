import type { Kysely } from 'kysely';
import { alertTypeOfCondition } from '../../../engine/core/alert-gating';
import { restrictPermissionSummary } from '../../../engine/core/alert-features';
import type { PermissionSummaryEntry } from '../../../engine/core/generated/api.gen';
import type { Database } from '../db/schema';
import { alertsManifest } from '../../manifests';
import { loadPermissionSummary } from './permissions';

// Stored condition codes are base codes ("L7S"); the member view's suffix names their alert types.
const MEMBER_VIEW = '_MBR';

/**
 * The alert types of every condition on the member whose accounts `agreementId` reaches (its primary user), as a
 * member sees them. Staff are not gated by the member's precheck (SPEC 4): none for them.
 */
async function memberAlertTypes(db: Kysely<Database>, userId: string, agreementId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('service_agreements as a')
    .innerJoin('members as signedIn', (join) => join.on('signedIn.id', '=', userId))
    .innerJoin('member_conditions as c', 'c.user_id', 'a.primary_user_id')
    .select(['c.code', 'signedIn.employee_guid'])
    .where('a.id', '=', agreementId)
    .execute();
  return rows.filter((row) => row.employee_guid === null || row.employee_guid === '').map((row) => alertTypeOfCondition(alertsManifest, `${row.code}${MEMBER_VIEW}`));
}

/**
 * What `userId` may do in `agreementId`: the agreement's permission summary, less what the member's alerts take away
 * (level 7 keeps statements and messages only; config/alerts.json `availableFeatures`). Every permission check of
 * the server reads this, and the browser receives it, so a restricted feature is refused and hidden alike.
 */
export async function loadEffectivePermissionSummary(db: Kysely<Database>, userId: string, agreementId: string | null): Promise<PermissionSummaryEntry[]> {
  if (agreementId === null) return [];
  const [summary, alertTypes] = await Promise.all([loadPermissionSummary(db, userId, agreementId), memberAlertTypes(db, userId, agreementId)]);
  return restrictPermissionSummary(alertsManifest, alertTypes, summary);
}
