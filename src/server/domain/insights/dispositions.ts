import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { InsightDisposition, InsightDispositionReceipt } from '../../../../engine/core/generated/api.gen';
import type { Database } from '../../db/schema';
import { ApiProblem } from '../../errors';
import type { MemberScope } from '../member-scope';
import { isTreatmentId } from './catalogue';

/** The treatments a user said no to (by their empId): they are not offered to that user again. */
export async function declinedTreatments(db: Kysely<Database>, empId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('insight_dispositions').select('treatment_id').where('emp_id', '=', empId).where('disposition', '=', 'no').execute();
  return new Set(rows.map((row) => row.treatment_id));
}

const keyOf = (item: InsightDisposition): string => `${item.disposition}\u0000${item.treatmentId}`;

/**
 * Records dispositions for one empId, with the insights API's duplicate filter made precise: for one employee id, a treatment
 * id is recorded once per disposition type. A repeat within the request, or of one already recorded earlier, is
 * filtered (answered under `duplicates`, not stored); the same treatment under another type (an impression, then a
 * click, then yes) is not a duplicate. Every treatment id is checked before anything is written: one unknown id
 * refuses the whole request (400) and records nothing.
 */
export async function recordDispositions(
  db: Kysely<Database>,
  scope: MemberScope,
  empId: string,
  agreementId: string | null,
  dispositions: readonly InsightDisposition[],
  now: Date,
): Promise<InsightDispositionReceipt> {
  dispositions.forEach((item, index) => {
    if (!isTreatmentId(item.treatmentId)) throw new ApiProblem(400, 'INSIGHTS_TREATMENT_UNKNOWN', `/dispositions/${index}/treatmentId`);
  });
  const unique = new Map<string, InsightDisposition>();
  const duplicates: InsightDisposition[] = [];
  for (const item of dispositions) {
    if (unique.has(keyOf(item))) duplicates.push({ treatmentId: item.treatmentId, disposition: item.disposition });
    else unique.set(keyOf(item), { treatmentId: item.treatmentId, disposition: item.disposition });
  }
  const wanted = [...unique.values()];
  const inserted = await db
    .insertInto('insight_dispositions')
    .values(
      wanted.map((item) => ({
        id: randomUUID(),
        user_id: scope.userId,
        emp_id: empId,
        agreement_id: agreementId,
        treatment_id: item.treatmentId,
        disposition: item.disposition,
        recorded_at: now,
      })),
    )
    .onConflict((conflict) => conflict.constraint('insight_dispositions_once').doNothing())
    .returning(['treatment_id', 'disposition'])
    .execute();
  const stored = new Set(inserted.map((row) => `${row.disposition}\u0000${row.treatment_id}`));
  return {
    recorded: wanted.filter((item) => stored.has(keyOf(item))),
    duplicates: [...duplicates, ...wanted.filter((item) => !stored.has(keyOf(item)))],
  };
}
