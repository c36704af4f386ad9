import type { TransactionExportQuery } from '../../engine/core/generated/api.gen';
import { copyManifest } from '../../src/manifests';
import type { TransactionFilters } from './transaction-filters';
import { transactionExportHref } from './transactions-api';

const copy = copyManifest.screens['account-details'];

const FORMATS: readonly { format: TransactionExportQuery['format']; label: string }[] = [
  { format: 'csv', label: copy.exportCsv },
  { format: 'ofx', label: copy.exportOfx },
  { format: 'qfx', label: copy.exportQfx },
];

/**
 * Downloads every transaction matching the current filters (all pages, not only the one shown) as CSV, OFX or QFX.
 * Plain links: the server streams the file under its own name, so a large range never sits in the page's memory.
 */
export function TransactionExport({ accountId, filters }: { accountId: string; filters: TransactionFilters }) {
  return (
    <div className="transaction-export" role="group" aria-labelledby="transaction-export-label">
      <span id="transaction-export-label" className="transaction-export__label">
        {copy.exportLegend}
      </span>
      {FORMATS.map(({ format, label }) => (
        <a key={format} className="button button--secondary" href={transactionExportHref(accountId, filters, format)} download data-format={format}>
          {label}
        </a>
      ))}
    </div>
  );
}
