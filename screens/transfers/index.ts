import type { ScreenEntry } from '../../engine/react';

export const transfersScreens: readonly ScreenEntry[] = [
  { key: 'move-money', load: () => import('./MoveMoneyLayout') },
  { key: 'move-money-transfers', load: () => import('./TransfersScreen') },
  { key: 'move-money-cash-advance', load: () => import('./CashAdvanceScreen') },
  { key: 'move-money-scheduled', load: () => import('./ScheduledScreen') },
];
