import type { ScreenEntry } from '../../engine/react';

export const cashiersCheckScreens: readonly ScreenEntry[] = [];
