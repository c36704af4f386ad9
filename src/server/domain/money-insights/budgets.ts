import type { Kysely } from 'kysely';
import type { Budget, BudgetList } from '../../../../engine/core/generated/api.gen';
import { moneyInsightsManifest } from '../../../manifests/money-insights-manifest';
import type { Database } from '../../db/schema';
import { ApiProblem } from '../../errors';
import { spentByCategory } from './aggregate';
import { countedLines, countingRules } from './insights';
import { categoryNames } from './ledger-lines';
import type { AccountReach } from '../visible-arrangements';

/** Whose budgets: the signed-in user, under the master agreement their session acts under. */
export interface BudgetOwner {
  userId: string;
  /** Null for a session acting under no agreement (staff between visits): it keeps no budgets. */
  agreementId: string | null;
  /** The accounts the session reaches (a trusted user's shared ones only): spending is read from them. */
  reach: AccountReach;
}

/** An owner whose session acts under an agreement: the only kind that can set or remove a budget. */
export type BudgetKeeper = BudgetOwner & { agreementId: string };

/** The categories a budget can be set for: every leaf of the catalogue but the moves between own accounts. */
async function budgetCategories(db: Kysely<Database>) {
  const names = await categoryNames(db);
  return [...names].filter(([categoryId]) => !countingRules.excludedCategoryIds.includes(categoryId)).map(([categoryId, named]) => ({ categoryId, ...named }));
}

async function progress(db: Kysely<Database>, owner: BudgetOwner, today: string, rows: readonly { category_id: number; monthly_limit_cents: number }[]): Promise<Budget[]> {
  const month = today.slice(0, 7);
  const [lines, names] = await Promise.all([countedLines(db, owner.reach, month, today), categoryNames(db)]);
  const spent = spentByCategory(lines, month, countingRules);
  return rows.map((row) => {
    const named = names.get(row.category_id)!;
    const spentCents = spent.get(row.category_id) ?? 0;
    return { categoryId: row.category_id, name: named.name, groupName: named.groupName, monthlyLimitCents: row.monthly_limit_cents, spentCents, remainingCents: row.monthly_limit_cents - spentCents };
  });
}

function ownRows(db: Kysely<Database>, owner: BudgetKeeper) {
  return db.selectFrom('budgets').select(['category_id', 'monthly_limit_cents']).where('user_id', '=', owner.userId).where('agreement_id', '=', owner.agreementId);
}

/** The user's budgets in the catalogue's order, each with this month's spending against it. */
export async function listBudgets(db: Kysely<Database>, owner: BudgetOwner, today: string): Promise<BudgetList> {
  const [rows, categories] = await Promise.all([owner.agreementId === null ? [] : ownRows(db, { ...owner, agreementId: owner.agreementId }).execute(), budgetCategories(db)]);
  const order = new Map(categories.map((category, index) => [category.categoryId, index]));
  rows.sort((a, b) => (order.get(a.category_id) ?? 0) - (order.get(b.category_id) ?? 0));
  return { month: today.slice(0, 7), budgets: await progress(db, owner, today, rows), categories, maxMonthlyLimitCents: moneyInsightsManifest.budgets.maxMonthlyLimitCents };
}

/**
 * Creates or changes the budget of a category. 400 on /categoryId unless it is a category a budget can take, on
 * /monthlyLimitCents above the configured maximum, and on /categoryId when a new budget would pass the most a user
 * may keep.
 */
export async function setBudget(db: Kysely<Database>, owner: BudgetKeeper, input: { categoryId: number; monthlyLimitCents: number }, now: Date, today: string): Promise<Budget> {
  const categories = await budgetCategories(db);
  if (!categories.some((category) => category.categoryId === input.categoryId)) throw new ApiProblem(400, 'BAD_REQUEST', '/categoryId');
  if (input.monthlyLimitCents > moneyInsightsManifest.budgets.maxMonthlyLimitCents) throw new ApiProblem(400, 'BAD_REQUEST', '/monthlyLimitCents');
  await db.transaction().execute(async (trx) => {
    // One user's budgets are counted and written one request at a time, so two at once cannot pass the maximum.
    await trx.selectFrom('members').select('id').where('id', '=', owner.userId).forUpdate().execute();
    const existing = await ownRows(trx, owner).execute();
    const isNew = !existing.some((row) => row.category_id === input.categoryId);
    if (isNew && existing.length >= moneyInsightsManifest.budgets.maxBudgets) throw new ApiProblem(400, 'BAD_REQUEST', '/categoryId');
    await trx
      .insertInto('budgets')
      .values({ user_id: owner.userId, agreement_id: owner.agreementId, category_id: input.categoryId, monthly_limit_cents: input.monthlyLimitCents, created_at: now, updated_at: now })
      .onConflict((conflict) => conflict.columns(['user_id', 'agreement_id', 'category_id']).doUpdateSet({ monthly_limit_cents: input.monthlyLimitCents, updated_at: now }))
      .execute();
  });
  const [budget] = await progress(db, owner, today, [{ category_id: input.categoryId, monthly_limit_cents: input.monthlyLimitCents }]);
  return budget!;
}

/** Removes the user's budget of a category; 404 when they have none. */
export async function removeBudget(db: Kysely<Database>, owner: BudgetKeeper, categoryId: number): Promise<void> {
  const removed = await db
    .deleteFrom('budgets')
    .where('user_id', '=', owner.userId)
    .where('agreement_id', '=', owner.agreementId)
    .where('category_id', '=', categoryId)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) === 0) throw new ApiProblem(404, 'NOT_FOUND', '/categoryId');
}
