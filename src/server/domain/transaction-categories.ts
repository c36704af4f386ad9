import type { Kysely } from 'kysely';
import type { TransactionCategory } from '../../../engine/core/generated/api.gen';
import type { Database } from '../db/schema';
import { ApiProblem } from '../errors';
import { findVisibleArrangement } from './visible-arrangements';

/** Which levels of the catalogue to list: both, the groups, or the categories a transaction can take. */
export type CategoryLevel = 'ALL' | '1' | '2';

/** The category catalogue, groups first, each level in display order. */
export async function listCategories(db: Kysely<Database>, level: CategoryLevel): Promise<TransactionCategory[]> {
  let query = db.selectFrom('transaction_categories').select(['id', 'name', 'parent_id']);
  if (level === '1') query = query.where('parent_id', 'is', null);
  if (level === '2') query = query.where('parent_id', 'is not', null);
  const rows = await query.orderBy((eb) => eb.fn.coalesce('parent_id', eb.val(0))).orderBy('display_order').orderBy('id').execute();
  return rows.map((row) => (row.parent_id === null ? { id: row.id, name: row.name, level: 1 } : { id: row.id, name: row.name, level: 2, parentId: row.parent_id }));
}

/**
 * Files one transaction under another category for the member's view (the ledger and the posted category stay as
 * they are). 404 when the session does not reach the transaction; 400 on `/categoryId` unless it is a category a
 * transaction can take (level 2).
 */
export async function chooseCategory(
  db: Kysely<Database>,
  input: { agreementIds: readonly string[]; arrangementIds?: readonly string[] | null; transactionId: string; categoryId: number; userId: string; now: Date },
): Promise<void> {
  const transaction = await db.selectFrom('transactions').select(['id', 'arrangement_id']).where('id', '=', input.transactionId).executeTakeFirst();
  if (!transaction || !(await findVisibleArrangement(db, { agreementIds: input.agreementIds, arrangementIds: input.arrangementIds ?? null }, transaction.arrangement_id))) throw new ApiProblem(404, 'NOT_FOUND');
  const category = await db.selectFrom('transaction_categories').select('id').where('id', '=', input.categoryId).where('parent_id', 'is not', null).executeTakeFirst();
  if (!category) throw new ApiProblem(400, 'BAD_REQUEST', '/categoryId');
  await db
    .insertInto('transaction_category_choices')
    .values({ transaction_id: transaction.id, category_id: category.id, chosen_by: input.userId, chosen_at: input.now })
    .onConflict((conflict) => conflict.column('transaction_id').doUpdateSet({ category_id: category.id, chosen_by: input.userId, chosen_at: input.now }))
    .execute();
}
