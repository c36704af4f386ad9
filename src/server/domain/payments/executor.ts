import { sql, type Kysely, type Transaction } from 'kysely';
import { checkPayment, type Acknowledgement, type PaymentEndpointFacts } from '../../../../engine/core/payment-rules';
import { errorsManifest, limitsManifest, type ErrorCatalogue } from '../../../manifests';
import { languageOf } from '../../i18n/user-language';
import type { LocaleTag } from '../../i18n/locales';
import { manifestInVersion } from '../../studio/manifest-in-force';
import { currentPublishedConfig } from '../../studio/published-manifests';
import type { Database } from '../../db/schema';
import { errorMessage } from '../../errors';
import { lockArrangements } from '../ledger/post-journal';
import { loadOrderEndpoints, type PaymentEndpoint } from './endpoints';
import { arrangementIdsOf } from './evaluate-payment';
import { achPostedOnDay, contributionFacts, endpointFacts, type ContributionFacts } from './facts';
import type { PaymentOrderRow } from './order-view';
import { followingOccurrence } from './payment-orders';
import { mayStillMove } from './payment-permissions';
import { postPayment } from './posting';
import { reportMemberEvent } from '../member-alerts/member-events';

export interface ExecutorRun {
  /** ISO business day: orders due on or before it run. */
  today: string;
  now: Date;
  /** At most this many occurrences per run (default 100). */
  limit?: number;
}

const DEFAULT_LIMIT = 100;

/** The rule paths that judge the order's accounts, not its amount: a certificate in its term on either side. */
const ACCOUNT_PATHS: ReadonlySet<string> = new Set(['/fromAccountId', '/toAccountId']);

/** The manifests an occurrence's rules and failure reason come from, and the language the reason is written in. */
interface FailureWords {
  limits: typeof limitsManifest;
  errors: ErrorCatalogue;
  locale: LocaleTag;
}

/**
 * The version in force (a limit published since the order was scheduled applies to it) in the language of the
 * member who scheduled the order: the reason is stored with the occurrence and sent in their alert, so it is written
 * once, for them. The translations change words only, never a rule's numbers.
 */
async function failureWords(trx: Transaction<Database>, userId: string): Promise<FailureWords> {
  const version = await currentPublishedConfig(trx);
  const locale = await languageOf(trx, userId);
  return { limits: manifestInVersion(version, 'limits.json', limitsManifest, locale), errors: manifestInVersion(version, 'errors.json', errorsManifest, locale), locale };
}

/**
 * Why an occurrence cannot post now, or null when it can: an account that takes no payments, funds, the amount rules
 * and the ACH daily total, with balances and the day's posted ACH read under lock. `achPostedCents` is what already
 * moved on the due day.
 */
function failureReason(
  order: PaymentOrderRow,
  facts: { from: PaymentEndpointFacts; to: PaymentEndpointFacts },
  today: string,
  achPostedCents: number,
  contribution: ContributionFacts,
  words: FailureWords,
): string | null {
  const violations = checkPayment(
    {
      kind: order.kind,
      amountCents: order.amount_cents,
      timing: 'IMMEDIATE',
      frequency: 'ONCE',
      today,
      from: facts.from,
      to: facts.to,
      achUsedOnDayCents: achPostedCents,
      ...contribution,
      acknowledgements: order.acknowledgements as Acknowledgement[],
    },
    words.limits,
    words.errors.errors,
  );
  const account = violations.find((violation) => ACCOUNT_PATHS.has(violation.path));
  if (account) return account.message;
  const available = facts.from.availableCents;
  if (available !== undefined && order.amount_cents > available) return errorMessage('PAYMENT_INSUFFICIENT_FUNDS', undefined, words.errors, words.locale);
  return violations.find((violation) => violation.path === '/amountCents')?.message ?? null;
}

/** An external side that is no longer VERIFIED (locked since the order was scheduled) cannot move money. */
function unusable(endpoints: { from: PaymentEndpoint; to: PaymentEndpoint }): boolean {
  return [endpoints.from, endpoints.to].some((endpoint) => endpoint.type === 'external' && endpoint.status !== 'VERIFIED');
}

/** Access can be reduced or removed after scheduling: the creator must still hold the create path's rule for this kind. */
function creatorMayStillMove(trx: Transaction<Database>, order: PaymentOrderRow, endpoints: { from: PaymentEndpoint; to: PaymentEndpoint }): Promise<boolean> {
  const external = endpoints.from.type === 'external' || endpoints.to.type === 'external';
  return mayStillMove(trx, { userId: order.created_by, agreementId: order.agreement_id, kind: order.kind, external });
}

/** Claims one due order (skipping rows another executor holds) and runs its occurrence, all in `trx`. */
async function runOne(trx: Transaction<Database>, run: ExecutorRun): Promise<'POSTED' | 'FAILED' | null> {
  const { rows } = await sql<{ id: string }>`
    select id from payment_orders
     where state = 'SCHEDULED' and next_execution_date <= ${run.today}
     order by next_execution_date, created_at, id
     limit 1
     for update skip locked`.execute(trx);
  const claimed = rows[0];
  if (!claimed) return null;
  const order = await trx.selectFrom('payment_orders').selectAll().where('id', '=', claimed.id).executeTakeFirstOrThrow();
  const dueDate = order.next_execution_date ?? run.today;

  const done = await trx.selectFrom('payment_order_executions').select('outcome').where('payment_order_id', '=', order.id).where('due_date', '=', dueDate).executeTakeFirst();
  let outcome: 'POSTED' | 'FAILED' = done?.outcome ?? 'FAILED';
  let reason: string | null = null;
  let journalId: string | null = null;
  if (!done) {
    const words = await failureWords(trx, order.created_by);
    const endpoints = await loadOrderEndpoints(trx, order, { agreementId: order.agreement_id, memberTransfer: order.kind === 'MEMBER_TRANSFER' });
    if (!endpoints || unusable(endpoints)) {
      reason = errorMessage('PAYMENT_ACCOUNT_UNAVAILABLE', undefined, words.errors, words.locale);
    } else if (!(await creatorMayStillMove(trx, order, endpoints))) {
      reason = errorMessage('FORBIDDEN', undefined, words.errors, words.locale);
    } else {
      await sql`select id from service_agreements where id = ${order.agreement_id} for update`.execute(trx);
      await lockArrangements(trx, arrangementIdsOf(endpoints.from, endpoints.to));
      const [from, to] = (await endpointFacts(trx, [endpoints.from, endpoints.to], run.today)) as [PaymentEndpointFacts, PaymentEndpointFacts];
      const ach = order.kind === 'ACH_IN' || order.kind === 'ACH_OUT';
      const achPostedCents = ach ? await achPostedOnDay(trx, { agreementId: order.agreement_id, day: dueDate, excludeOrderId: order.id }) : 0;
      // What has already posted to the account in the order's tax year (a yearly contribution limit): the one a one-time
      // transfer into an IRA names, else the due date's, so each occurrence of a recurring one counts in the year it posts.
      const named = await trx.selectFrom('ira_contributions').select('tax_year').where('payment_order_id', '=', order.id).executeTakeFirst();
      const contribution = await contributionFacts(trx, endpoints.to, { postingDate: dueDate, postedOnly: true, ...(named ? { taxYear: named.tax_year } : {}) });
      reason = failureReason(order, { from, to }, run.today, achPostedCents, contribution, words);
      if (reason === null) {
        journalId = await postPayment(trx, {
          kind: order.kind,
          from: endpoints.from,
          to: endpoints.to,
          amountCents: order.amount_cents,
          memo: order.memo,
          confirmationNumber: order.confirmation_number,
          senderName: endpoints.from.type === 'arrangement' ? endpoints.from.holderName : endpoints.from.name,
          postedAt: run.now,
          // A late run (the server was down) books each missed occurrence on its own date, not the day it caught up.
          bookingDate: dueDate,
        });
      }
    }
    outcome = reason === null ? 'POSTED' : 'FAILED';
    // The primary key (order, due date) is the exactly-once guarantee: a second insert fails and rolls the posting back.
    await trx
      .insertInto('payment_order_executions')
      .values({ payment_order_id: order.id, due_date: dueDate, amount_cents: order.amount_cents, journal_id: journalId, outcome, failure_reason: reason, executed_at: run.now })
      .execute();
    // Once per (order, due date), like the execution row above: the member's scheduled-payment-failed alerts.
    if (reason !== null) await reportMemberEvent(trx, { kind: 'scheduled-payment-failed', userId: order.created_by, paymentOrderId: order.id, reason, at: run.now });
  }

  const next =
    order.frequency === 'ONCE'
      ? null
      : followingOccurrence(
          { kind: order.kind, frequency: order.frequency, anchor: order.requested_date, endDate: order.end_date },
          order.next_nominal_date ?? dueDate,
          // Adjust from this occurrence's date, not the run's: a late run then still posts every missed occurrence on its own date.
          dueDate,
        );
  const finished = order.frequency === 'ONCE' ? outcome : 'COMPLETED';
  await trx
    .updateTable('payment_orders')
    .set({
      state: next === null ? finished : 'SCHEDULED',
      next_execution_date: next === null ? dueDate : next.executionDate,
      next_nominal_date: next === null ? null : next.nominal,
      failure_reason: reason ?? order.failure_reason,
      ...(journalId === null ? {} : { last_journal_id: journalId, posted_at: run.now }),
      updated_at: run.now,
      version: order.version + 1,
    })
    .where('id', '=', order.id)
    .execute();
  return outcome;
}

/**
 * Posts every SCHEDULED occurrence due on or before `today`, each in its own transaction: claim with FOR UPDATE SKIP
 * LOCKED (several executors or server processes share the work), re-check the creator's permission for the kind,
 * lock agreement then accounts, check funds, post,
 * record the execution (its primary key makes a second post impossible), advance or finish the order. A one-time order
 * that cannot post becomes FAILED with the reason; a recurring one records the failed occurrence and moves on.
 */
export async function runDuePaymentOrders(db: Kysely<Database>, run: ExecutorRun): Promise<{ posted: number; failed: number }> {
  const limit = run.limit ?? DEFAULT_LIMIT;
  const result = { posted: 0, failed: 0 };
  for (let count = 0; count < limit; count++) {
    const outcome = await db.transaction().execute((trx) => runOne(trx, run));
    if (outcome === null) break;
    if (outcome === 'POSTED') result.posted++;
    else result.failed++;
  }
  return result;
}
