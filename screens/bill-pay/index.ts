import type { ScreenEntry } from '../../engine/react';

export const billPayScreens: readonly ScreenEntry[] = [{ key: 'bill-pay', load: () => import('./BillPayScreen') }];
