import { copyManifest } from '../../src/manifests';
import { formatSignInTime } from './sign-in-time';

const copy = copyManifest.screens.security;

/** The sign-in before this one, in the device's time zone with its abbreviation. */
export function LastSignIn({ at }: { at: string | null }) {
  return (
    <div className="flow-fact">
      <dt>{copy.lastSignInLabel}</dt>
      <dd data-testid="last-sign-in">{at === null ? copy.lastSignInNone : <time dateTime={at}>{formatSignInTime(at)}</time>}</dd>
    </div>
  );
}
