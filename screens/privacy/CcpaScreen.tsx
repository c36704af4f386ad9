import { PrivacyScreen } from './PrivacyScreen';

/** /ccpa: the same rights, under the California Consumer Privacy Act's heading. */
export default function CcpaScreen() {
  return <PrivacyScreen ccpa />;
}
