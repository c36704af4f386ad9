import type { ScreenEntry } from '../../engine/react';

export const cashiersCheckScreens: readonly ScreenEntry[] = [{ key: 'cashiers-check-request', load: () => import('./CashiersCheckScreen') }];
