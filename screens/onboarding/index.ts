import type { ScreenEntry } from '../../engine/react';

export const onboardingScreens: readonly ScreenEntry[] = [{ key: 'onboarding', load: () => import('./OnboardingScreen') }];
