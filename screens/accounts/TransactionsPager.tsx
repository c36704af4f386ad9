import { resolveTemplate } from '../../engine/core';
import { copyManifest } from '../../src/manifests';

const copy = copyManifest.screens['account-details'];

export interface TransactionsPagerProps {
  readonly page: number;
  readonly pageSize: number;
  readonly shown: number;
  readonly total: number;
  readonly onPage: (page: number) => void;
}

/** Which transactions are shown out of how many match, with previous and next. */
export function TransactionsPager({ page, pageSize, shown, total, onPage }: TransactionsPagerProps) {
  const first = page * pageSize + 1;
  const last = page * pageSize + shown;
  return (
    <nav className="transactions-pager" aria-label={copy.pagination}>
      <p className="transactions-pager__status" aria-live="polite">
        {resolveTemplate(copy.pageStatus, { first, last, total })}
      </p>
      <div className="transactions-pager__buttons">
        <button type="button" className="button button--secondary" disabled={page === 0} onClick={() => onPage(page - 1)}>
          {copy.previousPage}
        </button>
        <button type="button" className="button button--secondary" disabled={last >= total} onClick={() => onPage(page + 1)}>
          {copy.nextPage}
        </button>
      </div>
    </nav>
  );
}
