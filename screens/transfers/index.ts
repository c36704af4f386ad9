import type { ScreenEntry } from '../../engine/react';

export const transfersScreens: readonly ScreenEntry[] = [];
