import { useId } from 'react';
import { passkeysManifest } from '../../../src/manifests/passkeys-manifest';

const copy = passkeysManifest.copy;

/** The step-up dialog's "Use a passkey" choice, for a member who has one: nothing is sent, the browser asks. */
export function PasskeyOption({ onUse }: { readonly onUse: () => void }) {
  const hintId = useId();
  return (
    <div className="step-up__passkey">
      <button type="button" className="button button--secondary" data-button-id="passkey" aria-describedby={hintId} onClick={onUse}>
        {copy.stepUpOption}
      </button>
      <p id={hintId} className="step-up__hint">
        {copy.stepUpOptionHint}
      </p>
    </div>
  );
}
