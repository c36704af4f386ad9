import type { Kysely } from 'kysely';
import { alertTypeOfPrecheck, gateAlert } from '../../../../engine/core/alert-gating';
import { alertsManifest } from '../../../manifests';
import type { Database } from '../../db/schema';
import type { MemberScope } from '../member-scope';
import { sessionPrecheck } from '../precheck';

/**
 * Whether a session may save its Edit Accounts choices. Staff may not: nicknames, order and hidden accounts are the
 * member's own, and no staff reason makes them the bank's business. A member may not while their alert puts its
 * modal on this page (SPEC 4: delinquent shows 'Feature Unavailable' only here; level 7 everywhere but summary and
 * statements): the browser's modal and this refusal read the same rule of config/alerts.json.
 */
export async function editBlocked(db: Kysely<Database>, scope: MemberScope, today: string): Promise<'staff' | 'alert' | false> {
  if (scope.staff) return 'staff';
  const precheck = await sessionPrecheck(db, scope, alertsManifest, today);
  const alertType = alertTypeOfPrecheck(alertsManifest, { firstCondition: precheck.firstCondition ?? null, alertType: precheck.alertType ?? null });
  const gate = gateAlert(alertsManifest, { alertType, pageKey: 'accountsummaryedit' });
  return gate.showModal || gate.blockPage ? 'alert' : false;
}
