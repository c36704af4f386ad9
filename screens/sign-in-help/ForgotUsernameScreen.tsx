import { signInHelpManifest } from '../../src/manifests/sign-in-help-manifest';
import { RecoveryFlow } from './RecoveryFlow';

const copy = signInHelpManifest.copy.forgotUsername;

/** /sign-in/forgot-username: facts and a code to the phone on file; the username is texted there and then shown. */
export default function ForgotUsernameScreen() {
  return <RecoveryFlow purpose="username" heading={copy.heading} intro={copy.intro} usernameText={copy.yourUsername} />;
}
