import type { ScreenEntry } from '../../engine/react';

// The savings goals list: loads with its route, never in the first page load.
export const savingsGoalsScreens: readonly ScreenEntry[] = [{ key: 'savings-goals', load: () => import('./SavingsGoalsScreen') }];
