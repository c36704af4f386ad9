import { lazy, Suspense, useId } from 'react';
import { Link } from 'react-router-dom';
import { copyManifest } from '../../src/manifests';
import { Passkeys } from './Passkeys';
import { PushDevices } from './PushDevices';
import { StepHeading } from '../shared/flow/StepHeading';
import { usePushDevices, useSecurityHub } from './security-api';
import { securityHubPath } from './security-paths';
import { PageSkeleton, useFirstLoad } from '../shared/skeleton/PageSkeleton';
import { usePasskeys } from './passkeys-api';
import { SignInSummary } from './SignInSummary';
import './security.css';

// rjsf and the form manifests come with the forms, not with the page.
const UsernameChangeForm = lazy(() => import('./UsernameChangeForm'));
const PasswordChangeForm = lazy(() => import('./PasswordChangeForm'));

const copy = copyManifest.screens.security;

function UsernameSection() {
  const headingId = useId();
  const hub = useSecurityHub();
  // Until the hub answers it is unknown whether the username may change; its own card shows loading and errors.
  if (hub.data === undefined) return null;
  return (
    <section className="security__section card" aria-labelledby={headingId}>
      <h2 id={headingId}>{copy.changeUsernameHeading}</h2>
      {hub.data.usernameDetails.updateUsername ? (
        <UsernameChangeForm />
      ) : (
        <p>{copy.usernameFixed}</p>
      )}
    </section>
  );
}

function PasswordSection() {
  const headingId = useId();
  return (
    <section className="security__section card" aria-labelledby={headingId}>
      <h2 id={headingId}>{copy.changePasswordHeading}</h2>
      <PasswordChangeForm />
    </section>
  );
}

/** /settings/sign-in: last sign-in, username and password changes (step-up protected), passkeys, push devices. */
export default function SignInSettingsScreen() {
  // The sections answer separately and the change forms load their code on demand; on the first load they appear
  // together in place of one placeholder (the Suspense fallback while the forms' code loads), so none pushes another down.
  const hub = useSecurityHub();
  const passkeys = usePasskeys();
  const pushDevices = usePushDevices();
  const firstLoading = useFirstLoad(hub.isPending || passkeys.isPending || pushDevices.isPending);
  const skeleton = <PageSkeleton label={copy.loading} />;
  return (
    <div className="security">
      <StepHeading level={1} className="flow-heading">{copy.signInHeading}</StepHeading>
      <p className="security__intro">{copy.signInIntro}</p>
      <p className="security__link">
        <Link to={securityHubPath}>{copy.securityHubLink}</Link>
      </p>
      {firstLoading ? (
        skeleton
      ) : (
        <Suspense fallback={skeleton}>
          <SignInSummary showActivity={false} />
          <UsernameSection />
          <PasswordSection />
          <Passkeys />
          <PushDevices />
        </Suspense>
      )}
    </div>
  );
}
