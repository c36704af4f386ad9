import { copyManifest } from '../../src/manifests';

const copy = copyManifest.screens.statements;

/** A list still loading: the loading text, announced once. */
export function StatementsLoading({ text = copy.loading }: { text?: string }) {
  return (
    <p className="statements__state" role="status" aria-busy="true">
      {text}
    </p>
  );
}

/** A list that could not be loaded: the display-problem message and a retry. */
export function StatementsError({ onRetry, text = copy.error, retry = copy.retry }: { onRetry: () => void; text?: string; retry?: string }) {
  return (
    <div className="statements__state" role="alert">
      <p>{text}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {retry}
      </button>
    </div>
  );
}
