import { randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ApiProblem } from '../../errors';
import { sizeLabel } from './file-name-and-size';
import { writeUploadPieces } from './upload-pieces';
import { admitUpload, type IntakeRefusals, type ReceivedUpload } from './intake';
import { acceptedTypesOf, memberKindOf, portalsFor, uploadProblem, uploadRules } from './upload-rules';

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

/** A portal upload's refusals, in config/upload-portals.json uploads.errors copy. */
const portalRefusals: IntakeRefusals = {
  empty: () => uploadProblem(400, 'empty'),
  tooLarge: uploadTooLarge,
  infected: () => uploadProblem(422, 'infected'),
  typeNotAllowed: (types) => uploadProblem(400, 'typeNotAllowed', '', { types }),
  nameMismatch: (extensions) => uploadProblem(400, 'nameMismatch', '/fileName', { extensions }),
};

/**
 * Stores a member's document for the membership (memberId, the agreement's primary user), uploaded by userId, to an
 * in-app portal of config/upload-portals.json offered to that membership's kind: a portal of the other kind is 403,
 * an unknown, informational or hand-off portal 404. The upload passes the one intake (domain/uploads/intake.ts: empty
 * 400, larger than uploads.maxBytes 413, caught by the virus scan 422, a type the portal does not accept or a name of
 * another type 400, past the membership's allowance 429). Nothing is stored when refused. Stored with its SHA-256
 * and a unique receipt number.
 */
export async function storeMemberUpload(
  db: Kysely<Database>,
  input: { userId: string; memberId: string; portalId: string; reference?: string; fileName: string; upload: ReceivedUpload | undefined; now: Date },
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
  const file = await admitUpload(db, input.upload, {
    ownerId: input.memberId,
    fileName: input.fileName,
    now: input.now,
    rules: { maxBytes: uploadRules.maxBytes, accepted: acceptedTypesOf(portal), refuse: portalRefusals },
  });

  const id = randomUUID();
  const receiptNumber = newReceiptNumber();
  // The bytes first, in pieces; the row, which makes the document exist, only once they are all stored.
  await writeUploadPieces(db, id, file.bytes);
  await db
    .insertInto('document_uploads')
    .values({
      id,
      user_id: input.userId,
      member_id: input.memberId,
      portal_id: portal.id,
      reference: reference ?? null,
      file_name: file.fileName,
      media_type: file.mediaType,
      size_bytes: file.sizeBytes,
      sha256: file.sha256,
      receipt_number: receiptNumber,
      scan_status: 'clean',
      content: new Uint8Array(0),
      created_at: input.now,
    })
    .execute();
  return { id, receiptNumber, mediaType: file.mediaType, sizeBytes: file.sizeBytes, sha256: file.sha256 };
}
