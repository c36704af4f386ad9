import type { Migration, MigrationProvider } from 'kysely';
import * as coreBanking from './0001-core-banking';
import * as accessControl from './0002-access-control';
import * as accountsStatements from './0003-accounts-statements';
import * as stepUp from './0004-step-up';
import * as serviceRequests from './0005-service-requests';
import * as partnerPages from './0006-partner-pages';
import * as externalAccountsPayees from './0007-external-accounts-payees';
import * as paymentOrders from './0008-payment-orders';
import * as partnershipSso from './0009-partnership-sso';
import * as knownDevices from './0010-known-devices';
import * as transactionDetails from './0011-transaction-details';
import * as knownDeviceNames from './0012-known-device-names';
import * as pastDue from './0013-past-due';
import * as cards from './0014-cards';
import * as cardProtections from './0015-card-protections';
import * as messages from './0016-messages';
import * as chatAnalytics from './0017-chat-analytics';
import * as insights from './0018-insights';
import * as profileContacts from './0019-profile-contacts';
import * as signInHelp from './0020-sign-in-help';
import * as memberAlerts from './0021-member-alerts';
import * as trustedUserInvitations from './0022-trusted-user-invitations';
import * as documentUploads from './0023-document-uploads';
import * as disputesPrivacy from './0024-disputes-privacy';
import * as staffChannel from './0025-staff-channel';
import * as accountOpening from './0026-account-opening';
import * as ira from './0027-ira';
import * as lending from './0028-lending';
import * as moneyInsights from './0029-money-insights';
import * as informationPages from './0030-information-pages';
import * as accountPreferences from './0031-account-preferences';
import * as postingRoundTrips from './0032-posting-round-trips';
import * as sessionDecisions from './0033-session-decisions';
import * as transactionKeyset from './0034-transaction-keyset';
import * as loanReviews from './0035-loan-reviews';
import * as iraDistributionPayments from './0036-ira-distribution-payments';
import * as certificateEarlyClosure from './0037-certificate-early-closure';
import * as staffRoles from './0038-staff-roles';
import * as staffAuditBeforeAction from './0039-staff-audit-before-action';
import * as loanDisclosures from './0040-loan-disclosures';
import * as taxReportableAmounts from './0041-tax-reportable-amounts';
import * as dividendPostings from './0042-dividend-postings';
import * as iraContributionsByJournal from './0043-ira-contributions-by-journal';
import * as attemptSlots from './0045-attempt-slots';
import * as deviceCookieOnly from './0046-device-cookie-only';
import * as uploadLimits from './0047-upload-limits';
import * as identityFactsEncrypted from './0048-identity-facts-encrypted';
import * as passkeys from './0050-passkeys';
import * as identityProviderSignIn from './0051-identity-provider-sign-in';
import * as chartOfAccounts from './0052-chart-of-accounts';
import * as employeeIdMilitaryRank from './0053-employee-id-military-rank';
import * as stopPayments from './0054-stop-payments';
import * as identityProviderLinkIds from './0057-identity-provider-link-ids';
import * as disputeDuplicateOf from './0059-dispute-duplicate-of';
import * as serverKeys from './0060-server-keys';
import * as savingsGoals from './0063-savings-goals';
import * as trustedUserAccounts from './0064-trusted-user-accounts';
import * as summaryVersions from './0065-summary-versions';
import * as memberLanguage from './0066-member-language';
import * as studio from './0067-studio';
import * as identityProviderSignInLanguage from './0068-identity-provider-sign-in-language';
import * as studioPreviewSessions from './0069-studio-preview-sessions';
import * as arrangementLedgerSums from './0070-arrangement-ledger-sums';

/** Every migration, in order. Names sort in the order they must run; never rename or edit a shipped one. */
const migrations: Record<string, Migration> = {
  '0001-core-banking': coreBanking,
  '0002-access-control': accessControl,
  '0003-accounts-statements': accountsStatements,
  '0004-step-up': stepUp,
  '0005-service-requests': serviceRequests,
  '0006-partner-pages': partnerPages,
  '0007-external-accounts-payees': externalAccountsPayees,
  '0008-payment-orders': paymentOrders,
  '0009-partnership-sso': partnershipSso,
  '0010-known-devices': knownDevices,
  '0011-transaction-details': transactionDetails,
  '0012-known-device-names': knownDeviceNames,
  '0013-past-due': pastDue,
  '0014-cards': cards,
  '0015-card-protections': cardProtections,
  '0016-messages': messages,
  '0017-chat-analytics': chatAnalytics,
  '0018-insights': insights,
  '0019-profile-contacts': profileContacts,
  '0020-sign-in-help': signInHelp,
  '0021-member-alerts': memberAlerts,
  '0022-trusted-user-invitations': trustedUserInvitations,
  '0023-document-uploads': documentUploads,
  '0024-disputes-privacy': disputesPrivacy,
  '0025-staff-channel': staffChannel,
  '0026-account-opening': accountOpening,
  '0027-ira': ira,
  '0028-lending': lending,
  '0029-money-insights': moneyInsights,
  '0030-information-pages': informationPages,
  '0031-account-preferences': accountPreferences,
  '0032-posting-round-trips': postingRoundTrips,
  '0033-session-decisions': sessionDecisions,
  '0034-transaction-keyset': transactionKeyset,
  '0035-loan-reviews': loanReviews,
  '0036-ira-distribution-payments': iraDistributionPayments,
  '0037-certificate-early-closure': certificateEarlyClosure,
  '0038-staff-roles': staffRoles,
  '0039-staff-audit-before-action': staffAuditBeforeAction,
  '0040-loan-disclosures': loanDisclosures,
  '0041-tax-reportable-amounts': taxReportableAmounts,
  '0042-dividend-postings': dividendPostings,
  '0043-ira-contributions-by-journal': iraContributionsByJournal,
  '0045-attempt-slots': attemptSlots,
  '0046-device-cookie-only': deviceCookieOnly,
  '0047-upload-limits': uploadLimits,
  '0048-identity-facts-encrypted': identityFactsEncrypted,
  '0050-passkeys': passkeys,
  '0051-identity-provider-sign-in': identityProviderSignIn,
  '0052-chart-of-accounts': chartOfAccounts,
  '0053-employee-id-military-rank': employeeIdMilitaryRank,
  '0054-stop-payments': stopPayments,
  '0057-identity-provider-link-ids': identityProviderLinkIds,
  '0059-dispute-duplicate-of': disputeDuplicateOf,
  '0060-server-keys': serverKeys,
  '0063-savings-goals': savingsGoals,
  '0064-trusted-user-accounts': trustedUserAccounts,
  '0065-summary-versions': summaryVersions,
  '0066-member-language': memberLanguage,
  '0067-studio': studio,
  '0068-identity-provider-sign-in-language': identityProviderSignInLanguage,
  '0069-studio-preview-sessions': studioPreviewSessions,
  '0070-arrangement-ledger-sums': arrangementLedgerSums,
};

/** Hands Kysely's Migrator the in-code list (no file-system scan, so it works the same under tsx and bundlers). */
export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
