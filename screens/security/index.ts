import type { ScreenEntry } from '../../engine/react';

export const securityScreens: readonly ScreenEntry[] = [];
