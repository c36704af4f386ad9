import type { Kysely } from 'kysely';
import type { PaymentApiError, PaymentOrderRequest } from '../../../../engine/core/generated/api.gen';
import {
  checkPayment,
  classifyPayment,
  effectiveExecutionDate,
  fundsAvailabilityNote,
  isIsoDate,
  requiredAcknowledgement,
  type Acknowledgement,
  type PaymentEndpointFacts,
  type PaymentFrequency,
  type PaymentKind,
  type PaymentRuleInput,
  type PaymentRuleViolation,
  type PaymentTiming,
} from '../../../../engine/core/payment-rules';
import { errorsManifest, limitsManifest } from '../../../manifests';
import { publishedManifest } from '../../studio/published-manifests';
import { manifestInForce } from '../../studio/manifest-in-force';
import { DEFAULT_LOCALE } from '../../i18n/locales';
import type { Database } from '../../db/schema';
import { ApiProblem } from '../../errors';
import { resolveEndpoints, standsInTransaction, type PaymentEndpoint, type ResolvedEndpoints } from './endpoints';
import { DAILY_LIMIT_KINDS, usedOnDay, contributionFacts, endpointFacts } from './facts';
import type { Reader } from '../../i18n/reader-words';

/** A request with every rule applied: what it is, when it would post, and what (if anything) is wrong with it. */
export interface EvaluatedPayment {
  kind: PaymentKind;
  from: PaymentEndpoint;
  to: PaymentEndpoint;
  /** The agreement whose member sends the money (the order belongs to it). */
  agreementId: string;
  timing: PaymentTiming;
  frequency: PaymentFrequency;
  /** The date the member asked for (today when immediate). */
  requestedDate: string;
  /** Business-day adjusted. */
  executionDate: string;
  notes: string[];
  facts: { from: PaymentEndpointFacts; to: PaymentEndpointFacts };
  requiredAcknowledgement: Acknowledgement | null;
  violations: PaymentRuleViolation[];
}

/** The member's own account among the two sides: the order belongs to its agreement. */
export function owningAgreementId(from: PaymentEndpoint, to: PaymentEndpoint): string {
  if (from.type === 'arrangement' && from.kind !== 'member') return from.arrangement.agreement_id;
  if (to.type === 'arrangement' && to.kind !== 'member') return to.arrangement.agreement_id;
  throw new ApiProblem(400, 'PAYMENT_NOT_OFFERED', '/toAccountId');
}

/** The member accounts a posting touches (another member's included): what lockArrangements must lock. */
export function arrangementIdsOf(from: PaymentEndpoint, to: PaymentEndpoint): string[] {
  return [from, to].flatMap((endpoint) => (endpoint.type === 'arrangement' ? [endpoint.arrangement.id] : []));
}

/** The kind a pair of resolved sides makes, or 400 when the product offers no such movement. */
export function classifyEndpoints(from: PaymentEndpoint, to: PaymentEndpoint): PaymentKind {
  const kind = classifyPayment(from.kind, to.kind);
  if (kind === null) throw new ApiProblem(400, 'PAYMENT_NOT_OFFERED', '/toAccountId');
  return kind;
}

/**
 * Resolves and checks a request with the one rule module. With `lock` (inside the transaction that will post or
 * record it) the facts statement first locks the agreement row (so ACH daily usage cannot change underneath) and then
 * the accounts (sorted), and only then reads balances: parallel requests on one account serialise here.
 */
export async function evaluatePayment(
  db: Kysely<Database>,
  input: {
    agreementIds: readonly string[];
    arrangementIds?: readonly string[] | null;
    body: PaymentOrderRequest;
    today: string;
    lock: boolean;
    excludeOrderId?: string;
    contributionTaxYear?: number;
    /** The sides, when the caller resolved them for this body in this request: not read again when they may stand. */
    endpoints?: ResolvedEndpoints;
    /** The language the member reads refusals in (asked only when there is one, of `db`); English when not given. */
    reader?: Reader;
  },
): Promise<EvaluatedPayment> {
  const { body, today } = input;
  const { from, to } =
    input.endpoints !== undefined && standsInTransaction(input.endpoints)
      ? input.endpoints
      : await resolveEndpoints(db, { agreementIds: input.agreementIds, arrangementIds: input.arrangementIds ?? null }, body);
  const kind = classifyEndpoints(from, to);
  const agreementId = owningAgreementId(from, to);
  const timing: PaymentTiming = body.timing ?? 'IMMEDIATE';
  const frequency: PaymentFrequency = body.frequency ?? 'ONCE';
  const requestedDate = timing === 'FUTURE' && isIsoDate(body.executionDate) ? body.executionDate : today;
  // The limits in force: a version the studio published replaces the release's (every process reads it from the database).
  const limits = await publishedManifest(db, 'limits.json', limitsManifest);
  const effective = timing === 'FUTURE' && requestedDate > today ? effectiveExecutionDate(kind, requestedDate, today, limits) : { date: today, adjusted: false };

  if (input.lock && !db.isTransaction) throw new Error('evaluatePayment: locks need a transaction');
  const lock = input.lock ? { agreementId, arrangementIds: arrangementIdsOf(from, to) } : undefined;
  const [fromFacts, toFacts] = (await endpointFacts(db, [from, to], today, lock)) as [PaymentEndpointFacts, PaymentEndpointFacts];
  const ach = kind === 'ACH_IN' || kind === 'ACH_OUT';
  const exclude = input.excludeOrderId ? { excludeOrderId: input.excludeOrderId } : {};
  const achUsedOnDayCents = ach ? await usedOnDay(db, { agreementId, day: effective.date, ...exclude }) : undefined;
  const memberTransferUsedOnDayCents = kind === 'MEMBER_TRANSFER' ? await usedOnDay(db, { agreementId, day: effective.date, kinds: DAILY_LIMIT_KINDS.memberTransfer, ...exclude }) : undefined;
  const contribution = await contributionFacts(db, to, {
    postingDate: effective.date,
    ...(input.contributionTaxYear === undefined ? {} : { taxYear: input.contributionTaxYear }),
    ...(input.excludeOrderId === undefined ? {} : { excludeOrderId: input.excludeOrderId }),
  });
  const facts: PaymentRuleInput = {
      kind,
      amountCents: body.amountCents,
      timing,
      frequency,
      today,
      ...(body.executionDate === undefined ? {} : { executionDate: body.executionDate }),
      ...(body.endDate === undefined ? {} : { endDate: body.endDate }),
      from: fromFacts,
      to: toFacts,
      ...(achUsedOnDayCents === undefined ? {} : { achUsedOnDayCents }),
      ...(memberTransferUsedOnDayCents === undefined ? {} : { memberTransferUsedOnDayCents }),
      ...contribution,
      acknowledgements: body.acknowledgements ?? [],
  };
  const found = checkPayment(facts, limits, errorsManifest.errors);
  // A refusal is worded from the limits and the error catalogue in force, in the member's language: the same rules
  // again, with the manifests of the reader's language (asked only now, as most payments break no rule).
  const locale = found.length > 0 && input.reader ? await input.reader(db) : DEFAULT_LOCALE;
  const violations =
    found.length === 0
      ? found
      : checkPayment(facts, await manifestInForce(db, 'limits.json', limitsManifest, locale), (await manifestInForce(db, 'errors.json', errorsManifest, locale)).errors);
  const notes = [effective.note, fundsAvailabilityNote(kind, limits)].filter((note): note is string => note !== undefined);
  return {
    kind,
    from,
    to,
    agreementId,
    timing,
    frequency,
    requestedDate,
    executionDate: effective.date,
    notes,
    facts: { from: fromFacts, to: toFacts },
    requiredAcknowledgement: requiredAcknowledgement({ kind, amountCents: body.amountCents, to: toFacts }),
    violations,
  };
}

/** The error types the web app recognises, by rule message key. */
const ERROR_TYPES: Partial<Record<string, PaymentApiError['type']>> = { availableBalanceExceeded: 'AMOUNT_ERROR' };

/** The 400 answer for rule violations: the exact limits.json copy, one entry per problem (the available-balance one tagged AMOUNT_ERROR). */
export function violationAnswer(violations: readonly PaymentRuleViolation[]): { status: 400; body: { errors: PaymentApiError[] } } {
  return {
    status: 400,
    body: {
      errors: violations.map(({ path, message, code }) => {
        const type = ERROR_TYPES[code];
        return type === undefined ? { path, message } : { path, message, type };
      }),
    },
  };
}
