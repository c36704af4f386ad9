import { signInHelpManifest } from '../../src/manifests/sign-in-help-manifest';
import { RecoveryFlow } from './RecoveryFlow';

const copy = signInHelpManifest.copy.forgotPassword;

/** /sign-in/forgot-password: username and facts, a code to the phone on file, then a new password. */
export default function ForgotPasswordScreen() {
  return <RecoveryFlow purpose="password" heading={copy.heading} intro={copy.intro} doneText={copy.done} />;
}
