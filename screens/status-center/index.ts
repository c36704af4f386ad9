import type { ScreenEntry } from '../../engine/react';

// The status center: loads with its route, never in the first page load.
export const statusCenterScreens: readonly ScreenEntry[] = [{ key: 'status-center', load: () => import('./StatusCenterScreen') }];
