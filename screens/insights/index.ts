import type { ScreenEntry } from '../../engine/react';

// The insights and offers page; it loads with its route, never in the first page load.
export const insightsScreens: readonly ScreenEntry[] = [{ key: 'insights-offers', load: () => import('./InsightsOffersScreen') }];
