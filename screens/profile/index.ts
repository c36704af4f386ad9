import type { ScreenEntry } from '../../engine/react';

export const profileScreens: readonly ScreenEntry[] = [{ key: 'profile', load: () => import('./ProfileScreen') }];
