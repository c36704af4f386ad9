import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { CreditDebit, Database } from '../../db/schema';
import { evaluatePostingAlerts } from '../member-alerts/evaluate';

/** One ledger line: a member account or a general-ledger account, signed (a debit on the credit union's books > 0). */
export interface JournalLine {
  arrangementId?: string;
  glAccountId?: string;
  amountCents: number;
}

/** The line a member sees in an account's transaction list for one posting (amount is the magnitude). */
export interface MemberLine {
  arrangementId: string;
  amountCents: number;
  creditDebit: CreditDebit;
  description: string;
  category: string;
  counterpartyName?: string;
  counterpartyAccount?: string;
}

export interface JournalInput {
  kind: string;
  description: string;
  postedAt: Date;
  /** ISO day the member-facing transactions carry. */
  bookingDate: string;
  lines: JournalLine[];
  memberLines: MemberLine[];
}

/**
 * Inside the caller's transaction: writes one balanced journal, its entries (in one statement: the database checks
 * the balance per statement) and the member-facing BOOKED transactions. Returns the journal id.
 */
export async function postJournal(trx: Transaction<Database>, input: JournalInput): Promise<string> {
  if (input.lines.length < 2) throw new Error(`Journal "${input.description}" needs at least two lines`);
  let total = 0;
  for (const line of input.lines) {
    if ((line.arrangementId === undefined) === (line.glAccountId === undefined)) throw new Error('A journal line names exactly one account');
    if (!Number.isSafeInteger(line.amountCents) || line.amountCents === 0) throw new Error(`Journal line of ${line.amountCents} cents`);
    total += line.amountCents;
  }
  if (total !== 0) throw new Error(`Journal "${input.description}" is off by ${total} cents`);
  const journalId = randomUUID();
  await trx.insertInto('journals').values({ id: journalId, kind: input.kind, description: input.description, posted_at: input.postedAt }).execute();
  await trx
    .insertInto('ledger_entries')
    .values(
      input.lines.map((line) => ({
        journal_id: journalId,
        arrangement_id: line.arrangementId ?? null,
        gl_account_id: line.glAccountId ?? null,
        amount_cents: line.amountCents,
      })),
    )
    .execute();
  if (input.memberLines.length > 0) {
    await trx
      .insertInto('transactions')
      .values(
        input.memberLines.map((line) => ({
          id: randomUUID(),
          arrangement_id: line.arrangementId,
          journal_id: journalId,
          booking_date: input.bookingDate,
          description: line.description,
          category: line.category,
          amount_cents: Math.abs(line.amountCents),
          credit_debit: line.creditDebit,
          status: 'BOOKED' as const,
          counterparty_name: line.counterpartyName ?? null,
          counterparty_account: line.counterpartyAccount ?? null,
          created_at: input.postedAt,
        })),
      )
      .execute();
  }
  // The internal after-posting event: the member alerts this posting fires, in the same transaction, once per posting.
  await evaluatePostingAlerts(trx, { journalId, postedAt: input.postedAt, memberLines: input.memberLines });
  return journalId;
}

/**
 * Locks the arrangement rows (SELECT ... FOR UPDATE, ids sorted so two movements over the same pair always lock in
 * the same order and cannot deadlock): balance checks and postings on those accounts then serialise.
 */
export async function lockArrangements(trx: Transaction<Database>, ids: readonly string[]): Promise<void> {
  const sorted = [...new Set(ids)].sort();
  if (sorted.length === 0) return;
  await sql`select id from arrangements where id in (${sql.join(sorted)}) order by id for update`.execute(trx);
}
