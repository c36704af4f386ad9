import type { ScreenEntry } from '../../engine/react';

export const securityScreens: readonly ScreenEntry[] = [
  { key: 'security-hub', load: () => import('./SecurityHubScreen') },
  { key: 'sign-in-settings', load: () => import('./SignInSettingsScreen') },
];
