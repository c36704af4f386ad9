import { copyManifest } from '../../src/manifests';
import './onboarding.css';

const copy = copyManifest.screens.onboarding;

/** The first sign-in welcome, inside the onboarding layout, whose 'Go to Accounts' button leads on. */
export default function OnboardingScreen() {
  return (
    <div className="onboarding-welcome card">
      <h1>{copy.heading}</h1>
      <p>{copy.body}</p>
    </div>
  );
}
