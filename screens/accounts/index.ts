import type { ScreenEntry } from '../../engine/react';

export const accountsScreens: readonly ScreenEntry[] = [
  { key: 'accounts-summary', load: () => import('./AccountsSummaryScreen') },
  { key: 'account-details', load: () => import('./AccountDetailsScreen') },
];
