import { signInHelpManifest } from '../../src/manifests/sign-in-help-manifest';
import { RecoveryFlow } from './RecoveryFlow';

const copy = signInHelpManifest.copy.enrol;

/** /enrol: a member with accounts but no sign-in proves who they are, then chooses a username and password. */
export default function EnrolScreen() {
  return <RecoveryFlow purpose="enrol" heading={copy.heading} intro={copy.intro} doneText={copy.done} />;
}
