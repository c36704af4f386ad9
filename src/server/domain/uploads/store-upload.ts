import { createHash, randomInt, randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ApiProblem } from '../../errors';
import { cleanFileName, sizeLabel } from '../messages/attachments';
import { acceptedTypesOf, memberKindOf, portalsFor, typeLabels, uploadProblem, uploadRules } from './upload-rules';
import { configuredScanner, type VirusScanner } from './virus-scan';

export interface StoredUpload {
  id: string;
  receiptNumber: string;
  mediaType: string;
  sizeBytes: number;
  sha256: string;
}

const REFERENCE = /^[A-Za-z0-9][A-Za-z0-9 ._/-]{0,63}$/;

/** An upload's receipt number: config's prefix and ten digits ("DU0123456789"). */
export function newReceiptNumber(next: (max: number) => number = randomInt): string {
  return `${uploadRules.receiptPrefix}${String(next(100_000)).padStart(5, '0')}${String(next(100_000)).padStart(5, '0')}`;
}

/** 413 with the member-facing message: larger than config/upload-portals.json uploads.maxBytes. */
export const uploadTooLarge = (): ApiProblem => uploadProblem(413, 'tooLarge', '', { max: sizeLabel(uploadRules.maxBytes) });

/**
 * Checks a member's document and stores it for the membership (memberId, the agreement's primary user), uploaded by
 * userId, to an in-app portal of config/upload-portals.json offered to that membership's kind: a portal of the other
 * kind is 403, an unknown, informational or hand-off portal 404. Refused when empty (400), larger than uploads.maxBytes
 * (413), caught by the virus-scan hook (422), of a type the portal does not accept — decided from the bytes by
 * file-type, so a renamed executable is refused whatever its name — or named with another type's extension (400).
 * Nothing is stored when refused. Stored with its SHA-256 and a unique receipt number.
 */
export async function storeMemberUpload(
  db: Kysely<Database>,
  input: { userId: string; memberId: string; portalId: string; reference?: string; fileName: string; bytes: Uint8Array; now: Date },
  scanner: VirusScanner = configuredScanner(),
): Promise<StoredUpload> {
  const member = await db.selectFrom('members').select('membership_type').where('id', '=', input.memberId).executeTakeFirst();
  if (!member) throw new ApiProblem(404, 'NOT_FOUND');
  const kind = memberKindOf(member.membership_type);
  const portal = portalsFor(kind).find((candidate) => candidate.id === input.portalId);
  if (!portal) {
    const other = portalsFor(kind === 'consumer' ? 'business' : 'consumer').some((candidate) => candidate.id === input.portalId);
    throw other ? uploadProblem(403, 'notOffered', '/portalId') : new ApiProblem(404, 'NOT_FOUND', '/portalId');
  }
  if (portal.informationalOnly || portal.delivery !== 'upload') throw new ApiProblem(404, 'NOT_FOUND', '/portalId');

  const reference = input.reference?.trim() || undefined;
  if (reference !== undefined && !REFERENCE.test(reference)) throw new ApiProblem(400, 'BAD_REQUEST', '/reference');
  const fileName = cleanFileName(input.fileName);
  if (fileName === '') throw new ApiProblem(400, 'BAD_REQUEST', '/fileName');
  const bytes = Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength);
  if (bytes.length === 0) throw uploadProblem(400, 'empty');
  if (bytes.length > uploadRules.maxBytes) throw uploadTooLarge();

  const verdict = await scanner.scan(bytes);
  if (!verdict.clean) throw uploadProblem(422, 'infected');

  const accepted = acceptedTypesOf(portal);
  const detected = await fileTypeFromBuffer(bytes);
  const type = detected === undefined ? undefined : accepted.find((candidate) => candidate.mediaType === detected.mime);
  if (!type) throw uploadProblem(400, 'typeNotAllowed', '', { types: typeLabels(accepted) });
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase();
  if (extension === undefined || !type.extensions.includes(extension)) {
    throw uploadProblem(400, 'nameMismatch', '/fileName', { extensions: type.extensions.map((ext) => `.${ext}`).join(', ') });
  }

  const id = randomUUID();
  const receiptNumber = newReceiptNumber();
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  await db
    .insertInto('document_uploads')
    .values({
      id,
      user_id: input.userId,
      member_id: input.memberId,
      portal_id: portal.id,
      reference: reference ?? null,
      file_name: fileName,
      media_type: type.mediaType,
      size_bytes: bytes.length,
      sha256,
      receipt_number: receiptNumber,
      scan_status: 'clean',
      content: bytes,
      created_at: input.now,
    })
    .execute();
  return { id, receiptNumber, mediaType: type.mediaType, sizeBytes: bytes.length, sha256 };
}
