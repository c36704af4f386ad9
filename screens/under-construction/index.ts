import type { ScreenEntry } from '../../engine/react';

export const underConstructionScreens: readonly ScreenEntry[] = [
  { key: 'under-construction', load: () => import('./UnderConstructionScreen') },
];
