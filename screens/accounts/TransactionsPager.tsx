import { useId } from 'react';
import { resolveTemplate } from '../../engine/core';
import { copyManifest } from '../../src/manifests';
import { PAGE_SIZES } from './transaction-filters';

const copy = copyManifest.screens['account-details'];

export interface TransactionsPagerProps {
  readonly page: number;
  readonly pageSize: number;
  readonly shown: number;
  readonly total: number;
  readonly onPage: (page: number) => void;
  /** Another page size was chosen (the list goes back to its first page). */
  readonly onPageSize: (size: number) => void;
}

/** Which transactions are shown out of how many match, with previous and next and the page size. */
export function TransactionsPager({ page, pageSize, shown, total, onPage, onPageSize }: TransactionsPagerProps) {
  const id = useId();
  const first = page * pageSize + 1;
  const last = page * pageSize + shown;
  return (
    <nav className="transactions-pager" aria-label={copy.pagination}>
      <p className="transactions-pager__status" aria-live="polite">
        {resolveTemplate(copy.pageStatus, { first, last, total })}
      </p>
      <div className="transactions-pager__size">
        <label htmlFor={`${id}-size`}>{copy.pageSizeLabel}</label>
        <select id={`${id}-size`} value={String(pageSize)} onChange={(event) => onPageSize(Number(event.target.value))}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={String(size)}>
              {size}
            </option>
          ))}
        </select>
      </div>
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
