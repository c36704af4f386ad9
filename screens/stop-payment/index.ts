import type { ScreenEntry } from '../../engine/react';

export const stopPaymentScreens: readonly ScreenEntry[] = [{ key: 'stop-payments', load: () => import('./StopPaymentScreen') }];
