import type { Kysely } from 'kysely';
import type { PaymentOrderValidation } from '../../../../engine/core/generated/api.gen';
import { limitsManifest } from '../../../manifests';
import type { Database } from '../../db/schema';
import { sharedOnly, type AccountReach } from '../visible-arrangements';

export type PossibleDuplicate = NonNullable<PaymentOrderValidation['possibleDuplicate']>;

const HOUR_MS = 3_600_000;

/**
 * The latest bill payment of `reach` (its agreements; for a trusted user limited to shared accounts, paid from one of
 * them, so the warning never names a payment from an account they cannot see) to `payeeId` for `amountCents` made less than billPay.duplicateWindowHours
 * (config/limits.json) before `now`, or undefined. Cancelled and failed payments paid nothing and do not count; an
 * edited order (excludeOrderId) is not its own duplicate. A payment made exactly the window ago no longer counts.
 */
export async function findPossibleDuplicate(
  db: Kysely<Database>,
  input: { reach: AccountReach; payeeId: string; amountCents: number; now: Date; excludeOrderId?: string },
): Promise<PossibleDuplicate | undefined> {
  if (input.reach.agreementIds.length === 0) return undefined;
  const since = new Date(input.now.getTime() - limitsManifest.billPay.duplicateWindowHours * HOUR_MS);
  let query = db
    .selectFrom('payment_orders')
    .select(['created_at', 'next_execution_date', 'requested_date', 'confirmation_number'])
    .where('agreement_id', 'in', input.reach.agreementIds)
    .$call(sharedOnly(input.reach, 'from_arrangement_id'))
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
