import type { ScreenEntry } from '../../engine/react';

// Manage beneficiaries: the served member's IRA and payable-on-death beneficiaries; loads with its route.
export const manageBeneficiariesScreens: readonly ScreenEntry[] = [{ key: 'manage-beneficiaries', load: () => import('./ManageBeneficiariesScreen') }];
