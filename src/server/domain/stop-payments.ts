import { randomInt, randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { StopPayment } from '../../../engine/core/generated/api.gen';
import { formatCents } from '../../../engine/core/money';
import { checkStopPaymentNumbers, spansOverlap, stopPaymentExpiresOn, stopPaymentSpan, stopPaymentStatus, type StopPaymentChecks } from '../../../engine/core/stop-payment-rules';
import { limitsManifest } from '../../manifests';
import { GL } from '../../manifests/gl-accounts-manifest';
import type { Database } from '../db/schema';
import { ApiProblem, type CatalogueError, type ErrorCode, type MessageValues } from '../errors';
import { availableBalance, ledgerTotals } from './balances';
import { lockArrangements } from './ledger/post-journal';
import { postJournal } from './postings/post-journal';
import { maskAccountNumber } from './product-summary';
import { sharedOnly } from './visible-arrangements';

/** The fields both stop payment forms (config/forms/stop-payment-check.json and -range.json) share. */
interface StopPaymentCommon {
  accountId: string;
  reason: string;
}

/** A stop payment request as the route validated it against the form of its kind. */
export type StopPaymentRequest = StopPaymentCommon &
  ({ kind: 'CHECK'; checkNumber: number; amountCents?: number; payeeName?: string; writtenOn?: string } | { kind: 'RANGE'; firstCheckNumber: number; lastCheckNumber: number });

/** "SP-" and ten digits: what the member quotes when calling about the stop. */
function confirmationNumber(): string {
  return `SP-${String(randomInt(0, 100_000)).padStart(5, '0')}${String(randomInt(0, 100_000)).padStart(5, '0')}`;
}

/** A placed stop, or a refusal by catalogue codes (the route words them in the member's language). */
export type StopPaymentOutcome = { ok: true; stopPayment: StopPayment } | { ok: false; status: 400 | 409; errors: CatalogueError[] };

function refused(status: 400 | 409, path: string, code: ErrorCode, values?: MessageValues): StopPaymentOutcome {
  return { ok: false, status, errors: [{ path, code, ...(values === undefined ? {} : { values }) }] };
}

function checksOf(request: StopPaymentRequest): StopPaymentChecks {
  return request.kind === 'CHECK'
    ? { kind: 'CHECK', checkNumber: request.checkNumber }
    : { kind: 'RANGE', firstCheckNumber: request.firstCheckNumber, lastCheckNumber: request.lastCheckNumber };
}

/**
 * Places a stop payment inside the caller's (idempotent) transaction. The account must be an open checking account
 * of the agreements the session reaches (anything else of the member's is refused as not checking; anyone else's is
 * 404, before any other rule, so a foreign id tells nothing). The check numbers follow the rules of engine/core; no
 * active stop on the account may already cover one of the checks; the available balance must pay the fee of
 * config/limits.json. The fee posts as one balanced journal (checking debited, deposit fee income credited) and the
 * stop is recorded, in effect for `durationDays` from today.
 */
export async function placeStopPayment(
  trx: Transaction<Database>,
  input: { userId: string; agreementIds: readonly string[]; arrangementIds: readonly string[] | null; request: StopPaymentRequest; now: Date; today: string },
): Promise<StopPaymentOutcome> {
  const { request } = input;
  const account =
    input.agreementIds.length === 0
      ? undefined
      : await trx.selectFrom('arrangements').selectAll().where('id', '=', request.accountId).where('agreement_id', 'in', input.agreementIds).$call(sharedOnly(input, 'id')).executeTakeFirst();
  if (!account) throw new ApiProblem(404, 'NOT_FOUND', '/accountId');
  if (account.product_kind !== 'checking' || account.state !== 'ACTIVE') return refused(400, '/accountId', 'STOP_PAYMENT_NOT_CHECKING');

  const limits = limitsManifest.stopPayment;
  const checks = checksOf(request);
  const violations = checkStopPaymentNumbers(checks, limits);
  if (violations.length > 0) {
    return {
      ok: false,
      status: 400,
      errors: violations.map((violation) => ({ path: violation.path, code: violation.code, values: { max: limits.maxRangeLength } })),
    };
  }

  // The account's lock makes the duplicate check and the balance check hold until this stop is recorded.
  await lockArrangements(trx, [account.id]);
  const span = stopPaymentSpan(checks);
  const active = await trx
    .selectFrom('stop_payments')
    .select(['first_check_number', 'last_check_number'])
    .where('arrangement_id', '=', account.id)
    .where('expires_on', '>=', input.today)
    .where('first_check_number', '<=', span.last)
    .where('last_check_number', '>=', span.first)
    .orderBy('first_check_number')
    .execute();
  const clash = active.find((row) => spansOverlap(span, { first: Number(row.first_check_number), last: Number(row.last_check_number) }));
  if (clash) {
    const check = Math.max(span.first, Number(clash.first_check_number));
    return refused(409, request.kind === 'CHECK' ? '/checkNumber' : '/firstCheckNumber', 'STOP_PAYMENT_DUPLICATE', { check });
  }

  const feeCents = limits.feeCents;
  const totals = (await ledgerTotals(trx, [account.id])).get(account.id) ?? { ledgerSumCents: 0, pendingDebitsCents: 0 };
  if (availableBalance(account.product_kind, totals, account.credit_limit_cents) < feeCents) {
    return refused(400, '/accountId', 'STOP_PAYMENT_INSUFFICIENT_FUNDS', { fee: formatCents(feeCents) });
  }

  const number = confirmationNumber();
  const checksText = span.first === span.last ? `check ${span.first}` : `checks ${span.first}-${span.last}`;
  const description = `Stop payment fee, ${checksText}`;
  const journalId =
    feeCents > 0
      ? await postJournal(trx, {
          kind: 'STOP_PAYMENT_FEE',
          description,
          postedAt: input.now,
          bookingDate: input.today,
          lines: [
            { arrangementId: account.id, amountCents: feeCents },
            { glAccountId: GL.depositFeeIncome, amountCents: -feeCents },
          ],
          memberLines: [{ arrangementId: account.id, amountCents: feeCents, creditDebit: 'DEBIT', description, category: 'Fees' }],
        })
      : null;

  const payeeName = request.kind === 'CHECK' && request.payeeName?.trim() ? request.payeeName.trim() : null;
  const row = {
    id: randomUUID(),
    user_id: input.userId,
    arrangement_id: account.id,
    journal_id: journalId,
    first_check_number: span.first,
    last_check_number: span.last,
    amount_cents: request.kind === 'CHECK' ? (request.amountCents ?? null) : null,
    payee_name: payeeName,
    written_on: request.kind === 'CHECK' ? (request.writtenOn ?? null) : null,
    reason: request.reason,
    fee_cents: feeCents,
    confirmation_number: number,
    placed_on: input.today,
    expires_on: stopPaymentExpiresOn(input.today, limits),
    created_at: input.now,
  };
  await trx.insertInto('stop_payments').values(row).execute();
  return { ok: true, stopPayment: toStopPayment({ ...row, name: account.name, account_number: account.account_number }, input.today) };
}

interface StopPaymentRow {
  id: string;
  arrangement_id: string;
  name: string;
  account_number: string;
  first_check_number: number | string;
  last_check_number: number | string;
  amount_cents: number | string | null;
  payee_name: string | null;
  written_on: string | null;
  reason: string;
  fee_cents: number | string;
  confirmation_number: string;
  placed_on: string;
  expires_on: string;
  created_at: Date | string;
}

function toStopPayment(row: StopPaymentRow, today: string): StopPayment {
  const first = Number(row.first_check_number);
  const last = Number(row.last_check_number);
  return {
    id: row.id,
    confirmationNumber: row.confirmation_number,
    account: { id: row.arrangement_id, name: row.name, maskedNumber: maskAccountNumber(row.account_number) },
    kind: first === last ? 'CHECK' : 'RANGE',
    firstCheckNumber: first,
    lastCheckNumber: last,
    ...(row.amount_cents === null ? {} : { amountCents: Number(row.amount_cents) }),
    ...(row.payee_name === null ? {} : { payeeName: row.payee_name }),
    ...(row.written_on === null ? {} : { writtenOn: row.written_on }),
    reason: row.reason,
    feeCents: Number(row.fee_cents),
    placedOn: row.placed_on,
    expiresOn: row.expires_on,
    status: stopPaymentStatus(row.expires_on, today),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The stop payments on accounts of the agreements the session reaches (whoever placed them), newest first. */
export async function listStopPayments(db: Kysely<Database>, input: { agreementIds: readonly string[]; arrangementIds: readonly string[] | null; today: string }): Promise<StopPayment[]> {
  if (input.agreementIds.length === 0) return [];
  const rows = await db
    .selectFrom('stop_payments as s')
    .innerJoin('arrangements as a', 'a.id', 's.arrangement_id')
    .select([
      's.id',
      's.arrangement_id',
      'a.name',
      'a.account_number',
      's.first_check_number',
      's.last_check_number',
      's.amount_cents',
      's.payee_name',
      's.written_on',
      's.reason',
      's.fee_cents',
      's.confirmation_number',
      's.placed_on',
      's.expires_on',
      's.created_at',
    ])
    .where('a.agreement_id', 'in', input.agreementIds)
    .$call(sharedOnly(input, 'a.id'))
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id')
    .execute();
  return rows.map((row) => toStopPayment(row, input.today));
}
