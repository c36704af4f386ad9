import type { Kysely } from 'kysely';
import type { StaffProviderLink, StaffProviderLinkChange } from '../../../../engine/core/generated/api.gen';
import { staffManifest } from '../../../manifests/staff-manifest';
import type { Database } from '../../db/schema';
import { ApiProblem } from '../../errors';

const rules = staffManifest.memberService.providerSignIn;
const subjectPattern = new RegExp(rules.subjectPattern);

const linkOf = (row: { id: string; issuer: string; subject: string; created_at: Date }): StaffProviderLink => ({
  id: row.id,
  issuer: row.issuer,
  subject: row.subject,
  linkedAt: row.created_at.toISOString(),
});

/**
 * A subject as staff typed it, trimmed: within config/staff.json's length and characters, or 400 at `path`.
 * A subject is compared exactly as the provider sends it, so nothing but the surrounding spaces is changed.
 */
export function checkedSubject(subject: string, path: string): string {
  const trimmed = subject.trim();
  if (trimmed === '' || trimmed.length > rules.subjectMaxLength || !subjectPattern.test(trimmed)) throw new ApiProblem(400, 'STAFF_PROVIDER_SUBJECT_INVALID', path);
  return trimmed;
}

/** The member's provider links, at every issuer (a link made at an earlier issuer is still shown, to be removed), oldest first. */
export async function providerLinksOf(db: Kysely<Database>, memberId: string): Promise<StaffProviderLink[]> {
  const rows = await db
    .selectFrom('identity_provider_links')
    .select(['id', 'issuer', 'subject', 'created_at'])
    .where('user_id', '=', memberId)
    .orderBy('created_at')
    .orderBy('issuer')
    .orderBy('subject')
    .execute();
  return rows.map(linkOf);
}

/**
 * Links `subject` at `issuer` to the member. The same subject already linked to this member changes nothing
 * (changed: false); linked to another member, it is refused 409 and that link stays: a subject signs in one member.
 * The insert and the check are one statement each, so two staff linking one subject at once cannot both win.
 */
export async function linkProviderSubject(
  db: Kysely<Database>,
  input: { issuer: string; subject: string; memberId: string; now: Date },
): Promise<StaffProviderLinkChange> {
  const inserted = await db
    .insertInto('identity_provider_links')
    .values({ issuer: input.issuer, subject: input.subject, user_id: input.memberId, created_at: input.now })
    .onConflict((conflict) => conflict.columns(['issuer', 'subject']).doNothing())
    .returning(['id', 'issuer', 'subject', 'created_at'])
    .executeTakeFirst();
  if (inserted !== undefined) return { link: linkOf(inserted), changed: true };
  const existing = await db
    .selectFrom('identity_provider_links')
    .select(['id', 'issuer', 'subject', 'created_at', 'user_id'])
    .where('issuer', '=', input.issuer)
    .where('subject', '=', input.subject)
    .executeTakeFirstOrThrow();
  if (existing.user_id !== input.memberId) throw new ApiProblem(409, 'STAFF_PROVIDER_SUBJECT_TAKEN', '/subject');
  return { link: linkOf(existing), changed: false };
}

/**
 * Removes one of the member's links: from then on its subject signs nobody in. An id that is not one of this member's
 * links is 404 and changes nothing. Sessions already signed in through the subject are ended too, so a subject linked
 * to the wrong member stops reaching that member's accounts at once.
 */
export async function unlinkProviderSubject(db: Kysely<Database>, input: { memberId: string; linkId: string }): Promise<StaffProviderLinkChange> {
  return db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('identity_provider_links')
      .where('id', '=', input.linkId)
      .where('user_id', '=', input.memberId)
      .returning(['id', 'issuer', 'subject', 'created_at'])
      .executeTakeFirst();
    if (removed === undefined) throw new ApiProblem(404, 'STAFF_PROVIDER_LINK_NOT_FOUND', '/linkId');
    const signedIn = trx
      .selectFrom('identity_provider_sessions')
      .select('session_id')
      .where('issuer', '=', removed.issuer)
      .where('subject', '=', removed.subject);
    await trx.deleteFrom('sessions').where('id', 'in', signedIn).where('user_id', '=', input.memberId).execute();
    return { link: linkOf(removed), changed: true };
  });
}
