import { copyManifest } from '../../src/manifests';

const copy = copyManifest.screens['accounts-summary'];

/** Placeholder cards while the summary loads; the busy region announces the loading text once. */
export function AccountsSummaryLoading() {
  return (
    <div className="accounts-summary__loading" aria-busy="true">
      <p className="visually-hidden" role="status">
        {copy.loading}
      </p>
      {[3, 1, 2].map((rows, group) => (
        <div key={group} className="account-group card skeleton" aria-hidden="true">
          <div className="skeleton__line skeleton__line--heading" />
          {Array.from({ length: rows }, (_, row) => (
            <div key={row} className="skeleton__row">
              <div className="skeleton__line" />
              <div className="skeleton__line skeleton__line--short" />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

/** The summary could not be loaded: the display-problem message and a retry. */
export function AccountsSummaryError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="accounts-summary__message card" role="alert">
      <p>{copy.error}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {copy.retry}
      </button>
    </div>
  );
}

export function AccountsSummaryEmpty() {
  return (
    <div className="accounts-summary__message card">
      <p>{copy.empty}</p>
    </div>
  );
}
