import { sql, type Kysely } from 'kysely';
import type { CreditDebit, Database, ProductKind } from '../db/schema';
import { isOwedKind } from './balances';

/** The "Uncategorized" category of migration 0003: where a category text the catalogue lacks is filed. */
export const UNCATEGORIZED_CATEGORY_ID = 1002;

/** The type of a pending hold: it has no posting (journal) yet, whose kind would name it. */
export const PENDING_TYPE = 'PENDING_AUTHORIZATION';

// Every product kind, so the owed ones can be listed for SQL; a new kind fails to compile here until it is added.
const PRODUCT_KINDS: Readonly<Record<ProductKind, true>> = { checking: true, savings: true, creditCard: true, autoLoan: true, heloc: true, ira: true };
const OWED_KINDS = (Object.keys(PRODUCT_KINDS) as ProductKind[]).filter(isOwedKind);

/** Which transactions of which accounts; every bound is inclusive, amounts are the transaction's size in cents. */
export interface TransactionFilter {
  arrangementIds: readonly string[];
  bookedFrom?: string;
  bookedTo?: string;
  text?: string;
  amountFrom?: number;
  amountTo?: number;
  type?: string;
  creditDebit?: CreditDebit;
  posted?: boolean;
}

export interface TransactionPage {
  offset: number;
  /** null: every matching line (statements). */
  limit: number | null;
  direction: 'ASC' | 'DESC';
}

/** One transaction as the member sees it, with its effect on the account's balance. */
export interface TransactionLine {
  id: string;
  arrangementId: string;
  bookingDate: string;
  description: string;
  category: string;
  categoryId: number;
  type: string;
  creditDebit: CreditDebit;
  amountCents: number;
  /** Signed effect on the balance the member sees (held for deposits, owed for cards and loans). */
  deltaCents: number;
  /** Posted lines: the balance just after this one, in posting order; null for a pending hold. */
  runningBalanceCents: number | null;
  posted: boolean;
  counterpartyName: string | null;
  /** The day the member made it (card purchase, check written): the booking date unless it posted later. */
  transactionDate: string;
  memo: string | null;
  checkNumber: number | null;
  /** Whether a stored image of the paid check exists. */
  checkImage: boolean;
}

// Escapes LIKE's wildcards so the member's text is matched literally (backslash is PostgreSQL's default escape).
const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Every transaction of the accounts with what the member sees: their own category choice over the posted one, the
 * posting's kind as its type, and for posted lines the running balance. Posting order is the booking date, then the
 * order the ledger recorded the entries in; the running balance is over all posted lines, so it stays right
 * whatever the filter later keeps.
 */
function linesOf(db: Kysely<Database>, arrangementIds: readonly string[]) {
  return db
    .with('base', (qb) =>
      qb
        .selectFrom('transactions as t')
        .innerJoin('arrangements as a', 'a.id', 't.arrangement_id')
        .leftJoin('journals as j', 'j.id', 't.journal_id')
        .leftJoin('transaction_category_choices as ch', 'ch.transaction_id', 't.id')
        .leftJoin('transaction_categories as chosen', 'chosen.id', 'ch.category_id')
        .leftJoin('transaction_categories as filed', (join) => join.onRef('filed.name', '=', 't.category').on('filed.parent_id', 'is not', null))
        .where('t.arrangement_id', 'in', arrangementIds)
        .select([
          't.id',
          't.arrangement_id',
          't.booking_date',
          't.description',
          't.amount_cents',
          't.credit_debit',
          't.status',
          't.counterparty_name',
          't.created_at',
          't.memo',
          't.check_number',
          sql<string>`coalesce(t.transaction_date, t.booking_date)`.as('transaction_date'),
          sql<boolean>`exists (select 1 from check_images ci where ci.transaction_id = t.id)`.as('check_image'),
          sql<string>`coalesce(chosen.name, t.category)`.as('category'),
          sql<number>`coalesce(chosen.id, filed.id, ${UNCATEGORIZED_CATEGORY_ID}::integer)`.as('category_id'),
          sql<string>`coalesce(j.kind, ${PENDING_TYPE})`.as('type'),
          sql<number | null>`(select min(e.id) from ledger_entries e where e.journal_id = t.journal_id and e.arrangement_id = t.arrangement_id)`.as('seq'),
          sql<number>`(case when t.credit_debit = 'DEBIT' then t.amount_cents else -t.amount_cents end)
            * (case when a.product_kind in (${sql.join(OWED_KINDS)}) then 1 else -1 end)`.as('delta'),
        ]),
    )
    .with('lines', (qb) =>
      qb
        .selectFrom('base')
        .selectAll()
        .select(
          sql<number | null>`case when status = 'BOOKED' then (sum(delta) over (
            partition by arrangement_id, status order by booking_date, seq, created_at, id rows between unbounded preceding and current row))::bigint end`.as('running'),
        ),
    )
    .selectFrom('lines');
}

function filtered(db: Kysely<Database>, filter: TransactionFilter) {
  let query = linesOf(db, filter.arrangementIds);
  if (filter.bookedFrom !== undefined) query = query.where('booking_date', '>=', filter.bookedFrom);
  if (filter.bookedTo !== undefined) query = query.where('booking_date', '<=', filter.bookedTo);
  if (filter.amountFrom !== undefined) query = query.where('amount_cents', '>=', filter.amountFrom);
  if (filter.amountTo !== undefined) query = query.where('amount_cents', '<=', filter.amountTo);
  if (filter.type !== undefined) query = query.where('type', '=', filter.type);
  if (filter.creditDebit !== undefined) query = query.where('credit_debit', '=', filter.creditDebit);
  if (filter.posted !== undefined) query = query.where('status', '=', filter.posted ? 'BOOKED' : 'PENDING');
  if (filter.text !== undefined) {
    const pattern = likePattern(filter.text);
    query = query.where((eb) => eb.or([eb('description', 'ilike', pattern), eb('counterparty_name', 'ilike', pattern), eb('category', 'ilike', pattern)]));
  }
  return query;
}

function ordered(db: Kysely<Database>, filter: TransactionFilter, direction: TransactionPage['direction']) {
  const order = direction === 'ASC' ? 'asc' : 'desc';
  return (
    filtered(db, filter)
      .selectAll()
      .orderBy('booking_date', order)
      // Pending holds come after the day's posted lines; seq is null only for them.
      .orderBy(sql`status = 'PENDING'`, order)
      .orderBy('seq', order)
      .orderBy('created_at', order)
      .orderBy('id', order)
  );
}

type LineRow = Awaited<ReturnType<ReturnType<typeof ordered>['execute']>>[number];

function toLine(row: LineRow): TransactionLine {
  return {
    id: row.id,
    arrangementId: row.arrangement_id,
    bookingDate: row.booking_date,
    description: row.description,
    category: row.category,
    categoryId: row.category_id,
    type: row.type,
    creditDebit: row.credit_debit,
    amountCents: row.amount_cents,
    deltaCents: Number(row.delta),
    runningBalanceCents: row.running === null ? null : Number(row.running),
    posted: row.status === 'BOOKED',
    counterpartyName: row.counterparty_name,
    transactionDate: row.transaction_date,
    memo: row.memo,
    checkNumber: row.check_number,
    checkImage: row.check_image,
  };
}

/** How many transactions match, and one page of them in posting order (or its reverse). */
export async function listTransactionLines(db: Kysely<Database>, filter: TransactionFilter, page: TransactionPage): Promise<{ total: number; lines: TransactionLine[] }> {
  if (filter.arrangementIds.length === 0) return { total: 0, lines: [] };
  const counted = await filtered(db, filter).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
  let query = ordered(db, filter, page.direction).offset(page.offset);
  if (page.limit !== null) query = query.limit(page.limit);
  const rows = await query.execute();
  return { total: Number(counted?.total ?? 0), lines: rows.map(toLine) };
}

/** How many transactions match and the first and last booking dates among them (null when none match). */
export async function transactionLineSpan(db: Kysely<Database>, filter: TransactionFilter): Promise<{ total: number; first: string | null; last: string | null }> {
  if (filter.arrangementIds.length === 0) return { total: 0, first: null, last: null };
  const row = await filtered(db, filter)
    .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.min('booking_date').as('first'), eb.fn.max('booking_date').as('last')])
    .executeTakeFirst();
  return { total: Number(row?.total ?? 0), first: row?.first ?? null, last: row?.last ?? null };
}

/**
 * Every matching transaction, a batch at a time, in posting order (or its reverse): a large range is read and
 * written out piece by piece instead of held whole in memory.
 */
export async function* transactionLineBatches(db: Kysely<Database>, filter: TransactionFilter, direction: TransactionPage['direction'], batchSize: number): AsyncGenerator<TransactionLine[]> {
  if (filter.arrangementIds.length === 0) return;
  for (let offset = 0; ; offset += batchSize) {
    const rows = await ordered(db, filter, direction).offset(offset).limit(batchSize).execute();
    if (rows.length > 0) yield rows.map(toLine);
    if (rows.length < batchSize) return;
  }
}

/**
 * Net effect of posted transactions per calendar month ("yyyy-mm"), oldest first: what statement balances are built
 * from. Booked lines add up to the ledger balance (each is one ledger entry of the account).
 */
export async function monthlyPostedTotals(db: Kysely<Database>, arrangementId: string): Promise<{ month: string; deltaCents: number }[]> {
  const rows = await linesOf(db, [arrangementId])
    .where('status', '=', 'BOOKED')
    .select([sql<string>`to_char(booking_date, 'YYYY-MM')`.as('month'), sql<number>`sum(delta)::bigint`.as('delta_cents')])
    .groupBy(sql`to_char(booking_date, 'YYYY-MM')`)
    .orderBy(sql`to_char(booking_date, 'YYYY-MM')`)
    .execute();
  return rows.map((row) => ({ month: row.month, deltaCents: Number(row.delta_cents) }));
}
