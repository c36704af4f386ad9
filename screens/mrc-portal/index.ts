import type { ScreenEntry } from '../../engine/react';

// The MRC portal: the member a representative is serving, with the service actions; loads with its route.
export const mrcPortalScreens: readonly ScreenEntry[] = [{ key: 'mrc-portal', load: () => import('./MrcPortalScreen') }];
