export function FlowLoading({ text }: { text: string }) {
  return (
    <p className="pay-message" role="status" aria-busy="true">
      {text}
    </p>
  );
}

/** Something this page needs could not be loaded: SPEC 8's display-problem message and a retry. */
export function FlowError({ text, retryLabel, onRetry }: { text: string; retryLabel: string; onRetry: () => void }) {
  return (
    <div className="pay-message card" role="alert">
      <p>{text}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}

/** A short message in place of content (nothing to show, or nothing the member can do here). */
export function FlowNotice({ text }: { text: string }) {
  return (
    <div className="pay-message card">
      <p>{text}</p>
    </div>
  );
}
