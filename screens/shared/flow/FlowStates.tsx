import './flow.css';

/** Loading in place of content: a busy live region. */
export function FlowLoading({ text }: { text: string }) {
  return (
    <p className="flow-message" role="status" aria-busy="true">
      {text}
    </p>
  );
}

/** Something this page needs could not be loaded: the display-problem message and a retry. */
export function FlowError({ text, retryLabel, onRetry }: { text: string; retryLabel: string; onRetry: () => void }) {
  return (
    <div className="flow-message card" role="alert">
      <p>{text}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}

/**
 * A short message in place of content (nothing to show, or nothing the member can do here). `role` when it must be
 * announced: status for information, alert when it stops what the member came to do.
 */
export function FlowNotice({ text, role }: { text: string; role?: 'status' | 'alert' }) {
  return (
    <div className="flow-message card" role={role}>
      <p>{text}</p>
    </div>
  );
}
