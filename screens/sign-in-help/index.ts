import type { ScreenEntry, SlotEntry } from '../../engine/react';
import { slotEntry } from '../shared/slots/slot-entry';

// Sign-in help: public screens, each loaded with its route, never in the first page load.
export const signInHelpScreens: readonly ScreenEntry[] = [
  { key: 'forgot-username', load: () => import('./ForgotUsernameScreen') },
  { key: 'forgot-password', load: () => import('./ForgotPasswordScreen') },
  { key: 'enrol', load: () => import('./EnrolScreen') },
];

// The survey on sign-out, shown on the sign-in page only when the server offered it.
export const signInHelpSlots: readonly SlotEntry[] = [slotEntry('sign-in.logout-survey', () => import('./LogoutSurvey'))];
