import type { ScreenEntry } from '../../engine/react';

export const settingsScreens: readonly ScreenEntry[] = [{ key: 'settings', load: () => import('./SettingsLayout') }];
