import type { ScreenEntry } from '../../engine/react';

// The staff audit: a supervisor's search, loaded with its route, never in a member's first page load.
export const staffAuditScreens: readonly ScreenEntry[] = [{ key: 'staff-audit', load: () => import('./StaffAuditScreen') }];
