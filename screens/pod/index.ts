import type { ScreenEntry } from '../../engine/react';

// Payable-on-death beneficiaries: the member's checking and savings beneficiaries; loads with its route.
export const podScreens: readonly ScreenEntry[] = [{ key: 'pod-beneficiaries', load: () => import('./PodScreen') }];
