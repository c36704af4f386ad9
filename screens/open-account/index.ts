import type { ScreenEntry } from '../../engine/react';

// Open a New Account and the home-loan hand-off; each loads with its route, config/account-opening.json with it.
export const openAccountScreens: readonly ScreenEntry[] = [
  { key: 'open-new-account', load: () => import('./OpenAccountScreen') },
  { key: 'home-loan-application', load: () => import('./HomeLoanScreen') },
];
