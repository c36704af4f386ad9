import { Link } from 'react-router-dom';
import { copyManifest } from '../../src/manifests';
import { KnownDevices } from './KnownDevices';
import { PushDevices } from './PushDevices';
import { StepHeading } from '../shared/flow/StepHeading';
import { signInSettingsPath } from './security-paths';
import { SignInSummary } from './SignInSummary';
import { StaffAccess } from './StaffAccess';
import './security.css';

const copy = copyManifest.screens.security;

/** /more-menu/security: how the member signs in, activity indicators, recognised browsers and push devices, and when staff opened the account. */
export default function SecurityHubScreen() {
  return (
    <div className="security">
      <StepHeading level={1} className="flow-heading">{copy.hubHeading}</StepHeading>
      <p className="security__intro">{copy.hubIntro}</p>
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
    </div>
  );
}
