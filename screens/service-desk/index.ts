import type { ScreenEntry } from '../../engine/react';

// The service desk: staff find a member and open them with a reason; loads with its route.
export const serviceDeskScreens: readonly ScreenEntry[] = [{ key: 'service-desk-search', load: () => import('./ServiceDeskSearchScreen') }];
