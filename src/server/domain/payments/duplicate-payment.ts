import type { Kysely } from 'kysely';
import type { PaymentOrderValidation } from '../../../../engine/core/generated/api.gen';
import { limitsManifest } from '../../../manifests';
import type { Database } from '../../db/schema';

export type PossibleDuplicate = NonNullable<PaymentOrderValidation['possibleDuplicate']>;

const HOUR_MS = 3_600_000;

/**
 * The latest bill payment of `agreementIds` to `payeeId` for `amountCents` made less than billPay.duplicateWindowHours
 * (config/limits.json) before `now`, or undefined. Cancelled and failed payments paid nothing and do not count; an
 * edited order (excludeOrderId) is not its own duplicate. A payment made exactly the window ago no longer counts.
 */
export async function findPossibleDuplicate(
  db: Kysely<Database>,
  input: { agreementIds: readonly string[]; payeeId: string; amountCents: number; now: Date; excludeOrderId?: string },
): Promise<PossibleDuplicate | undefined> {
  if (input.agreementIds.length === 0) return undefined;
  const since = new Date(input.now.getTime() - limitsManifest.billPay.duplicateWindowHours * HOUR_MS);
  let query = db
    .selectFrom('payment_orders')
    .select(['created_at', 'next_execution_date', 'requested_date', 'confirmation_number'])
    .where('agreement_id', 'in', input.agreementIds)
    .where('kind', '=', 'BILL_PAY')
    .where('to_payee_id', '=', input.payeeId)
    .where('amount_cents', '=', input.amountCents)
    .where('state', 'not in', ['CANCELLED', 'FAILED'])
    .where('created_at', '>', since)
    .where('created_at', '<=', input.now);
  if (input.excludeOrderId !== undefined) query = query.where('id', '!=', input.excludeOrderId);
  const row = await query.orderBy('created_at', 'desc').limit(1).executeTakeFirst();
  if (!row) return undefined;
  return {
    createdAt: new Date(row.created_at).toISOString(),
    executionDate: row.next_execution_date ?? row.requested_date,
    confirmationNumber: row.confirmation_number,
  };
}
