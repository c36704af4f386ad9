import { sql, type Kysely, type RawBuilder } from 'kysely';
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

/** A line's place in the list order: booking date, then posted before pending, then posting order (migration 0034). */
export interface TransactionKey {
  bookingDate: string;
  pending: boolean;
  seq: number;
}

/** A keyset page: the lines just after this key in the page's direction, or just before it (the page before). */
export interface TransactionCursor {
  side: 'after' | 'before';
  key: TransactionKey;
}

export interface TransactionPage {
  /** Lines skipped first (offset paging, the cost grows with it); 0 with a cursor. */
  offset: number;
  /** null: every matching line (statements). */
  limit: number | null;
  direction: 'ASC' | 'DESC';
  cursor?: TransactionCursor;
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
  /** Its place in the list order (what a cursor names). */
  key: TransactionKey;
}

// Escapes LIKE's wildcards so the member's text is matched literally (backslash is PostgreSQL's default escape).
const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

// Held balances read the ledger's debit-positive sum negated; owed ones (cards, loans) read it as it is.
const owedSign = sql<number>`(case when a.product_kind in (${sql.join(OWED_KINDS)}) then 1 else -1 end)`;

/**
 * The transactions of the accounts the filter keeps, with what the member sees: their own category choice over the
 * posted one, the posting's kind as its type, and for posted lines the running balance the ledger stored with the
 * line (migration 0034: over every posted line in posting order, so it stays right whatever the filter keeps). No
 * line is read that the filter and the page do not need.
 */
function linesOf(db: Kysely<Database>, filter: TransactionFilter) {
  let query = db
    .selectFrom('transactions as t')
    .innerJoin('arrangements as a', 'a.id', 't.arrangement_id')
    .leftJoin('journals as j', 'j.id', 't.journal_id')
    .leftJoin('transaction_category_choices as ch', 'ch.transaction_id', 't.id')
    .leftJoin('transaction_categories as chosen', 'chosen.id', 'ch.category_id')
    .where('t.arrangement_id', 'in', filter.arrangementIds);
  if (filter.bookedFrom !== undefined) query = query.where('t.booking_date', '>=', filter.bookedFrom);
  if (filter.bookedTo !== undefined) query = query.where('t.booking_date', '<=', filter.bookedTo);
  if (filter.amountFrom !== undefined) query = query.where('t.amount_cents', '>=', filter.amountFrom);
  if (filter.amountTo !== undefined) query = query.where('t.amount_cents', '<=', filter.amountTo);
  if (filter.type !== undefined) query = query.where(sql`coalesce(j.kind, ${PENDING_TYPE})`, '=', filter.type);
  if (filter.creditDebit !== undefined) query = query.where('t.credit_debit', '=', filter.creditDebit);
  if (filter.posted !== undefined) query = query.where('t.pending', '=', !filter.posted);
  if (filter.text !== undefined) {
    const pattern = likePattern(filter.text);
    query = query.where((eb) => eb.or([eb('t.description', 'ilike', pattern), eb('t.counterparty_name', 'ilike', pattern), eb(sql`coalesce(chosen.name, t.category)`, 'ilike', pattern)]));
  }
  return query;
}

function withLineColumns(query: ReturnType<typeof linesOf>) {
  return query.select([
    't.id',
    't.arrangement_id',
    't.booking_date',
    't.description',
    't.amount_cents',
    't.credit_debit',
    't.status',
    't.counterparty_name',
    't.memo',
    't.check_number',
    't.pending',
    't.posting_seq',
    sql<string>`coalesce(t.transaction_date, t.booking_date)`.as('transaction_date'),
    sql<boolean>`exists (select 1 from check_images ci where ci.transaction_id = t.id)`.as('check_image'),
    sql<string>`coalesce(chosen.name, t.category)`.as('category'),
    sql<number>`coalesce(chosen.id, (select filed.id from transaction_categories filed where filed.name = t.category and filed.parent_id is not null limit 1), ${UNCATEGORIZED_CATEGORY_ID}::integer)`.as('category_id'),
    sql<string>`coalesce(j.kind, ${PENDING_TYPE})`.as('type'),
    sql<number>`(case when t.credit_debit = 'DEBIT' then t.amount_cents else -t.amount_cents end) * ${owedSign}`.as('delta'),
    sql<number | null>`t.ledger_balance_after_cents * ${owedSign}`.as('running'),
  ]);
}

/**
 * The filter's lines in list order (or its reverse), from the cursor's key on when there is one: the index on
 * (arrangement_id, booking_date, pending, posting_seq) hands them over in this order, so a page reads its own lines.
 */
function ordered(db: Kysely<Database>, filter: TransactionFilter, direction: TransactionPage['direction'], cursor?: TransactionCursor) {
  // A "before" page is read backwards from its key and turned round by the caller.
  const ascending = (direction === 'ASC') !== (cursor?.side === 'before');
  const order = ascending ? 'asc' : 'desc';
  let query = withLineColumns(linesOf(db, filter));
  if (cursor !== undefined) {
    const { bookingDate, pending, seq } = cursor.key;
    const comparison = sql.raw(ascending ? '>' : '<');
    query = query
      .where(sql<boolean>`(t.booking_date, t.pending, t.posting_seq) ${comparison} (${bookingDate}::date, ${pending}::boolean, ${seq}::bigint)`)
      // The same bound on the leading column alone lets the index scan start at the cursor's day.
      .where('t.booking_date', ascending ? '>=' : '<=', bookingDate);
  }
  return query.orderBy('t.booking_date', order).orderBy('t.pending', order).orderBy('t.posting_seq', order);
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
    runningBalanceCents: row.running === null || row.status !== 'BOOKED' ? null : Number(row.running),
    posted: row.status === 'BOOKED',
    counterpartyName: row.counterparty_name,
    transactionDate: row.transaction_date,
    memo: row.memo,
    checkNumber: row.check_number,
    checkImage: row.check_image,
    key: { bookingDate: row.booking_date, pending: row.pending, seq: Number(row.posting_seq) },
  };
}

// The filters a count can answer from the stored line numbers; any other needs the matching lines counted.
const NUMBERED_FILTERS: ReadonlySet<keyof TransactionFilter> = new Set(['arrangementIds', 'bookedFrom', 'bookedTo', 'posted']);

/**
 * How many transactions match. By accounts, booking dates and status it costs a few index probes per account: an
 * account's posted lines up to a day are the booked_line_number of the last one (migration 0034), and pending holds
 * are few. Text, amount, type and direction filters count the lines they keep.
 */
export async function countTransactionLines(db: Kysely<Database>, filter: TransactionFilter): Promise<number> {
  if (filter.arrangementIds.length === 0) return 0;
  const numbered = (Object.keys(filter) as (keyof TransactionFilter)[]).every((name) => filter[name] === undefined || NUMBERED_FILTERS.has(name));
  if (!numbered) {
    const row = await linesOf(db, filter).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
    return Number(row?.total ?? 0);
  }
  const lastNumber = (bound: RawBuilder<unknown> | null) =>
    sql`coalesce((select n.booked_line_number from transactions n
      where n.arrangement_id = accounts.id and n.pending = false ${bound ?? sql``}
      order by n.booking_date desc, n.pending desc, n.posting_seq desc limit 1), 0)`;
  const posted =
    filter.posted === false
      ? sql`0`
      : sql`coalesce(sum(${lastNumber(filter.bookedTo === undefined ? null : sql`and n.booking_date <= ${filter.bookedTo}::date`)}
          - ${filter.bookedFrom === undefined ? sql`0` : lastNumber(sql`and n.booking_date < ${filter.bookedFrom}::date`)}), 0)`;
  const pendingDates = sql.join(
    [
      sql`p.arrangement_id in (${sql.join(filter.arrangementIds)})`,
      sql`p.status = 'PENDING'`,
      ...(filter.bookedFrom === undefined ? [] : [sql`p.booking_date >= ${filter.bookedFrom}::date`]),
      ...(filter.bookedTo === undefined ? [] : [sql`p.booking_date <= ${filter.bookedTo}::date`]),
    ],
    sql` and `,
  );
  const pending = filter.posted === true ? sql`0` : sql`(select count(*) from transactions p where ${pendingDates})`;
  const accounts = sql.join(filter.arrangementIds.map((id) => sql`(${id}::uuid)`));
  const { rows } = await sql<{ total: number }>`select (${posted})::bigint + (${pending})::bigint as total from (values ${accounts}) as accounts (id)`.execute(db);
  return Number(rows[0]?.total ?? 0);
}

/**
 * How many transactions match, and one page of them in list order (or its reverse): from the cursor's key when there
 * is one (keyset: the cost of a page does not grow with the account), else after `offset` lines.
 */
export async function listTransactionLines(db: Kysely<Database>, filter: TransactionFilter, page: TransactionPage): Promise<{ total: number; lines: TransactionLine[] }> {
  if (filter.arrangementIds.length === 0) return { total: 0, lines: [] };
  const total = await countTransactionLines(db, filter);
  return { total, lines: await readTransactionLines(db, filter, page) };
}

/** One page of lines in list order (or its reverse), without the count. */
export async function readTransactionLines(db: Kysely<Database>, filter: TransactionFilter, page: TransactionPage): Promise<TransactionLine[]> {
  if (filter.arrangementIds.length === 0) return [];
  let query = ordered(db, filter, page.direction, page.cursor);
  if (page.offset > 0) query = query.offset(page.offset);
  if (page.limit !== null) query = query.limit(page.limit);
  const lines = (await query.execute()).map(toLine);
  return page.cursor?.side === 'before' ? lines.reverse() : lines;
}

/** How many transactions match and the first and last booking dates among them (null when none match). */
export async function transactionLineSpan(db: Kysely<Database>, filter: TransactionFilter): Promise<{ total: number; first: string | null; last: string | null }> {
  if (filter.arrangementIds.length === 0) return { total: 0, first: null, last: null };
  const row = await linesOf(db, filter)
    .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.min('t.booking_date').as('first'), eb.fn.max('t.booking_date').as('last')])
    .executeTakeFirst();
  return { total: Number(row?.total ?? 0), first: row?.first ?? null, last: row?.last ?? null };
}

/**
 * Every matching transaction, a batch at a time, in list order (or its reverse), each batch after the last one's key:
 * a large range is read and written out piece by piece, and no batch rereads the ones before it.
 */
export async function* transactionLineBatches(db: Kysely<Database>, filter: TransactionFilter, direction: TransactionPage['direction'], batchSize: number): AsyncGenerator<TransactionLine[]> {
  if (filter.arrangementIds.length === 0) return;
  let cursor: TransactionCursor | undefined;
  for (;;) {
    const lines = await readTransactionLines(db, filter, { offset: 0, limit: batchSize, direction, ...(cursor === undefined ? {} : { cursor }) });
    if (lines.length > 0) yield lines;
    const last = lines.at(-1);
    if (last === undefined || lines.length < batchSize) return;
    cursor = { side: 'after', key: last.key };
  }
}

/**
 * Net effect of posted transactions per calendar month ("yyyy-mm"), oldest first: what statement balances are built
 * from. Booked lines add up to the ledger balance (each is one ledger entry of the account). With `after`, only what
 * was booked after that day (what follows a balance brought forward).
 */
export async function monthlyPostedTotals(db: Kysely<Database>, arrangementId: string, after?: string): Promise<{ month: string; deltaCents: number }[]> {
  const rows = await db
    .selectFrom('transactions as t')
    .innerJoin('arrangements as a', 'a.id', 't.arrangement_id')
    .where('t.arrangement_id', '=', arrangementId)
    .where('t.pending', '=', false)
    .$if(after !== undefined, (query) => query.where('t.booking_date', '>', after!))
    .select([
      sql<string>`to_char(t.booking_date, 'YYYY-MM')`.as('month'),
      sql<number>`sum((case when t.credit_debit = 'DEBIT' then t.amount_cents else -t.amount_cents end) * ${owedSign})::bigint`.as('delta_cents'),
    ])
    .groupBy(sql`to_char(t.booking_date, 'YYYY-MM')`)
    .orderBy(sql`to_char(t.booking_date, 'YYYY-MM')`)
    .execute();
  return rows.map((row) => ({ month: row.month, deltaCents: Number(row.delta_cents) }));
}

/**
 * The net posted effect on the account's balance as the member sees it, of everything booked on or before `through`:
 * the balance at the end of that day.
 */
export async function postedBalanceThrough(db: Kysely<Database>, arrangementId: string, through: string): Promise<number> {
  const row = await db
    .selectFrom('transactions as t')
    .innerJoin('arrangements as a', 'a.id', 't.arrangement_id')
    .where('t.arrangement_id', '=', arrangementId)
    .where('t.pending', '=', false)
    .where('t.booking_date', '<=', through)
    .select(sql<number>`coalesce(sum((case when t.credit_debit = 'DEBIT' then t.amount_cents else -t.amount_cents end) * ${owedSign}), 0)::bigint`.as('cents'))
    .executeTakeFirst();
  return Number(row?.cents ?? 0);
}
