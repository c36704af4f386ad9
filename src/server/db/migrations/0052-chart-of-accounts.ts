import { sql, type Kysely } from 'kysely';

/**
 * The whole chart of accounts of config/gl-accounts.json, in every database: until now only the demo seed wrote the
 * clearing, income and expense accounts (a few migrations wrote the one their feature needed), so a database that was
 * never seeded had postings with nowhere to land. Rows already there are kept as they are.
 */
const chart: readonly (readonly [id: string, name: string, kind: string])[] = [
  ['GL-1210-ACH-CLEARING', 'ACH settlement clearing', 'asset'],
  ['GL-1220-CARD-SETTLEMENT', 'Card network settlement', 'asset'],
  ['GL-1230-BILLPAY-CLEARING', 'Bill payment clearing', 'asset'],
  ['GL-1240-CHECK-CLEARING', 'Share draft (check) clearing', 'asset'],
  ['GL-1010-LOAN-FUNDING', 'Loan funding (cash)', 'asset'],
  ['GL-4100-INTEREST-INCOME', 'Interest income on loans and cards', 'income'],
  ['GL-5100-DIVIDEND-EXPENSE', 'Dividends paid on shares', 'expense'],
  ['GL-3900-CONVERSION', 'Balances brought forward at conversion', 'equity'],
  ['GL-2110-OFFICIAL-CHECKS', 'Official checks outstanding', 'liability'],
  ['GL-5300-REWARDS-EXPENSE', 'Card rewards redeemed', 'expense'],
  ['GL-4300-CARD-FEE-INCOME', 'Card service fees', 'income'],
  ['GL-1250-DISPUTES-RECEIVABLE', 'Disputes receivable (provisional credits)', 'asset'],
  ['GL-2120-FEDERAL-WITHHOLDING', 'Federal income tax withheld, payable to the IRS', 'liability'],
  ['GL-4400-EARLY-WITHDRAWAL-PENALTY', 'Early withdrawal penalty income (certificates)', 'income'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const rows = sql.join(chart.map(([id, name, kind]) => sql`(${id}, ${name}, ${kind})`));
  await sql`insert into gl_accounts (id, name, kind) values ${rows} on conflict (id) do nothing`.execute(db);
}
