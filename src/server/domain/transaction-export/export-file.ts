import { resolveTemplate } from '../../../../engine/core';
import type { AccountDetail, TransactionExportQuery } from '../../../../engine/core/generated/api.gen';
import type { CopyManifest } from '../../../../engine/core/generated/manifests.gen';
import { appManifest, copyManifest } from '../../../manifests';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { manifestInForce } from '../../studio/manifest-in-force';
import { toTransactionItem } from '../transaction-items';
import { transactionLineBatches, transactionLineSpan, type TransactionFilter } from '../transaction-lines';
import { csvHeader, csvRows, type CsvLabels } from './csv';
import { ofxClosing, ofxOpening, ofxTransactions, type OfxFrame } from './ofx';

/** The account page's words an export uses: its column names, statuses and file name. */
export type ExportCopy = CopyManifest['screens']['account-details'];

export type ExportFormat = TransactionExportQuery['format'];

export const EXPORT_MEDIA_TYPES: Readonly<Record<ExportFormat, string>> = {
  csv: 'text/csv; charset=utf-8',
  ofx: 'application/x-ofx',
  qfx: 'application/vnd.intu.qfx',
};

/** The CSV's column names and statuses: the ones the account page shows. */
const csvLabels = (copy: ExportCopy): CsvLabels => ({
  date: copy.columnDate,
  description: copy.columnDescription,
  category: copy.columnCategory,
  status: copy.columnStatus,
  amount: copy.columnAmount,
  balance: copy.columnBalance,
  pending: copy.pending,
  posted: copy.posted,
});

/** The export's words as the version in force has them, read once per export. */
async function exportCopy(db: Kysely<Database>): Promise<ExportCopy> {
  return (await manifestInForce(db, 'copy.json', copyManifest)).screens['account-details'];
}

/** "Everyday Checking" and "••••1234" → "Everyday-Checking-1234": letters and digits only, never the full number. */
export function exportAccountLabel(account: Pick<AccountDetail, 'name' | 'accountNumber'>): string {
  const name = account.name.normalize('NFKD').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  const lastFour = account.accountNumber.replace(/\D/g, '').slice(-4);
  return [name || 'Account', lastFour].filter((part) => part !== '').join('-');
}

/** The download's name: the account and the date range, e.g. "Checking-1234_2026-10-01_2026-11-25.csv". */
export function exportFileName(account: Pick<AccountDetail, 'name' | 'accountNumber'>, range: { from: string; to: string }, format: ExportFormat, copy: ExportCopy): string {
  return `${resolveTemplate(copy.exportFileName, { account: exportAccountLabel(account), from: range.from, to: range.to })}.${format}`;
}

export interface ExportPlan {
  readonly fileName: string;
  readonly mediaType: string;
  /** The file, written a batch of transactions at a time. */
  readonly chunks: AsyncIterable<string>;
}

/**
 * Every transaction the filter keeps (all pages), as a CSV or OFX/QFX file. The range in the name and the OFX
 * statement dates are the filter's dates, or where they are open the first and last matching transaction's (today
 * when none match).
 */
export async function planTransactionExport(
  db: Kysely<Database>,
  input: { account: AccountDetail; filter: TransactionFilter; format: ExportFormat; direction: 'ASC' | 'DESC'; now: Date; today: string; batchSize?: number },
): Promise<ExportPlan> {
  const { account, format, now, today } = input;
  // An OFX file holds posted transactions only (a pending one would be imported twice): its dates are theirs.
  const filter: TransactionFilter = format === 'csv' || input.filter.posted === false ? input.filter : { ...input.filter, posted: true };
  const [span, copy] = await Promise.all([transactionLineSpan(db, filter), exportCopy(db)]);
  const labels = csvLabels(copy);
  const range = { from: filter.bookedFrom ?? span.first ?? today, to: filter.bookedTo ?? span.last ?? today };
  const batchSize = input.batchSize ?? appManifest.transactions.exportBatchSize;
  const batches = () => transactionLineBatches(db, filter, input.direction, batchSize);

  async function* csv(): AsyncGenerator<string> {
    yield csvHeader(labels);
    for await (const lines of batches()) yield csvRows(lines.map(toTransactionItem), labels);
  }
  async function* ofx(): AsyncGenerator<string> {
    const frame: OfxFrame = {
      institution: { org: appManifest.productName, fid: appManifest.routingNumber, bankId: appManifest.routingNumber },
      account,
      start: range.from,
      end: range.to,
      now,
    };
    yield ofxOpening(frame);
    for await (const lines of batches()) yield ofxTransactions(lines.map(toTransactionItem));
    yield ofxClosing(frame);
  }
  return { fileName: exportFileName(account, range, format, copy), mediaType: EXPORT_MEDIA_TYPES[format], chunks: format === 'csv' ? csv() : ofx() };
}
