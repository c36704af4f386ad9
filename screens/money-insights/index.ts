import type { ScreenEntry } from '../../engine/react';

// Money insights; each loads with its route, and the chart library only with the first chart.
export const moneyInsightsScreens: readonly ScreenEntry[] = [
  { key: 'personal-finance', load: () => import('./PersonalFinanceScreen') },
  { key: 'my-makingcents', load: () => import('./MyMakingCentsScreen') },
];
