import type { ScreenEntry } from '../../engine/react';

export const moveMoneyInfoScreens: readonly ScreenEntry[] = [];
