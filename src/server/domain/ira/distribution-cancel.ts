import type { Transaction } from 'kysely';
import type { IraDistribution } from '../../../../engine/core/generated/api.gen';
import type { Database } from '../../db/schema';
import { ApiProblem } from '../../errors';
import { sharedOnly } from '../visible-arrangements';
import { distributionViews } from './distribution-view';

export type CancelAnswer = { status: 200; body: IraDistribution } | { status: 409 };

/**
 * Cancels a SUBMITTED request of an IRA the agreements reach (404 for any other id), inside `trx`. The request row is
 * locked first, as the executor locks it before paying, so a cancel and a payment cannot both happen: whichever comes
 * second finds the status changed (here: 409, nothing written).
 */
export async function cancelDistribution(trx: Transaction<Database>, context: { userId: string; agreementIds: readonly string[]; arrangementIds: readonly string[] | null; now: Date }, id: string): Promise<CancelAnswer> {
  if (context.agreementIds.length === 0) throw new ApiProblem(404, 'NOT_FOUND');
  const request = await trx
    .selectFrom('ira_distribution_requests as d')
    .innerJoin('arrangements as a', 'a.id', 'd.arrangement_id')
    .select(['d.id', 'd.status'])
    .where('d.id', '=', id)
    .where('a.agreement_id', 'in', context.agreementIds)
    .$call(sharedOnly(context, 'a.id'))
    .forUpdate('d')
    .executeTakeFirst();
  if (!request) throw new ApiProblem(404, 'NOT_FOUND');
  if (request.status !== 'SUBMITTED') return { status: 409 };
  await trx.updateTable('ira_distribution_requests').set({ status: 'CANCELLED', decided_at: context.now, cancelled_by: context.userId }).where('id', '=', id).execute();
  const [view] = await distributionViews(trx, { id });
  return { status: 200, body: view! };
}
