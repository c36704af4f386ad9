import { moveMoneyCopy as copy } from './move-money-copy';

export function MoveMoneyLoading() {
  return (
    <p className="move-money__message" role="status" aria-busy="true">
      {copy.loading}
    </p>
  );
}

/** Something this page needs could not be loaded: SPEC 8's display-problem message and a retry. */
export function MoveMoneyError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="move-money__message card" role="alert">
      <p>{copy.error}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {copy.retry}
      </button>
    </div>
  );
}

/** A message in place of the form (no account to move money from, an order that can no longer change). */
export function MoveMoneyNotice({ message }: { message: string }) {
  return (
    <div className="move-money__message card" role="status">
      <p>{message}</p>
    </div>
  );
}
