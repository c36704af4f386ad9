// The screen registry: every screen key routes.json may name, collected from the feature folders. Loaders are lazy
// imports only, so this file pulls in no React and Node scripts (the config validator) can read the keys.
import type { ScreenEntry, SlotEntry } from '../../engine/react';
import { accountServicesScreens } from '../account-services';
import { accountsScreens } from '../accounts';
import { accountsEditScreens, accountsEditSlots } from '../accounts-edit';
import { billPayScreens } from '../bill-pay';
import { cardsScreens } from '../cards';
import { cashiersCheckScreens } from '../cashiers-check';
import { stopPaymentScreens } from '../stop-payment';
import { chatScreens } from '../chat';
import { externalAccountsScreens, externalAccountsSlots } from '../external-accounts';
import { moveMoneyInfoScreens } from '../move-money-info';
import { securityScreens } from '../security';
import { settingsScreens } from '../settings';
import { transfersScreens } from '../transfers';
import { disclosuresScreens } from '../disclosures';
import { frameScreens } from '../frame';
import { insightsScreens, insightsSlots } from '../insights';
import { moneyInsightsScreens } from '../money-insights';
import { messagesScreens } from '../messages';
import { notificationsScreens } from '../notifications';
import { onboardingScreens } from '../onboarding';
import { profileScreens } from '../profile';
import { signInScreens } from '../sign-in';
import { signInHelpScreens, signInHelpSlots } from '../sign-in-help';
import { statementsScreens } from '../statements';
import { claimsCenterScreens } from '../claims-center';
import { privacyScreens } from '../privacy';
import { statusCenterScreens } from '../status-center';
import { savingsGoalsScreens } from '../savings-goals';
import { serviceDeskScreens } from '../service-desk';
import { informationScreens } from '../information';
import { lendingScreens } from '../lending';
import { iraScreens } from '../ira';
import { podScreens } from '../pod';
import { underConstructionScreens } from '../under-construction';
import { openAccountScreens } from '../open-account';
import { certificatesScreens } from '../certificates';
import { uploadDocumentsScreens } from '../upload-documents';
import { productsAndMoreScreens } from '../products-and-more';
import { trustedUsersScreens } from '../trusted-users';
import { mrcPortalScreens } from '../mrc-portal';
import { manageBeneficiariesScreens } from '../manage-beneficiaries';
import { staffAuditScreens } from '../staff-audit';
import { studioScreens } from '../studio';
import { loanReviewScreens } from '../loan-reviews';
import { staffInboxScreens } from '../staff-inbox';

export const screenEntries: readonly ScreenEntry[] = [...signInScreens, ...signInHelpScreens, ...accountsScreens, ...accountServicesScreens, ...transfersScreens, ...billPayScreens, ...externalAccountsScreens, ...cashiersCheckScreens, ...stopPaymentScreens, ...cardsScreens, ...moveMoneyInfoScreens, ...messagesScreens, ...notificationsScreens, ...securityScreens, ...settingsScreens, ...statementsScreens, ...disclosuresScreens, ...onboardingScreens, ...profileScreens, ...frameScreens, ...chatScreens, ...insightsScreens, ...uploadDocumentsScreens, ...productsAndMoreScreens, ...trustedUsersScreens, ...claimsCenterScreens, ...statusCenterScreens, ...savingsGoalsScreens, ...privacyScreens, ...staffAuditScreens, ...studioScreens, ...loanReviewScreens, ...staffInboxScreens, ...serviceDeskScreens, ...mrcPortalScreens, ...manageBeneficiariesScreens, ...accountsEditScreens, ...informationScreens, ...moneyInsightsScreens, ...lendingScreens, ...openAccountScreens, ...certificatesScreens, ...iraScreens, ...podScreens, ...underConstructionScreens];

/** Every feature's parts for other features' screens (engine/react slots), lazy like the screens. */
export const slotEntries: readonly SlotEntry[] = [...insightsSlots, ...accountsEditSlots, ...signInHelpSlots, ...externalAccountsSlots];
