import { resolveTemplate } from '../../engine/core';
import type { AccountDetail, TransactionItem } from '../../engine/core/generated/api.gen';
import { appManifest, copyManifest } from '../../src/manifests';
import { transactionsToCsv } from './export/csv';
import { downloadFile } from '../shared/download-file';
import { transactionsToOfx } from './export/ofx';

const copy = copyManifest.screens['account-details'];

const FORMATS = {
  csv: { extension: 'csv', type: 'text/csv;charset=utf-8', label: copy.exportCsv },
  ofx: { extension: 'ofx', type: 'application/x-ofx', label: copy.exportOfx },
  qfx: { extension: 'qfx', type: 'application/vnd.intu.qfx', label: copy.exportQfx },
} as const;

type ExportFormat = keyof typeof FORMATS;

function fileContent(format: ExportFormat, account: AccountDetail, transactions: readonly TransactionItem[], now: Date): string {
  if (format === 'csv') {
    return transactionsToCsv(transactions, {
      date: copy.columnDate,
      description: copy.columnDescription,
      category: copy.columnCategory,
      status: copy.columnStatus,
      amount: copy.columnAmount,
      balance: copy.columnBalance,
      pending: copy.pending,
      posted: copy.posted,
    });
  }
  // Quicken reads a .qfx and Money/QuickBooks an .ofx: the same OFX 1.0.2 statement under two names.
  return transactionsToOfx({
    institution: { org: appManifest.productName, fid: appManifest.routingNumber, bankId: appManifest.routingNumber },
    account,
    transactions,
    now,
  });
}

/** Downloads the transactions on screen as CSV, OFX or QFX, made in the browser. */
export function TransactionExport({ account, transactions }: { account: AccountDetail; transactions: readonly TransactionItem[] }) {
  const download = (format: ExportFormat) => {
    const now = new Date();
    const name = resolveTemplate(copy.exportFileName, {
      account: account.accountNumber.replace(/\D/g, '') || account.id,
      date: now.toISOString().slice(0, 10),
    });
    downloadFile(fileContent(format, account, transactions, now), `${name}.${FORMATS[format].extension}`, FORMATS[format].type);
  };
  return (
    <div className="transaction-export" role="group" aria-labelledby="transaction-export-label">
      <span id="transaction-export-label" className="transaction-export__label">
        {copy.exportLegend}
      </span>
      {(Object.keys(FORMATS) as ExportFormat[]).map((format) => (
        <button key={format} type="button" className="button button--secondary" disabled={transactions.length === 0} onClick={() => download(format)}>
          {FORMATS[format].label}
        </button>
      ))}
    </div>
  );
}
