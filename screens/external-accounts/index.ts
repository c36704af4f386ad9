import type { ScreenEntry } from '../../engine/react';

export const externalAccountsScreens: readonly ScreenEntry[] = [];
