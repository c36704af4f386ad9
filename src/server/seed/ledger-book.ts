import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { CreditDebit, DividendPostingsTable, IraContributionsTable, JournalsTable, LedgerEntriesTable, TransactionsTable } from '../db/schema';
import { postingTime } from './calendar';

/** One side of a posting: an account of the member or a general-ledger account, and its signed amount (debit > 0). */
export type Leg =
  | {
      arrangementId: string;
      amountCents: number;
      description: string;
      category: string;
      counterparty?: string;
      /** The day the member made it, when it posts later (card purchase, check written). */
      transactionDate?: string;
      memo?: string;
      checkNumber?: number;
    }
  | { glAccountId: string; amountCents: number };

export interface PostingInput {
  kind: string;
  description: string;
  date: string;
  legs: readonly Leg[];
}

export interface PendingHold {
  arrangementId: string;
  date: string;
  description: string;
  category: string;
  amountCents: number;
  counterparty?: string;
}

/**
 * Collects balanced journals, their ledger entries and the member-facing transactions in memory, so the seed can
 * write them in a few batched statements. Each arrangement leg also becomes one transaction line whose direction
 * follows the ledger sign (a debit on the credit union's books is a debit for the member too), so an account's
 * transaction list always adds up to its ledger balance.
 */
export class LedgerBook {
  readonly journals: Insertable<JournalsTable>[] = [];
  readonly entries: Insertable<LedgerEntriesTable>[] = [];
  readonly transactions: Insertable<TransactionsTable>[] = [];
  /** The dividend periods the generators paid (or found earned nothing), for the dividend job to carry on from. */
  readonly dividendPeriods: Insertable<DividendPostingsTable>[] = [];
  /** IRA contributions posted as journals of their own, with the tax year each is for. */
  readonly iraContributions: Insertable<IraContributionsTable>[] = [];
  private readonly balances = new Map<string, number>();
  /** Each arrangement's ledger movements in posting order (day, signed cents), for daily balances. */
  private readonly movements = new Map<string, { date: string; amountCents: number }[]>();

  /** Records a journal; throws when its legs do not sum to zero (the database would refuse it anyway). */
  post(input: PostingInput): string {
    const total = input.legs.reduce((sum, leg) => sum + leg.amountCents, 0);
    if (total !== 0) throw new Error(`Journal "${input.description}" on ${input.date} is off by ${total} cents`);
    for (const leg of input.legs) {
      if (!Number.isSafeInteger(leg.amountCents) || leg.amountCents === 0) {
        throw new Error(`Journal "${input.description}" has a leg of ${leg.amountCents} cents`);
      }
    }
    const journalId = randomUUID();
    this.journals.push({ id: journalId, kind: input.kind, description: input.description, posted_at: postingTime(input.date) });
    for (const leg of input.legs) {
      if ('glAccountId' in leg) {
        this.entries.push({ journal_id: journalId, gl_account_id: leg.glAccountId, arrangement_id: null, amount_cents: leg.amountCents });
        continue;
      }
      this.entries.push({ journal_id: journalId, arrangement_id: leg.arrangementId, gl_account_id: null, amount_cents: leg.amountCents });
      this.balances.set(leg.arrangementId, this.ledgerSum(leg.arrangementId) + leg.amountCents);
      const moves = this.movements.get(leg.arrangementId);
      if (moves) moves.push({ date: input.date, amountCents: leg.amountCents });
      else this.movements.set(leg.arrangementId, [{ date: input.date, amountCents: leg.amountCents }]);
      this.transactions.push({
        id: randomUUID(),
        arrangement_id: leg.arrangementId,
        journal_id: journalId,
        booking_date: input.date,
        description: leg.description,
        category: leg.category,
        amount_cents: Math.abs(leg.amountCents),
        credit_debit: direction(leg.amountCents),
        status: 'BOOKED',
        counterparty_name: leg.counterparty ?? null,
        transaction_date: leg.transactionDate ?? null,
        memo: leg.memo ?? null,
        check_number: leg.checkNumber ?? null,
      });
    }
    return journalId;
  }

  /** A card authorisation not yet settled: it lowers the available balance but posts nothing to the ledger. */
  hold(input: PendingHold): void {
    this.transactions.push({
      id: randomUUID(),
      arrangement_id: input.arrangementId,
      journal_id: null,
      booking_date: input.date,
      description: input.description,
      category: input.category,
      amount_cents: input.amountCents,
      credit_debit: 'DEBIT',
      status: 'PENDING',
      counterparty_name: input.counterparty ?? null,
    });
  }

  /** The running sum of an arrangement's ledger entries (debits positive), for generators that react to balances. */
  ledgerSum(arrangementId: string): number {
    return this.balances.get(arrangementId) ?? 0;
  }

  /** The arrangement's ledger sum at the end of each of `days` (ascending), from what the book holds so far. */
  ledgerSumsByDay(arrangementId: string, days: readonly string[]): number[] {
    const moves = this.movements.get(arrangementId) ?? [];
    return days.map((day) => moves.reduce((sum, move) => (move.date <= day ? sum + move.amountCents : sum), 0));
  }

  /** The first day the book moved the arrangement, if it has. */
  firstDate(arrangementId: string): string | undefined {
    return this.movements.get(arrangementId)?.reduce<string | undefined>((first, move) => (first === undefined || move.date < first ? move.date : first), undefined);
  }

  /** Entries grouped per journal, in posting order: a batch must never split a journal (the balance check is per statement). */
  entriesByJournal(): Insertable<LedgerEntriesTable>[][] {
    const groups = new Map<string, Insertable<LedgerEntriesTable>[]>();
    for (const entry of this.entries) {
      const group = groups.get(entry.journal_id);
      if (group) group.push(entry);
      else groups.set(entry.journal_id, [entry]);
    }
    return [...groups.values()];
  }
}

function direction(amountCents: number): CreditDebit {
  return amountCents > 0 ? 'DEBIT' : 'CREDIT';
}
