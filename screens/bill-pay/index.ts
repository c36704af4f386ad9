import type { ScreenEntry } from '../../engine/react';

export const billPayScreens: readonly ScreenEntry[] = [];
