import type { ScreenEntry } from '../../engine/react';

export const frameScreens: readonly ScreenEntry[] = [{ key: 'embedded-frame', load: () => import('./EmbeddedFrameScreen') }];
