import { copyManifest } from '../../src/manifests';

const copy = copyManifest.screens.security;

/** "Submitting…" beside a form's button while its request (and any identity check it needs) is under way. */
export function SubmittingStatus({ submitting }: { submitting: boolean }) {
  return (
    <span className="security__submitting" role="status">
      {submitting ? copy.submitting : ''}
    </span>
  );
}
