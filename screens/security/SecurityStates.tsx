import { copyManifest } from '../../src/manifests';

const copy = copyManifest.screens.security;

export function SecurityLoading() {
  return (
    <p className="security__message" role="status" aria-busy="true">
      {copy.loading}
    </p>
  );
}

/** Something this section needs could not be loaded: SPEC 8's display-problem message and a retry. */
export function SecurityError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="security__message" role="alert">
      <p>{copy.error}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {copy.retry}
      </button>
    </div>
  );
}
