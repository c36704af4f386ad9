import type { ScreenEntry } from '../../engine/react';

// Sign-in help: public screens, each loaded with its route, never in the first page load.
export const signInHelpScreens: readonly ScreenEntry[] = [
  { key: 'forgot-username', load: () => import('./ForgotUsernameScreen') },
  { key: 'forgot-password', load: () => import('./ForgotPasswordScreen') },
  { key: 'enrol', load: () => import('./EnrolScreen') },
];
