import type { Kysely } from 'kysely';
import type { StatusCenterItem } from '../../../engine/core/generated/api.gen';
import { resolveTemplate } from '../../../engine/core/template';
import { disputesManifest } from '../../manifests/disputes-manifest';
import { privacyManifest } from '../../manifests/privacy-manifest';
import { uploadPortalsManifest } from '../../manifests/uploads-manifest';
import type { Database, ServiceRequestKind } from '../db/schema';
import { listDisputes } from './disputes/disputes';
import type { MemberScope } from './member-scope';
import { sharedOnly } from './visible-arrangements';
import { activityItems } from './status-center-activity';

const copy = disputesManifest.copy;
const isoOf = (value: Date | string): string => new Date(value).toISOString();

const SERVICE_TITLES: Readonly<Record<ServiceRequestKind, string>> = {
  'add-joint-owner': copy.statusTitleServiceAddJointOwner,
  'direct-deposit': copy.statusTitleServiceDirectDeposit,
  'overdraft-protection': copy.statusTitleServiceOverdraftProtection,
  'change-checking-account-type': copy.statusTitleServiceChangeCheckingAccountType,
};

function disputeStatus(status: string, outcome: string | undefined, creditPosted: boolean): string {
  if (status === 'RESOLVED') return outcome === 'IN_MEMBER_FAVOR' ? copy.statusResolvedFavor : copy.statusResolvedDenied;
  if (creditPosted) return copy.statusProvisionalCredit;
  return status === 'UNDER_REVIEW' ? copy.statusUnderReview : copy.statusFiled;
}

const portalLabel = (portalId: string): string =>
  [...uploadPortalsManifest.consumer, ...uploadPortalsManifest.business].find((portal) => portal.id === portalId)?.label ?? portalId;

const sentence = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();

/**
 * Every request the member made, newest first: the disputes of the accounts the session reaches, the signed-in
 * user's own service requests and card orders on those accounts, their document uploads and privacy requests, and the
 * applications, openings,
 * scheduled bill payments and conversations of status-center-activity.ts. Titles and status words come from
 * config/disputes.json.
 */
export async function statusCenterItems(db: Kysely<Database>, scope: MemberScope, now: Date): Promise<StatusCenterItem[]> {
  const [disputes, services, orders, uploads, privacy, activity] = await Promise.all([
    listDisputes(db, scope),
    db.selectFrom('service_requests').select(['id', 'kind', 'status', 'confirmation_number', 'created_at']).where('user_id', '=', scope.userId).$call(sharedOnly(scope, 'arrangement_id')).execute(),
    db.selectFrom('card_orders').select(['id', 'card_type', 'reason', 'confirmation_number', 'created_at']).where('user_id', '=', scope.userId).$call(sharedOnly(scope, 'arrangement_id')).execute(),
    db.selectFrom('document_uploads').select(['id', 'portal_id', 'file_name', 'receipt_number', 'created_at']).where('user_id', '=', scope.userId).execute(),
    db.selectFrom('privacy_requests').select(['id', 'kind', 'status', 'receipt_number', 'respond_by', 'created_at']).where('user_id', '=', scope.userId).execute(),
    activityItems(db, scope, now),
  ]);
  const privacyLabel = (kind: string): string => privacyManifest.requestKinds.find((entry) => entry.id === kind)?.label ?? privacyManifest.copy.kindDownload;
  const items: StatusCenterItem[] = [
    ...disputes.map((dispute) => ({
      kind: 'dispute' as const,
      id: dispute.disputeId,
      title: resolveTemplate(copy.statusTitleDispute, { description: dispute.transactionDescription }),
      reference: dispute.caseNumber,
      status: disputeStatus(dispute.status, dispute.outcome, dispute.provisionalCreditPosted),
      submittedAt: dispute.filedAt,
      updatedAt: dispute.updatedAt,
      href: `/claims-center?case=${dispute.disputeId}`,
    })),
    ...services.map((row) => ({
      kind: 'serviceRequest' as const,
      id: row.id,
      title: SERVICE_TITLES[row.kind] ?? row.kind,
      reference: row.confirmation_number,
      status: copy.statusSubmitted,
      submittedAt: isoOf(row.created_at),
      updatedAt: isoOf(row.created_at),
    })),
    ...orders.map((row) => ({
      kind: 'cardOrder' as const,
      id: row.id,
      title: resolveTemplate(copy.statusTitleCardOrder, { cardType: sentence(row.card_type), reason: row.reason.toLowerCase() }),
      reference: row.confirmation_number,
      status: copy.statusOrdered,
      submittedAt: isoOf(row.created_at),
      updatedAt: isoOf(row.created_at),
    })),
    ...uploads.map((row) => ({
      kind: 'upload' as const,
      id: row.id,
      title: resolveTemplate(copy.statusTitleUpload, { fileName: row.file_name, portal: portalLabel(row.portal_id) }),
      reference: row.receipt_number,
      status: copy.statusReceived,
      submittedAt: isoOf(row.created_at),
      updatedAt: isoOf(row.created_at),
      href: '/more-menu/upload-documents',
    })),
    ...privacy.map((row) => ({
      kind: 'privacyRequest' as const,
      id: row.id,
      title: privacyLabel(row.kind),
      reference: row.receipt_number,
      status: row.status === 'COMPLETED' ? copy.statusCompleted : resolveTemplate(copy.statusPrivacyReceived, { respondBy: row.respond_by }),
      submittedAt: isoOf(row.created_at),
      updatedAt: isoOf(row.created_at),
      href: '/more-menu/data-and-privacy-preferences',
    })),
    ...activity,
  ];
  return items.sort((a, b) => b.submittedAt.localeCompare(a.submittedAt) || a.kind.localeCompare(b.kind) || a.id.localeCompare(b.id));
}
