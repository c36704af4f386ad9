import type { ScreenEntry } from '../../engine/react';

// Data and privacy preferences and the CCPA request page: each loads with its route.
export const privacyScreens: readonly ScreenEntry[] = [
  { key: 'privacy-preferences', load: () => import('./PrivacyPreferencesScreen') },
  { key: 'ccpa', load: () => import('./CcpaScreen') },
];
