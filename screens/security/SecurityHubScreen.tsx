import { Link } from 'react-router-dom';
import { copyManifest } from '../../src/manifests';
import { KnownDevices } from './KnownDevices';
import { PushDevices } from './PushDevices';
import { StepHeading } from '../shared/flow/StepHeading';
import { PageSkeleton, useFirstLoad } from '../shared/skeleton/PageSkeleton';
import { useKnownDevices, usePushDevices, useSecurityHub } from './security-api';
import { useStaffAccess } from './staff-access-api';
import { signInSettingsPath } from './security-paths';
import { SignInSummary } from './SignInSummary';
import { StaffAccess } from './StaffAccess';
import './security.css';

const copy = copyManifest.screens.security;

/** /more-menu/security: how the member signs in, activity indicators, recognised browsers and push devices, and when staff opened the account. */
export default function SecurityHubScreen() {
  // The sections answer separately; on the first load they appear together, so none pushes another down.
  const hub = useSecurityHub();
  const knownDevices = useKnownDevices();
  const pushDevices = usePushDevices();
  const staffAccess = useStaffAccess();
  const firstLoading = useFirstLoad(hub.isPending || knownDevices.isPending || pushDevices.isPending || staffAccess.isPending);
  return (
    <div className="security">
      <StepHeading level={1} className="flow-heading">{copy.hubHeading}</StepHeading>
      <p className="security__intro">{copy.hubIntro}</p>
      {firstLoading ? (
        <PageSkeleton label={copy.loading} />
      ) : (
        <>
          <SignInSummary showActivity>
            {() => (
              <p className="security__link">
                <Link to={signInSettingsPath}>{copy.signInSettingsLink}</Link>
              </p>
            )}
          </SignInSummary>
          <KnownDevices />
          <PushDevices />
          <StaffAccess />
        </>
      )}
    </div>
  );
}
