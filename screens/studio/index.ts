import type { ScreenEntry } from '../../engine/react';

// The product owner's studio: loaded with its route, never in a member's first page load (the form library and the
// manifests' schemas come with it).
export const studioScreens: readonly ScreenEntry[] = [{ key: 'studio', load: () => import('./StudioScreen') }];
