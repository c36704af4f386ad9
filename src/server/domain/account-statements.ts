import type { Kysely } from 'kysely';
import type { Arrangement, Database } from '../db/schema';
import { monthlyStatements, type StatementPeriod } from './statement-periods';
import { listTransactionLines, monthlyPostedTotals, type TransactionLine } from './transaction-lines';

/** Every monthly statement of an account that has ended by `today`, newest first. */
export async function listAccountStatements(db: Kysely<Database>, arrangement: Arrangement, today: string): Promise<StatementPeriod[]> {
  return monthlyStatements(await monthlyPostedTotals(db, arrangement.id), today);
}

/** What a statement document shows: the period with its balances and every posted transaction in it, oldest first. */
export interface StatementContent {
  period: StatementPeriod;
  lines: TransactionLine[];
}

/** One statement of an account with its transactions; undefined when the account has no such statement. */
export async function loadStatementContent(db: Kysely<Database>, arrangement: Arrangement, statementId: string, today: string): Promise<StatementContent | undefined> {
  const period = (await listAccountStatements(db, arrangement, today)).find((candidate) => candidate.id === statementId);
  if (!period) return undefined;
  const { lines } = await listTransactionLines(
    db,
    { arrangementIds: [arrangement.id], bookedFrom: period.start, bookedTo: period.end, posted: true },
    { offset: 0, limit: null, direction: 'ASC' },
  );
  return { period, lines };
}

/** Whether a header's accountNumber names this account: its whole number, or its last four digits. */
export function matchesAccountNumber(arrangement: Pick<Arrangement, 'account_number'>, given: string): boolean {
  return given === arrangement.account_number || (given.length === 4 && arrangement.account_number.endsWith(given));
}
