import type { ScreenEntry } from '../../engine/react';

// Notification preferences and the alerts sent; the screen and its manifest load with the route only.
export const notificationsScreens: readonly ScreenEntry[] = [{ key: 'notification-settings', load: () => import('./NotificationsScreen') }];
