import { copyManifest } from '../../src/manifests';

const copy = copyManifest.screens['account-services'];

export function ServicesLoading() {
  return (
    <p className="account-services__message" role="status" aria-busy="true">
      {copy.loading}
    </p>
  );
}

/** Something this page needs could not be loaded: SPEC 8's display-problem message and a retry. */
export function ServicesError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="account-services__message card" role="alert">
      <p>{copy.error}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {copy.retry}
      </button>
    </div>
  );
}

/** A message in place of the form (no account this service applies to, or none eligible). */
export function ServicesNotice({ message }: { message: string }) {
  return (
    <div className="account-services__message card" role="alert">
      <p>{message}</p>
    </div>
  );
}
