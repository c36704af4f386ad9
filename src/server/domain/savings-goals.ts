import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isBusinessDay } from '../../../engine/core/business-days';
import type { SavingsGoal, SavingsGoalCreate, SavingsGoalList, SavingsGoalUpdate } from '../../../engine/core/generated/api.gen';
import { savingsGoalsManifest } from '../../manifests/savings-goals-manifest';
import type { Arrangement, Database } from '../db/schema';
import { ApiProblem } from '../errors';
import { bookedBalance, ledgerTotals } from './balances';
import { visibleArrangements, type AccountReach } from './visible-arrangements';

const limits = savingsGoalsManifest.limits;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

type GoalRow = { id: string; arrangement_id: string; name: string; target_cents: number; target_date: string };

/** The open savings accounts the session reaches, each with its booked balance. */
async function savingsAccounts(db: Kysely<Database>, reach: AccountReach | readonly string[]): Promise<{ account: Arrangement; balanceCents: number }[]> {
  const accounts = (await visibleArrangements(db, reach)).filter((arrangement) => arrangement.product_kind === 'savings');
  const totals = await ledgerTotals(
    db,
    accounts.map((account) => account.id),
  );
  return accounts.map((account) => ({ account, balanceCents: bookedBalance('savings', totals.get(account.id)!) }));
}

/**
 * A goal with its progress. Progress is the account's booked balance toward the target (not transfers tagged to the
 * goal): the money a member sets aside is whatever sits in the savings account, so several goals on one account each
 * count the same balance, and a withdrawal moves every one of them back.
 */
function goalView(row: GoalRow, account: { account: Arrangement; balanceCents: number }): SavingsGoal {
  const savedCents = Math.max(0, account.balanceCents);
  return {
    id: row.id,
    accountId: account.account.id,
    accountName: account.account.name,
    name: row.name,
    targetCents: row.target_cents,
    targetDate: String(row.target_date).slice(0, 10),
    savedCents,
    percent: Math.min(100, Math.floor((savedCents * 100) / row.target_cents)),
  };
}

/** The goals of the savings accounts the session reaches, soonest target first, with the accounts and the limits. */
export async function listSavingsGoals(db: Kysely<Database>, reach: AccountReach | readonly string[]): Promise<SavingsGoalList> {
  const accounts = await savingsAccounts(db, reach);
  const byId = new Map(accounts.map((entry) => [entry.account.id, entry]));
  const rows =
    accounts.length === 0
      ? []
      : await db
          .selectFrom('savings_goals')
          .select(['id', 'arrangement_id', 'name', 'target_cents', 'target_date'])
          .where('arrangement_id', 'in', [...byId.keys()])
          .orderBy('target_date')
          .orderBy('created_at')
          .orderBy('id')
          .execute();
  return {
    goals: rows.map((row) => goalView(row, byId.get(row.arrangement_id)!)),
    accounts: accounts.map(({ account, balanceCents }) => ({ id: account.id, name: account.name, balanceCents })),
    maxGoalsPerAccount: limits.maxGoalsPerAccount,
    maxTargetCents: limits.maxTargetCents,
    maxNameLength: limits.maxNameLength,
  };
}

/** 400 on the field at fault: a blank or too long name, a target above the limit, a day that is not a business day after today. */
function checkFields(input: SavingsGoalUpdate, today: string): { name: string } {
  const name = input.name.trim();
  if (name === '' || name.length > limits.maxNameLength) throw new ApiProblem(400, 'BAD_REQUEST', '/name');
  if (input.targetCents > limits.maxTargetCents) throw new ApiProblem(400, 'BAD_REQUEST', '/targetCents');
  if (!ISO_DAY.test(input.targetDate) || input.targetDate <= today || !isBusinessDay(input.targetDate)) throw new ApiProblem(400, 'BAD_REQUEST', '/targetDate');
  return { name };
}

/** A goal on a savings account the session reaches; anything else (another member's goal, an unknown id) is 404. */
async function reachableGoal(db: Kysely<Database>, reach: AccountReach | readonly string[], goalId: string) {
  const accounts = await savingsAccounts(db, reach);
  const row = accounts.length === 0 ? undefined : await db.selectFrom('savings_goals').select(['id', 'arrangement_id', 'name', 'target_cents', 'target_date']).where('id', '=', goalId).where('arrangement_id', 'in', accounts.map((entry) => entry.account.id)).executeTakeFirst();
  if (!row) throw new ApiProblem(404, 'NOT_FOUND');
  return { row, account: accounts.find((entry) => entry.account.id === row.arrangement_id)! };
}

/**
 * Creates a goal: 404 unless the account is a savings account the session reaches, 400 on a field (checkFields) or on
 * /accountId when the account already keeps the most goals config/savings-goals.json allows.
 */
export async function createSavingsGoal(db: Kysely<Database>, input: { reach: AccountReach | readonly string[]; userId: string; goal: SavingsGoalCreate; now: Date; today: string }): Promise<SavingsGoal> {
  const account = (await savingsAccounts(db, input.reach)).find((entry) => entry.account.id === input.goal.accountId);
  if (!account) throw new ApiProblem(404, 'NOT_FOUND');
  const { name } = checkFields(input.goal, input.today);
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    // Goals of one account are counted and written one request at a time, so two at once cannot pass the maximum.
    await trx.selectFrom('arrangements').select('id').where('id', '=', account.account.id).forUpdate().execute();
    const { count } = await trx.selectFrom('savings_goals').select((eb) => eb.fn.countAll<string>().as('count')).where('arrangement_id', '=', account.account.id).executeTakeFirstOrThrow();
    if (Number(count) >= limits.maxGoalsPerAccount) throw new ApiProblem(400, 'BAD_REQUEST', '/accountId');
    await trx
      .insertInto('savings_goals')
      .values({ id, arrangement_id: account.account.id, created_by: input.userId, name, target_cents: input.goal.targetCents, target_date: input.goal.targetDate, created_at: input.now, updated_at: input.now })
      .execute();
  });
  return goalView({ id, arrangement_id: account.account.id, name, target_cents: input.goal.targetCents, target_date: input.goal.targetDate }, account);
}

/** Changes a goal's name, target and date; 404 for a goal the session does not reach, 400 as on creation. */
export async function updateSavingsGoal(db: Kysely<Database>, input: { reach: AccountReach | readonly string[]; goalId: string; goal: SavingsGoalUpdate; now: Date; today: string }): Promise<SavingsGoal> {
  const { row, account } = await reachableGoal(db, input.reach, input.goalId);
  const { name } = checkFields(input.goal, input.today);
  await db.updateTable('savings_goals').set({ name, target_cents: input.goal.targetCents, target_date: input.goal.targetDate, updated_at: input.now }).where('id', '=', row.id).execute();
  return goalView({ ...row, name, target_cents: input.goal.targetCents, target_date: input.goal.targetDate }, account);
}

/** Deletes a goal; 404 for a goal the session does not reach. */
export async function deleteSavingsGoal(db: Kysely<Database>, reach: AccountReach | readonly string[], goalId: string): Promise<void> {
  const { row } = await reachableGoal(db, reach, goalId);
  await db.deleteFrom('savings_goals').where('id', '=', row.id).execute();
}
