import type { Kysely } from 'kysely';
import type { IraDistribution } from '../../../../engine/core/generated/api.gen';
import type { Database } from '../../db/schema';

/** The distribution requests, newest first, as the API shows them (with the receiving account's name). */
export async function distributionViews(db: Kysely<Database>, where: { arrangementId: string } | { id: string }): Promise<IraDistribution[]> {
  let query = db
    .selectFrom('ira_distribution_requests as d')
    .innerJoin('arrangements as a', 'a.id', 'd.destination_arrangement_id')
    .selectAll('d')
    .select('a.name as destination_name');
  query = 'id' in where ? query.where('d.id', '=', where.id) : query.where('d.arrangement_id', '=', where.arrangementId);
  const rows = await query.orderBy('d.created_at', 'desc').orderBy('d.id').execute();
  return rows.map((row) => ({
    id: row.id,
    arrangementId: row.arrangement_id,
    amountCents: Number(row.amount_cents),
    distributionType: row.distribution_type,
    federalWithholdingPercent: row.federal_withholding_percent,
    withholdingCents: Number(row.withholding_cents),
    netCents: Number(row.amount_cents) - Number(row.withholding_cents),
    destinationArrangementId: row.destination_arrangement_id,
    destinationName: row.destination_name,
    status: row.status,
    paysOn: row.pays_on,
    paidOn: row.paid_on,
    rejectionReason: row.rejection_reason,
    confirmationNumber: row.confirmation_number,
    createdAt: row.created_at.toISOString(),
  }));
}
