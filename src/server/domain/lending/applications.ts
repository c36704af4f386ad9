import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { monthlyPaymentCents } from '../../../../engine/core/amortisation';
import type { ApiError, LoanApplication, LoanApplicationRequest } from '../../../../engine/core/generated/api.gen';
import { debtToIncomeBps, decideApplication, type LendingFacts, type LendingRule } from '../../../../engine/core/lending-rules';
import { formatCents } from '../../../../engine/core/money';
import { resolveTemplate } from '../../../../engine/core/template';
import { lendingManifest } from '../../../manifests/lending-manifest';
import type { Database, LoanApplicationsTable, LoanApplicationStatus } from '../../db/schema';
import { ApiProblem } from '../../errors';
import type { MemberScope } from '../member-scope';
import { cardMinimumPaymentCents, lendingProduct, type LendingProduct } from './catalogue';
import { memberFacts, type MemberFacts } from './member-facts';
import { NO_ACCOUNT } from '../visible-arrangements';

type ApplicationRow = Selectable<LoanApplicationsTable>;
const { copy } = lendingManifest;

/**
 * The agreement an application belongs to: the master agreement of the member the session acts for that holds a
 * deposit account (the membership a loan is funded into). None (staff outside a visit, a membership without deposits):
 * 404, as for any id the session does not reach.
 */
export async function applicantAgreementId(db: Kysely<Database>, scope: MemberScope): Promise<string> {
  if (scope.agreementIds.length === 0) throw new ApiProblem(404, 'NOT_FOUND');
  const row = await db
    .selectFrom('arrangements as r')
    .innerJoin('service_agreements as a', 'a.id', 'r.agreement_id')
    .select('a.id')
    .where('a.id', 'in', scope.agreementIds)
    .where('a.primary_user_id', '=', scope.ownerId)
    .where('r.product_kind', 'in', lendingManifest.facts.depositKinds)
    .where('r.state', '=', 'ACTIVE')
    .orderBy('r.display_order')
    .orderBy('a.id')
    .executeTakeFirst();
  if (!row) throw new ApiProblem(404, 'NOT_FOUND');
  return row.id;
}

/** Field errors of an application against its product: the amount within limits, a term the loan offers. */
function productErrors(product: LendingProduct | undefined, body: LoanApplicationRequest): ApiError[] {
  const errors = copy.application.errors;
  if (!product) return [{ path: '/productId', message: errors.product }];
  const [min, max] = product.kind === 'loan' ? [product.config.minAmountCents, product.config.maxAmountCents] : [product.config.minLimitCents, product.config.maxLimitCents];
  const found: ApiError[] = [];
  if (body.amountCents < min || body.amountCents > max) found.push({ path: '/amountCents', message: resolveTemplate(errors.amount, { min: formatCents(min), max: formatCents(max) }) });
  const termOffered = product.kind === 'loan' ? product.config.rates.some((rate) => rate.termMonths === body.termMonths) : body.termMonths === undefined;
  if (!termOffered) found.push({ path: '/termMonths', message: errors.term });
  return found;
}

/**
 * The offer of an application: the APR of its term (a card's APR) and, for a loan, the level monthly payment (a card:
 * the minimum payment on the limit). The one computation of an offer, at submit and when a loan officer approves.
 */
export function offerOf(product: LendingProduct, amountCents: number, termMonths: number | undefined): { aprBps: number; paymentCents: number } {
  if (product.kind === 'creditCard') return { aprBps: product.config.aprBps, paymentCents: cardMinimumPaymentCents(product.config, amountCents) };
  const rate = product.config.rates.find((entry) => entry.termMonths === termMonths);
  if (!rate || termMonths === undefined) throw new Error(`No rate for ${product.config.id} over ${termMonths} months`);
  return { aprBps: rate.aprBps, paymentCents: monthlyPaymentCents(amountCents, rate.aprBps, termMonths) };
}

/** Appends a status to an application's history: who moved it there, why (shown to the member) and a staff note. */
export async function addEvent(
  trx: Transaction<Database>,
  applicationId: string,
  status: LoanApplicationStatus,
  at: Date,
  reason: string | null,
  actorUserId: string,
  note: string | null = null,
): Promise<void> {
  const last = await trx.selectFrom('loan_application_events').select((eb) => eb.fn.max('seq').as('seq')).where('application_id', '=', applicationId).executeTakeFirst();
  await trx.insertInto('loan_application_events').values({ application_id: applicationId, seq: Number(last?.seq ?? 0) + 1, status, reason, actor_user_id: actorUserId, at, note }).execute();
}

/** A product's own rules after the shared ones of config/lending.json decision. */
export function decisionRules(product: LendingProduct): { decline: LendingRule[]; review: LendingRule[] } {
  const own = product.kind === 'loan' ? product.config.rules : undefined;
  return { decline: [...lendingManifest.decision.decline, ...(own?.decline ?? [])], review: [...lendingManifest.decision.review, ...(own?.review ?? [])] };
}

/**
 * The facts the rules decide an application on: the member's own, the debt-to-income ratio with the new payment,
 * what is asked and (share-secured) how far it goes beyond the deposits.
 */
export function applicationFacts(member: MemberFacts, asked: { amountCents: number; termMonths?: number | undefined }, offer: { paymentCents: number }): LendingFacts {
  return {
    ...member,
    debtToIncomeBps: debtToIncomeBps(member.existingMonthlyDebtCents + offer.paymentCents, member.statedMonthlyIncomeCents),
    amountCents: asked.amountCents,
    termMonths: asked.termMonths ?? 0,
    collateralShortfallCents: Math.max(0, asked.amountCents - member.depositBalanceCents),
  };
}

export type SubmitOutcome = { ok: true; application: LoanApplication } | { ok: false; errors: ApiError[] };

/**
 * Files an application and decides it at once by the rules of config/lending.json over the member's facts and what
 * is asked (the new payment counts in the debt-to-income ratio; a share-secured loan also its collateral): SUBMITTED,
 * then APPROVED with the offer, DECLINED with the reason, or IN_REVIEW with the reason a loan officer looks at it.
 */
export async function submitApplication(
  trx: Transaction<Database>,
  input: { scope: MemberScope; body: LoanApplicationRequest; idempotencyKey: string; now: Date; today: string },
): Promise<SubmitOutcome> {
  const { body, scope, now } = input;
  const product = lendingProduct(body.productId);
  const errors = productErrors(product, body);
  if (!product || errors.length > 0) return { ok: false, errors };
  const agreementId = await applicantAgreementId(trx, scope);

  const member = await memberFacts(trx, scope, { today: input.today, statedAnnualIncomeCents: body.statedAnnualIncomeCents, monthlyHousingCents: body.monthlyHousingCents });
  const offer = offerOf(product, body.amountCents, body.termMonths);
  const facts = applicationFacts(member, body, offer);
  const decision = decideApplication(decisionRules(product), facts);
  const approved = decision.status === 'APPROVED';
  const id = randomUUID();
  const answers = {
    statedAnnualIncomeCents: body.statedAnnualIncomeCents,
    monthlyHousingCents: body.monthlyHousingCents,
    employmentStatus: body.employmentStatus,
    ...(body.purpose ? { purpose: body.purpose.trim() } : {}),
    consent: true,
  };
  await trx
    .insertInto('loan_applications')
    .values({
      id,
      user_id: scope.userId,
      agreement_id: agreementId,
      product_id: product.config.id,
      product_kind: product.kind,
      amount_cents: body.amountCents,
      term_months: body.termMonths ?? null,
      answers: JSON.stringify(answers),
      status: decision.status,
      decision_reason: decision.status === 'APPROVED' ? null : decision.rule.reason,
      rate_offered_bps: approved ? offer.aprBps : null,
      monthly_payment_cents: approved && product.kind === 'loan' ? offer.paymentCents : null,
      idempotency_key: input.idempotencyKey,
      created_at: now,
      updated_at: now,
      decision_facts: JSON.stringify(facts),
    })
    .execute();
  await addEvent(trx, id, 'SUBMITTED', now, null, scope.userId);
  await addEvent(trx, id, decision.status, now, decision.status === 'APPROVED' ? null : decision.rule.reason, scope.userId);
  return { ok: true, application: await applicationView(trx, id, true) };
}

/** One application as its member sees it; with its schedule when funded and asked for. */
export async function applicationView(db: Kysely<Database>, id: string, withSchedule: boolean): Promise<LoanApplication> {
  const row = await db.selectFrom('loan_applications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const [events, schedule] = await Promise.all([
    db.selectFrom('loan_application_events').select(['status', 'at']).where('application_id', '=', id).orderBy('seq').execute(),
    withSchedule && row.arrangement_id && row.product_kind === 'loan'
      ? db.selectFrom('loan_payment_schedules').selectAll().where('arrangement_id', '=', row.arrangement_id).orderBy('installment').execute()
      : Promise.resolve(undefined),
  ]);
  return toView(row, events, schedule);
}

function toView(
  row: ApplicationRow,
  events: readonly { status: LoanApplicationStatus; at: Date }[],
  schedule: readonly Selectable<Database['loan_payment_schedules']>[] | undefined,
): LoanApplication {
  return {
    id: row.id,
    productId: row.product_id,
    productKind: row.product_kind,
    productName: lendingProduct(row.product_id)?.config.name ?? row.product_id,
    amountCents: row.amount_cents,
    ...(row.term_months === null ? {} : { termMonths: row.term_months }),
    status: row.status,
    ...(row.decision_reason === null ? {} : { decisionReason: row.decision_reason }),
    ...(row.rate_offered_bps === null ? {} : { aprBps: row.rate_offered_bps }),
    ...(row.monthly_payment_cents === null ? {} : { monthlyPaymentCents: row.monthly_payment_cents }),
    ...(row.arrangement_id === null ? {} : { arrangementId: row.arrangement_id }),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    history: events.map((event) => ({ status: event.status, at: new Date(event.at).toISOString() })),
    ...(schedule
      ? {
          schedule: schedule.map((entry) => ({
            installment: entry.installment,
            dueDate: entry.due_date,
            paymentCents: entry.payment_cents,
            principalCents: entry.principal_cents,
            interestCents: entry.interest_cents,
            balanceAfterCents: entry.balance_after_cents,
          })),
        }
      : {}),
  };
}

/**
 * The applications a session reaches: those of its agreements; for a trusted user shared only some accounts, those
 * they submitted themselves and those whose loan or card is one of the shared accounts (the rule of
 * visible-arrangements.ts applied to applications).
 */
export function applicationsReached(db: Kysely<Database> | Transaction<Database>, scope: Pick<MemberScope, 'userId' | 'agreementIds' | 'arrangementIds'>) {
  const shared = scope.arrangementIds;
  return db
    .selectFrom('loan_applications')
    .where('agreement_id', 'in', scope.agreementIds)
    .$if(shared !== null, (query) => query.where((eb) => eb.or([eb('user_id', '=', scope.userId), eb('arrangement_id', 'in', shared !== null && shared.length > 0 ? shared : [NO_ACCOUNT])])));
}

/** The applications the session reaches, newest first (schedules come with one application). */
export async function listApplications(db: Kysely<Database>, scope: MemberScope): Promise<LoanApplication[]> {
  if (scope.agreementIds.length === 0) return [];
  const rows = await applicationsReached(db, scope).selectAll().orderBy('created_at', 'desc').orderBy('id').execute();
  if (rows.length === 0) return [];
  const events = await db
    .selectFrom('loan_application_events')
    .select(['application_id', 'status', 'at'])
    .where(
      'application_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('application_id')
    .orderBy('seq')
    .execute();
  return rows.map((row) => toView(row, events.filter((event) => event.application_id === row.id), undefined));
}

/** An application the session reaches, locked for update inside `trx`; anything else is 404. */
export async function reachableApplication(db: Kysely<Database> | Transaction<Database>, scope: MemberScope, id: string, forUpdate = false): Promise<ApplicationRow> {
  if (scope.agreementIds.length === 0) throw new ApiProblem(404, 'NOT_FOUND');
  let query = applicationsReached(db, scope).selectAll().where('id', '=', id);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw new ApiProblem(404, 'NOT_FOUND');
  return row;
}

