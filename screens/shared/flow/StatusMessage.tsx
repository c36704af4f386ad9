import './flow.css';

export interface Status {
  readonly text: string;
  readonly error: boolean;
}

/**
 * The outcome of the last action on a list page (saved, deleted, cancelled, or why not). Both live regions stay in
 * the page so screen readers announce the text when it appears: errors assertively, the rest politely.
 */
export function StatusMessage({ status }: { status: Status | null }) {
  return (
    <>
      <div className="flow-status" role="status">
        {status && !status.error ? <p>{status.text}</p> : null}
      </div>
      <div className="flow-status flow-status--error" role="alert">
        {status?.error ? <p>{status.text}</p> : null}
      </div>
    </>
  );
}
