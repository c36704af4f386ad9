import { randomUUID } from 'node:crypto';
import { sql, type OperationNodeSource, type RawBuilder, type Transaction } from 'kysely';
import type { CreditDebit, Database } from '../../db/schema';

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

/** Further writes of the posting's own statement (the order a payment posts, its idempotent answer): one round trip. */
export type AlsoWrite = OperationNodeSource;

export interface PostJournalOptions {
  /** The journal's id, when the caller must name it in its own writes. */
  journalId?: string;
  also?: readonly AlsoWrite[];
}

/** What the ledger is asked besides the posting: a yes/no question selected in the posting's own statement. */
export interface WriteJournalOptions extends PostJournalOptions {
  /** Answered in the same round trip as the writes; false when not asked. */
  ask?: RawBuilder<boolean>;
}

/** What a posting did: the journal, when, the member-facing lines it booked, and the answer to `ask`. */
export interface PostedJournal {
  journalId: string;
  postedAt: Date;
  memberLines: readonly MemberLine[];
  answer: boolean;
}

/**
 * Inside the caller's transaction, in ONE statement (data-modifying CTEs): writes one balanced journal, its entries
 * (the database checks the balance at the statement's end), the member-facing BOOKED transactions and any `also`
 * writes, and answers the caller's `ask`. Returns what was posted (the id is `journalId` when the caller had to know it
 * first); what follows a posting is the caller's to do.
 */
export async function writeJournal(trx: Transaction<Database>, input: JournalInput, options: WriteJournalOptions = {}): Promise<PostedJournal> {
  if (input.lines.length < 2) throw new Error(`Journal "${input.description}" needs at least two lines`);
  let total = 0;
  for (const line of input.lines) {
    if ((line.arrangementId === undefined) === (line.glAccountId === undefined)) throw new Error('A journal line names exactly one account');
    if (!Number.isSafeInteger(line.amountCents) || line.amountCents === 0) throw new Error(`Journal line of ${line.amountCents} cents`);
    total += line.amountCents;
  }
  if (total !== 0) throw new Error(`Journal "${input.description}" is off by ${total} cents`);
  const journalId = options.journalId ?? randomUUID();
  const entries = sql.join(
    input.lines.map((line) => sql`(${line.arrangementId ?? null}::uuid, ${line.glAccountId ?? null}::text, ${line.amountCents}::bigint)`),
  );
  const parts = [
    sql`journal as (insert into journals (id, kind, description, posted_at) values (${journalId}, ${input.kind}, ${input.description}, ${input.postedAt}) returning id)`,
    sql`entries as (insert into ledger_entries (journal_id, arrangement_id, gl_account_id, amount_cents)
      select journal.id, v.arrangement_id, v.gl_account_id, v.amount_cents from journal, (values ${entries}) as v (arrangement_id, gl_account_id, amount_cents)
      returning 1)`,
  ];
  if (input.memberLines.length > 0) {
    const lines = sql.join(
      input.memberLines.map(
        (line) =>
          sql`(${randomUUID()}::uuid, ${line.arrangementId}::uuid, ${line.description}::text, ${line.category}::text, ${Math.abs(line.amountCents)}::bigint,
            ${line.creditDebit}::text, ${line.counterpartyName ?? null}::text, ${line.counterpartyAccount ?? null}::text)`,
      ),
    );
    // Member lines go in through this one insert, so every trigger and default of transactions applies to them.
    parts.push(sql`lines as (insert into transactions (id, arrangement_id, journal_id, booking_date, description, category, amount_cents, credit_debit,
        status, counterparty_name, counterparty_account, created_at)
      select v.id, v.arrangement_id, journal.id, ${input.bookingDate}::date, v.description, v.category, v.amount_cents, v.credit_debit,
        'BOOKED', v.counterparty_name, v.counterparty_account, ${input.postedAt}::timestamptz
      from journal, (values ${lines}) as v (id, arrangement_id, description, category, amount_cents, credit_debit, counterparty_name, counterparty_account)
      returning 1)`);
  }
  (options.also ?? []).forEach((write, index) => parts.push(sql`${sql.raw(`also_${index}`)} as (${write})`));
  const { rows } = await sql<{ answer: boolean }>`with ${sql.join(parts)} select ${options.ask ?? sql<boolean>`false`} as answer`.execute(trx);
  return { journalId, postedAt: input.postedAt, memberLines: input.memberLines, answer: rows[0]?.answer === true };
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
