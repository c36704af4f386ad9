import type { ScreenEntry } from '../../engine/react';

// The status center (issue 14): loads with its route, never in the first page load.
export const statusCenterScreens: readonly ScreenEntry[] = [{ key: 'status-center', load: () => import('./StatusCenterScreen') }];
