import type { ScreenEntry } from '../../engine/react';

export const accountsEditScreens: readonly ScreenEntry[] = [{ key: 'accounts-edit', load: () => import('./AccountsEditScreen') }];
