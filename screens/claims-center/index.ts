import type { ScreenEntry } from '../../engine/react';

// The claims center (issue 14): loads with its route, never in the first page load.
export const claimsCenterScreens: readonly ScreenEntry[] = [{ key: 'claims-center', load: () => import('./ClaimsCenterScreen') }];
