import type { ScreenEntry } from '../../engine/react';

export const signInScreens: readonly ScreenEntry[] = [{ key: 'login', load: () => import('./SignInScreen') }];
