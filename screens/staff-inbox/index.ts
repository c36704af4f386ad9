import type { ScreenEntry } from '../../engine/react';

// The staff inbox: loads with its route, never in the first page load.
export const staffInboxScreens: readonly ScreenEntry[] = [{ key: 'staff-inbox', load: () => import('./StaffInboxScreen') }];
