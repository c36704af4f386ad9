import type { ScreenEntry } from '../../engine/react';

// The claims center: loads with its route, never in the first page load.
export const claimsCenterScreens: readonly ScreenEntry[] = [{ key: 'claims-center', load: () => import('./ClaimsCenterScreen') }];
