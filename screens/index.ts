// The screen registry: every screen key routes.json may name, collected from the feature folders. Loaders are lazy
// imports only, so this file pulls in no React and Node scripts (the config validator) can read the keys.
import type { ScreenEntry } from '../engine/react';
import { accountServicesScreens } from './account-services';
import { accountsScreens } from './accounts';
import { disclosuresScreens } from './disclosures';
import { frameScreens } from './frame';
import { onboardingScreens } from './onboarding';
import { signInScreens } from './sign-in';
import { statementsScreens } from './statements';
import { underConstructionScreens } from './under-construction';

export const screenEntries: readonly ScreenEntry[] = [...signInScreens, ...accountsScreens, ...accountServicesScreens, ...statementsScreens, ...disclosuresScreens, ...onboardingScreens, ...frameScreens, ...underConstructionScreens];
