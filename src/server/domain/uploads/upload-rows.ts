import type { Kysely, Selectable } from 'kysely';
import type { DocumentPortal, DocumentPortalList, DocumentUpload } from '../../../../engine/core/generated/api.gen';
import type { UploadPortal } from '../../../../engine/core/generated/manifests.gen';
import type { Database, DocumentUploadsTable } from '../../db/schema';
import { ApiProblem } from '../../errors';
import { uploadPortalsManifest } from '../../../manifests/uploads-manifest';
import { acceptedTypesOf, memberKindOf, portalsFor, uploadRules, type MemberKind } from './upload-rules';

type UploadRow = Pick<Selectable<DocumentUploadsTable>, 'id' | 'receipt_number' | 'portal_id' | 'reference' | 'file_name' | 'media_type' | 'size_bytes' | 'sha256' | 'created_at'>;

const COLUMNS = ['id', 'receipt_number', 'portal_id', 'reference', 'file_name', 'media_type', 'size_bytes', 'sha256', 'created_at'] as const;

const portalLabels = new Map([...uploadPortalsManifest.consumer, ...uploadPortalsManifest.business].map((portal) => [portal.id, portal.label]));

/** The membership's kind (personal or business), from its primary member. */
export async function memberKind(db: Kysely<Database>, memberId: string): Promise<MemberKind> {
  const member = await db.selectFrom('members').select('membership_type').where('id', '=', memberId).executeTakeFirst();
  if (!member) throw new ApiProblem(404, 'NOT_FOUND');
  return memberKindOf(member.membership_type);
}

function toPortal(portal: UploadPortal): DocumentPortal {
  const base = { id: portal.id, label: portal.label, description: portal.description };
  if (portal.informationalOnly || portal.delivery === undefined) return { ...base, kind: 'informational' };
  if (portal.delivery === 'handOff') {
    const route = portal.handOff?.route ?? '';
    return { ...base, kind: 'handOff', handOffRoute: portal.portal === undefined ? route : `${route}?portal=${encodeURIComponent(portal.portal)}` };
  }
  return {
    ...base,
    kind: 'upload',
    acceptedTypes: acceptedTypesOf(portal).map((type) => ({ label: type.label, mediaType: type.mediaType, extensions: type.extensions })),
    maxBytes: uploadRules.maxBytes,
    ...(portal.referenceLabel === undefined ? {} : { referenceLabel: portal.referenceLabel }),
  };
}

/** The portals of the membership's kind (consumer or business) and the chatbot entry. */
export async function portalList(db: Kysely<Database>, memberId: string): Promise<DocumentPortalList> {
  const kind = await memberKind(db, memberId);
  const { label, description } = uploadPortalsManifest.chatbot;
  return { memberType: kind, portals: portalsFor(kind).map(toPortal), chatbot: { label, description } };
}

const typeLabel = (mediaType: string): string => uploadRules.fileTypes.find((type) => type.mediaType === mediaType)?.label ?? mediaType;

function toUpload(row: UploadRow): DocumentUpload {
  return {
    uploadId: row.id,
    receiptNumber: row.receipt_number,
    portalId: row.portal_id,
    portalLabel: portalLabels.get(row.portal_id) ?? row.portal_id,
    ...(row.reference === null ? {} : { reference: row.reference }),
    fileName: row.file_name,
    mediaType: row.media_type,
    typeLabel: typeLabel(row.media_type),
    sizeBytes: row.size_bytes,
    sha256: row.sha256,
    uploadedAt: row.created_at.toISOString(),
  };
}

/** The membership's uploaded documents, newest first (every portal, including dispute documents). */
export async function listMemberUploads(db: Kysely<Database>, memberId: string): Promise<DocumentUpload[]> {
  const rows = await db.selectFrom('document_uploads').select(COLUMNS).where('member_id', '=', memberId).orderBy('created_at', 'desc').orderBy('receipt_number', 'desc').execute();
  return rows.map(toUpload);
}

/** One of the membership's uploads; another membership's (or an unknown) id is 404. */
export async function findMemberUpload(db: Kysely<Database>, memberId: string, uploadId: string): Promise<DocumentUpload> {
  const row = await db.selectFrom('document_uploads').select(COLUMNS).where('id', '=', uploadId).where('member_id', '=', memberId).executeTakeFirst();
  if (!row) throw new ApiProblem(404, 'NOT_FOUND');
  return toUpload(row);
}
