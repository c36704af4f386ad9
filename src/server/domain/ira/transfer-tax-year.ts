import type { Kysely } from 'kysely';
import type { PaymentApiError, PaymentOrderRequest } from '../../../../engine/core/generated/api.gen';
import { iraManifest } from '../../../manifests/ira-manifest';
import type { Database } from '../../db/schema';
import { wordsForReader, type Reader } from '../../i18n/reader-words';
import { findVisibleArrangement, type AccountReach } from '../visible-arrangements';
import { refuseClosedTaxYear } from './contributions';
import type { PaymentEndpoint } from '../payments/endpoints';

/** The session's own account a resolved side is, if it is one (another member's account or an outside one is not). */
function ownArrangementOf(endpoint: PaymentEndpoint) {
  return endpoint.type === 'arrangement' && endpoint.kind !== 'member' ? endpoint.arrangement : undefined;
}

export type TransferTaxYear = { kind: 'NONE' } | { kind: 'CONTRIBUTION'; iraArrangementId: string; taxYear: number } | { kind: 'REFUSED'; body: { errors: PaymentApiError[] } };

/**
 * A one-time transfer into one of the session's IRAs is a contribution for a tax year the member names, as on the IRA
 * page: required, and one that is open on the day the money moves (today, or the scheduled day), with the IRA
 * page's messages. A recurring transfer names none: each occurrence counts for the year it posts in. Anything else
 * (or an IRA the session does not reach, which the order's own checks refuse) is no contribution.
 */
export async function transferTaxYear(
  db: Kysely<Database>,
  reach: AccountReach & { reader?: Reader },
  body: PaymentOrderRequest,
  today: string,
  /** The destination as the caller resolved it for this body (payments/endpoints.ts): not read again. */
  resolvedTo?: PaymentEndpoint,
): Promise<TransferTaxYear> {
  if (body.toAccountId === undefined || (body.frequency ?? 'ONCE') !== 'ONCE') return { kind: 'NONE' };
  const destination = resolvedTo === undefined ? await findVisibleArrangement(db, reach, body.toAccountId) : ownArrangementOf(resolvedTo);
  if (!destination || destination.product_kind !== 'ira') return { kind: 'NONE' };
  if (body.taxYear === undefined) {
    const { manifest } = await wordsForReader(db, reach.reader, 'ira.json', iraManifest);
    return { kind: 'REFUSED', body: { errors: [{ path: '/taxYear', message: manifest.errors.taxYearRequired }] } };
  }
  const movesOn = body.timing === 'FUTURE' && body.executionDate !== undefined ? body.executionDate : today;
  const closed = await refuseClosedTaxYear(db, reach.reader, movesOn, body.taxYear);
  if (closed) return { kind: 'REFUSED', body: closed };
  return { kind: 'CONTRIBUTION', iraArrangementId: destination.id, taxYear: body.taxYear };
}
