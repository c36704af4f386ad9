import { randomInt, randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { ApiError, CashiersCheck } from '../../../engine/core/generated/api.gen';
import { formatCents } from '../../../engine/core/money';
import { checkPayment, type PaymentEndpointFacts } from '../../../engine/core/payment-rules';
import { resolveTemplate } from '../../../engine/core/template';
import { errorsManifest, limitsManifest } from '../../manifests';
import type { Database } from '../db/schema';
import { ApiProblem } from '../errors';
import { wordsForReader, type Reader } from '../i18n/reader-words';
import { manifestInForce } from '../studio/manifest-in-force';
import { GL } from '../../manifests/gl-accounts-manifest';
import { availableBalance, bookedBalance, ledgerTotals } from './balances';
import { certificatesInTerm } from './certificates/in-term';
import { lockArrangements } from './ledger/post-journal';
import { postJournal } from './postings/post-journal';
import { maskAccountNumber } from './product-summary';
import { reachesArrangement } from './visible-arrangements';

/** The data of config/forms/cashiers-check.json (the route validated it against that form). */
export interface CashiersCheckFormData {
  fromAccountId: string;
  amountCents: number;
  payeeName: string;
  memo?: string;
  delivery: 'MAIL' | 'BRANCH';
}

/** Accounts a cashier's check may be drawn on. */
const DRAWABLE_KINDS = new Set(['checking', 'savings']);

/** "CC-" and ten digits: what the member quotes when calling about the check. */
function confirmationNumber(): string {
  return `CC-${String(randomInt(0, 100_000)).padStart(5, '0')}${String(randomInt(0, 100_000)).padStart(5, '0')}`;
}

/**
 * The move-money rules of engine/core for a check drawn now: a cashier's check is an immediate one-time debit of a
 * deposit account, so it is checked as an immediate internal transfer out of that account, against the limits in
 * force (a version the studio published replaces the release's). A zero balance cannot be "scheduled for a future
 * date" here, so that rule answers with the available-balance message instead. A refusal is worded in the reader's
 * language: the same rules again over the limits and the catalogue in that language, asked only when a rule broke.
 */
async function checkViolations(db: Kysely<Database>, reader: Reader | undefined, from: PaymentEndpointFacts, amountCents: number, today: string): Promise<ApiError[]> {
  const facts = { kind: 'INTERNAL_TRANSFER', amountCents, timing: 'IMMEDIATE', frequency: 'ONCE', today, from, to: { kind: 'payee' } } as const;
  if (checkPayment(facts, await manifestInForce(db, 'limits.json', limitsManifest), errorsManifest.errors).length === 0) return [];
  const { manifest: limits, locale } = await wordsForReader(db, reader, 'limits.json', limitsManifest);
  const catalogue = await manifestInForce(db, 'errors.json', errorsManifest, locale);
  return checkPayment(facts, limits, catalogue.errors).map((violation) =>
    violation.code === 'zeroBalanceMustSchedule'
      ? { path: violation.path, message: resolveTemplate(limits.messages.availableBalanceExceeded, { amount: formatCents(Math.max(from.availableCents ?? 0, 0) + 1) }) }
      : { path: violation.path, message: violation.message },
  );
}

export type CashiersCheckOutcome = { ok: true; cashiersCheck: CashiersCheck } | { ok: false; errors: ApiError[] };

/**
 * Issues a cashier's check inside the caller's transaction: locks the account, checks the rules against its
 * available balance (and refuses a certificate in its term), then posts one balanced journal (member account debited,
 * official checks outstanding credited) with the member's "Cashier's check to <payee>" line, and records the request.
 */
export async function issueCashiersCheck(
  trx: Transaction<Database>,
  input: { userId: string; agreementIds: readonly string[]; arrangementIds: readonly string[] | null; data: CashiersCheckFormData; now: Date; today: string; reader?: Reader },
): Promise<CashiersCheckOutcome> {
  const { data } = input;
  const account =
    input.agreementIds.length === 0 || !reachesArrangement(input, data.fromAccountId)
      ? undefined
      : await trx.selectFrom('arrangements').selectAll().where('id', '=', data.fromAccountId).where('agreement_id', 'in', input.agreementIds).executeTakeFirst();
  if (!account || account.state !== 'ACTIVE' || !DRAWABLE_KINDS.has(account.product_kind)) throw new ApiProblem(404, 'NOT_FOUND', '/fromAccountId');

  await lockArrangements(trx, [account.id]);
  const totals = (await ledgerTotals(trx, [account.id])).get(account.id) ?? { ledgerSumCents: 0, pendingDebitsCents: 0 };
  const maturesOn = (await certificatesInTerm(trx, [account.id])).get(account.id);
  const facts: PaymentEndpointFacts = {
    kind: account.product_kind,
    availableCents: availableBalance(account.product_kind, totals, account.credit_limit_cents),
    balanceCents: bookedBalance(account.product_kind, totals),
    ...(maturesOn === undefined ? {} : { certificateMaturesOn: maturesOn }),
  };
  const errors = await checkViolations(trx, input.reader, facts, data.amountCents, input.today);
  if (errors.length > 0) return { ok: false, errors };

  const payeeName = data.payeeName.trim();
  const memo = data.memo?.trim() ? data.memo.trim() : null;
  const description = `Cashier's check to ${payeeName}`;
  const journalId = await postJournal(trx, {
    kind: 'CASHIERS_CHECK',
    description,
    postedAt: input.now,
    bookingDate: input.today,
    lines: [
      { arrangementId: account.id, amountCents: data.amountCents },
      { glAccountId: GL.officialChecks, amountCents: -data.amountCents },
    ],
    memberLines: [{ arrangementId: account.id, amountCents: data.amountCents, creditDebit: 'DEBIT', description, category: 'Transfer', counterpartyName: payeeName }],
  });
  const row = {
    id: randomUUID(),
    user_id: input.userId,
    arrangement_id: account.id,
    journal_id: journalId,
    amount_cents: data.amountCents,
    payee_name: payeeName,
    memo,
    delivery: data.delivery,
    confirmation_number: confirmationNumber(),
    created_at: input.now,
  };
  await trx.insertInto('cashiers_check_requests').values(row).execute();
  return {
    ok: true,
    cashiersCheck: {
      id: row.id,
      confirmationNumber: row.confirmation_number,
      fromAccount: { id: account.id, name: account.name, maskedNumber: maskAccountNumber(account.account_number) },
      amountCents: row.amount_cents,
      payeeName,
      delivery: data.delivery,
      ...(memo ? { memo } : {}),
      createdAt: input.now.toISOString(),
    },
  };
}

/** The checks a user requested on accounts the session still reaches, newest first. */
export async function listCashiersChecks(db: Kysely<Database>, input: { userId: string; agreementIds: readonly string[]; arrangementIds: readonly string[] | null }): Promise<CashiersCheck[]> {
  if (input.agreementIds.length === 0) return [];
  const rows = await db
    .selectFrom('cashiers_check_requests as c')
    .innerJoin('arrangements as a', 'a.id', 'c.arrangement_id')
    .select(['c.id', 'c.confirmation_number', 'c.amount_cents', 'c.payee_name', 'c.memo', 'c.delivery', 'c.created_at', 'a.id as account_id', 'a.name', 'a.account_number'])
    .where('c.user_id', '=', input.userId)
    .where('a.agreement_id', 'in', input.agreementIds)
    .$if(input.arrangementIds !== null, (query) => query.where('a.id', 'in', input.arrangementIds !== null && input.arrangementIds.length > 0 ? [...input.arrangementIds] : ['00000000-0000-0000-0000-000000000000']))
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    confirmationNumber: row.confirmation_number,
    fromAccount: { id: row.account_id, name: row.name, maskedNumber: maskAccountNumber(row.account_number) },
    amountCents: row.amount_cents,
    payeeName: row.payee_name,
    delivery: row.delivery as CashiersCheck['delivery'],
    ...(row.memo ? { memo: row.memo } : {}),
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
