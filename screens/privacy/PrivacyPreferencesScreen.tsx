import { PrivacyScreen } from './PrivacyScreen';

/** /more-menu/data-and-privacy-preferences. */
export default function PrivacyPreferencesScreen() {
  return <PrivacyScreen ccpa={false} />;
}
