import type { Kysely } from 'kysely';
import type { DisclosureNotice, DisclosureStatusList } from '../../../engine/core/generated/api.gen';
import type { Database } from '../db/schema';
import { ApiProblem } from '../errors';

/** The notices waiting for a member's acceptance (DPE while there is any), oldest requirement first. */
export async function pendingNotices(db: Kysely<Database>, userId: string): Promise<DisclosureNotice[]> {
  const rows = await db
    .selectFrom('member_disclosures as m')
    .innerJoin('disclosure_notices as n', 'n.id', 'm.notice_id')
    .select(['n.id', 'n.title', 'n.body', 'n.version', 'n.effective_on'])
    .where('m.user_id', '=', userId)
    .where('m.accepted_at', 'is', null)
    .orderBy('m.required_at')
    .orderBy('n.id')
    .execute();
  return rows.map((row) => ({ noticeId: row.id, title: row.title, body: row.body, version: row.version, effectiveDate: row.effective_on }));
}

/** Every notice the member was asked to accept, and whether they have. */
export async function disclosureStatuses(db: Kysely<Database>, userId: string): Promise<DisclosureStatusList> {
  const rows = await db
    .selectFrom('member_disclosures as m')
    .innerJoin('disclosure_notices as n', 'n.id', 'm.notice_id')
    .select(['n.id', 'n.title', 'm.version', 'm.accepted_at'])
    .where('m.user_id', '=', userId)
    .orderBy('m.required_at')
    .orderBy('n.id')
    .execute();
  const statuses = rows.map((row) => ({
    noticeId: row.id,
    title: row.title,
    version: row.version,
    status: row.accepted_at === null ? ('PENDING' as const) : ('ACCEPTED' as const),
    ...(row.accepted_at === null ? {} : { acceptedAt: row.accepted_at.toISOString() }),
  }));
  return { allAccepted: statuses.every((status) => status.status === 'ACCEPTED'), statuses };
}

/**
 * Records the member's acceptance of notices, each in the version they read: all or nothing. A notice they were not
 * asked to accept, or a version that is not the current one, refuses the whole request (400 naming the entry).
 * Accepting the last pending notice clears the DPE condition.
 */
export async function acceptNotices(db: Kysely<Database>, userId: string, acceptances: readonly { noticeId: string; version: number }[], now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [index, acceptance] of acceptances.entries()) {
      const required = await trx
        .selectFrom('member_disclosures as m')
        .innerJoin('disclosure_notices as n', 'n.id', 'm.notice_id')
        .select(['n.version'])
        .where('m.user_id', '=', userId)
        .where('m.notice_id', '=', acceptance.noticeId)
        .executeTakeFirst();
      if (!required) throw new ApiProblem(400, 'BAD_REQUEST', `/acceptances/${index}/noticeId`);
      if (required.version !== acceptance.version) throw new ApiProblem(400, 'BAD_REQUEST', `/acceptances/${index}/version`);
      await trx
        .updateTable('member_disclosures')
        .set({ accepted_at: now, version: acceptance.version })
        .where('user_id', '=', userId)
        .where('notice_id', '=', acceptance.noticeId)
        .where('accepted_at', 'is', null)
        .execute();
    }
  });
}
