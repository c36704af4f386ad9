import type { ScreenEntry } from '../../engine/react';

// The message center; each screen loads with its route, never in the first page load.
export const messagesScreens: readonly ScreenEntry[] = [
  { key: 'message-inbox', load: () => import('./InboxScreen') },
  { key: 'message-compose', load: () => import('./ComposeScreen') },
];
