import type { ScreenEntry } from '../../engine/react';

// Trusted users: the master holder's page, and the public page an invitation link opens. Each loads with
// its route, never in the first page load.
export const trustedUsersScreens: readonly ScreenEntry[] = [
  { key: 'trusted-users', load: () => import('./TrustedUsersScreen') },
  { key: 'trusted-user-invitation', load: () => import('./InvitationScreen') },
];
