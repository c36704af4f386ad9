// The screen registry: every screen key routes.json may name, collected from the feature folders. Loaders are lazy
// imports only, so this file pulls in no React and Node scripts (the config validator) can read the keys.
import type { ScreenEntry } from '../engine/react';
import { accountServicesScreens } from './account-services';
import { accountsScreens } from './accounts';
import { billPayScreens } from './bill-pay';
import { cardsScreens } from './cards';
import { cashiersCheckScreens } from './cashiers-check';
import { chatScreens } from './chat';
import { externalAccountsScreens } from './external-accounts';
import { moveMoneyInfoScreens } from './move-money-info';
import { securityScreens } from './security';
import { settingsScreens } from './settings';
import { transfersScreens } from './transfers';
import { disclosuresScreens } from './disclosures';
import { frameScreens } from './frame';
import { insightsScreens } from './insights';
import { messagesScreens } from './messages';
import { onboardingScreens } from './onboarding';
import { signInScreens } from './sign-in';
import { statementsScreens } from './statements';
import { underConstructionScreens } from './under-construction';

export const screenEntries: readonly ScreenEntry[] = [...signInScreens, ...accountsScreens, ...accountServicesScreens, ...transfersScreens, ...billPayScreens, ...externalAccountsScreens, ...cashiersCheckScreens, ...cardsScreens, ...moveMoneyInfoScreens, ...messagesScreens, ...securityScreens, ...settingsScreens, ...statementsScreens, ...disclosuresScreens, ...onboardingScreens, ...frameScreens, ...chatScreens, ...insightsScreens, ...underConstructionScreens];
