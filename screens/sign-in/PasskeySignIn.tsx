import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useEffect, useRef, useState } from 'react';
import type { LoginResponse } from '../../engine/core/generated/api.gen';
import { ApiError } from '../../engine/react';
import { passkeysManifest } from '../../src/manifests/passkeys-manifest';
import { signInWithPasskey } from './passkey-sign-in-api';

const copy = passkeysManifest.copy;

/**
 * "Sign in with a passkey": no username or password, the browser asks for the passkey. What happens is announced
 * (the prompt, then a refusal, focused so it is read); a browser without passkeys shows no button at all.
 */
export function PasskeySignIn({ onSignedIn, disabled }: { readonly onSignedIn: (answer: LoginResponse) => void; readonly disabled: boolean }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message: string; attempt: number }>();
  const alertRef = useRef<HTMLParagraphElement>(null);
  const [supported] = useState(browserSupportsWebAuthn);

  useEffect(() => {
    if (failure !== undefined) alertRef.current?.focus();
  }, [failure]);

  if (!supported) return null;

  const start = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      onSignedIn(await signInWithPasskey());
    } catch (error) {
      const message = error instanceof ApiError && error.errors[0] !== undefined ? error.errors[0].message : copy.signInFailed;
      setFailure((previous) => ({ message, attempt: (previous?.attempt ?? 0) + 1 }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="sign-in__passkey">
      <button type="button" className="button button--secondary sign-in__passkey-button" disabled={busy || disabled} aria-busy={busy} onClick={() => void start()}>
        {copy.signIn}
      </button>
      <p className="sign-in__passkey-status" role="status">
        {busy ? copy.signingIn : ''}
      </p>
      {failure === undefined ? null : (
        <p key={failure.attempt} ref={alertRef} className="sign-in__alert" role="alert" tabIndex={-1}>
          {failure.message}
        </p>
      )}
    </div>
  );
}
