import type { ScreenEntry } from '../../engine/react';

// IRA: contributions by tax year and distribution requests; loads with its route.
export const iraScreens: readonly ScreenEntry[] = [{ key: 'ira', load: () => import('./IraScreen') }];
