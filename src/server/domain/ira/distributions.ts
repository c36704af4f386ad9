import { randomInt, randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { IraDistribution, IraDistributionRequest, PaymentApiError } from '../../../../engine/core/generated/api.gen';
import { formatCents } from '../../../../engine/core/money';
import { resolveTemplate } from '../../../../engine/core/template';
import { iraManifest } from '../../../manifests/ira-manifest';
import type { Database } from '../../db/schema';
import { wordsForReader, type Reader } from '../../i18n/reader-words';
import { ApiProblem } from '../../errors';
import { bookedBalance, ledgerTotals } from '../balances';
import { lockedAccountRefusal } from '../certificates/in-term';
import { lockArrangements } from '../ledger/post-journal';
import { findVisibleArrangement } from '../visible-arrangements';
import { distributionPaysOn, withholdingCents } from './distribution-terms';
import { distributionViews } from './distribution-view';
import { pendingDistributionCents } from './ira-overview';
import { allowedDistributionTypes } from './ira-rules';
import { ownerBirthDate } from './owner-birth-date';

const { distributions } = iraManifest;

type IraErrors = typeof iraManifest.errors;

export type DistributionAnswer = { status: 201; body: IraDistribution } | { status: 400; body: { errors: PaymentApiError[] } };

const refusal = (path: string, message: string): DistributionAnswer => ({ status: 400, body: { errors: [{ path, message }] } });

/** The message when the owner's age does not allow the type (config/ira.json errors). */
function typeRefusal(errors: IraErrors, type: IraDistributionRequest['distributionType']): string {
  if (type === 'NORMAL') return errors.normalTooYoung;
  if (type === 'EARLY') return errors.earlyNotEarly;
  return resolveTemplate(errors.requiredMinimumTooYoung, { age: String(distributions.requiredMinimumFromAge) });
}

/**
 * Records a distribution request inside the caller's (idempotent) transaction. Both accounts must be the session's
 * (404 otherwise); the IRA is locked first so that two requests cannot both spend its balance. Refused with the config
 * message: a destination that is not checking or savings, a withholding outside 0..100, a type the owner's age does
 * not allow, and an amount above the balance less the requests still being processed; with the catalogue's, a
 * destination that is a certificate in its term. Nothing moves now: the executor pays the SUBMITTED request on its
 * business day (distribution-payments.ts), unless the member cancels it first.
 */
export async function requestDistribution(
  trx: Transaction<Database>,
  context: { userId: string; agreementIds: readonly string[]; arrangementIds: readonly string[] | null; today: string; now: Date; reader?: Reader },
  body: IraDistributionRequest,
): Promise<DistributionAnswer> {
  // The refusals' copy in the reader's language, read only for a refusal.
  const errors = async (): Promise<IraErrors> => (await wordsForReader(trx, context.reader, 'ira.json', iraManifest)).manifest.errors;
  const ira = await findVisibleArrangement(trx, context, body.iraArrangementId);
  if (!ira || ira.state !== 'ACTIVE' || ira.product_kind !== 'ira') throw new ApiProblem(404, 'NOT_FOUND', '/iraArrangementId');
  const destination = await findVisibleArrangement(trx, context, body.destinationArrangementId);
  if (!destination || destination.state !== 'ACTIVE') throw new ApiProblem(404, 'NOT_FOUND', '/destinationArrangementId');
  if (!(distributions.destinationKinds as readonly string[]).includes(destination.product_kind)) return refusal('/destinationArrangementId', (await errors()).destinationNotAllowed);
  const locked = await lockedAccountRefusal(trx, destination.id, '/destinationArrangementId', context.reader);
  if (locked) return { status: 400, body: { errors: [locked] } };
  if (!Number.isInteger(body.federalWithholdingPercent) || body.federalWithholdingPercent < 0 || body.federalWithholdingPercent > 100) return refusal('/federalWithholdingPercent', (await errors()).withholdingRange);
  const allowed = allowedDistributionTypes(await ownerBirthDate(trx, ira.agreement_id), context.today);
  if (!allowed.includes(body.distributionType)) return refusal('/distributionType', typeRefusal(await errors(), body.distributionType));

  await lockArrangements(trx, [ira.id]);
  const totals = (await ledgerTotals(trx, [ira.id])).get(ira.id) ?? { ledgerSumCents: 0, pendingDebitsCents: 0 };
  const available = Math.max(0, bookedBalance(ira.product_kind, totals) - (await pendingDistributionCents(trx, ira.id)));
  if (body.amountCents > available) return refusal('/amountCents', resolveTemplate((await errors()).distributionOverBalance, { available: formatCents(available) }));

  const id = randomUUID();
  await trx
    .insertInto('ira_distribution_requests')
    .values({
      id,
      arrangement_id: ira.id,
      requested_by: context.userId,
      amount_cents: body.amountCents,
      distribution_type: body.distributionType,
      federal_withholding_percent: body.federalWithholdingPercent,
      withholding_cents: withholdingCents(body.amountCents, body.federalWithholdingPercent),
      destination_arrangement_id: destination.id,
      status: 'SUBMITTED',
      pays_on: distributionPaysOn(context.today),
      confirmation_number: `${distributions.confirmationPrefix}-${String(randomInt(0, 100_000)).padStart(5, '0')}${String(randomInt(0, 100_000)).padStart(5, '0')}`,
      created_at: context.now,
    })
    .execute();
  const [view] = await distributionViews(trx, { id });
  return { status: 201, body: view! };
}
