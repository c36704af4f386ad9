import { sql, type Kysely } from 'kysely';
import type { CreditDebit, Database, ProductKind } from '../../db/schema';
import { UNCATEGORIZED_CATEGORY_ID } from '../transaction-lines';

/** One booked transaction as money insights read it: the category the member sees (their choice over the posted one). */
export interface InsightLine {
  arrangementId: string;
  productKind: ProductKind;
  bookingDate: string;
  amountCents: number;
  creditDebit: CreditDebit;
  categoryId: number;
  merchant: string;
}

/**
 * The booked transactions of the accounts from a day up to another (both inclusive). Pending holds are left out:
 * they are not money spent yet and may never post. The category is resolved as the transaction list resolves it
 * (transaction-lines.ts): the member's choice, else the posted category text's leaf, else Uncategorized.
 */
export async function bookedLines(db: Kysely<Database>, arrangementIds: readonly string[], from: string, to: string): Promise<InsightLine[]> {
  if (arrangementIds.length === 0) return [];
  const rows = await db
    .selectFrom('transactions as t')
    .innerJoin('arrangements as a', 'a.id', 't.arrangement_id')
    .leftJoin('transaction_category_choices as ch', 'ch.transaction_id', 't.id')
    .leftJoin('transaction_categories as filed', (join) => join.onRef('filed.name', '=', 't.category').on('filed.parent_id', 'is not', null))
    .where('t.arrangement_id', 'in', arrangementIds)
    .where('t.status', '=', 'BOOKED')
    .where('t.booking_date', '>=', from)
    .where('t.booking_date', '<=', to)
    .select([
      't.arrangement_id',
      'a.product_kind',
      sql<string>`to_char(t.booking_date, 'YYYY-MM-DD')`.as('booking_date'),
      't.amount_cents',
      't.credit_debit',
      't.counterparty_name',
      't.description',
      sql<number>`coalesce(ch.category_id, filed.id, ${UNCATEGORIZED_CATEGORY_ID}::integer)`.as('category_id'),
    ])
    .orderBy('t.booking_date')
    .orderBy('t.id')
    .execute();
  return rows.map((row) => ({
    arrangementId: row.arrangement_id,
    productKind: row.product_kind,
    bookingDate: row.booking_date,
    amountCents: row.amount_cents,
    creditDebit: row.credit_debit,
    categoryId: Number(row.category_id),
    merchant: row.counterparty_name ?? row.description,
  }));
}

/** The catalogue's leaves with their group's name, by id. */
export async function categoryNames(db: Kysely<Database>): Promise<Map<number, { name: string; groupName: string }>> {
  const rows = await db
    .selectFrom('transaction_categories as c')
    .innerJoin('transaction_categories as g', 'g.id', 'c.parent_id')
    .select(['c.id', 'c.name', 'g.name as group_name'])
    .orderBy('g.display_order')
    .orderBy('c.display_order')
    .execute();
  return new Map(rows.map((row) => [row.id, { name: row.name, groupName: row.group_name }]));
}
