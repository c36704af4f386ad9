import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { sizeLabel } from './file-name-and-size';
import { uploadProblem, uploadRules } from './upload-rules';

const limits = uploadRules.intake;
const HOUR_MS = 3_600_000;

/**
 * Bytes the membership (its primary member, the owner of its documents and messages) stored since `since`, every
 * upload path together: portal and dispute documents and message attachments, sent or not.
 */
export async function bytesUploadedSince(db: Kysely<Database>, ownerId: string, since: Date): Promise<number> {
  const total = sql<string>`coalesce(sum(size_bytes), 0)`.as('n');
  const [documents, attachments] = await Promise.all([
    db.selectFrom('document_uploads').select(total).where('member_id', '=', ownerId).where('created_at', '>', since).executeTakeFirstOrThrow(),
    db.selectFrom('message_attachments').select(total).where('owner_id', '=', ownerId).where('created_at', '>', since).executeTakeFirstOrThrow(),
  ]);
  return Number(documents.n) + Number(attachments.n);
}

/** 429 with the member-facing message: the membership's uploads of the window reached intake.memberBytesPerWindow. */
export const quotaReached = () =>
  uploadProblem(429, 'quotaReached', '', { max: sizeLabel(limits.memberBytesPerWindow), hours: String(limits.windowHours) });

/**
 * Refuses (429) an upload of `incomingBytes` that would take the membership past intake.memberBytesPerWindow within
 * the last intake.windowHours hours (a rolling window, on the app's clock).
 */
export async function assertWithinQuota(db: Kysely<Database>, ownerId: string, incomingBytes: number, now: Date): Promise<void> {
  const used = await bytesUploadedSince(db, ownerId, new Date(now.getTime() - limits.windowHours * HOUR_MS));
  if (used + incomingBytes > limits.memberBytesPerWindow) throw quotaReached();
}
