// The screen registry: every screen key routes.json may name, collected from the feature folders. Loaders are lazy
// imports only, so this file pulls in no React and Node scripts (the config validator) can read the keys.
import type { ScreenEntry } from '../engine/react';
import { accountsScreens } from './accounts';
import { signInScreens } from './sign-in';
import { underConstructionScreens } from './under-construction';

export const screenEntries: readonly ScreenEntry[] = [...signInScreens, ...accountsScreens, ...underConstructionScreens];
