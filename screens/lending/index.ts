import type { ScreenEntry } from '../../engine/react';

export const lendingScreens: readonly ScreenEntry[] = [
  { key: 'lending-landing', load: () => import('./LendingLandingScreen') },
  { key: 'lending-application', load: () => import('./LoanApplicationScreen') },
  { key: 'lending-card-application', load: () => import('./CardApplicationScreen') },
  { key: 'lending-card-prequal', load: () => import('./CardPrequalScreen') },
  { key: 'lending-my-applications', load: () => import('./MyApplicationsScreen') },
];
