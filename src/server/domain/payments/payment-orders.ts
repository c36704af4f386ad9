import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { PaymentApiError, PaymentOrder, PaymentOrderList, PaymentOrderRequest } from '../../../../engine/core/generated/api.gen';
import { effectiveExecutionDate, nextOccurrence, type RecurringFrequency } from '../../../../engine/core/payment-rules';
import { limitsManifest } from '../../../manifests';
import type { Database, PaymentOrderState } from '../../db/schema';
import { ApiProblem } from '../../errors';
import { paymentConfirmationNumber } from './confirmation-number';
import { endpointColumns, endpointId, type ResolvedEndpoints } from './endpoints';
import { evaluatePayment, violationAnswer, type EvaluatedPayment } from './evaluate-payment';
import { toPaymentOrder, toPaymentOrders, type PaymentOrderRow } from './order-view';
import { postPayment } from './posting';
import type { AlsoWrite } from '../ledger/post-journal';
import type { IdempotencyClaim } from '../idempotency';
import { reachesNothing, type AccountReach } from '../visible-arrangements';
import type { Reader } from '../../i18n/reader-words';

/** Who asks and when: the session's reach, the signed-in user, and the app clock's business day. */
export interface OrderContext {
  userId: string;
  agreementIds: readonly string[];
  /** The accounts a trusted user was shared (member-scope.ts); null: every account of the agreements. */
  arrangementIds: readonly string[] | null;
  today: string;
  now: Date;
  /** An IRA contribution for a tax year other than the posting year's (ira.ts): the yearly limit of that year applies. */
  contributionTaxYear?: number;
  /** The sides of this very request, when the caller has resolved them already (in this request, for this body); member accounts are not read again. */
  endpoints?: ResolvedEndpoints;
  /** The language the member reads a refusal in (asked only when there is one, of the database given); English when not given. */
  reader?: Reader;
}

export type OrderAnswer =
  | { status: 200 | 201; body: { status: 'ACCEPTED'; paymentOrder: PaymentOrder } }
  | { status: 400; body: { errors: PaymentApiError[] } };

/** The next occurrence of a recurring order after `nominal`, or null when it would fall after the end date. */
export function followingOccurrence(
  order: { kind: EvaluatedPayment['kind']; frequency: RecurringFrequency; anchor: string; endDate: string | null },
  nominal: string,
  today: string,
): { nominal: string; executionDate: string } | null {
  const next = nextOccurrence(nominal, order.frequency, order.anchor);
  if (order.endDate !== null && next > order.endDate) return null;
  return { nominal: next, executionDate: effectiveExecutionDate(order.kind, next, today, limitsManifest).date };
}

/**
 * 409 when a one-time payment would wait beside another of the same agreement on the same sides. Between two accounts
 * (a transfer) one waiting payment per pair is the rule: the member edits or cancels it, or moves the money today
 * (SCHEDULED_PAYMENT_EXISTS). To a payee (a bill payment) several are normal, a monthly bill paid in parts or a bill
 * and its late fee, so only an identical one (same amount, same day) is refused: almost always the form sent twice,
 * which a fresh idempotency key does not catch (SCHEDULED_PAYMENT_DUPLICATE). An edited order is not its own duplicate.
 */
async function refuseDuplicateSchedule(trx: Transaction<Database>, payment: EvaluatedPayment, amountCents: number, excludeOrderId: string | undefined): Promise<void> {
  const fromId = endpointId(payment.from);
  const toId = endpointId(payment.to);
  const toPayee = payment.to.kind === 'payee';
  const sameAmountAndDay = toPayee ? sql`and amount_cents = ${amountCents} and next_execution_date = ${payment.executionDate}` : sql``;
  const { rows } = await sql<{ id: string }>`
    select id from payment_orders
     where agreement_id = ${payment.agreementId} and state = 'SCHEDULED' and frequency = 'ONCE'
       and coalesce(from_arrangement_id, from_external_account_id) = ${fromId}
       and coalesce(to_arrangement_id, to_external_account_id, to_payee_id) = ${toId}
       ${sameAmountAndDay}
       and id <> ${excludeOrderId ?? '00000000-0000-0000-0000-000000000000'}
     limit 1`.execute(trx);
  if (rows.length > 0) throw new ApiProblem(409, toPayee ? 'SCHEDULED_PAYMENT_DUPLICATE' : 'SCHEDULED_PAYMENT_EXISTS');
}

/**
 * Creates an order (or, with `existing`, replaces a SCHEDULED one) inside the caller's transaction. IMMEDIATE one-time
 * orders post now (POSTED); FUTURE or recurring ones are SCHEDULED for the executor, a recurring IMMEDIATE one
 * posting its first occurrence now. Rule violations answer 400 with the limits copy and write nothing. The order, its
 * execution and (with `claim`) the idempotent answer are written in the posting's one statement.
 */
export async function placePaymentOrder(
  trx: Transaction<Database>,
  context: OrderContext,
  body: PaymentOrderRequest,
  existing?: PaymentOrderRow,
  claim?: IdempotencyClaim,
): Promise<OrderAnswer> {
  const payment = await evaluatePayment(trx, {
    agreementIds: context.agreementIds,
    arrangementIds: context.arrangementIds,
    body,
    today: context.today,
    lock: true,
    ...(existing ? { excludeOrderId: existing.id } : {}),
    ...(context.contributionTaxYear === undefined ? {} : { contributionTaxYear: context.contributionTaxYear }),
    ...(context.endpoints === undefined ? {} : { endpoints: context.endpoints }),
    ...(context.reader === undefined ? {} : { reader: context.reader }),
  });
  if (payment.violations.length > 0) return violationAnswer(payment.violations);
  const scheduledOnce = payment.frequency === 'ONCE' && payment.timing === 'FUTURE';
  if (scheduledOnce) await refuseDuplicateSchedule(trx, payment, body.amountCents, existing?.id);

  const id = existing?.id ?? randomUUID();
  const confirmationNumber = existing?.confirmation_number ?? paymentConfirmationNumber();
  const immediate = payment.timing === 'IMMEDIATE';
  let state: PaymentOrderState = 'SCHEDULED';
  let nextExecutionDate = payment.executionDate;
  let nextNominalDate: string | null = payment.requestedDate;
  // Drawn here: the order row names the journal that the same statement writes.
  const journalId = immediate ? randomUUID() : null;

  if (immediate) {
    // An edit asking to post now when this order already posted today (a recurring immediate one) would be a second
    // movement on the day: refused as not editable rather than failing on the execution key.
    if (existing && (await trx.selectFrom('payment_order_executions').select('due_date').where('payment_order_id', '=', id).where('due_date', '=', context.today).executeTakeFirst())) {
      throw new ApiProblem(409, 'PAYMENT_ORDER_NOT_EDITABLE');
    }
    if (payment.frequency === 'ONCE') {
      state = 'POSTED';
      nextNominalDate = null;
    } else {
      const next = followingOccurrence({ kind: payment.kind, frequency: payment.frequency, anchor: context.today, endDate: body.endDate ?? null }, context.today, context.today);
      if (next === null) {
        state = 'COMPLETED';
        nextNominalDate = null;
      } else {
        nextExecutionDate = next.executionDate;
        nextNominalDate = next.nominal;
      }
    }
  }

  const acknowledgements = body.acknowledgements ?? [];
  const columns = {
    agreement_id: payment.agreementId,
    kind: payment.kind,
    state,
    ...endpointColumns(payment.from, payment.to),
    amount_cents: body.amountCents,
    timing: payment.timing,
    frequency: payment.frequency,
    requested_date: payment.requestedDate,
    next_execution_date: nextExecutionDate,
    next_nominal_date: nextNominalDate,
    end_date: body.endDate ?? null,
    memo: body.memo ?? null,
    failure_reason: null,
    last_journal_id: journalId,
    posted_at: immediate ? context.now : null,
    updated_at: context.now,
  };
  const values = { ...columns, acknowledgements: JSON.stringify(acknowledgements), notes: JSON.stringify(payment.notes) };
  // The row as written, so the answer is known before the one statement that writes the order (and stores the answer).
  const row: PaymentOrderRow = existing
    ? { ...existing, ...columns, acknowledgements, notes: payment.notes, version: existing.version + 1 }
    : { ...columns, acknowledgements, notes: payment.notes, id, created_by: context.userId, confirmation_number: confirmationNumber, created_at: context.now, version: 1 };
  const writes: AlsoWrite[] = [
    existing
      ? trx.updateTable('payment_orders').set({ ...values, version: row.version }).where('id', '=', id)
      : trx.insertInto('payment_orders').values({ ...values, id, created_by: context.userId, confirmation_number: confirmationNumber, created_at: context.now }),
  ];
  if (journalId !== null) {
    writes.push(
      trx
        .insertInto('payment_order_executions')
        .values({ payment_order_id: id, due_date: context.today, amount_cents: body.amountCents, journal_id: journalId, outcome: 'POSTED', failure_reason: null, executed_at: context.now }),
    );
  }
  const paymentOrder = toPaymentOrder(row, {
    from: { id: endpointId(payment.from), name: payment.from.name, maskedNumber: payment.from.maskedNumber },
    to: { id: endpointId(payment.to), name: payment.to.name, maskedNumber: payment.to.maskedNumber },
  });
  const answer: OrderAnswer = { status: existing ? 200 : 201, body: { status: 'ACCEPTED', paymentOrder } };
  if (claim) writes.push(claim.storeAnswer(answer.status, answer.body));

  if (journalId !== null) {
    await postPayment(
      trx,
      {
        kind: payment.kind,
        from: payment.from,
        to: payment.to,
        amountCents: body.amountCents,
        memo: body.memo ?? null,
        confirmationNumber,
        senderName: payment.from.type === 'arrangement' ? payment.from.holderName : payment.from.name,
        postedAt: context.now,
        bookingDate: context.today,
      },
      { journalId, also: writes },
    );
  } else {
    await writeTogether(trx, writes);
  }
  return answer;
}

/** Runs several data-modifying statements as one (CTEs): one round trip. */
async function writeTogether(trx: Transaction<Database>, writes: readonly AlsoWrite[]): Promise<void> {
  const parts = writes.map((write, index) => sql`${sql.raw(`write_${index}`)} as (${write})`);
  await sql`with ${sql.join(parts)} select 1`.execute(trx);
}

/**
 * The orders a session reaches: those of its agreements and, for a trusted user shared only some accounts, those
 * moving money from or into one of them (the rule of visible-arrangements.ts applied to orders).
 */
function ordersReached(db: Kysely<Database> | Transaction<Database>, reach: AccountReach) {
  const shared = reach.arrangementIds;
  return db
    .selectFrom('payment_orders')
    .where('agreement_id', 'in', reach.agreementIds)
    .$if(shared !== null, (query) => query.where((eb) => eb.or([eb('from_arrangement_id', 'in', shared ?? []), eb('to_arrangement_id', 'in', shared ?? [])])));
}

/** One order the session reaches, locked for change inside `trx`; 404 when the session does not reach it. */
export async function lockOwnOrder(trx: Transaction<Database>, reach: AccountReach, id: string): Promise<PaymentOrderRow> {
  if (reachesNothing(reach)) throw new ApiProblem(404, 'NOT_FOUND');
  const row = await ordersReached(trx, reach).selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw new ApiProblem(404, 'NOT_FOUND');
  return row;
}

/** 409 unless the order is still waiting: a cancelled one says so, anything else has already been processed. */
function requireScheduled(order: PaymentOrderRow): void {
  if (order.state === 'CANCELLED') throw new ApiProblem(409, 'PAYMENT_ORDER_CANCELLED');
  if (order.state !== 'SCHEDULED') throw new ApiProblem(409, 'PAYMENT_ORDER_NOT_EDITABLE');
}

/** Replaces a SCHEDULED order with a new request (409 once it is cancelled or processed). */
export async function editPaymentOrder(trx: Transaction<Database>, context: OrderContext, id: string, body: PaymentOrderRequest): Promise<OrderAnswer> {
  const existing = await lockOwnOrder(trx, context, id);
  requireScheduled(existing);
  return placePaymentOrder(trx, context, body, existing);
}

/** Cancels a SCHEDULED order; nothing it already posted changes (posted money is never undone here). */
export async function cancelPaymentOrder(trx: Transaction<Database>, context: OrderContext, id: string): Promise<OrderAnswer> {
  const existing = await lockOwnOrder(trx, context, id);
  requireScheduled(existing);
  const row = await trx
    .updateTable('payment_orders')
    .set({ state: 'CANCELLED', updated_at: context.now, version: existing.version + 1 })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  const [paymentOrder] = await toPaymentOrders(trx, [row]);
  return { status: 200, body: { status: 'ACCEPTED', paymentOrder: paymentOrder! } };
}

export type PaymentOrderStateFilter = PaymentOrderState | 'ALL';

/** A page of the session's orders: SCHEDULED ones by execution date, everything else newest first. */
export async function listPaymentOrders(
  db: Kysely<Database>,
  input: AccountReach & { state: PaymentOrderStateFilter; page: number; size: number },
): Promise<PaymentOrderList> {
  if (reachesNothing(input)) return { items: [], total: 0 };
  let query = ordersReached(db, input);
  if (input.state !== 'ALL') query = query.where('state', '=', input.state);
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  let ordered = query.selectAll();
  ordered = input.state === 'SCHEDULED' ? ordered.orderBy('next_execution_date').orderBy('created_at') : ordered.orderBy('created_at', 'desc');
  const rows = await ordered.orderBy('id').limit(input.size).offset(input.page * input.size).execute();
  return { items: await toPaymentOrders(db, rows), total: Number(total) };
}

/** One order the session reaches, or undefined. */
export async function findPaymentOrder(db: Kysely<Database>, reach: AccountReach, id: string): Promise<PaymentOrder | undefined> {
  if (reachesNothing(reach)) return undefined;
  const row = await ordersReached(db, reach).selectAll().where('id', '=', id).executeTakeFirst();
  return row ? (await toPaymentOrders(db, [row]))[0] : undefined;
}
