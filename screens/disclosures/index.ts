import type { ScreenEntry } from '../../engine/react';

export const disclosuresScreens: readonly ScreenEntry[] = [{ key: 'disclosures', load: () => import('./DisclosuresScreen') }];
