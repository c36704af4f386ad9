import type { ScreenEntry } from '../../engine/react';

export const externalAccountsScreens: readonly ScreenEntry[] = [{ key: 'manage-external-accounts', load: () => import('./ManageExternalAccountsScreen') }];
