/**
 * GENERATED, DO NOT EDIT. Types generated from the JSON Schemas in schemas/api/ by
 * `npm run gen:types` (json-schema-to-typescript). Edit the schemas, then regenerate;
 * `npm run check:types-fresh` fails when this file is stale.
 */

import type { ProductGroupKind } from './manifests.gen';

/**
 * GET .../v2/account/{id}/statements: one statement per closed month the ledger covers, newest first.
 */
export type AccountStatementList = AccountStatement[];
/**
 * How a card is used: online, in a store, at an ATM, or a recurring charge.
 */
export type CardChannel = 'ONLINE' | 'IN_STORE' | 'ATM' | 'RECURRING';
/**
 * ALLOW lets the transaction through, ALERT lets it through and texts the member, BLOCK declines it.
 */
export type CardProtectionRule = 'ALLOW' | 'ALERT' | 'BLOCK';
/**
 * A phone wallet.
 */
export type CardWalletKind = 'APPLE_PAY' | 'GOOGLE_PAY' | 'SAMSUNG_PAY';
/**
 * What kind of movement a payment order is.
 */
export type PaymentKindName =
  | 'INTERNAL_TRANSFER'
  | 'MEMBER_TRANSFER'
  | 'ACH_OUT'
  | 'ACH_IN'
  | 'LOAN_PAYMENT'
  | 'CARD_PAYMENT'
  | 'CASH_ADVANCE'
  | 'HELOC_ADVANCE'
  | 'BILL_PAY';
/**
 * Analytics events (an array) or a diagnostic event (an object) the LaunchDarkly browser SDK posts: accepted and dropped (nothing leaves the machine).
 */
export type LdEvents = unknown[] | {};
/**
 * A kind of message: Emessage is a secure message written in online banking, Broadcast one sent to every member.
 */
export type MessageType = 'Email' | 'Emessage' | 'Letter' | 'Push' | 'Text/SMS' | 'Marketing' | 'Broadcast';
/**
 * A message's status: Read and Unread for messages the member received, Sent for the member's own, Broadcast for a notice sent to every member.
 */
export type MessageStatusKind = 'Read' | 'Unread' | 'Sent' | 'Broadcast';
/**
 * What a conversation can be about: one of the member's accounts, transactions, payment orders or cards.
 */
export type MessageReferenceKind = 'account' | 'transaction' | 'paymentOrder' | 'card';
/**
 * GET /api/statements/client-api/v2/orphans: statements of the member's accounts that are closed, newest first.
 */
export type OrphanStatementList = OrphanStatement[];
/**
 * Answer of GET /api/access-control/client-api/v3/accessgroups/users/permissions/summary: the signed-in user's permissions in the current service agreement, sorted by resource and function.
 */
export type PermissionSummary = PermissionSummaryEntry[];
/**
 * One page of the service agreements the signed-in user may choose; the x-total-count header carries how many there are in all.
 */
export type ServiceAgreementList = ServiceAgreement[];
/**
 * Which account service a request asks for.
 */
export type ServiceRequestKind =
  'add-joint-owner' | 'direct-deposit' | 'overdraft-protection' | 'change-checking-account-type';
/**
 * The member's account-services requests, newest first.
 */
export type ServiceRequestList = ServiceRequest[];
/**
 * What a staff inbox conversation is: a message thread of the member's message center, or a chat conversation.
 */
export type StaffInboxKind = 'message' | 'chat';
/**
 * Where a conversation stands in the staff inbox: NEW (no one has touched it), OPEN (being worked, or the member wrote again), PENDING (answered, waiting on the member), CLOSED (done).
 */
export type StaffInboxStatus = 'NEW' | 'OPEN' | 'PENDING' | 'CLOSED';
/**
 * GET /api/statements/client-api/v2/account: the open accounts that have statements.
 */
export type StatementAccountList = StatementAccount[];
/**
 * RML remind me later (asked again next session), PDP keep paper (not asked again), GOP go paperless (every account electronic).
 */
export type StmtSuppModalResponse = 'RML' | 'PDP' | 'GOP';
/**
 * GET /api/statements/client-api/v3/account/tax-statements: tax forms of completed years, newest first.
 */
export type TaxStatementList = TaxStatement[];
/**
 * GET /api/statements/client-api/v2/account/tax-statements: the same forms grouped by tax year, newest first.
 */
export type TaxStatementYearList = TaxStatementYear[];
/**
 * The category catalogue, groups first, each in display order.
 */
export type TransactionCategoryList = TransactionCategory[];
/**
 * One page of transactions. Headers: x-total-count, how many match in all; x-next-cursor, the cursor of the page after this one (absent on the last page); x-previous-cursor, the cursor of the page before it (absent on the first page).
 */
export type TransactionList = TransactionItem[];
/**
 * A trusted user's access level.
 */
export type TrustedUserAccessLevel = 'NO_ACCESS' | 'VIEW_ONLY' | 'MOVE_MONEY' | 'FULL_ACCESS';

/**
 * Every API payload schema, keyed by file name (camelCase).
 */
export interface ApiPayloads {
  accountDetail: AccountDetail;
  accountNumberReveal: AccountNumberReveal;
  accountOpeningCatalogue: AccountOpeningCatalogue;
  accountOpeningReceipt: AccountOpeningReceipt;
  accountOpeningRequest: AccountOpeningRequest;
  accountPreferenceList: AccountPreferenceList;
  accountPreferencesUpdate: AccountPreferencesUpdate;
  accountStatementList: AccountStatementList;
  addressVerificationRequest: AddressVerificationRequest;
  addressVerificationResult: AddressVerificationResult;
  analyticsEventBatch: AnalyticsEventBatch;
  analyticsReceipt: AnalyticsReceipt;
  arrangementIdParams: ArrangementIdParams;
  balanceHistory: BalanceHistory;
  billPayAccessRequest: BillPayAccessRequest;
  billPayAccess: BillPayAccess;
  budgetList: BudgetList;
  budgetParams: BudgetParams;
  budgetUpdate: BudgetUpdate;
  budget: Budget;
  cardActivationRequest: CardActivationRequest;
  cardAuthorizationListQuery: CardAuthorizationListQuery;
  cardAuthorizationList: CardAuthorizationList;
  cardAuthorizedUserList: CardAuthorizedUserList;
  cardChannel: CardChannel;
  cardChildParams: CardChildParams;
  cardChild: ChildCard;
  cardDebitParams: CardDebitParams;
  cardDueDateInfo: CardDueDateInfo;
  cardDueDateQuery: CardDueDateQuery;
  cardDueDateRequest: CardDueDateRequest;
  cardIdParams: CardIdParams;
  cardIssuanceReceipt: CardIssuanceReceipt;
  cardIssuanceRequest: CardIssuanceRequest;
  cardItem: CardItem;
  cardList: CardList;
  cardLockRequest: CardLockRequest;
  cardMaintenance: CardMaintenance;
  cardNetworkAuthorizationRequest: CardNetworkAuthorizationRequest;
  cardNetworkAuthorization: CardNetworkAuthorization;
  cardOrderReceipt: CardOrderReceipt;
  cardOrderableList: CardOrderableList;
  cardPinReceipt: CardPinReceipt;
  cardProtectionRule: CardProtectionRule;
  cardProtections: CardProtections;
  cardRedemptionReceipt: CardRedemptionReceipt;
  cardRedemptionRequest: CardRedemptionRequest;
  cardReplacementRequest: CardReplacementRequest;
  cardRewards: CardRewards;
  cardWalletKind: CardWalletKind;
  cardWalletTokenList: CardWalletTokenList;
  cardWalletTokenParams: CardWalletTokenParams;
  cardWalletTokenRequest: CardWalletTokenRequest;
  cardWalletToken: CardWalletToken;
  cashiersCheckList: CashiersCheckList;
  cashiersCheckReceipt: CashiersCheckReceipt;
  cashiersCheck: CashiersCheck;
  certificateEarlyClosureQuote: CertificateEarlyClosureQuote;
  certificateEarlyClosureReceipt: CertificateEarlyClosureReceipt;
  certificateEarlyClosureRequest: CertificateEarlyClosureRequest;
  certificateList: CertificateList;
  certificateRenewalRequest: CertificateRenewalRequest;
  certificate: Certificate;
  chatConversationQuery: ChatConversationQuery;
  chatConversation: ChatConversation;
  chatMessageRequest: ChatMessageRequest;
  chatMessage: ChatMessage;
  chatTokenQuery: ChatTokenQuery;
  chatToken: ChatToken;
  currentUser: CurrentUser;
  deviceIdParams: DeviceIdParams;
  deviceRegistrationRequest: DeviceRegistrationRequest;
  disclosureAcceptanceRequest: DisclosureAcceptanceRequest;
  disclosureNoticeList: DisclosureNoticeList;
  disclosureStatusList: DisclosureStatusList;
  disputeAccountList: DisputeAccountList;
  disputeDetail: DisputeDetail;
  disputeDisputableList: DisputeDisputableList;
  disputeDisputableQuery: DisputeDisputableQuery;
  disputeDocumentQuery: DisputeDocumentQuery;
  disputeDocumentReceipt: DisputeDocumentReceipt;
  disputeList: DisputeList;
  disputeNewRequest: DisputeNewRequest;
  disputeParams: DisputeParams;
  disputeProgressRequest: DisputeProgressRequest;
  disputeSummary: DisputeSummary;
  disputeTransactionParams: DisputeTransactionParams;
  disputeTransaction: DisputeTransaction;
  documentPortalList: DocumentPortalList;
  documentPortalParams: DocumentPortalParams;
  documentPortal: DocumentPortal;
  documentRoom: DocumentRoom;
  documentUploadList: DocumentUploadList;
  documentUploadParams: DocumentUploadParams;
  documentUploadQuery: DocumentUploadQuery;
  documentUpload: DocumentUpload;
  errorResponse: ErrorResponse;
  estatePlanning: EstatePlanning;
  evalxQuery: EvalxQuery;
  externalAccountDeletion: ExternalAccountDeletion;
  externalAccountIdParams: ExternalAccountIdParams;
  externalAccountList: ExternalAccountList;
  externalAccountReceipt: ExternalAccountReceipt;
  externalAccountRequest: ExternalAccountRequest;
  externalAccountVerificationRequest: ExternalAccountVerificationRequest;
  externalAccount: ExternalAccount;
  flagEvaluations: FlagEvaluations;
  flagsClientConfig: FlagsClientConfig;
  healthStatus: HealthStatus;
  identityProviderCallbackQuery: IdentityProviderCallbackQuery;
  identityProviderStartQuery: IdentityProviderStartQuery;
  insightArt: InsightArt;
  insightDispositionReceipt: InsightDispositionReceipt;
  insightDispositionRequest: InsightDispositionRequest;
  insightDisposition: InsightDisposition;
  insightItem: Insight;
  insightOffer: Offer;
  insightsOffersRequest: InsightsOffersRequest;
  insightsOffers: InsightsOffers;
  iraContributionReceipt: IraContributionReceipt;
  iraContributionRequest: IraContributionRequest;
  iraDistributionIdParams: IraDistributionIdParams;
  iraDistributionRequest: IraDistributionRequest;
  iraDistribution: IraDistribution;
  iraOverview: IraOverview;
  knownDeviceIdParams: KnownDeviceIdParams;
  knownDeviceList: KnownDeviceList;
  knownDevice: KnownDevice;
  languageChangeRequest: LanguageChangeRequest;
  ldContext: LdContext;
  ldEnvironmentParams: LdEnvironmentParams;
  ldEvents: LdEvents;
  lendingPrequalRequest: LendingPrequalRequest;
  lendingPrequal: LendingPrequal;
  lendingProductList: LendingProductList;
  loanAcceptanceRequest: LoanAcceptanceRequest;
  loanApplicationList: LoanApplicationList;
  loanApplicationParams: LoanApplicationParams;
  loanApplicationRequest: LoanApplicationRequest;
  loanApplication: LoanApplication;
  loanDailyPayoff: LoanDailyPayoff;
  loanDisclosure: LoanDisclosure;
  loanPayoffQuoteQuery: LoanPayoffQuoteQuery;
  loanPayoffQuote: LoanPayoffQuote;
  loanReviewDecisionRequest: LoanReviewDecisionRequest;
  loanReviewItem: LoanReviewItem;
  loanReviewList: LoanReviewList;
  loanReview: LoanReview;
  loanServicing: LoanServicing;
  loginRequest: LoginRequest;
  loginResponse: LoginResponse;
  logoutSurveyInvitation: LogoutSurveyInvitation;
  logoutSurveyResponse: LogoutSurveyResponse;
  memberLogoutAnswer: MemberLogoutAnswer;
  messageAttachmentParams: MessageAttachmentParams;
  messageAttachmentQuery: MessageAttachmentQuery;
  messageAttachmentUpload: MessageAttachmentUpload;
  messageAttachment: MessageAttachment;
  messageDeletion: MessageDeletion;
  messageDetail: MessageDetail;
  messageIndicator: MessageIndicator;
  messageListQuery: MessageListQuery;
  messageList: MessageList;
  messageNewRequest: MessageNewRequest;
  messageParams: MessageParams;
  messageReceipt: MessageReceipt;
  messageReferenceKind: MessageReferenceKind;
  messageReference: MessageReference;
  messageStatusKind: MessageStatusKind;
  messageStatusRequest: MessageStatusRequest;
  messageStatus: MessageStatus;
  messageSummary: MessageSummary;
  messageTopicList: MessageTopicList;
  messageType: MessageType;
  moneyInsightsOverview: MoneyInsightsOverview;
  moneyInsightsPeriodQuery: MoneyInsightsPeriodQuery;
  notificationArrangementAccounts: NotificationArrangementAccounts;
  notificationCardOption: CardNotification;
  notificationChannels: NotificationChannels;
  notificationHistory: NotificationHistory;
  notificationPrefOption: NotificationPrefOption;
  notificationPref: NotificationPref;
  notificationPreferencesRequest: NotificationPreferencesRequest;
  notificationPreferencesUpdate: NotificationPreferencesUpdate;
  notificationPreferences: NotificationPreferences;
  orphanStatementDownloadHeaders: OrphanStatementDownloadHeaders;
  orphanStatementDownloadParams: OrphanStatementDownloadParams;
  orphanStatementList: OrphanStatementList;
  outboxList: OutboxList;
  partnershipSsoAnswer: PartnershipSsoAnswer;
  partnershipSsoQuery: PartnershipSsoQuery;
  passkeyAuthenticationResponse: PasskeyAuthenticationResponse;
  passkeyIdParams: PasskeyIdParams;
  passkeyList: PasskeyList;
  passkeyOptions: PasskeyOptions;
  passkeyRegistrationRequest: PasskeyRegistrationRequest;
  passkeyRegistrationResponse: PasskeyRegistrationResponse;
  passkeyRenameRequest: PasskeyRenameRequest;
  passkeySignInRequest: PasskeySignInRequest;
  passkeyStepUpOptionsRequest: PasskeyStepUpOptionsRequest;
  passkeyStepUpVerificationRequest: PasskeyStepUpVerificationRequest;
  passkey: Passkey;
  passwordChangeRequest: PasswordChangeRequest;
  payeeDeletion: PayeeDeletion;
  payeeIdParams: PayeeIdParams;
  payeeList: PayeeList;
  payeeReceipt: PayeeReceipt;
  payee: Payee;
  paymentErrorResponse: PaymentErrorResponse;
  paymentKind: PaymentKindName;
  paymentOrderEndpoint: PaymentOrderEndpoint;
  paymentOrderIdParams: PaymentOrderIdParams;
  paymentOrderListQuery: PaymentOrderListQuery;
  paymentOrderList: PaymentOrderList;
  paymentOrderReceipt: PaymentOrderReceipt;
  paymentOrderRequest: PaymentOrderRequest;
  paymentOrderValidation: PaymentOrderValidation;
  paymentOrder: PaymentOrder;
  permissionSummaryEntry: PermissionSummaryEntry;
  permissionSummary: PermissionSummary;
  podAccountList: PodAccountList;
  podAccount: PodAccount;
  podArrangementIdParams: PodArrangementIdParams;
  podBeneficiariesUpdate: PodBeneficiariesUpdate;
  policySubject: PolicySubjectAnswer;
  precheck: Precheck;
  privacyPreferencesUpdate: PrivacyPreferencesUpdate;
  privacyPreferences: PrivacyPreferences;
  privacyRequestList: PrivacyRequestList;
  privacyRequestNew: PrivacyRequestNew;
  privacyRequest: PrivacyRequest;
  productSummaryEntry: ProductSummaryEntry;
  productSummaryGroup: ProductSummaryGroup;
  productSummaryQuery: ProductSummaryQuery;
  productSummary: ProductSummary;
  productsAndMore: ProductsAndMore;
  profileContactIdParams: ProfileContactIdParams;
  profileEmailRequest: ProfileEmailRequest;
  profilePhoneRequest: ProfilePhoneRequest;
  profilePostalAddressRequest: ProfilePostalAddressRequest;
  profilePostalAddressUpdate: ProfilePostalAddressUpdate;
  publishedConfig: PublishedConfig;
  pushTransactionParams: PushTransactionParams;
  readinessStatus: ReadinessStatus;
  recurringChargeList: RecurringChargeList;
  remindMeLaterRequest: RemindMeLaterRequest;
  savingsGoalCreate: SavingsGoalCreate;
  savingsGoalList: SavingsGoalList;
  savingsGoalParams: SavingsGoalParams;
  savingsGoalUpdate: SavingsGoalUpdate;
  savingsGoal: SavingsGoal;
  securityHubMember: SecurityHubMember;
  serviceAgreementList: ServiceAgreementList;
  serviceAgreementPageQuery: ServiceAgreementPageQuery;
  serviceAgreement: ServiceAgreement;
  serviceRequestEligibilityQuery: ServiceRequestEligibilityQuery;
  serviceRequestEligibility: ServiceRequestEligibility;
  serviceRequestKind: ServiceRequestKind;
  serviceRequestList: ServiceRequestList;
  serviceRequestReceipt: ServiceRequestReceipt;
  serviceRequest: ServiceRequest;
  sessionStatus: SessionStatus;
  signInHelpCodeRequest: SignInHelpCodeRequest;
  signInHelpCredentialsRequest: SignInHelpCredentialsRequest;
  signInHelpEnrolRequest: SignInHelpEnrolRequest;
  signInHelpNewPasswordRequest: SignInHelpNewPasswordRequest;
  signInHelpPasswordRequest: SignInHelpPasswordRequest;
  signInHelpStarted: SignInHelpStarted;
  signInHelpUsernameRequest: SignInHelpUsernameRequest;
  signInHelpVerified: SignInHelpVerified;
  signInOptions: SignInOptions;
  staffAccessList: StaffAccessList;
  staffActionRequest: StaffActionRequest;
  staffArrangementIdParams: StaffArrangementIdParams;
  staffAuditSearchRequest: StaffAuditSearchRequest;
  staffAuditSearchResult: StaffAuditSearchResult;
  staffBeneficiariesUpdate: StaffBeneficiariesUpdate;
  staffBeneficiaryAccountList: StaffBeneficiaryAccountList;
  staffBeneficiaryAccount: StaffBeneficiaryAccount;
  staffInboxAttachmentParams: StaffInboxAttachmentParams;
  staffInboxDetail: StaffInboxDetail;
  staffInboxEntry: StaffInboxEntry;
  staffInboxItem: StaffInboxItem;
  staffInboxKind: StaffInboxKind;
  staffInboxListQuery: StaffInboxListQuery;
  staffInboxList: StaffInboxList;
  staffInboxParams: StaffInboxParams;
  staffInboxPerson: StaffInboxPerson;
  staffInboxReference: StaffInboxReference;
  staffInboxReplyRequest: StaffInboxReplyRequest;
  staffInboxReply: StaffInboxReply;
  staffInboxStatus: StaffInboxStatus;
  staffInboxUpdate: StaffInboxUpdate;
  staffMemberOverview: StaffMemberOverview;
  staffMemberSearchRequest: StaffMemberSearchRequest;
  staffMemberSearchResult: StaffMemberSearchResult;
  staffProviderLinkChange: StaffProviderLinkChange;
  staffProviderLinkList: StaffProviderLinkList;
  staffProviderLinkParams: StaffProviderLinkParams;
  staffProviderLinkRequest: StaffProviderLinkRequest;
  staffProviderLink: StaffProviderLink;
  staffUnlockResult: StaffUnlockResult;
  staffVisitCurrent: StaffVisitCurrent;
  staffVisitRequest: StaffVisitRequest;
  staffVisit: StaffVisit;
  statementAccountList: StatementAccountList;
  statementDetail: StatementDetail;
  statementDownloadParams: StatementDownloadParams;
  statementPreferencesUpdate: StatementPreferencesUpdate;
  statementPreferences: StatementPreferences;
  statementPromptResponse: StatementPromptResponse;
  statusCenterList: StatusCenterList;
  stepUpError: StepUpError;
  stopPaymentList: StopPaymentList;
  stopPaymentReceipt: StopPaymentReceipt;
  stopPayment: StopPayment;
  studioDraftCheck: StudioDraftCheck;
  studioDraftList: StudioDraftList;
  studioDraftParams: StudioDraftParams;
  studioDraftWrite: StudioDraftWrite;
  studioDraft: StudioDraft;
  studioManifests: StudioManifests;
  studioPreviewStart: StudioPreviewStart;
  studioPreview: StudioPreview;
  studioPublish: StudioPublish;
  studioVersionList: StudioVersionList;
  studioVersionParams: StudioVersionParams;
  studioVersion: StudioVersion;
  taxStatementDownloadHeaders: TaxStatementDownloadHeaders;
  taxStatementList: TaxStatementList;
  taxStatementYearList: TaxStatementYearList;
  tfaDeviceList: TfaDeviceList;
  tfaErrorResponse: TfaErrorResponse;
  tfaOptionsQuery: TfaOptionsQuery;
  tfaOptions: TfaOptions;
  tfaOtpRequest: TfaOtpRequest;
  tfaOtpResponse: TfaOtpResponse;
  tfaPushDevice: TfaPushDevice;
  tfaPushRequest: TfaPushRequest;
  tfaPushResponse: TfaPushResponse;
  tfaPushVerificationRequest: TfaPushVerificationRequest;
  tfaPushVerificationResponse: TfaPushVerificationResponse;
  tfaVerificationRequest: TfaVerificationRequest;
  tfaVerificationResult: TfaVerificationResult;
  transactionCategoryList: TransactionCategoryList;
  transactionCategoryQuery: TransactionCategoryQuery;
  transactionCategoryUpdate: TransactionCategoryUpdate;
  transactionExportQuery: TransactionExportQuery;
  transactionIdParams: TransactionIdParams;
  transactionItem: TransactionItem;
  transactionListQuery: TransactionListQuery;
  transactionList: TransactionList;
  travelItineraryDeletionRequest: TravelItineraryDeletionRequest;
  travelItineraryDeletion: TravelItineraryDeletion;
  travelItineraryIdParams: TravelItineraryIdParams;
  travelItineraryList: TravelItineraryList;
  travelItineraryRequest: TravelItineraryRequest;
  travelItinerary: TravelItinerary;
  trustedUserAcceptanceRequest: TrustedUserAcceptanceRequest;
  trustedUserAcceptance: TrustedUserAcceptance;
  trustedUserAccessLevel: TrustedUserAccessLevel;
  trustedUserAccessRequest: TrustedUserAccessRequest;
  trustedUserFeatureLevels: TrustedUserFeatureLevels;
  trustedUserIdParams: TrustedUserIdParams;
  trustedUserInvitationDetails: TrustedUserInvitationDetails;
  trustedUserInvitationReceipt: TrustedUserInvitationReceipt;
  trustedUserInvitationRequest: TrustedUserInvitationRequest;
  trustedUserInvitationTokenRequest: TrustedUserInvitationTokenRequest;
  trustedUserList: TrustedUserList;
  trustedUser: TrustedUser;
  updateAdditionsRequest: UpdateAdditionsRequest;
  userContextRequest: UserContextRequest;
  userIdParams: UserIdParams;
  userProfile: UserProfile;
  usernameChangeRequest: UsernameChangeRequest;
}
/**
 * One account (GET /api/arrangement-manager/client-api/v2/productsummary/arrangements/{id}): every field of its product summary entry, plus its details.
 */
export interface AccountDetail {
  id: string;
  externalArrangementId: string;
  externalLegalEntityId: string;
  externalProductId: string;
  legalEntityIds: string[];
  debitCards: DebitCardSummary[];
  /**
   * The account's display name.
   */
  name: string;
  productKind: 'checking' | 'savings' | 'creditCard' | 'autoLoan' | 'heloc' | 'ira';
  /**
   * The product as the member knows it, e.g. "Checking".
   */
  productTypeName: string;
  /**
   * Masked to "••••1234" unless maskIndicator=false.
   */
  accountNumber: string;
  /**
   * Posted balance: held (deposits, IRA) or owed (cards, loans, HELOC).
   */
  bookedBalanceCents: number;
  /**
   * Deposits: booked minus pending holds. Cards and HELOC: credit limit minus owed minus pending. Loans: the booked balance. Screens leave it out for loans and IRAs (app.json productSummary.availableBalanceProductKinds).
   */
  availableBalanceCents: number;
  creditLimitCents?: number;
  /**
   * Original principal of a loan (the amount borrowed), not what is owed now: bookedBalanceCents is the current principal.
   */
  principalAmountCents?: number;
  pastDue?: PastDue;
  /**
   * As on the product summary entry: a certificate in its term, the day it matures.
   */
  certificateMaturesOn?: string;
  currency: 'USD';
  /**
   * e.g. ACTIVE.
   */
  state: string;
  details: AccountTerms;
  loanServicing?: LoanServicing;
  loanPayoff?: LoanDailyPayoff;
  loanDisclosure?: LoanDisclosure;
}
/**
 * A debit card attached to a deposit account.
 */
export interface DebitCardSummary {
  id: string;
  /**
   * e.g. "••••4821".
   */
  maskedNumber: string;
  status: string;
  lockStatus: 'LOCKED' | 'UNLOCKED';
}
/**
 * A loan or credit account behind on its payments: how much is past due and the payment due date that was missed.
 */
export interface PastDue {
  /**
   * The past-due amount in cents.
   */
  amountCents: number;
  /**
   * The missed payment due date (yyyy-mm-dd).
   */
  dueDate: string;
}
/**
 * What the account page shows beyond the summary. Rates in basis points (549 is 5.49%).
 */
export interface AccountTerms {
  /**
   * When the account was opened.
   */
  openingDate: string;
  /**
   * Dividend rate of a deposit account or IRA; APR of a card, loan or HELOC.
   */
  interestRateBps?: number;
  /**
   * Deposits and IRA: annual percentage yield.
   */
  apyBps?: number;
  /**
   * Cards, loans, HELOC: the next payment due date.
   */
  paymentDueDate?: string;
  /**
   * Cards, loans, HELOC: this period's amount still due by paymentDueDate, past-due amounts apart (engine/core minimumDue: payments since the last statement count; never more than the balance owed or the statement balance; 0 once the statement balance is paid).
   */
  minimumDueCents?: number;
  /**
   * Cards, loans, HELOC that are behind: the missed payments whose due dates have gone by, apart from minimumDueCents.
   */
  pastDueCents?: number;
  /**
   * Present with pastDueCents: past due plus this period's amount due, what brings the account current.
   */
  totalDueCents?: number;
  /**
   * Balance at the end of the last monthly statement period.
   */
  lastStatementBalanceCents?: number;
  /**
   * Cards and HELOC.
   */
  creditLimitCents?: number;
  /**
   * Loans: original principal.
   */
  principalAmountCents?: number;
}
/**
 * Where a funded loan with a stored payment schedule stands today (engine/core/loan-servicing.ts): each installment with what payments to the loan covered of it, the next payment, what is past due and the payoff.
 */
export interface LoanServicing {
  /**
   * The day the statuses and the payoff are computed for (today).
   */
  asOf: string;
  installments: ServicedInstallment[];
  nextDue?: LoanNextDue;
  pastDue?: LoanPastDue;
  payoff: LoanPayoff;
}
export interface ServicedInstallment {
  installment: number;
  /**
   * A business day.
   */
  dueDate: string;
  paymentCents: number;
  principalCents: number;
  interestCents: number;
  /**
   * The scheduled balance after this installment.
   */
  balanceAfterCents: number;
  /**
   * What payments to the loan covered of it (oldest installment first).
   */
  paidCents: number;
  /**
   * PAST_DUE: its due date has gone by unpaid in full; PARTIALLY_PAID: part paid, not yet past due; DUE: the next one, nothing paid yet.
   */
  status: 'PAID' | 'PARTIALLY_PAID' | 'PAST_DUE' | 'DUE' | 'UPCOMING';
}
/**
 * The first installment not yet past due and not paid in full: the unpaid part of it. Absent when none is left.
 */
export interface LoanNextDue {
  installment: number;
  dueDate: string;
  amountCents: number;
}
/**
 * The unpaid parts of installments whose due date has gone by. Absent when none.
 */
export interface LoanPastDue {
  amountCents: number;
  /**
   * The oldest missed due date.
   */
  oldestDueDate: string;
  /**
   * How many installments are behind.
   */
  installments: number;
}
/**
 * What clears the loan, good through asOf only: outstanding principal plus interest owed through today (30/360 since the last due date) less what was paid ahead.
 */
export interface LoanPayoff {
  amountCents: number;
  asOf: string;
  outstandingPrincipalCents: number;
  /**
   * Simple interest since the last due date (the funding day before the first).
   */
  accruedInterestCents: number;
}
/**
 * What clears a loan or line that has no stored payment schedule, good through asOf only (engine/core/daily-interest-payoff.ts): the balance owed plus simple interest accrued daily (APR / 365) since interest was last charged to it.
 */
export interface LoanDailyPayoff {
  /**
   * outstandingPrincipalCents + accruedInterestCents.
   */
  amountCents: number;
  /**
   * The day the payoff is good through (today).
   */
  asOf: string;
  /**
   * The balance owed on the ledger (its transactions' total): interest, fees and missed payments already posted are in it.
   */
  outstandingPrincipalCents: number;
  /**
   * accruedDays × perDiemCents.
   */
  accruedInterestCents: number;
  /**
   * Days from the day after interestChargedThrough through asOf, both counted.
   */
  accruedDays: number;
  /**
   * One day's interest on the balance owed (APR / 365), rounded to the cent.
   */
  perDiemCents: number;
  /**
   * The last interest charge to the loan (else its last payment, else its opening day): interest accrues from the day after.
   */
  interestChargedThrough: string;
}
/**
 * The closed-end Truth in Lending disclosure of a loan (Regulation Z): the APR, finance charge, amount financed and total of payments (integer cents, the APR in basis points) and the payment schedule, computed from the amortisation schedule the loan is booked with. Before acceptance it is the offer's disclosure if the loan is funded today, and acceptance names its version and fingerprint; once funded it is the disclosure stored with the loan, with the member's electronic consent.
 */
export interface LoanDisclosure {
  applicationId: string;
  productName: string;
  /**
   * The version of the disclosure's wording and its e-sign consent (config/lending.json truthInLending.version).
   */
  version: string;
  /**
   * SHA-256 (hex) of the application, the version and every figure and payment date: what an acceptance names to say which disclosure the member reviewed.
   */
  fingerprint: string;
  /**
   * The funding day the payment dates assume (today's business date before acceptance; the day it was funded after).
   */
  fundedOn: string;
  /**
   * Annual Percentage Rate: the note rate, the loans carrying no prepaid finance charges.
   */
  aprBps: number;
  /**
   * Total of payments less amount financed: the sum of the schedule's interest.
   */
  financeChargeCents: number;
  /**
   * The principal.
   */
  amountFinancedCents: number;
  /**
   * The sum of the scheduled payments.
   */
  totalOfPaymentsCents: number;
  /**
   * The payment schedule: runs of consecutive payments of the same amount, in due-date order.
   *
   * @minItems 1
   */
  payments: LoanDisclosurePayments[];
  consent?: LoanDisclosureConsent;
  /**
   * Once funded: the loan account.
   */
  arrangementId?: string;
  /**
   * Once funded: the signed disclosure as a PDF, a same-origin GET.
   */
  documentPath?: string;
}
export interface LoanDisclosurePayments {
  count: number;
  amountCents: number;
  firstDueDate: string;
  lastDueDate: string;
}
/**
 * Once the loan is funded: the electronic consent given with the acceptance, word for word, who gave it and when.
 */
export interface LoanDisclosureConsent {
  text: string;
  /**
   * The full name of the user who consented and accepted.
   */
  consentedBy: string;
  consentedAt: string;
}
/**
 * One account's full number and the credit union's routing number, answered only after the identity check config/risk.json asks for revealAccountNumber (staff serving the member: without one, in the staff audit). Never cached.
 */
export interface AccountNumberReveal {
  accountId: string;
  /**
   * The full account number, unmasked.
   */
  accountNumber: string;
  /**
   * The credit union's ABA routing number (config/app.json routingNumber).
   */
  routingNumber: string;
}
/**
 * What the signed-in member may open online (personal or business products by the member's membership type) and the accounts that can fund it.
 */
export interface AccountOpeningCatalogue {
  audience: 'personal' | 'business';
  groups: AccountOpeningCatalogueGroup[];
  /**
   * The member's open checking and savings accounts (certificates left out) a new account may be funded from.
   */
  fundingAccounts: AccountOpeningFundingAccount[];
}
export interface AccountOpeningCatalogueGroup {
  id: string;
  label: string;
  products: AccountOpeningCatalogueProduct[];
}
export interface AccountOpeningCatalogueProduct {
  id: string;
  name: string;
  description: string;
  productKind: 'checking' | 'savings';
  rateBps?: number;
  apyBps?: number;
  minimumOpeningCents: number;
  terms?: AccountOpeningCatalogueTerm[];
  disclosures: AccountOpeningCatalogueDisclosure[];
}
export interface AccountOpeningCatalogueTerm {
  months: number;
  rateBps: number;
  apyBps: number;
  /**
   * When a certificate opened today would mature (a business day).
   */
  maturityDate: string;
}
export interface AccountOpeningCatalogueDisclosure {
  id: string;
  title: string;
  version: string;
  text: string;
}
export interface AccountOpeningFundingAccount {
  id: string;
  name: string;
  maskedNumber: string;
  productKind: string;
  availableBalanceCents: number;
}
/**
 * The account just opened and the transfer that funded it.
 */
export interface AccountOpeningReceipt {
  openingId: string;
  paymentOrderId: string;
  confirmationNumber: string;
  account: OpenedAccount;
  certificate?: OpenedCertificate;
}
export interface OpenedAccount {
  id: string;
  name: string;
  productKind: string;
  productTypeName: string;
  maskedNumber: string;
  openedOn: string;
  balanceCents: number;
}
export interface OpenedCertificate {
  termMonths: number;
  rateBps: number;
  apyBps: number;
  maturityDate: string;
  renewalChoice: 'RENEW' | 'TRANSFER_TO_SAVINGS';
}
/**
 * Opens an account (header Idempotency-Key): the product (and a certificate's term), the disclosure versions the member accepted, and the opening deposit moved from one of their accounts.
 */
export interface AccountOpeningRequest {
  productId: string;
  /**
   * Certificates only.
   */
  termMonths?: number;
  /**
   * @maxItems 20
   */
  acceptedDisclosures: AcceptedDisclosure[];
  fundingAccountId: string;
  amountCents: number;
}
export interface AcceptedDisclosure {
  id: string;
  version: string;
}
/**
 * Every account the session's agreement reaches, in the signed-in user's summary order, with their nickname and whether the summary hides it (Edit Accounts, page key accountsummaryedit). Staff see the member's own choices.
 */
export interface AccountPreferenceList {
  accounts: AccountPreference[];
  /**
   * Whether this session may save: false for staff (a member's personal choices) and while an alert makes the page's feature unavailable (delinquent, level 7).
   */
  editable: boolean;
}
export interface AccountPreference {
  arrangementId: string;
  /**
   * The account's own name (what the summary shows without a nickname).
   */
  name: string;
  /**
   * The user's name for the account; null for none.
   */
  nickname: string | null;
  /**
   * The summary leaves the account out (it stays in transfers, statements and every other page).
   */
  hidden: boolean;
  /**
   * The summary group the account shows in; the order is kept within each group.
   */
  group: 'deposits' | 'creditCards' | 'loans' | 'heloc' | 'ira';
  productKind: 'checking' | 'savings' | 'creditCard' | 'autoLoan' | 'heloc' | 'ira';
  productTypeName: string;
  /**
   * Masked, "••••1234".
   */
  accountNumber: string;
}
/**
 * The whole summary arrangement at once: every account the session reaches, each once, in the order the summary should show them, with its nickname (blank or null for none) and whether it is hidden. Nickname rules are config/account-preferences.json's.
 */
export interface AccountPreferencesUpdate {
  /**
   * @minItems 1
   * @maxItems 200
   */
  accounts: AccountPreferenceChoice[];
}
export interface AccountPreferenceChoice {
  arrangementId: string;
  nickname: string | null;
  hidden: boolean;
}
/**
 * A monthly statement; download it at .../statements/download/{id}.
 */
export interface AccountStatement {
  /**
   * The document id: STMT-yyyy-mm.
   */
  id: string;
  periodStart: string;
  periodEnd: string;
  /**
   * Balance at the start of the period (held or owed, as in the product summary).
   */
  openingBalanceCents: number;
  /**
   * Balance at the end of the period.
   */
  closingBalanceCents: number;
}
/**
 * Body of POST /api/profile-manager/client-api/v1/address/verify (QASearch): an address as typed and its type.
 */
export interface AddressVerificationRequest {
  /**
   * Where a PO box is refused (RESIDENTIAL).
   */
  type?: 'MAILING' | 'RESIDENTIAL' | 'TEMPORARY';
  /**
   * Street line (house number and street) or PO box.
   */
  addressLine1: string;
  /**
   * Apartment, suite, unit.
   */
  addressLine2?: string;
  /**
   * Further line.
   */
  addressLine3?: string;
  /**
   * City.
   */
  city: string;
  /**
   * USPS state code.
   */
  state: string;
  /**
   * ZIP or ZIP+4.
   */
  zipCode: string;
}
/**
 * The answer of address/verify: VERIFIED (valid, standard), CORRECTED (valid; the suggestion writes it the USPS way) or INVALID (problems to fix).
 */
export interface AddressVerificationResult {
  verdict: 'VERIFIED' | 'CORRECTED' | 'INVALID';
  problems: AddressVerificationProblem[];
  suggestion?: StandardizedAddress;
  /**
   * The street line is a PO box.
   */
  poBox: boolean;
}
export interface AddressVerificationProblem {
  /**
   * JSON pointer of the form field.
   */
  field: string;
  code: string;
  message: string;
}
export interface StandardizedAddress {
  addressLine1: string;
  addressLine2: string;
  addressLine3: string;
  city: string;
  state: string;
  zipCode: string;
}
/**
 * Analytics tags and custom events the browser raised, stored by the server for the session's member or anonymously.
 */
export interface AnalyticsEventBatch {
  /**
   * @minItems 1
   * @maxItems 20
   */
  events: AnalyticsEvent[];
}
export interface AnalyticsEvent {
  /**
   * tag: a queued analytics tag; custom: a delayed custom event.
   */
  type: 'tag' | 'custom';
  name: string;
  data?: {
    [k: string]: string | number | boolean | null;
  };
  /**
   * The browser's clock when the event was raised (informational).
   */
  occurredAt?: string;
  /**
   * The app path the member was on.
   */
  page?: string;
}
/**
 * How many events the sink stored.
 */
export interface AnalyticsReceipt {
  stored: number;
}
/**
 * Path of a call about one account (arrangement).
 */
export interface ArrangementIdParams {
  /**
   * The account's id (a product summary entry's id).
   */
  id: string;
}
/**
 * The booked balance of one account over the period, from its ledger: every day the balance changed (and the first day of the period and today), and each month's closing balance (to date for the current month).
 */
export interface BalanceHistory {
  arrangementId: string;
  name: string;
  productKind: string;
  points: BalancePoint[];
  monthEnds: MonthEndBalance[];
}
export interface BalancePoint {
  date: string;
  balanceCents: number;
}
export interface MonthEndBalance {
  /**
   * A calendar month, yyyy-mm.
   */
  month: string;
  balanceCents: number;
}
/**
 * Accepts the Bill Pay service terms in the version read (a stale version is refused).
 */
export interface BillPayAccessRequest {
  termsVersion: number;
  /**
   * The member ticked the agreement.
   */
  agreed: true;
}
/**
 * Bill Pay Access: whether the membership accepted the current Bill Pay service terms, and what Bill Pay would use.
 */
export interface BillPayAccess {
  /**
   * The current terms are accepted.
   */
  enrolled: boolean;
  /**
   * The current version of the terms.
   */
  termsVersion: number;
  acceptedVersion?: number;
  acceptedAt?: string;
  /**
   * The caller may accept (more than view-only access, not staff).
   */
  canEnrol: boolean;
  payeeCount: number;
  /**
   * Open checking accounts Bill Pay can pay from.
   */
  fromAccountCount: number;
}
/**
 * The signed-in user's budgets under the agreement they act under, with this month's progress, and the categories a budget can be set for.
 */
export interface BudgetList {
  /**
   * A calendar month, yyyy-mm.
   */
  month: string;
  budgets: Budget[];
  categories: BudgetCategory[];
  maxMonthlyLimitCents: number;
}
/**
 * A monthly spending limit for one category with this month's spending against it.
 */
export interface Budget {
  categoryId: number;
  name: string;
  groupName: string;
  monthlyLimitCents: number;
  /**
   * Spent in the category this month to date.
   */
  spentCents: number;
  /**
   * Limit less spent; negative when over budget.
   */
  remainingCents: number;
}
export interface BudgetCategory {
  categoryId: number;
  name: string;
  groupName: string;
}
/**
 * Path of a call about the budget of one category.
 */
export interface BudgetParams {
  /**
   * A category a transaction can take, as digits (GET budgets lists them).
   */
  categoryId: string;
}
/**
 * Set (create or change) a budget's monthly limit, in cents (at most config/money-insights.json budgets.maxMonthlyLimitCents).
 */
export interface BudgetUpdate {
  monthlyLimitCents: number;
}
/**
 * Activating a card that arrived: what is printed on it.
 */
export interface CardActivationRequest {
  lastFour: string;
  expiryMonth: number;
  expiryYear: number;
}
/**
 * Query of GET /cards/{id}/authorizations: only declines or only approvals; both when absent.
 */
export interface CardAuthorizationListQuery {
  decision?: 'APPROVED' | 'DECLINED';
}
/**
 * What the card network asked about one card in the last days (config/cards.json authorizationHistoryDays), newest first, with the reason in the member's words.
 */
export interface CardAuthorizationList {
  items: CardAuthorization[];
}
export interface CardAuthorization {
  id: string;
  at: string;
  merchantName: string;
  /**
   * Merchant category id of config/cards.json; null when the code is in none.
   */
  category: string | null;
  categoryLabel: string;
  amountCents: number;
  channel: CardChannel;
  countryCode: string;
  decision: 'APPROVED' | 'DECLINED';
  reasonCode: string;
  /**
   * Copy of config/cards.json declineReasons (or approvedReason).
   */
  reason: string;
}
/**
 * A credit card's authorized users (its open child cards of role Authorized User).
 */
export interface CardAuthorizedUserList {
  users: ChildCard[];
}
/**
 * A joint holder's or authorized user's card on a primary card.
 */
export interface ChildCard {
  id: string;
  lastFour: string;
  productCode: string;
  holderName: string;
  /**
   * AC active, IN issued and awaiting activation, DA dormant active, UN unissued, CL closed.
   */
  status: 'AC' | 'IN' | 'DA' | 'UN' | 'CL';
  lockStatus: 'LOCKED' | 'UNLOCKED';
  role: 'Primary Cardholder' | 'Joint Cardholder' | 'Authorized User';
  /**
   * The card number masked to its last four digits (••••1234).
   */
  cardNumber: string;
}
/**
 * Path of a call about one child card of a card.
 */
export interface CardChildParams {
  id: string;
  childId: string;
}
/**
 * Path of a call about one debit card: its checking account (or "100") and the card.
 */
export interface CardDebitParams {
  /**
   * The checking account id, or "100": the card's own account.
   */
  acct: string;
  debitId: string;
}
/**
 * A credit card's payment due day, the days it may move to, and any pending change.
 */
export interface CardDueDateInfo {
  creditCardLastFour: string;
  cardId: string;
  currentDueDay: number | null;
  availableDueDays: number[];
  pendingChange: {
    newDueDay: number;
    requestedAt: string;
  } | null;
  /**
   * When the account may change its due day again; null: now.
   */
  nextChangeAllowedOn: string | null;
}
/**
 * Which credit card: its last four digits (any other value is refused with a clear message).
 */
export interface CardDueDateQuery {
  /**
   * The card's last four digits.
   */
  creditCardLastFour: string;
}
/**
 * Change a credit card's payment due day.
 */
export interface CardDueDateRequest {
  /**
   * The card's last four digits.
   */
  creditCardLastFour: string;
  newDueDay: number;
}
/**
 * Path of a call about one card.
 */
export interface CardIdParams {
  /**
   * The card's id (a card item's id).
   */
  id: string;
}
/**
 * The debit card an instant or digital issuance created: active at once.
 */
export interface CardIssuanceReceipt {
  card: CardItem;
}
/**
 * A debit or credit card as the cards screens show it. Full card numbers never leave the server.
 */
export interface CardItem {
  id: string;
  type: 'DEBIT' | 'CREDIT';
  /**
   * 'K' for a debit card; a credit card's product code.
   */
  subType: string;
  /**
   * The card's display name: its product description, else 'N/A'.
   */
  name: string;
  description: string;
  /**
   * AC active, IN issued and awaiting activation, DA dormant active, UN unissued, CL closed.
   */
  status: 'AC' | 'IN' | 'DA' | 'UN' | 'CL';
  /**
   * The cardholder's name.
   */
  holder: string;
  lockStatus: 'LOCKED' | 'UNLOCKED';
  /**
   * The card number masked to its last four digits (••••1234).
   */
  maskedNumber: string;
  limits: CardLimit[];
  additions: CardAdditions;
}
export interface CardLimit {
  kind: 'CREDIT_LIMIT' | 'AVAILABLE_CREDIT' | 'DAILY_PURCHASE' | 'DAILY_ATM';
  amountCents: number;
}
export interface CardAdditions {
  /**
   * Other holders of the card's account.
   */
  additionalOwners: string[];
  childCards: ChildCard[];
  accountSummaryType: 'PRI' | 'COAP' | 'AU' | 'NONE';
  role: 'Primary Cardholder' | 'Joint Cardholder' | 'Authorized User';
  accountOwnershipCode: 'PRI' | 'SEC' | 'USR' | 'MCA' | 'MCC' | 'ISP' | 'ISS';
  /**
   * A credit card that may take a balance transfer.
   */
  ccBalTxfrEligible: boolean;
  /**
   * Staff (OneView) may open the card.
   */
  oneViewClickable: boolean;
  /**
   * The card may be locked or unlocked now.
   */
  lockEligible: boolean;
  /**
   * Sent back with a lock or unlock.
   */
  cardPolicyRefId: string;
  /**
   * A debit card's checking account id; "100" (the card's own account) for a credit card.
   */
  checkingAcctId: string;
  productDescription: string;
  /**
   * A debit card's checking account name; null for a credit card.
   */
  productDescriptionChkAcct: string | null;
  /**
   * yyyy-mm-dd
   */
  fullCardExpDt: string;
  arrangementId: string;
  accountName: string;
  brand: string;
  issuance: 'MAILED' | 'INSTANT' | 'DIGITAL';
  expiryMonth: number;
  expiryYear: number;
  activationRequired: boolean;
  /**
   * The card-eligibility rule: the card's product code and status are on app.json cardEligibility's lists.
   */
  digitalIssuanceEligible: boolean;
  pinSet: boolean;
  /**
   * The card's product code (a debit card's too, whose subType is 'K'): what config/cards.json draws it by and what the card-eligibility rule reads.
   */
  productCode: string;
}
/**
 * Instant or digital issuance of a debit card on a checking account (config/forms/card-issuance.json).
 */
export interface CardIssuanceRequest {
  checkingAccountId: string;
}
/**
 * GET /api/cards/client-api/v2/cards/freeze: every open card the session reaches; child cards appear in their parent's childCards.
 */
export interface CardList {
  cards: CardItem[];
}
/**
 * Freeze or unfreeze a card (the lock-status call).
 */
export interface CardLockRequest {
  lockStatus: 'LOCKED' | 'UNLOCKED';
  /**
   * The card's additions.cardPolicyRefId.
   */
  cardPolicyRefId: string;
}
/**
 * What replacing a card involves: the reasons, where the new card goes, delivery and its fee.
 */
export interface CardMaintenance {
  cardId: string;
  reasons: ('LOST' | 'STOLEN' | 'DAMAGED')[];
  /**
   * The member's mailing address; null when none is on file.
   */
  mailingAddress: {
    line1: string;
    city: string;
    state: string;
    postalCode: string;
  } | null;
  /**
   * Fee for expedited delivery.
   */
  expediteFeeCents: number;
  standardBusinessDays: number;
  expeditedBusinessDays: number;
}
/**
 * Demo only: the card network asks whether a purchase on a card may go through (POST /api/dev/card-network/authorizations).
 */
export interface CardNetworkAuthorizationRequest {
  cardId: string;
  amountCents: number;
  merchantName: string;
  /**
   * ISO 18245 merchant category code.
   */
  merchantCategoryCode: number;
  channel: CardChannel;
  /**
   * ISO 3166-1 alpha-2 country of the merchant.
   */
  countryCode: string;
}
/**
 * Demo only: the answer to the card network. An approval names the pending transaction it made.
 */
export interface CardNetworkAuthorization {
  authorizationId: string;
  decision: 'APPROVED' | 'DECLINED';
  reasonCode: string;
  reason: string;
  transactionId?: string;
  /**
   * Text messages sent to the member (see GET /api/dev/outbox).
   */
  alertsSent: number;
}
/**
 * A card ordered or replaced: the new card (status IN), and the replaced one when there is one.
 */
export interface CardOrderReceipt {
  confirmationNumber: string;
  newCard: CardItem;
  replacedCard?: CardItem;
}
/**
 * Accounts a new card may be ordered on.
 */
export interface CardOrderableList {
  orderable: {
    accountId: string;
    accountName: string;
    maskedNumber: string;
    cardType: 'DEBIT' | 'CREDIT';
  }[];
}
/**
 * A PIN reset or change, done.
 */
export interface CardPinReceipt {
  status: 'PIN_CHANGED';
  changedAt: string;
}
/**
 * The protections a member sets on one card (GET and PUT /cards/{id}/protections). Categories are those of config/cards.json; a category left out is ALLOW.
 */
export interface CardProtections {
  international: CardProtectionRule;
  /**
   * Rule by merchant category id.
   */
  merchantCategories: {
    [k: string]: CardProtectionRule;
  };
  transactionTypes: CardTransactionTypeRules;
  /**
   * Largest single transaction, integer cents; null: no limit.
   */
  perTransactionLimitCents: number | null;
  /**
   * Most spent in a calendar month, integer cents; null: no limit.
   */
  monthlyLimitCents: number | null;
  /**
   * Text the member on every approved transaction.
   */
  alertEveryTransaction: boolean;
}
export interface CardTransactionTypeRules {
  ONLINE: CardProtectionRule;
  IN_STORE: CardProtectionRule;
  ATM: CardProtectionRule;
  RECURRING: CardProtectionRule;
}
/**
 * A cash redemption of rewards points, posted.
 */
export interface CardRedemptionReceipt {
  confirmationNumber: string;
  /**
   * Cash credited.
   */
  amountCents: number;
  pointsRedeemed: number;
  pointsBalance: number;
  /**
   * What the remaining points are worth.
   */
  cashValueCents: number;
  destinationAccountId: string;
}
/**
 * Redeem rewards points as cash into an account (header Idempotency-Key).
 */
export interface CardRedemptionRequest {
  cardId: string;
  amountCents: number;
  destinationAccountId: string;
}
/**
 * Replace a card (LOST, STOLEN, DAMAGED) or order another on its account (NEW); header Idempotency-Key.
 */
export interface CardReplacementRequest {
  reason: 'NEW' | 'LOST' | 'STOLEN' | 'DAMAGED';
  expedite: boolean;
}
/**
 * A credit card's rewards points and their history, newest first.
 */
export interface CardRewards {
  cardId: string;
  pointsBalance: number;
  centsPerPoint: number;
  /**
   * What the points are worth in cash.
   */
  cashValueCents: number;
  /**
   * Smallest cash redemption.
   */
  minimumRedemptionCents: number;
  /**
   * Redemptions are whole multiples of this.
   */
  stepCents: number;
  history: {
    id: string;
    /**
     * yyyy-mm-dd
     */
    date: string;
    description: string;
    points: number;
    kind: 'EARN' | 'REDEEM';
  }[];
}
/**
 * The wallets one card is in, newest first.
 */
export interface CardWalletTokenList {
  tokens: CardWalletToken[];
}
/**
 * A card bound to a phone wallet. SUSPENDED while the card is locked.
 */
export interface CardWalletToken {
  id: string;
  wallet: CardWalletKind;
  deviceName: string;
  tokenLastFour: string;
  status: 'ACTIVE' | 'SUSPENDED';
  createdAt: string;
}
/**
 * Path of a call about one wallet token of one card.
 */
export interface CardWalletTokenParams {
  /**
   * The card's id.
   */
  id: string;
  /**
   * The wallet token's id.
   */
  tokenId: string;
}
/**
 * Add a card to a phone wallet (config/forms/wallet-token.json).
 */
export interface CardWalletTokenRequest {
  wallet: CardWalletKind;
  deviceName: string;
}
/**
 * The cashier's checks the signed-in user requested on accounts the session reaches, newest first.
 */
export interface CashiersCheckList {
  items: CashiersCheck[];
}
/**
 * A cashier's check the member requested; the amount left the account when it was requested.
 */
export interface CashiersCheck {
  id: string;
  /**
   * What the member quotes when calling about the check.
   */
  confirmationNumber: string;
  fromAccount: PaymentOrderEndpoint;
  /**
   * An amount of money in integer cents (USD).
   */
  amountCents: number;
  payeeName: string;
  delivery: 'MAIL' | 'BRANCH';
  memo?: string;
  createdAt: string;
}
/**
 * One side of a payment order as the member sees it.
 */
export interface PaymentOrderEndpoint {
  id: string;
  name: string;
  maskedNumber: string;
}
/**
 * The answer to a cashier's check request.
 */
export interface CashiersCheckReceipt {
  status: 'ACCEPTED';
  cashiersCheck: CashiersCheck;
}
/**
 * What closing a certificate before maturity today pays: principal plus the dividends earned to today, less the early withdrawal penalty, and the accounts the money may move to.
 */
export interface CertificateEarlyClosureQuote {
  certificateId: string;
  /**
   * The business day the closing would be booked on (today).
   */
  closingDate: string;
  principalCents: number;
  /**
   * Simple dividends from the term's start to the closing day, paid with the principal.
   */
  accruedDividendCents: number;
  penaltyDays: number;
  /**
   * Simple dividends on the principal for penaltyDays; may exceed the accrued dividends and so reduce principal.
   */
  penaltyCents: number;
  /**
   * principalCents + accruedDividendCents - penaltyCents: what the destination account receives.
   */
  netCents: number;
  /**
   * The session's own open checking and savings accounts (not certificates).
   */
  destinations: CertificateClosureDestination[];
}
export interface CertificateClosureDestination {
  id: string;
  name: string;
  maskedNumber: string;
  productKind: 'checking' | 'savings';
}
/**
 * A certificate closed before maturity: the amounts booked and where the net proceeds went.
 */
export interface CertificateEarlyClosureReceipt {
  certificateId: string;
  closedOn: string;
  principalCents: number;
  accruedDividendCents: number;
  penaltyDays: number;
  penaltyCents: number;
  netCents: number;
  destination: CertificateClosureDestination;
  /**
   * The closing journal; null when the certificate held nothing to move.
   */
  journalId: string | null;
}
/**
 * Closes a certificate before maturity (header Idempotency-Key): where the net proceeds go.
 */
export interface CertificateEarlyClosureRequest {
  /**
   * One of the quote's destinations.
   */
  destinationAccountId: string;
}
/**
 * The member's certificates with their current term, and the savings accounts a maturity may move the balance to.
 */
export interface CertificateList {
  certificates: Certificate[];
  savingsAccounts: CertificateSavingsAccount[];
}
/**
 * One certificate: its term, rate, maturity and what happens at maturity.
 */
export interface Certificate {
  id: string;
  name: string;
  maskedNumber: string;
  productTypeName: string;
  balanceCents: number;
  termMonths: number;
  rateBps: number;
  apyBps: number;
  /**
   * Start of the current term.
   */
  openedOn: string;
  maturityDate: string;
  renewalChoice: 'RENEW' | 'TRANSFER_TO_SAVINGS';
  transferAccountId: string | null;
  state: 'ACTIVE' | 'PAID_OUT' | 'CLOSED';
  lastMaturedOn: string | null;
}
export interface CertificateSavingsAccount {
  id: string;
  name: string;
  maskedNumber: string;
}
/**
 * What a certificate does at maturity: renew, or move the balance to one of the member's savings accounts.
 */
export interface CertificateRenewalRequest {
  renewalChoice: 'RENEW' | 'TRANSFER_TO_SAVINGS';
  /**
   * Required with TRANSFER_TO_SAVINGS.
   */
  transferAccountId?: string;
}
/**
 * Reading the member's conversation: everything (the latest chat.json historyLimit messages), or only what came after a seq the chat page already shows (polling).
 */
export interface ChatConversationQuery {
  /**
   * Only messages with a larger seq.
   */
  after?: number;
}
/**
 * The member's current conversation (the open one, else the latest), oldest message first; NONE before the first message.
 */
export interface ChatConversation {
  /**
   * null before the member's first message.
   */
  conversationId: string | null;
  status: 'NONE' | 'OPEN' | 'CLOSED';
  messages: ChatMessage[];
}
/**
 * One line of a chat conversation.
 */
export interface ChatMessage {
  messageId: string;
  /**
   * Order of the conversation; the chat page polls with after=<the largest it shows>.
   */
  seq: number;
  /**
   * member: the member wrote it; staff: the credit union answered.
   */
  author: 'member' | 'staff';
  body: string;
  sentAt: string;
}
/**
 * A message the member sends in chat; config/chat.json messageMaxLength is the limit the server applies (this schema's maxLength is the absolute ceiling).
 */
export interface ChatMessageRequest {
  body: string;
}
/**
 * The chat token call: the accessToken the partnership /chat sign-on answered, and the channel (app.json chat: V7, OLB).
 */
export interface ChatTokenQuery {
  /**
   * The single-use hand-off token of GET /api/partnership/chat.
   */
  accessToken: string;
  /**
   * app.json chat.channelPlatform (V7).
   */
  channelPlatform: string;
  /**
   * app.json chat.channelId (OLB).
   */
  channelID: string;
}
/**
 * A chat session for the signed-in member: the token the chat page sends (Authorization: Bearer), where the chat page is, and for how long the token lasts.
 */
export interface ChatToken {
  /**
   * Opaque; only its hash is stored. The frame carries it in the chat URL's fragment, never in a query.
   */
  chatToken: string;
  /**
   * config/chat.json chatUrl: the same-origin chat page unless a provider is configured.
   */
  chatUrl: string;
  /**
   * Seconds until the chat token expires.
   */
  expiresIn: number;
}
/**
 * The signed-in user (GET /api/user-manager/client-api/v2/users/me).
 */
export interface CurrentUser {
  /**
   * Internal user id.
   */
  id: string;
  /**
   * The member number known to the core.
   */
  externalId: string;
  /**
   * Display name (a business member's is the business).
   */
  fullName: string;
  /**
   * The locale tag the user reads the product in (one of config/locales.json's locales; en-US unless they chose another).
   */
  language: string;
  additions: CurrentUserAdditions;
}
/**
 * Extra attributes the web app reads (User).
 */
export interface CurrentUserAdditions {
  /**
   * "P" personal; "C" or any other code is a business member.
   */
  membershipType: string;
  fullName: string;
  givenName: string;
  familyName: string;
  /**
   * ISO date the membership began (shown as a year).
   */
  memberSince: string;
  /**
   * Whether the member is a minor, as text.
   */
  isMinor: 'true' | 'false';
  /**
   * Present only for staff; makes the channel OneView.
   */
  employee_guid?: string;
  /**
   * A staff user's employee id (the HR number); present only for staff who have one.
   */
  employee_id?: string;
  /**
   * The member's military rank, present when the credit union has one on file.
   */
  militaryRank?: string;
  /**
   * The user's global id (the same as id).
   */
  guid?: string;
  /**
   * A stable pseudonymous id for analytics, derived from the user id (never the id itself).
   */
  analytics_guid?: string;
  /**
   * LaunchDarkly secure-mode hash: HMAC-SHA256 (hex) of the flag context key (the user id) keyed with the SDK key.
   */
  ld_hash?: string;
}
/**
 * A registered device.
 */
export interface DeviceIdParams {
  /**
   * pushId.
   */
  id: string;
}
/**
 * Register a device for push verification.
 */
export interface DeviceRegistrationRequest {
  /**
   * Name shown to the member.
   */
  deviceName: string;
  /**
   * Platform or model.
   */
  pushDevice: string;
  /**
   * The device's push token.
   */
  pushToken: string;
}
/**
 * Body of POST /api/member-disclosures/v1/members/disclosures/statuses/upd: the member accepts these notices (all or nothing).
 */
export interface DisclosureAcceptanceRequest {
  /**
   * @minItems 1
   * @maxItems 20
   */
  acceptances: DisclosureAcceptance[];
}
/**
 * One notice, in the version the member read.
 */
export interface DisclosureAcceptance {
  noticeId: string;
  version: number;
}
/**
 * GET /api/member-disclosures/v1/members/disclosures/notices/inq: the notices waiting for the member's acceptance.
 */
export interface DisclosureNoticeList {
  notices: DisclosureNotice[];
}
/**
 * A notice to read and accept.
 */
export interface DisclosureNotice {
  noticeId: string;
  title: string;
  body: string;
  version: number;
  effectiveDate: string;
}
/**
 * GET /api/member-disclosures/v1/members/disclosures/statuses/inq (and the answer to accepting): every notice the member was asked to accept.
 */
export interface DisclosureStatusList {
  /**
   * Nothing is pending (no DPE condition).
   */
  allAccepted: boolean;
  statuses: DisclosureStatus[];
}
/**
 * One notice and whether the member accepted it.
 */
export interface DisclosureStatus {
  noticeId: string;
  title: string;
  version: number;
  status: 'PENDING' | 'ACCEPTED';
  acceptedAt?: string;
}
/**
 * The accounts of the session whose charges may be disputed online (accountKinds of config/disputes.json), in the order of the product summary.
 */
export interface DisputeAccountList {
  accounts: DisputeAccount[];
}
export interface DisputeAccount {
  arrangementId: string;
  /**
   * The account's name and masked number.
   */
  accountName: string;
  productKind: string;
}
/**
 * One dispute with its timeline (oldest first) and documents.
 */
export interface DisputeDetail {
  disputeId: string;
  caseNumber: string;
  status: 'FILED' | 'UNDER_REVIEW' | 'RESOLVED';
  outcome?: 'IN_MEMBER_FAVOR' | 'DENIED';
  transactionId: string;
  transactionDescription: string;
  transactionDate: string;
  accountName: string;
  amountCents: number;
  reasonId: string;
  reasonLabel: string;
  /**
   * The other charge of the same account a duplicate-charge dispute names.
   */
  duplicateOfTransactionId?: string;
  filedOn: string;
  provisionalCreditDue: string;
  resolutionDue: string;
  provisionalCreditPosted: boolean;
  filedAt: string;
  updatedAt: string;
  details?: string;
  transactionAmountCents: number;
  events: DisputeEvent[];
  documents: DisputeDocument[];
  limits: DisputeLimits;
}
export interface DisputeEvent {
  kind:
    | 'FILED'
    | 'UNDER_REVIEW'
    | 'PROVISIONAL_CREDIT'
    | 'DOCUMENT_ADDED'
    | 'RESOLVED_FAVOR'
    | 'RESOLVED_DENIED'
    | 'CREDIT_FINAL'
    | 'CREDIT_REVERSED';
  occurredAt: string;
  detail?: string;
  amountCents?: number;
}
export interface DisputeDocument {
  uploadId: string;
  fileName: string;
  receiptNumber: string;
  mediaType: string;
  sizeBytes: number;
  uploadedAt: string;
}
export interface DisputeLimits {
  provisionalCreditBusinessDays: number;
  resolutionCalendarDays: number;
}
/**
 * The most recent transactions of one account that may be disputed now, newest first: the rule the server applies when filing (a posted charge or withdrawal of an account kind taken online, inside the filing window, not yet disputed).
 */
export interface DisputeDisputableList {
  arrangementId: string;
  accountName: string;
  transactions: DisputableTransaction[];
}
export interface DisputableTransaction {
  transactionId: string;
  description: string;
  bookingDate: string;
  amountCents: number;
}
/**
 * Which account's disputable transactions to list.
 */
export interface DisputeDisputableQuery {
  arrangementId: string;
}
/**
 * The name of the document being uploaded to a dispute (the bytes are the request body, application/octet-stream).
 */
export interface DisputeDocumentQuery {
  fileName: string;
}
/**
 * A document added to a dispute: its receipt number, its type decided from its bytes, its size and SHA-256.
 */
export interface DisputeDocumentReceipt {
  uploadId: string;
  receiptNumber: string;
  fileName: string;
  mediaType: string;
  sizeBytes: number;
  sha256: string;
}
/**
 * The member's disputes, newest first, with the Regulation E limits that apply.
 */
export interface DisputeList {
  disputes: DisputeSummary[];
  limits: DisputeLimits1;
}
/**
 * One dispute in the member's list: its case number, status and Regulation E dates.
 */
export interface DisputeSummary {
  disputeId: string;
  caseNumber: string;
  status: 'FILED' | 'UNDER_REVIEW' | 'RESOLVED';
  outcome?: 'IN_MEMBER_FAVOR' | 'DENIED';
  transactionId: string;
  transactionDescription: string;
  transactionDate: string;
  accountName: string;
  amountCents: number;
  reasonId: string;
  reasonLabel: string;
  /**
   * The other charge of the same account a duplicate-charge dispute names.
   */
  duplicateOfTransactionId?: string;
  filedOn: string;
  provisionalCreditDue: string;
  resolutionDue: string;
  provisionalCreditPosted: boolean;
  filedAt: string;
  updatedAt: string;
}
export interface DisputeLimits1 {
  provisionalCreditBusinessDays: number;
  resolutionCalendarDays: number;
}
/**
 * A member disputes one of their posted charges or withdrawals: why (a reason id of config/disputes.json), how much (integer cents, at most the transaction's amount), for a duplicate charge the other charge it duplicates, and, optionally, what happened.
 */
export interface DisputeNewRequest {
  transactionId: string;
  reasonId: string;
  amountCents: number;
  /**
   * For a reason that asks for it (asksDuplicateOf in config/disputes.json): the other posted charge of the same account this one duplicates.
   */
  duplicateOfTransactionId?: string;
  details?: string;
}
/**
 * Path of a call about one dispute.
 */
export interface DisputeParams {
  disputeId: string;
}
/**
 * Demo only: the credit union's side of a dispute. review: under review; post-provisional-credit: credit the disputed amount now; resolve: with outcome IN_MEMBER_FAVOR (the credit is made final) or DENIED (a provisional credit is reversed).
 */
export interface DisputeProgressRequest {
  action: 'review' | 'post-provisional-credit' | 'resolve';
  outcome?: 'IN_MEMBER_FAVOR' | 'DENIED';
}
/**
 * Path of a call about one transaction that may be disputed.
 */
export interface DisputeTransactionParams {
  transactionId: string;
}
/**
 * A transaction as the dispute form shows it: whether it may be disputed (else why not), and its dispute when it has one.
 */
export interface DisputeTransaction {
  transactionId: string;
  arrangementId: string;
  accountName: string;
  description: string;
  bookingDate: string;
  amountCents: number;
  creditDebitIndicator: 'CREDIT' | 'DEBIT';
  disputable: boolean;
  /**
   * Why it may not be disputed (when disputable is false).
   */
  refusal?: string;
  dispute?: DisputeReference;
  /**
   * When disputable: the other posted charges of the same account a duplicate-charge dispute may name, those with the same merchant and amount first (sameCharge), then the rest newest first.
   */
  duplicateChoices?: DisputeDuplicateChoice[];
}
export interface DisputeReference {
  disputeId: string;
  caseNumber: string;
}
export interface DisputeDuplicateChoice {
  transactionId: string;
  description: string;
  bookingDate: string;
  amountCents: number;
  /**
   * The same amount from the same merchant as the disputed charge.
   */
  sameCharge: boolean;
}
/**
 * The document portals of the member's kind (consumer or business), in config order, and the chatbot entry.
 */
export interface DocumentPortalList {
  memberType: 'consumer' | 'business';
  portals: DocumentPortal[];
  chatbot: {
    label: string;
    description: string;
  };
}
/**
 * A document portal the member may use: an in-app upload (its accepted types and size limit), a hand-off to a partner portal, or information only.
 */
export interface DocumentPortal {
  id: string;
  label: string;
  description: string;
  kind: 'upload' | 'handOff' | 'informational';
  acceptedTypes?: {
    label: string;
    mediaType: string;
    extensions: string[];
  }[];
  maxBytes?: number;
  referenceLabel?: string;
  /**
   * The app route of the hand-off screen, with the portal code in its query.
   */
  handOffRoute?: string;
}
/**
 * Path of a document portal.
 */
export interface DocumentPortalParams {
  portalId: string;
}
/**
 * The Electronic Document Room: the member's monthly statements, tax forms, accepted disclosures and uploaded documents, newest first, with the years they span. Downloads go through the statements service.
 */
export interface DocumentRoom {
  documents: DocumentRoomItem[];
  /**
   * Years the documents span, newest first.
   */
  years: number[];
}
export interface DocumentRoomItem {
  /**
   * Unique within the list.
   */
  id: string;
  type: 'statement' | 'tax' | 'notice' | 'upload';
  title: string;
  /**
   * The account (masked number) or the upload's receipt.
   */
  detail?: string;
  /**
   * Statement period end, tax year end, acceptance or upload day.
   */
  date: string;
  year: number;
  /**
   * A statement PDF: a same-origin GET.
   */
  downloadPath?: string;
  /**
   * A tax form: the uid header of the tax-statements download.
   */
  taxUid?: string;
  /**
   * A tax form: the accountNumber header of its download.
   */
  accountLastFour?: string;
}
/**
 * The membership's uploaded documents, newest first.
 */
export interface DocumentUploadList {
  uploads: DocumentUpload[];
}
/**
 * A document the member uploaded: its receipt number, the portal, the type decided from its bytes, its size and SHA-256.
 */
export interface DocumentUpload {
  uploadId: string;
  receiptNumber: string;
  portalId: string;
  portalLabel: string;
  reference?: string;
  fileName: string;
  mediaType: string;
  typeLabel: string;
  sizeBytes: number;
  sha256: string;
  uploadedAt: string;
}
/**
 * Path of one of the member's uploaded documents.
 */
export interface DocumentUploadParams {
  uploadId: string;
}
/**
 * The name of the file being uploaded and an optional reference (a case or loan number); the bytes are the request body, application/octet-stream.
 */
export interface DocumentUploadQuery {
  fileName: string;
  reference?: string;
}
/**
 * Every API error answer: one entry per problem.
 */
export interface ErrorResponse {
  /**
   * @minItems 1
   */
  errors: ApiError[];
}
/**
 * One problem: where (a JSON pointer into the request body or query; empty when it concerns the whole request) and what the member should read.
 */
export interface ApiError {
  /**
   * JSON pointer, e.g. "/username"; "" for the request as a whole.
   */
  path: string;
  /**
   * Human-readable message.
   */
  message: string;
}
/**
 * The Estate Planning Center: the member's open deposit accounts and IRAs with whether each names beneficiaries (payable-on-death for deposit accounts, designated beneficiaries for IRAs).
 */
export interface EstatePlanning {
  accounts: EstatePlanningAccount[];
}
export interface EstatePlanningAccount {
  id: string;
  name: string;
  /**
   * Masked.
   */
  accountNumber: string;
  productKind: 'checking' | 'savings' | 'ira';
  /**
   * A payable-on-death account (deposit accounts).
   */
  payableOnDeath: boolean;
  beneficiaryCount: number;
  /**
   * Sum of the primary beneficiaries' shares.
   */
  primarySharePercent: number;
}
/**
 * Query the LaunchDarkly browser SDK adds to evalx calls: the secure-mode hash and whether to add reasons (accepted; reasons are not sent).
 */
export interface EvalxQuery {
  /**
   * Secure-mode hash (users/me additions.ld_hash).
   */
  h?: string;
  withReasons?: boolean;
}
/**
 * The answer to removing an external account.
 */
export interface ExternalAccountDeletion {
  status: 'ACCEPTED';
}
/**
 * Path of a call about one external account.
 */
export interface ExternalAccountIdParams {
  id: string;
}
/**
 * The external accounts of the session's agreements, oldest first (deleted ones left out).
 */
export interface ExternalAccountList {
  items: ExternalAccount[];
}
/**
 * An account at another institution linked for ACH transfers; the account number is always masked.
 */
export interface ExternalAccount {
  id: string;
  nickname?: string;
  /**
   * From the routing-number directory of config/app.json, or its 'other institution' name.
   */
  institutionName: string;
  /**
   * The last four digits behind a mask.
   */
  maskedAccountNumber: string;
  routingNumber: string;
  accountType: 'CHECKING' | 'SAVINGS';
  ownerName: string;
  status: 'PENDING_VERIFICATION' | 'VERIFIED' | 'LOCKED';
  verificationMethod: 'MICRO_DEPOSITS' | 'INSTANT';
  createdAt: string;
}
/**
 * The answer to adding or verifying an external account.
 */
export interface ExternalAccountReceipt {
  status: 'ACCEPTED';
  externalAccount: ExternalAccount;
}
/**
 * Body of POST /external-accounts: the data of config/forms/external-account.json (validated against that form, for its messages) plus how to verify the account.
 */
export interface ExternalAccountRequest {
  nickname?: string;
  routingNumber: string;
  accountNumber: string;
  accountType: 'CHECKING' | 'SAVINGS';
  ownerName: string;
  verificationMethod: 'MICRO_DEPOSITS' | 'INSTANT';
}
/**
 * Body of POST /external-accounts/{id}/verify: the two micro-deposit amounts, in cents, in any order.
 */
export interface ExternalAccountVerificationRequest {
  /**
   * @minItems 2
   * @maxItems 2
   */
  amountsCents: number[];
}
/**
 * Answer of the LaunchDarkly client-side evalx endpoints: every client-side flag of config/flags.json evaluated for one context.
 */
export interface FlagEvaluations {
  [k: string]: FlagEvaluation;
}
/**
 * One flag's value for the context, as LaunchDarkly's browser SDK reads it.
 */
export interface FlagEvaluation {
  /**
   * The flag's value (any JSON).
   */
  value: unknown;
  /**
   * 0 for the default, n for the n-th targeting rule.
   */
  variation: number;
  /**
   * Changes whenever the flag's definition changes.
   */
  version: number;
}
/**
 * Answer of GET /api/flags/client-config: how the web app starts launchdarkly-react-client-sdk.
 */
export interface FlagsClientConfig {
  /**
   * LD_CLIENT_SIDE_ID, or "local" when this server evaluates the flags.
   */
  clientSideId: string;
  /**
   * SDK baseUrl: LD_BASE_URL, else this server's origin.
   */
  baseUrl: string;
  /**
   * SDK streamUrl: LD_STREAM_URL, else this server's origin.
   */
  streamUrl: string;
  /**
   * SDK eventsUrl: LD_EVENTS_URL, else this server's origin.
   */
  eventsUrl: string;
  /**
   * True when no LD_CLIENT_SIDE_ID is set: start the SDK with streaming off, events off, goals off.
   */
  local: boolean;
  context: LdContext;
  bootstrap?: FlagsBootstrap;
}
/**
 * A LaunchDarkly evaluation context as the browser SDK sends it: a single-kind context ({ kind, key, anonymous, ...attributes }), a legacy user ({ key, ... }) or a multi-kind context ({ kind: "multi", user: {...}, ... }). Only the user key and anonymity are read; targeting attributes come from the database.
 */
export interface LdContext {
  kind?: string;
  key?: string;
  anonymous?: boolean;
}
/**
 * Local mode only: the flags evaluated for `context` (defaults when nobody is signed in), in the shape of LaunchDarkly's allFlagsState().toJSON(), for the SDK's bootstrap option.
 */
export interface FlagsBootstrap {
  $flagsState: {
    [k: string]: {
      variation: number;
      version: number;
    };
  };
  $valid: boolean;
  [k: string]: unknown;
}
/**
 * Answer of GET /healthz: the process is alive and answering.
 */
export interface HealthStatus {
  status: 'ok';
}
/**
 * Query of GET /api/sso/oidc/callback: the provider's authorization response (code, state and iss, or error), checked by the relying-party library.
 */
export interface IdentityProviderCallbackQuery {
  code?: string;
  state?: string;
  iss?: string;
  error?: string;
  error_description?: string;
  [k: string]: string | undefined;
}
/**
 * Query of GET /api/sso/oidc/start.
 */
export interface IdentityProviderStartQuery {
  /**
   * The in-app path to land on once signed in (anything but a same-origin path is ignored).
   */
  returnTo?: string;
  /**
   * The locale tag chosen on the sign-in page; stored as the user's language once signed in, when it is one of config/locales.json's locales.
   */
  language?: string;
}
/**
 * A published image: publishUrl (a same-origin folder) plus path (the file in it).
 */
export interface InsightArt {
  publishUrl: string;
  path: string;
}
/**
 * Which dispositions were recorded, and which were filtered as duplicates (the same treatment and disposition type already recorded for this empId, or repeated in the request).
 */
export interface InsightDispositionReceipt {
  recorded: InsightDisposition[];
  duplicates: InsightDisposition[];
}
/**
 * One thing the member did with a treatment: saw it (impression), used its button (click), said yes or no.
 */
export interface InsightDisposition {
  treatmentId: string;
  disposition: 'yes' | 'no' | 'click' | 'impression';
}
/**
 * What the member did with treatments. empId must be the signed-in user's externalId; every treatmentId must be in config/insights.json.
 */
export interface InsightDispositionRequest {
  empId: string;
  /**
   * @minItems 1
   * @maxItems 100
   */
  dispositions: InsightDisposition[];
}
/**
 * One insight: its copy already filled with the member's figures.
 */
export interface Insight {
  treatmentId: string;
  image: InsightArt;
  rank: number;
  id: string;
  /**
   * Identifies this showing: the same member, treatment and business day give the same id.
   */
  interactionId: string;
  buIndicator: string;
  realEstateArea: string;
  name: string;
  snippet: string;
  body: string;
  cta: string;
  ctaUrl: string;
  ctaScreenReaderText: string;
}
/**
 * One offer: its copy already filled with the member's figures.
 */
export interface Offer {
  treatmentId: string;
  offerName: string;
  tagLine: string;
  description: string;
  tiltedCardArt: InsightArt;
  rank: number;
  id: string;
  interactionId: string;
  buIndicator: string;
  realEstateArea: string;
  primaryButtonText: string;
  primaryButtonScreenreaderText: string;
  primaryButtonUrl: string;
  secondaryButtonText: string;
  secondaryButtonUrl: string;
  secondaryButtonScreenreaderText: string;
}
/**
 * Ask for the signed-in member's insights and offers. cpid must be app.json customerProgramId, empId the signed-in user's externalId; the numbers are caps (0 to config/insights.json request.maxInsights / maxOffers).
 */
export interface InsightsOffersRequest {
  cpid: string;
  empId: string;
  numberOfInsights: number;
  numberOfOffers: number;
}
/**
 * The member's insights and offers, each list best rank first and capped by the request's numbers.
 */
export interface InsightsOffers {
  insights: Insight[];
  offers: Offer[];
}
/**
 * A contribution made: the payment order that moved the money, and the tax year it counts for.
 */
export interface IraContributionReceipt {
  status: 'ACCEPTED';
  paymentOrder: PaymentOrder;
  taxYear: number;
}
/**
 * A payment order: posted at once, or scheduled for the executor.
 */
export interface PaymentOrder {
  id: string;
  /**
   * What the member quotes when calling about the order.
   */
  confirmationNumber: string;
  kind: PaymentKindName;
  state: 'SCHEDULED' | 'POSTED' | 'CANCELLED' | 'FAILED' | 'COMPLETED';
  from: PaymentOrderEndpoint;
  to: PaymentOrderEndpoint;
  amountCents: number;
  timing: 'IMMEDIATE' | 'FUTURE';
  frequency: 'ONCE' | 'WEEKLY' | 'BIWEEKLY' | 'MONTHLY';
  /**
   * The date the member asked for.
   */
  requestedDate: string;
  /**
   * Business-day adjusted: the next due date, or when it posted.
   */
  executionDate: string;
  endDate?: string;
  memo?: string;
  acknowledgements: ('LATE_FEE' | 'DUE_AMOUNT' | 'OVERDRAWN_AMOUNT')[];
  /**
   * Date-adjusted and funds-availability copy.
   */
  notes: string[];
  createdAt: string;
  postedAt?: string;
  failureReason?: string;
}
/**
 * A contribution to an IRA for a tax year (header Idempotency-Key): an immediate transfer from one of the member's checking or savings accounts, counted against that tax year's limit. The prior tax year is open until config/ira.json's deadline.
 */
export interface IraContributionRequest {
  fromArrangementId: string;
  iraArrangementId: string;
  amountCents: number;
  taxYear: number;
}
/**
 * Path of a call about one IRA distribution request.
 */
export interface IraDistributionIdParams {
  id: string;
}
/**
 * A distribution the member asks for (header Idempotency-Key). The amount may not exceed the IRA's balance less the requests still being processed, and the type must suit the owner's age (config/ira.json distributions).
 */
export interface IraDistributionRequest {
  iraArrangementId: string;
  amountCents: number;
  distributionType: 'NORMAL' | 'EARLY' | 'REQUIRED_MINIMUM';
  federalWithholdingPercent: number;
  /**
   * One of the member's checking or savings accounts.
   */
  destinationArrangementId: string;
}
/**
 * A distribution request out of an IRA: submitted, then paid (or rejected) by the credit union on its payment day, or cancelled by the member before.
 */
export interface IraDistribution {
  id: string;
  arrangementId: string;
  amountCents: number;
  distributionType: 'NORMAL' | 'EARLY' | 'REQUIRED_MINIMUM';
  federalWithholdingPercent: number;
  /**
   * The federal tax withheld: the percent of the amount, rounded to the cent.
   */
  withholdingCents: number;
  /**
   * What the receiving account is paid: the amount less the withholding.
   */
  netCents: number;
  destinationArrangementId: string;
  destinationName: string;
  status: 'SUBMITTED' | 'PAID' | 'REJECTED' | 'CANCELLED';
  /**
   * The business day the credit union pays (or paid) it.
   */
  paysOn: string;
  /**
   * The day it was paid (null unless PAID).
   */
  paidOn: string | null;
  /**
   * Why it was not paid (null unless REJECTED).
   */
  rejectionReason: string | null;
  confirmationNumber: string;
  createdAt: string;
}
/**
 * The session's IRAs with what each received per open tax year against its limit (catch-up included when the owner reaches the age by the end of that year), its distribution requests, and the accounts a contribution may come from or a distribution go to.
 */
export interface IraOverview {
  /**
   * The credit union's business day.
   */
  today: string;
  /**
   * The tax years a contribution made today may be for: the current one first, then the prior one until its deadline.
   */
  taxYears: IraOpenTaxYear[];
  iras: IraAccount[];
  /**
   * Accounts a contribution may come from.
   */
  sources: IraFundingAccount[];
  /**
   * Accounts a distribution may be paid into.
   */
  destinations: IraFundingAccount[];
}
export interface IraOpenTaxYear {
  taxYear: number;
  /**
   * The last day contributions for this year are accepted (null for the current year: until December 31).
   */
  deadline: string | null;
}
export interface IraAccount {
  arrangementId: string;
  name: string;
  lastFour: string;
  balanceCents: number;
  /**
   * The balance less the distribution requests still being processed: the most a new request may ask for.
   */
  distributableCents: number;
  /**
   * The distribution types the owner's age allows today.
   */
  distributionTypes: ('NORMAL' | 'EARLY' | 'REQUIRED_MINIMUM')[];
  years: IraTaxYearContributions[];
  distributions: IraDistribution[];
  paidThisYear: IraDistributionsPaidInYear;
}
export interface IraTaxYearContributions {
  taxYear: number;
  /**
   * Posted and scheduled contributions counted for the tax year.
   */
  contributedCents: number;
  /**
   * The yearly limit, catch-up included.
   */
  limitCents: number;
  remainingCents: number;
  /**
   * The catch-up part of limitCents (0 when the owner is too young).
   */
  catchUpCents: number;
}
/**
 * The distributions paid out of the IRA in the current tax year (by the day they were paid) and the federal tax withheld from them.
 */
export interface IraDistributionsPaidInYear {
  taxYear: number;
  grossCents: number;
  withheldCents: number;
}
export interface IraFundingAccount {
  arrangementId: string;
  name: string;
  lastFour: string;
  availableCents: number;
}
/**
 * A recognised browser or device.
 */
export interface KnownDeviceIdParams {
  /**
   * Known-device id.
   */
  id: string;
}
/**
 * The browsers and devices the member has signed in from and that are recognised at sign-in (no new-device check), most recently used first.
 */
export interface KnownDeviceList {
  devices: KnownDevice[];
}
/**
 * A recognised browser or device.
 */
export interface KnownDevice {
  /**
   * Known-device id.
   */
  id: string;
  /**
   * Browser and system, e.g. "Chrome on Windows"; null when its user agent named neither.
   */
  name: string | null;
  /**
   * When it was first remembered.
   */
  firstSignIn: string;
  /**
   * Its most recent sign-in.
   */
  lastSignIn: string;
}
/**
 * Body of PUT /api/user-manager/client-api/v2/users/me/language: the language the signed-in user reads the product in.
 */
export interface LanguageChangeRequest {
  /**
   * A locale tag of config/locales.json's locales (en-US, es-US); any other answers 400 LANGUAGE_NOT_OFFERED.
   */
  language: string;
}
/**
 * Path parameters of the LaunchDarkly client-side endpoints.
 */
export interface LdEnvironmentParams {
  /**
   * Client-side id (GET /api/flags/client-config clientSideId).
   */
  envId: string;
  /**
   * base64url of the JSON context (GET evalx only).
   */
  context?: string;
}
/**
 * What a pre-qualification needs besides the member's own data: the income they state and their monthly housing payment, in cents.
 */
export interface LendingPrequalRequest {
  statedAnnualIncomeCents: number;
  monthlyHousingCents: number;
}
/**
 * A pre-qualification (not a credit decision, says notice): for each product, whether the member's data meets the rules of config/lending.json and, if so, up to what amount or limit at what APR. Nothing is recorded.
 */
export interface LendingPrequal {
  notice: string;
  offers: LendingPrequalOffer[];
}
export interface LendingPrequalOffer {
  productId: string;
  productKind: 'loan' | 'creditCard';
  name: string;
  prequalified: boolean;
  /**
   * Loans: the largest amount offered; cards: the credit limit.
   */
  maxAmountCents?: number;
  /**
   * Loans: the lowest APR of the product (shortest term).
   */
  aprBps?: number;
  /**
   * Why not, when not pre-qualified.
   */
  reasons: string[];
}
/**
 * The loans and credit cards a member may apply for (config/lending.json), with APR by term in basis points and the amount limits in cents.
 */
export interface LendingProductList {
  loans: LendingLoanProduct[];
  cards: LendingCardProduct[];
}
export interface LendingLoanProduct {
  id: string;
  name: string;
  description: string;
  minAmountCents: number;
  maxAmountCents: number;
  rates: {
    termMonths: number;
    aprBps: number;
  }[];
}
export interface LendingCardProduct {
  id: string;
  name: string;
  description: string;
  aprBps: number;
  minLimitCents: number;
  maxLimitCents: number;
}
/**
 * Accepting an approved offer (header Idempotency-Key). A loan names the deposit account its proceeds go to, the Truth in Lending disclosure the member reviewed (its version and fingerprint, from GET .../disclosure) and the member's consent to electronic records and signatures; without the consent or the disclosure it is refused (400), and with a disclosure that is no longer the offer's (409) nothing is booked. A card needs nothing.
 */
export interface LoanAcceptanceRequest {
  fundingAccountId?: string;
  disclosure?: LoanDisclosureReference;
  /**
   * True: the member consents to electronic records and signatures and has read the disclosure.
   */
  esignConsent?: boolean;
}
/**
 * The disclosure the member reviewed.
 */
export interface LoanDisclosureReference {
  version: string;
  fingerprint: string;
}
/**
 * The signed-in member's applications, newest first.
 */
export interface LoanApplicationList {
  applications: LoanApplication[];
}
/**
 * One application as its member sees it: what was asked, where it stands (with each status and when), the decision's reason, the offer (APR, monthly payment) and, once funded, the account and its payment schedule.
 */
export interface LoanApplication {
  id: string;
  productId: string;
  productKind: 'loan' | 'creditCard';
  productName: string;
  amountCents: number;
  termMonths?: number;
  status: 'SUBMITTED' | 'IN_REVIEW' | 'APPROVED' | 'DECLINED' | 'FUNDED';
  decisionReason?: string;
  aprBps?: number;
  monthlyPaymentCents?: number;
  arrangementId?: string;
  createdAt: string;
  updatedAt: string;
  history: LoanApplicationEvent[];
  schedule?: LoanScheduleRow[];
}
export interface LoanApplicationEvent {
  status: 'SUBMITTED' | 'IN_REVIEW' | 'APPROVED' | 'DECLINED' | 'FUNDED';
  at: string;
}
export interface LoanScheduleRow {
  installment: number;
  dueDate: string;
  paymentCents: number;
  principalCents: number;
  interestCents: number;
  balanceAfterCents: number;
}
/**
 * Path of a call about one application.
 */
export interface LoanApplicationParams {
  applicationId: string;
}
/**
 * A loan or credit card application (header Idempotency-Key). productId names a loan or card of config/lending.json; amountCents is the loan amount or the card's credit limit; termMonths one of the loan's terms (not for a card).
 */
export interface LoanApplicationRequest {
  productId: string;
  amountCents: number;
  termMonths?: number;
  statedAnnualIncomeCents: number;
  monthlyHousingCents: number;
  employmentStatus: 'EMPLOYED' | 'SELF_EMPLOYED' | 'RETIRED' | 'OTHER';
  purpose?: string;
  consent: true;
}
/**
 * The day a loan's payoff quote is to be good through. Checked by the route, not here, so a date it cannot quote (malformed, before today, too far ahead) answers 400 at /through with the message of config/loan-servicing.json payoffQuote.errors.
 */
export interface LoanPayoffQuoteQuery {
  /**
   * yyyy-mm-dd: today (the credit union's business date) up to payoffQuote.maxDaysAhead days later.
   */
  through: string;
}
/**
 * What clears one of the member's loans or lines on a day they chose, assuming no further payments before it: through today it is the payoff the loan's page shows. A loan with a stored payment schedule: engine/core/payoff-quote.ts (30/360 since the last due date); any other: engine/core/daily-interest-payoff.ts (the balance owed plus a per-diem of APR / 365 for each day since interest was last charged).
 */
export interface LoanPayoffQuote {
  /**
   * Outstanding principal plus interest owed through goodThrough.
   */
  payoffCents: number;
  /**
   * The day the quote is good through.
   */
  goodThrough: string;
  /**
   * One more day's interest on the principal the payoff accrues on (a scheduled loan: a 360th of a year's; any other: a 365th).
   */
  perDiemCents: number;
}
/**
 * A loan officer's decision on an application in review (header Idempotency-Key): APPROVE (the offer of its term) or DECLINE with one of config/lending.json review.declineReasons, and the officer's note.
 */
export interface LoanReviewDecisionRequest {
  decision: 'APPROVE' | 'DECLINE';
  declineReasonId?: string;
  note: string;
}
/**
 * One application in the loan officer's queue: whose it is, what was asked, why the rules sent it to a loan officer, the stated income and the debt-to-income ratio the rules used (absent when the facts were not kept).
 */
export interface LoanReviewItem {
  id: string;
  member: LoanReviewMember;
  productId: string;
  productKind: 'loan' | 'creditCard';
  productName: string;
  amountCents: number;
  termMonths?: number;
  status: 'SUBMITTED' | 'IN_REVIEW' | 'APPROVED' | 'DECLINED' | 'FUNDED';
  /**
   * Why the rules sent it to a loan officer (or, once decided, the decision's reason; empty for an approval).
   */
  reason: string;
  statedAnnualIncomeCents: number;
  debtToIncomeBps?: number;
  submittedAt: string;
}
export interface LoanReviewMember {
  id: string;
  fullName: string;
  memberNumber: string;
}
/**
 * The applications waiting for a loan officer (IN_REVIEW), across members, oldest first.
 */
export interface LoanReviewList {
  applications: LoanReviewItem[];
}
/**
 * One application as a loan officer reviews it: the queue's summary, the member's answers, the facts the rules used (as kept at submit, or read now for an application filed before they were kept), the offer an approval gives, and its history with who moved it and the officer's notes.
 */
export interface LoanReview {
  application: LoanReviewItem;
  answers: LoanReviewAnswers;
  facts: LoanReviewFacts;
  /**
   * submit: kept when the member applied; now: read from the member's accounts at this call.
   */
  factsSource: 'submit' | 'now';
  offer: LoanReviewOffer;
  history: LoanReviewEvent[];
}
export interface LoanReviewAnswers {
  statedAnnualIncomeCents: number;
  monthlyHousingCents: number;
  employmentStatus: string;
  purpose?: string;
}
/**
 * The facts of lending-rules (engine/core/lending-rules.ts), whole numbers: cents, months, basis points, counts.
 */
export interface LoanReviewFacts {
  tenureMonths: number;
  depositBalanceCents: number;
  pastDueAccounts: number;
  blockingConditions: number;
  existingMonthlyDebtCents: number;
  statedMonthlyIncomeCents: number;
  debtToIncomeBps: number;
  amountCents: number;
  termMonths: number;
  collateralShortfallCents: number;
}
export interface LoanReviewOffer {
  aprBps: number;
  paymentCents: number;
}
export interface LoanReviewEvent {
  status: 'SUBMITTED' | 'IN_REVIEW' | 'APPROVED' | 'DECLINED' | 'FUNDED';
  at: string;
  /**
   * Who moved it there: the member, or the loan officer's name.
   */
  actor: string;
  reason?: string;
  note?: string;
}
/**
 * Body of POST /api/session/login.
 */
export interface LoginRequest {
  /**
   * The member's username (compared case-insensitively).
   */
  username: string;
  /**
   * The member's password.
   */
  password: string;
  /**
   * The locale tag chosen on the sign-in page; stored as the user's language at a successful sign-in when it is one of config/locales.json's locales.
   */
  language?: string;
}
/**
 * Answer of a successful sign-in (the session itself travels in the sid cookie).
 */
export interface LoginResponse {
  user: CurrentUser;
}
/**
 * Whether the survey on sign-out is offered to this member: if so, the one-time token that answers it after the session has ended.
 */
export interface LogoutSurveyInvitation {
  offered: boolean;
  /**
   * Why it is not offered.
   */
  reason?: 'not-configured' | 'flag-off' | 'alert';
  /**
   * One-time token for POST /api/logout-survey/responses.
   */
  token?: string;
  /**
   * Until when it may be answered.
   */
  expiresAt?: string;
}
/**
 * Body of POST /api/logout-survey/responses: the answers, by question id of config/sign-in-help.json.
 */
export interface LogoutSurveyResponse {
  /**
   * The invitation's one-time token.
   */
  token: string;
  /**
   * Question id to answer (a choice's value, or text).
   */
  answers: {
    [k: string]: string;
  };
}
/**
 * Answer (200) of POST /api/session/memberlogout for a session signed in through the credit union's identity provider: the session has ended here, and the browser goes on to the provider's sign-out, which comes back to the sign-in page.
 */
export interface MemberLogoutAnswer {
  /**
   * The provider's end-session address (RP-initiated logout).
   */
  providerSignOutUrl: string;
}
/**
 * Path of an attachment's download.
 */
export interface MessageAttachmentParams {
  messageId: string;
  attachmentId: string;
}
/**
 * The name of the file being uploaded (the bytes are the request body, application/octet-stream).
 */
export interface MessageAttachmentQuery {
  fileName: string;
}
/**
 * An uploaded file, ready to attach to a new message; its type was decided from its bytes.
 */
export interface MessageAttachmentUpload {
  attachmentId: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
}
/**
 * A file attached to a message.
 */
export interface MessageAttachment {
  attachmentId: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
}
/**
 * A deleted message (gone from the list, the indicator and reads).
 */
export interface MessageDeletion {
  messageId: string;
  deleted: true;
}
/**
 * One message with its body, attachments and the rest of its conversation.
 */
export interface MessageDetail {
  messageId: string;
  messageType: MessageType;
  messageStatus: MessageStatusKind;
  confirmationNumber: string;
  subject: string;
  /**
   * The start of the body, on one line.
   */
  preview: string;
  /**
   * A topic id of config/messages.json.
   */
  topicId: string;
  /**
   * The topic's label.
   */
  topic: string;
  sentAt: string;
  /**
   * inbound: from the credit union to the member; outbound: written by the member.
   */
  direction: 'inbound' | 'outbound';
  hasAttachments: boolean;
  /**
   * Messages of one conversation share it (the first message's id).
   */
  threadId: string;
  reference?: MessageReference;
  body: string;
  attachments: MessageAttachment[];
  /**
   * The other messages of the conversation, oldest first.
   */
  thread: MessageSummary[];
}
/**
 * The item a message is about, stored as structured data (staff can open it); the label is computed by the server when the message is sent.
 */
export interface MessageReference {
  kind: MessageReferenceKind;
  id: string;
  /**
   * E.g. the account name and masked number, a transaction's description, date and amount.
   */
  label: string;
}
/**
 * One message in the message center's list.
 */
export interface MessageSummary {
  messageId: string;
  messageType: MessageType;
  messageStatus: MessageStatusKind;
  confirmationNumber: string;
  subject: string;
  /**
   * The start of the body, on one line.
   */
  preview: string;
  /**
   * A topic id of config/messages.json.
   */
  topicId: string;
  /**
   * The topic's label.
   */
  topic: string;
  sentAt: string;
  /**
   * inbound: from the credit union to the member; outbound: written by the member.
   */
  direction: 'inbound' | 'outbound';
  hasAttachments: boolean;
  /**
   * Messages of one conversation share it (the first message's id).
   */
  threadId: string;
  reference?: MessageReference;
}
/**
 * Whether any message is unread, and how many.
 */
export interface MessageIndicator {
  newMessagePresent: boolean;
  unreadCount: number;
}
/**
 * Filters of the message list: days one of config/app.json messages.dateFilters (default messages.defaultDays), type one of messages.selectableTypes (Email also lists Emessage); no type lists every type.
 */
export interface MessageListQuery {
  days?: number;
  /**
   * A message type (message-type.schema.json's values, written out: query parameters are not resolved through $ref).
   */
  type?: 'Email' | 'Emessage' | 'Letter' | 'Push' | 'Text/SMS' | 'Marketing' | 'Broadcast';
}
/**
 * The member's messages in the chosen period and type, newest first.
 */
export interface MessageList {
  messages: MessageSummary[];
}
/**
 * A new message to the credit union (POST new): a reply joins the thread of replyTo; a reference must be one of the member's own items; attachments the member's own unused uploads.
 */
export interface MessageNewRequest {
  topicId: string;
  subject: string;
  body: string;
  /**
   * @maxItems 10
   */
  attachmentIds?: string[];
  replyTo?: MessageReplyTo;
  reference?: MessageReferenceRequest;
}
export interface MessageReplyTo {
  messageId: string;
  messageType: MessageType;
}
export interface MessageReferenceRequest {
  kind: MessageReferenceKind;
  id: string;
}
/**
 * Path of a call about one message (the type must be the message's own; Text/SMS is written Text%2FSMS).
 */
export interface MessageParams {
  messageId: string;
  messageType: MessageType;
}
/**
 * The message just sent.
 */
export interface MessageReceipt {
  messageId: string;
  messageType: 'Emessage';
  messageStatus: 'Sent';
  confirmationNumber: string;
  threadId: string;
}
/**
 * A message status update: newStatus.
 */
export interface MessageStatusRequest {
  newStatus: 'Read' | 'Unread';
}
/**
 * A message's status after the update (a Sent or Broadcast message keeps its own).
 */
export interface MessageStatus {
  messageId: string;
  messageType: MessageType;
  messageStatus: MessageStatusKind;
}
/**
 * The topics a member may choose for a new message (config/messages.json).
 */
export interface MessageTopicList {
  topics: MessageTopic[];
}
export interface MessageTopic {
  id: string;
  label: string;
}
/**
 * Spending by category per month and income versus spending per month, from the booked transactions of the accounts the session reaches (moves between the member's own accounts left out); and the accounts a balance history can be shown for.
 */
export interface MoneyInsightsOverview {
  asOf: string;
  /**
   * Oldest first; the last is the current month (to date).
   *
   * Items: A calendar month, yyyy-mm.
   */
  months: string[];
  /**
   * Categories with spending in the period, largest total first.
   */
  categories: SpendingCategory[];
  cashFlow: CashFlowMonth[];
  accounts: MoneyInsightsAccount[];
}
export interface SpendingCategory {
  categoryId: number;
  name: string;
  groupName: string;
  /**
   * Spending per month, in the order of months.
   */
  monthlyCents: number[];
  totalCents: number;
}
export interface CashFlowMonth {
  /**
   * A calendar month, yyyy-mm.
   */
  month: string;
  incomeCents: number;
  spendingCents: number;
  netCents: number;
}
export interface MoneyInsightsAccount {
  id: string;
  name: string;
  productKind: string;
  maskedAccountNumber: string;
}
/**
 * How many months (the current one included) to look back over: one of config/money-insights.json periods.monthChoices; its defaultMonths when absent.
 */
export interface MoneyInsightsPeriodQuery {
  months?: number;
}
/**
 * The accounts and cards the member can set alerts for, with the alert kinds each offers.
 */
export interface NotificationArrangementAccounts {
  accounts: NotificationArrangementAccount[];
}
/**
 * One account.
 */
export interface NotificationArrangementAccount {
  arrangementsId: string;
  name: string;
  /**
   * Last four digits after a mask.
   */
  maskedNumber: string;
  productKind: string;
  /**
   * Alert kinds offered for the account.
   */
  alertKinds: string[];
  cards: NotificationCard[];
}
/**
 * A card on the account.
 */
export interface NotificationCard {
  cardId: string;
  lastFour: string;
  cardKind: 'debit' | 'credit';
  holderName: string;
}
/**
 * One alert of a card.
 */
export interface CardNotification {
  /**
   * The card.
   */
  cardId: string;
  /**
   * An alert kind id of config/member-alerts.json.
   */
  kind: string;
  /**
   * On or off.
   */
  enabled: boolean;
  /**
   * The amount in cents (low balance, transaction or purchase over); within config's limits for the kind.
   */
  amountCents?: number;
  /**
   * Days before the due date (payment due).
   */
  days?: number;
  channels: NotificationChannels;
}
/**
 * How one alert is sent.
 */
export interface NotificationChannels {
  /**
   * By text message to the phone on file.
   */
  sms: boolean;
  /**
   * By e-mail to the address on file.
   */
  email: boolean;
  /**
   * By push notification to the registered device.
   */
  push: boolean;
  /**
   * Into the message center.
   */
  messageCenter: boolean;
}
/**
 * The alerts sent to the member, newest first.
 */
export interface NotificationHistory {
  alerts: SentAlert[];
}
/**
 * One alert sent.
 */
export interface SentAlert {
  id: string;
  /**
   * Alert kind id.
   */
  kind: string;
  /**
   * The account, card or Security.
   */
  subjectLabel: string;
  text: string;
  channels: ('SMS' | 'EMAIL' | 'PUSH' | 'MESSAGE_CENTER')[];
  sentAt: string;
  /**
   * The message center message, when it went there.
   */
  messageId: string | null;
}
/**
 * One alert of an account or of the member: on or off, its amount or days, its channels.
 */
export interface NotificationPrefOption {
  /**
   * An alert kind id of config/member-alerts.json.
   */
  kind: string;
  /**
   * On or off.
   */
  enabled: boolean;
  /**
   * The amount in cents (low balance, transaction or purchase over); within config's limits for the kind.
   */
  amountCents?: number;
  /**
   * Days before the due date (payment due).
   */
  days?: number;
  channels: NotificationChannels;
}
/**
 * The notification preferences of one subject: the member's own (no arrangementsId), an account's (notificationPrefOption) or a card's (cardNotification).
 */
export interface NotificationPref {
  /**
   * config/member-alerts.json categories: Security, Account or Card alerts.
   */
  categoryName: string;
  /**
   * The member turned off text messages for every alert.
   */
  smsOptedOutFlag: boolean;
  /**
   * The account (account and card preferences).
   */
  arrangementsId?: string;
  /**
   * The card (card preferences).
   */
  cardId?: string;
  /**
   * What the preferences are about, as the member reads it.
   */
  name: string;
  /**
   * The member's or an account's alerts.
   */
  notificationPrefOption?: NotificationPrefOption[];
  /**
   * A card's alerts.
   */
  cardNotification?: CardNotification[];
}
/**
 * Which preferences to read: one account's (and its cards'), or all of them without arrangementsId.
 */
export interface NotificationPreferencesRequest {
  /**
   * One account.
   */
  arrangementsId?: string;
}
/**
 * A change of notification preferences: the member's own (no arrangementsId), an account's (arrangementsId with notificationPrefOption) or cards' (cardNotification). All or nothing.
 */
export interface NotificationPreferencesUpdate {
  /**
   * The account whose alerts change.
   */
  arrangementsId?: string;
  notificationPref: NotificationPrefUpdate;
}
/**
 * What changes.
 */
export interface NotificationPrefUpdate {
  /**
   * Must be the subject's category.
   */
  categoryName: string;
  /**
   * Turn text messages off (or back on) for every alert.
   */
  smsOptedOutFlag?: boolean;
  /**
   * The member's or the account's alerts.
   *
   * @maxItems 20
   */
  notificationPrefOption?: NotificationPrefOption[];
  /**
   * Card alerts.
   *
   * @maxItems 20
   */
  cardNotification?: CardNotification[];
}
/**
 * The member's notification preferences: their own, each account's and each card's.
 */
export interface NotificationPreferences {
  notificationPrefs: NotificationPref[];
}
/**
 * Headers of GET v2/orphans/statements/download/{docId} (other headers pass through).
 */
export interface OrphanStatementDownloadHeaders {
  /**
   * accountNumber: the closed account's number, whole or its last four digits.
   */
  accountnumber: string;
}
/**
 * Path of an orphan statement download.
 */
export interface OrphanStatementDownloadParams {
  /**
   * The statement id (STMT-yyyy-mm).
   */
  docId: string;
}
/**
 * A statement of a closed account; download it at v2/orphans/statements/download/{id} with header accountNumber.
 */
export interface OrphanStatement {
  id: string;
  accountName: string;
  /**
   * Masked: "••••1234".
   */
  accountNumber: string;
  periodStart: string;
  periodEnd: string;
  openingBalanceCents: number;
  closingBalanceCents: number;
}
/**
 * Demo only: messages the server sent the signed-in member, newest first.
 */
export interface OutboxList {
  messages: OutboxMessage[];
}
/**
 * One sent message.
 */
export interface OutboxMessage {
  /**
   * Message id.
   */
  id: string;
  /**
   * How it was sent.
   */
  channel: 'SMS' | 'PUSH' | 'EMAIL';
  /**
   * Phone number, device name or e-mail address.
   */
  recipient: string;
  /**
   * The text (an OTP code for SMS).
   */
  text: string;
  /**
   * The push request, for PUSH.
   */
  transactionId: string | null;
  /**
   * When.
   */
  createdAt: string;
}
/**
 * A partnership single sign-on answer: where to hand the member off, or why not.
 */
export interface PartnershipSsoAnswer {
  /**
   * The partner URL carrying a short-lived, single-use hand-off token; empty when refused.
   */
  ssoPostUrl: string;
  /**
   * Why the hand-off is refused, for the member to read; empty when it is not.
   */
  validationError: string;
  /**
   * The hand-off token itself, for targets used in-app (sso.json opens "none", e.g. chat).
   */
  accessToken?: string;
}
/**
 * Query of a partnership call: a target's fixed query (e.g. fn) and its optional one (e.g. applicationType).
 */
export interface PartnershipSsoQuery {
  [k: string]: string;
}
/**
 * What the browser answered to a passkey sign-in or verification (AuthenticationResponseJSON).
 */
export interface PasskeyAuthenticationResponse {
  /**
   * Credential id, base64url.
   */
  id: string;
  /**
   * Credential id, base64url.
   */
  rawId: string;
  /**
   * Always public-key.
   */
  type: 'public-key';
  /**
   * platform or cross-platform.
   */
  authenticatorAttachment?: string;
  /**
   * Extension outputs.
   */
  clientExtensionResults: {
    [k: string]: unknown;
  };
  response: {
    /**
     * base64url.
     */
    clientDataJSON: string;
    /**
     * base64url.
     */
    authenticatorData: string;
    /**
     * base64url.
     */
    signature: string;
    /**
     * The user id given at registration, base64url.
     */
    userHandle?: string;
  };
}
/**
 * A passkey, by its credential id.
 */
export interface PasskeyIdParams {
  /**
   * The credential id, base64url.
   */
  credentialId: string;
}
/**
 * The member's passkeys, newest first.
 */
export interface PasskeyList {
  passkeys: Passkey[];
}
/**
 * One of the member's passkeys.
 */
export interface Passkey {
  /**
   * The credential id, base64url.
   */
  id: string;
  /**
   * The member's name for it.
   */
  label: string;
  /**
   * When it was added.
   */
  createdAt: string;
  /**
   * Its last sign-in or verification; null when never used.
   */
  lastUsedAt: string | null;
}
/**
 * The options of a WebAuthn ceremony as the browser's JSON form of them (PublicKeyCredentialCreationOptionsJSON for a registration, PublicKeyCredentialRequestOptionsJSON for a sign-in or verification): handed to the browser as they are.
 */
export interface PasskeyOptions {
  /**
   * The ceremony's options.
   */
  options: {
    /**
     * The challenge, base64url.
     */
    challenge: string;
    [k: string]: unknown;
  };
}
/**
 * Finish adding a passkey: the browser's answer to the registration options, and a name for it (the browser and system when absent).
 */
export interface PasskeyRegistrationRequest {
  /**
   * The member's name for the passkey (at most the configured length).
   */
  label?: string;
  response: PasskeyRegistrationResponse;
}
/**
 * What the browser answered to a passkey registration (RegistrationResponseJSON).
 */
export interface PasskeyRegistrationResponse {
  /**
   * Credential id, base64url.
   */
  id: string;
  /**
   * Credential id, base64url.
   */
  rawId: string;
  /**
   * Always public-key.
   */
  type: 'public-key';
  /**
   * platform or cross-platform.
   */
  authenticatorAttachment?: string;
  /**
   * Extension outputs.
   */
  clientExtensionResults: {
    [k: string]: unknown;
  };
  response: {
    /**
     * base64url.
     */
    clientDataJSON: string;
    /**
     * base64url.
     */
    attestationObject: string;
    /**
     * base64url.
     */
    authenticatorData?: string;
    /**
     * base64url.
     */
    publicKey?: string;
    /**
     * COSE algorithm.
     */
    publicKeyAlgorithm?: number;
    /**
     * How the authenticator is reached.
     *
     * @maxItems 10
     */
    transports?: string[];
  };
}
/**
 * A new name for one of the member's passkeys (whitespace collapsed, cut to the configured length).
 */
export interface PasskeyRenameRequest {
  /**
   * The member's name for the passkey: at least one character that is not a space.
   */
  label: string;
}
/**
 * Sign in with a passkey: the browser's answer to the sign-in options.
 */
export interface PasskeySignInRequest {
  response: PasskeyAuthenticationResponse;
  /**
   * The locale tag chosen on the sign-in page; stored as the user's language at a successful sign-in when it is one of config/locales.json's locales.
   */
  language?: string;
}
/**
 * Ask for the options to pass the session's open challenge with a passkey.
 */
export interface PasskeyStepUpOptionsRequest {
  /**
   * Challenge workflow type.
   */
  workflow: 'HR' | 'AR' | 'login';
  /**
   * Challenge to answer; the session's latest open one when absent.
   */
  challengeId?: string;
}
/**
 * Pass the session's open challenge with a passkey: the browser's answer to the step-up passkey options.
 */
export interface PasskeyStepUpVerificationRequest {
  /**
   * Challenge workflow type.
   */
  workflow: 'HR' | 'AR' | 'login';
  /**
   * Challenge to answer; the session's latest open one when absent.
   */
  challengeId?: string;
  response: PasskeyAuthenticationResponse;
}
/**
 * Change the sign-in password.
 */
export interface PasswordChangeRequest {
  /**
   * Current password.
   */
  currentPassword: string;
  /**
   * New password.
   */
  newPassword: string;
}
/**
 * The answer to removing a payee.
 */
export interface PayeeDeletion {
  status: 'ACCEPTED';
}
/**
 * Path of a call about one payee.
 */
export interface PayeeIdParams {
  id: string;
}
/**
 * The payees of the session's agreements, by name (deleted ones left out).
 */
export interface PayeeList {
  items: Payee[];
}
/**
 * A bill-pay payee; the account number at the payee is always masked.
 */
export interface Payee {
  id: string;
  name: string;
  nickname?: string;
  maskedAccountNumber: string;
  addressLine1: string;
  city: string;
  state: string;
  zipCode: string;
  phone?: string;
  /**
   * Business days the payee needs before a payment reaches it (config/limits.json billPay.payeeLeadBusinessDays unless the payee has its own): Bill Pay's earliest Deliver By date follows from it.
   */
  leadBusinessDays: number;
  createdAt: string;
}
/**
 * The answer to adding or editing a payee.
 */
export interface PayeeReceipt {
  status: 'ACCEPTED';
  payee: Payee;
}
/**
 * An error answer of the payment-order service: the ErrorResponse shape, each problem optionally tagged with the server error type the web app recognises (AMOUNT_ERROR: over the available balance).
 */
export interface PaymentErrorResponse {
  /**
   * @minItems 1
   */
  errors: PaymentApiError[];
}
/**
 * One problem (path and message as in ErrorResponse) with an optional error type.
 */
export interface PaymentApiError {
  /**
   * JSON pointer into the request body; "" for the request as a whole.
   */
  path: string;
  /**
   * Human-readable message.
   */
  message: string;
  /**
   * The error type: AMOUNT_ERROR when the amount exceeds the available balance (the message is the available-balance copy).
   */
  type?: 'AMOUNT_ERROR' | 'AMOUNT_ERROR_MAX';
}
/**
 * Path of a call about one payment order.
 */
export interface PaymentOrderIdParams {
  id: string;
}
/**
 * Which payment orders to list.
 */
export interface PaymentOrderListQuery {
  state?: 'SCHEDULED' | 'POSTED' | 'CANCELLED' | 'FAILED' | 'COMPLETED' | 'ALL';
  page?: number;
  size?: number;
}
/**
 * One page of payment orders: newest first; scheduled ones by execution date.
 */
export interface PaymentOrderList {
  items: PaymentOrder[];
  total: number;
}
/**
 * The answer to a payment-order mutation (create, edit, cancel).
 */
export interface PaymentOrderReceipt {
  status: 'ACCEPTED';
  paymentOrder: PaymentOrder;
}
/**
 * A movement the member asks for (the transfer and bill-pay forms' fields). Exactly one destination: toAccountId, payeeId, or toMemberAccountNumber with toMemberLastName.
 */
export interface PaymentOrderRequest {
  /**
   * A member account, or an external account (ACH in).
   */
  fromAccountId: string;
  /**
   * A member account, or an external account (ACH out).
   */
  toAccountId?: string;
  /**
   * Bill pay: one of the agreement's payees.
   */
  payeeId?: string;
  /**
   * Member-to-member: the other member's account number.
   */
  toMemberAccountNumber?: string;
  /**
   * Member-to-member: the last name of that account's primary holder.
   */
  toMemberLastName?: string;
  /**
   * Whole cents.
   */
  amountCents: number;
  timing?: 'IMMEDIATE' | 'FUTURE';
  /**
   * Required when timing is FUTURE.
   */
  executionDate?: string;
  frequency?: 'ONCE' | 'WEEKLY' | 'BIWEEKLY' | 'MONTHLY';
  /**
   * Recurring orders: the last day an occurrence may post.
   */
  endDate?: string;
  memo?: string;
  /**
   * A one-time transfer into an IRA: the tax year the contribution is for (required then; the current year, or the prior one until its deadline).
   */
  taxYear?: number;
  acknowledgements?: ('LATE_FEE' | 'DUE_AMOUNT' | 'OVERDRAWN_AMOUNT')[];
}
/**
 * A payment order request that passed every rule (a failing one answers 400 with the errors).
 */
export interface PaymentOrderValidation {
  valid: true;
  kind: PaymentKindName;
  /**
   * Business-day adjusted date it would post.
   */
  executionDate: string;
  notes: string[];
  requiredAcknowledgement: ('LATE_FEE' | 'DUE_AMOUNT' | 'OVERDRAWN_AMOUNT') | null;
  /**
   * Present on a bill payment to a payee for the same amount as one made within config/limits.json billPay.duplicateWindowHours: the earlier payment, for the member to confirm this is not a duplicate.
   */
  possibleDuplicate?: {
    /**
     * When the earlier payment was made.
     */
    createdAt: string;
    /**
     * The date the earlier payment posts or posted.
     */
    executionDate: string;
    confirmationNumber: string;
  };
}
/**
 * One business function the user reaches in the current service agreement (Permission summary entry): every privilege the agreement defines for it, true when one of the user's function groups grants it.
 */
export interface PermissionSummaryEntry {
  /**
   * Resource name, e.g. "Payments".
   */
  resource: string;
  /**
   * Business function name, e.g. "A2A Internal".
   */
  function: string;
  /**
   * Privilege name (view, create, edit, delete, execute, ...) to whether the user holds it.
   */
  permissions: {
    [k: string]: boolean;
  };
}
/**
 * The session's checking and savings accounts, in the product summary's order, each with its payable-on-death beneficiaries.
 */
export interface PodAccountList {
  accounts: PodAccount[];
}
/**
 * A deposit account with its payable-on-death beneficiaries (primaries first); payableOnDeath is true while it names any.
 */
export interface PodAccount {
  arrangementId: string;
  name: string;
  lastFour: string;
  payableOnDeath: boolean;
  beneficiaries: PodBeneficiary[];
}
export interface PodBeneficiary {
  id: string;
  fullName: string;
  relationship: string;
  designation: 'PRIMARY' | 'CONTINGENT';
  sharePercent: number;
}
/**
 * One of the session's checking or savings accounts.
 */
export interface PodArrangementIdParams {
  arrangementId: string;
}
/**
 * Replaces a deposit account's whole payable-on-death list. An empty list removes the designation; any other list follows the beneficiary rules (engine/core/beneficiary-rules.ts, config/staff.json memberService.beneficiaries): at least one primary, primaries and contingents each adding to exactly 100, whole shares 1..100, names 1..100 characters, relationships from the list.
 */
export interface PodBeneficiariesUpdate {
  /**
   * @maxItems 20
   */
  beneficiaries: PodBeneficiaryDraft[];
}
export interface PodBeneficiaryDraft {
  fullName: string;
  relationship: string;
  designation: 'PRIMARY' | 'CONTINGENT';
  sharePercent: number;
}
/**
 * Answer of GET /api/access-control/client-api/v3/accessgroups/users/policy-subject: who config/policy.json sees making the session's calls, so the browser offers exactly what the server allows (it decides with the same function and policy).
 */
export interface PolicySubjectAnswer {
  /**
   * An actor of config/policy.json: member, business-member, trusted-view-only, staff-service, ...
   */
  actor: string;
  /**
   * A trusted user's access per feature (BILL_PAY, PROFILE, MESSAGES, ACCOUNT_NOTIFICATIONS), by level.
   */
  features?: {
    [k: string]: string;
  };
  /**
   * Conditions of config/policy.json raised on the membership or the person (fatal, level-7, litigation, disclosures-pending, ...).
   */
  conditions: string[];
}
/**
 * GET /api/claims-manager-service/client-api/precheck: the sign-in checks. conditions are codes with _MBR (member view) or _MSR (staff view), most important first; alertType (member view) or alertTypeList (staff view) are their alert types (config/alerts.json).
 */
export interface Precheck {
  /**
   * The condition the session runs with (conditions[0]), null when none.
   */
  firstCondition: string | null;
  /**
   * What the first condition concerns: pending notice ids (DPE), flagged contact kinds address/phone/email (PRF), address (COA); else empty.
   */
  details: string[];
  /**
   * The member must go through onboarding first.
   */
  showOnboardingFlag: boolean;
  conditions: string[];
  memberDetails?: PrecheckMemberDetails;
  disclosuresDetails?: PrecheckDisclosuresDetails;
  /**
   * Accounts may be shown (false when the first condition's alert stops the pages).
   */
  arrangementView: boolean;
  /**
   * The member has not finished the first-time tutorial.
   */
  showTutorial: boolean;
  /**
   * Show the go-paperless prompt.
   */
  stmtSuppModalDisplay: boolean;
  /**
   * Member view: the first condition's alert type, null when none.
   */
  alertType?: string | null;
  /**
   * Staff view: every condition's alert type, in order.
   */
  alertTypeList?: string[];
}
/**
 * The contact points the profile intercept lists: only those missing, invalid or deactivated (and a temporary address that expires).
 */
export interface PrecheckMemberDetails {
  address?: PrecheckAddress;
  phone: PrecheckPhone[];
  email?: PrecheckEmail;
}
/**
 * The mailing address (or temporary address with alertExpdate).
 */
export interface PrecheckAddress {
  addressLine1: string;
  addressLine2: string;
  addressLine3: string;
  city: string;
  state: string;
  zipCode: string;
  /**
   * Missing when there is none on file; INVALID; D deactivated.
   */
  status: string;
  /**
   * A temporary address's expiry, MM-DD-YYYY (the [alertExpdate] token of the address alert).
   */
  alertExpdate?: string;
}
/**
 * A phone number that needs attention.
 */
export interface PrecheckPhone {
  /**
   * Digits; empty when missing.
   */
  number: string;
  extension: string;
  /**
   * Missing when there is none on file; INVALID; D deactivated.
   */
  status: string;
}
/**
 * The email address, when it needs attention.
 */
export interface PrecheckEmail {
  emailAddress: string;
  /**
   * Missing when there is none on file; INVALID; D deactivated.
   */
  status: string;
}
/**
 * Disclosures waiting for the member's acceptance.
 */
export interface PrecheckDisclosuresDetails {
  notices: PrecheckNotice[];
}
/**
 * A pending notice.
 */
export interface PrecheckNotice {
  noticeId: string;
  title: string;
}
/**
 * Both opt-outs, as the member chose them.
 */
export interface PrivacyPreferencesUpdate {
  marketingOptOut: boolean;
  affiliateSharingOptOut: boolean;
}
/**
 * The signed-in user's opt-outs.
 */
export interface PrivacyPreferences {
  marketingOptOut: boolean;
  affiliateSharingOptOut: boolean;
  updatedAt?: string;
}
/**
 * The signed-in user's privacy requests, newest first.
 */
export interface PrivacyRequestList {
  requests: PrivacyRequest[];
}
/**
 * One privacy request with its receipt number.
 */
export interface PrivacyRequest {
  requestId: string;
  kind: 'DELETION' | 'CORRECTION' | 'DOWNLOAD';
  status: 'RECEIVED' | 'COMPLETED';
  receiptNumber: string;
  respondBy: string;
  submittedAt: string;
  details?: string;
}
/**
 * A deletion or correction request (a correction says what is wrong).
 */
export interface PrivacyRequestNew {
  kind: 'DELETION' | 'CORRECTION';
  details?: string;
}
/**
 * One account (arrangement) in the product summary. Balances come from the ledger.
 */
export interface ProductSummaryEntry {
  id: string;
  externalArrangementId: string;
  externalLegalEntityId: string;
  externalProductId: string;
  legalEntityIds: string[];
  debitCards: DebitCardSummary[];
  /**
   * The account's display name: the signed-in user's nickname for it when they gave one (Edit Accounts), else its own name.
   */
  name: string;
  /**
   * The account's own name, present only when name is a nickname.
   */
  accountName?: string;
  productKind: 'checking' | 'savings' | 'creditCard' | 'autoLoan' | 'heloc' | 'ira';
  /**
   * The product as the member knows it, e.g. "Checking".
   */
  productTypeName: string;
  /**
   * Masked to "••••1234" unless maskIndicator=false.
   */
  accountNumber: string;
  /**
   * Posted balance: held (deposits, IRA) or owed (cards, loans, HELOC).
   */
  bookedBalanceCents: number;
  /**
   * Deposits: booked minus pending holds. Cards and HELOC: credit limit minus owed minus pending. Loans: the booked balance. Screens leave it out for loans and IRAs (app.json productSummary.availableBalanceProductKinds).
   */
  availableBalanceCents: number;
  creditLimitCents?: number;
  /**
   * Original principal of a loan (the amount borrowed), not what is owed now: bookedBalanceCents is the current principal.
   */
  principalAmountCents?: number;
  pastDue?: PastDue;
  /**
   * Present on a certificate in its term: the day it matures. Until its maturity is carried out it takes no transfer, payment, contribution or loan money in or out (engine/core paymentsLocked), so the pickers do not offer it; closing it early is its only way out before then.
   */
  certificateMaturesOn?: string;
  currency: 'USD';
  /**
   * e.g. ACTIVE.
   */
  state: string;
}
/**
 * One kind of product, in the order deposits, creditCards, loans, heloc, ira.
 */
export interface ProductSummaryGroup {
  kind: ProductGroupKind;
  /**
   * Sum of the products' bookedBalanceCents (held for deposits and IRA, owed for cards and loans).
   */
  totalBalanceCents: number;
  /**
   * @minItems 1
   */
  products: ProductSummaryEntry[];
}
/**
 * Query of GET /api/arrangement-manager/client-api/v2/productsummary.
 */
export interface ProductSummaryQuery {
  /**
   * Mask account numbers to their last four digits (default from app.json productSummary.maskIndicatorDefault).
   */
  maskIndicator?: boolean;
}
/**
 * The accounts the signed-in user reaches through their current service agreement, grouped by kind; groups without products are left out.
 */
export interface ProductSummary {
  /**
   * What the member holds, in cents: the booked balances of deposit accounts and IRAs added up. Never netted against debts.
   */
  totalDepositsCents: number;
  /**
   * What the member owes, in cents: the booked balances of credit cards, loans and home equity lines added up.
   */
  totalOwedCents: number;
  /**
   * How many accounts the signed-in user hid from the summary (Edit Accounts), absent when none; they are left out of the groups and the totals, and stay reachable everywhere else.
   */
  hiddenAccountCount?: number;
  groups: ProductSummaryGroup[];
}
/**
 * The member's products (from the accounts the session reaches) and the products they can add (config/products-and-more.json, by member type).
 */
export interface ProductsAndMore {
  memberType: 'consumer' | 'business';
  owned: {
    id: string;
    name: string;
    productKind: string;
    productTypeName: string;
    /**
     * Masked: the last four digits.
     */
    accountNumber: string;
    openedOn: string;
    state: string;
  }[];
  available: {
    id: string;
    label: string;
    description: string;
    category: string;
    to: string;
    actionLabel: string;
  }[];
}
/**
 * Path of a call about one of the signed-in person's contact points.
 */
export interface ProfileContactIdParams {
  id: string;
}
/**
 * Body of POST and PUT .../users/me/profile/electronic-addresses: the fields of config/forms/profile-email.json. Step-up protected (changeEmail).
 */
export interface ProfileEmailRequest {
  /**
   * The email address.
   */
  emailAddress: string;
}
/**
 * Body of POST and PUT .../users/me/profile/phone-addresses: the fields of config/forms/profile-phone.json. Step-up protected (changePhone).
 */
export interface ProfilePhoneRequest {
  /**
   * Digits only: 10, or 11 starting with 1.
   */
  number: string;
  /**
   * Digits.
   */
  extension?: string;
  /**
   * MOBILE, HOME or WORK.
   */
  type: string;
}
/**
 * Body of POST .../users/me/profile/postal-addresses: the fields of config/forms/profile-address.json plus the address type (and the last day of a temporary one). The address must pass the address verification.
 */
export interface ProfilePostalAddressRequest {
  type: 'MAILING' | 'RESIDENTIAL' | 'TEMPORARY';
  /**
   * Required for TEMPORARY: its last day (after today).
   */
  expiresOn?: string;
  /**
   * Street line (house number and street) or PO box.
   */
  addressLine1: string;
  /**
   * Apartment, suite, unit.
   */
  addressLine2?: string;
  /**
   * Further line.
   */
  addressLine3?: string;
  /**
   * City.
   */
  city: string;
  /**
   * USPS state code.
   */
  state: string;
  /**
   * ZIP or ZIP+4.
   */
  zipCode: string;
}
/**
 * Body of PUT .../users/me/profile/postal-addresses/{id}: the fields of config/forms/profile-address.json (and the last day of a temporary address).
 */
export interface ProfilePostalAddressUpdate {
  /**
   * Temporary address only: its last day (after today).
   */
  expiresOn?: string;
  /**
   * Street line (house number and street) or PO box.
   */
  addressLine1: string;
  /**
   * Apartment, suite, unit.
   */
  addressLine2?: string;
  /**
   * Further line.
   */
  addressLine3?: string;
  /**
   * City.
   */
  city: string;
  /**
   * USPS state code.
   */
  state: string;
  /**
   * ZIP or ZIP+4.
   */
  zipCode: string;
}
/**
 * The version of the manifests in force and the manifests it replaces (none for version 0, the release's own).
 */
export interface PublishedConfig {
  version: number;
  /**
   * Whole manifests by their file name under config/ ("menus.json").
   */
  manifests: {
    [k: string]: {
      [k: string]: unknown;
    };
  };
}
/**
 * A push request and the demo phone's answer.
 */
export interface PushTransactionParams {
  /**
   * Push request id.
   */
  transactionId: string;
  /**
   * The member's answer.
   */
  answer: 'approve' | 'deny';
}
/**
 * Answer of GET /readyz: 200 "ready" when the database answers and every migration of this build is applied; otherwise 503 "not-ready" with the reason, and the load balancer sends this process no traffic.
 */
export interface ReadinessStatus {
  status: 'ready' | 'not-ready';
  /**
   * Which database the process runs on.
   */
  database: 'postgres' | 'pglite' | 'unknown';
  /**
   * Migrations of this build the database has not applied (the schema is behind the code).
   */
  pendingMigrations?: string[];
  /**
   * Why the process is not ready: the database does not answer, migrations are pending, or the process is shutting down.
   */
  reason?: string;
}
/**
 * Charges that repeat on the accounts the session reaches (subscriptions and bills): same merchant, similar amount, a steady cadence.
 */
export interface RecurringChargeList {
  asOf: string;
  charges: RecurringChargeItem[];
}
export interface RecurringChargeItem {
  merchant: string;
  amountCents: number;
  cadence: 'weekly' | 'biweekly' | 'monthly' | 'yearly';
  occurrences: number;
  lastDate: string;
  /**
   * The next expected charge: on a business day when the series posts on business days only (ACH), else on the calendar day.
   */
  nextDate: string;
}
/**
 * Body of POST /api/profile-manager/client-api/profile/v1/remind-me-later: not now for the profile intercept (this session).
 */
export interface RemindMeLaterRequest {
  /**
   * The signed-in user's externalId (users/me).
   */
  externalId: string;
}
/**
 * A new goal on a savings account the session reaches: a name, a target in cents (at most limits.maxTargetCents) and a business day after today.
 */
export interface SavingsGoalCreate {
  accountId: string;
  name: string;
  targetCents: number;
  targetDate: string;
}
/**
 * The goals of the savings accounts the session reaches (by target date), the accounts a goal may be kept on, and the limits of config/savings-goals.json.
 */
export interface SavingsGoalList {
  goals: SavingsGoal[];
  accounts: SavingsGoalAccount[];
  maxGoalsPerAccount: number;
  maxTargetCents: number;
  maxNameLength: number;
}
/**
 * A savings goal with its progress: the savings account's booked balance toward the target.
 */
export interface SavingsGoal {
  id: string;
  /**
   * The savings account the goal is kept on.
   */
  accountId: string;
  accountName: string;
  name: string;
  targetCents: number;
  /**
   * A business day.
   */
  targetDate: string;
  /**
   * Progress: the account's booked balance, never below zero.
   */
  savedCents: number;
  /**
   * savedCents of targetCents, rounded down, at most 100.
   */
  percent: number;
}
export interface SavingsGoalAccount {
  id: string;
  name: string;
  balanceCents: number;
}
/**
 * Path of a call about one savings goal.
 */
export interface SavingsGoalParams {
  goalId: string;
}
/**
 * A goal's new name, target and target date (its account does not change).
 */
export interface SavingsGoalUpdate {
  name: string;
  targetCents: number;
  targetDate: string;
}
/**
 * The security hub's summary.
 */
export interface SecurityHubMember {
  activityIndicators: ActivityIndicators;
  usernameDetails: UsernameDetails;
  /**
   * The sign-in before this session's; null when this is the first.
   */
  lastSignIn: string | null;
}
/**
 * Activity flags.
 */
export interface ActivityIndicators {
  /**
   * Whether a third-party (fintech) access awaits confirmation.
   */
  fintechConfirm: boolean;
}
/**
 * Username.
 */
export interface UsernameDetails {
  /**
   * Sign-in username.
   */
  username: string;
  /**
   * Whether the member may change it.
   */
  updateUsername: boolean;
}
/**
 * A service agreement: whose accounts a session acts on. The user's own master agreement, a trusted member's access to another member's accounts, a business, or the staff (MSR) agreement.
 */
export interface ServiceAgreement {
  /**
   * Internal agreement id (what POST usercontext takes).
   */
  id: string;
  /**
   * Display name: the primary member's (or business's) name.
   */
  name: string;
  /**
   * Kind of agreement; the staff agreement's equals app.json serviceAgreements.msrDescription.
   */
  description: string;
  /**
   * True for the user's own (master) agreement; false for a trusted member's access to another member's accounts.
   */
  isMaster: boolean;
  /**
   * The agreement number known to the core (numeric for master agreements).
   */
  externalId: string;
  additions: ServiceAgreementAdditions;
}
/**
 * Extra attributes of an agreement.
 */
export interface ServiceAgreementAdditions {
  /**
   * On a trusted agreement: the external id of the master agreement of the user it is offered to.
   */
  trustedExternalId?: string;
  /**
   * Full name of the agreement's primary member.
   */
  primaryName: string;
  /**
   * When the primary member joined.
   */
  memberSince: string;
  /**
   * Internal user id of the primary member: whose data calls read while this agreement is the context (the 'Second Service Agreement' rule).
   */
  primaryUserInternalId: string;
}
/**
 * Query of GET /api/access-control/client-api/v3/accessgroups/usercontext/serviceagreements.
 */
export interface ServiceAgreementPageQuery {
  /**
   * Zero-based page number (default 0): the page starts at from × size.
   */
  from?: number;
  /**
   * Agreements per page (default and maximum: app.json serviceAgreements.pageSize, 25).
   */
  size?: number;
}
/**
 * Which account a direct-deposit eligibility check is about.
 */
export interface ServiceRequestEligibilityQuery {
  arrangementId: string;
}
/**
 * Whether an account may receive direct deposits, and every requirement it fails.
 */
export interface ServiceRequestEligibility {
  eligible: boolean;
  reasons: ('NOT_CHECKING' | 'NOT_ACTIVE' | 'RECENTLY_OPENED' | 'LITIGATION' | 'BANKRUPTCY')[];
}
/**
 * One account-services request the member submitted.
 */
export interface ServiceRequest {
  id: string;
  kind: ServiceRequestKind;
  arrangementId: string;
  accountName: string;
  /**
   * Masked ("••••1234").
   */
  accountNumber: string;
  confirmationNumber: string;
  status: 'SUBMITTED';
  createdAt: string;
}
/**
 * The answer to a submitted account-services request.
 */
export interface ServiceRequestReceipt {
  id: string;
  /**
   * What the member quotes when calling about the request.
   */
  confirmationNumber: string;
  status: 'SUBMITTED';
}
/**
 * Answer of GET /api/session/status and GET /api/session/refresh.
 */
export interface SessionStatus {
  /**
   * Seconds until the session ends unless it is used (or refreshed).
   */
  expires_in: number;
}
/**
 * Body of POST /api/sign-in-help/verify: the one-time code sent to the phone on file.
 */
export interface SignInHelpCodeRequest {
  /**
   * The code (digits only).
   */
  code: string;
}
/**
 * Body of POST /api/sign-in-help/enrolment/credentials: the username and password a verified enrolment chooses.
 */
export interface SignInHelpCredentialsRequest {
  /**
   * The username to sign in with (config/app.json usernamePattern).
   */
  username: string;
  /**
   * The password (config/app.json credentials rules).
   */
  newPassword: string;
}
/**
 * Body of POST /api/sign-in-help/enrolment: a member with accounts but no online banking sign-in proves who they are.
 */
export interface SignInHelpEnrolRequest {
  /**
   * The last four digits of the member's SSN or TIN.
   */
  taxIdLast4: string;
  /**
   * Date of birth, yyyy-mm-dd.
   */
  birthDate: string;
  /**
   * The last four digits of an account the member holds.
   */
  accountLast4: string;
}
/**
 * Body of POST /api/sign-in-help/password: the new password of a verified forgot-password recovery (config/app.json credentials rules).
 */
export interface SignInHelpNewPasswordRequest {
  /**
   * The new password.
   */
  newPassword: string;
}
/**
 * Body of POST /api/sign-in-help/forgot-password.
 */
export interface SignInHelpPasswordRequest {
  /**
   * The username (compared case-insensitively).
   */
  username: string;
  /**
   * The last four digits of the member's SSN or TIN.
   */
  taxIdLast4: string;
  /**
   * Date of birth, yyyy-mm-dd.
   */
  birthDate: string;
}
/**
 * The same answer whether or not the details matched anyone: a code was sent to the phone on file if they did. The recovery travels in an HttpOnly cookie.
 */
export interface SignInHelpStarted {
  /**
   * Digits of the code.
   */
  codeLength: number;
  /**
   * Seconds the code may be entered.
   */
  expiresInSeconds: number;
}
/**
 * Body of POST /api/sign-in-help/forgot-username: facts only the member and the credit union know.
 */
export interface SignInHelpUsernameRequest {
  /**
   * The last four digits of the member's SSN or TIN.
   */
  taxIdLast4: string;
  /**
   * Date of birth, yyyy-mm-dd.
   */
  birthDate: string;
  /**
   * The last four digits of an account the member holds.
   */
  accountLast4: string;
}
/**
 * The code was right: what the recovery may do next. A forgotten username is named here only now that the caller proved they hold the phone on file (and it is texted there too).
 */
export interface SignInHelpVerified {
  /**
   * What the recovery was started for.
   */
  purpose: 'username' | 'password' | 'enrol';
  /**
   * Only for purpose username: the member's username.
   */
  username?: string;
}
/**
 * Answer of GET /api/sso/oidc/options: the ways to sign in the sign-in page offers besides username and password.
 */
export interface SignInOptions {
  /**
   * Sign-in through the credit union's identity provider, or null when this server is not configured for it.
   */
  identityProvider: null | IdentityProviderOption;
}
export interface IdentityProviderOption {
  /**
   * The button's text (config/sso.json identityProvider.buttonLabel).
   */
  buttonLabel: string;
  /**
   * Where the button sends the browser (add returnTo=<in-app path> to come back there).
   */
  startUrl: string;
}
/**
 * The signed-in member's own staff visits, newest first, within config/staff.json audit.memberWindowMonths: when staff opened their account, who (first name and last initial), why, and the changes they made, each named with when.
 */
export interface StaffAccessList {
  visits: StaffAccessVisit[];
}
export interface StaffAccessVisit {
  id: string;
  startedAt: string;
  /**
   * Null while the visit is still open.
   */
  endedAt: string | null;
  /**
   * The representative's first name and last initial, e.g. "Priya S.".
   */
  staffName: string;
  reason: string;
  /**
   * How many changes were made for the member during the visit (the length of changes).
   */
  actionCount: number;
  /**
   * The changes made for the member during the visit, oldest first: what (config/staff.json audit.actions' name for it; null where it names none) and when.
   */
  changes: StaffAccessChange[];
}
export interface StaffAccessChange {
  at: string;
  action: string | null;
}
/**
 * A staff service action for the member being served (unlock sign-in, unlock verification): why (config/staff.json visit limits apply; this schema's maxLength is the absolute ceiling). Recorded in the staff audit.
 */
export interface StaffActionRequest {
  reason: string;
}
/**
 * An account of the member being served, by its internal id.
 */
export interface StaffArrangementIdParams {
  arrangementId: string;
}
/**
 * A supervisor's search of the staff audit: every filter is optional and they combine. Dates are the credit union's days (UTC), both ends included; from must not be after to.
 */
export interface StaffAuditSearchRequest {
  /**
   * The staff user's sign-in username (case-insensitive, exact).
   */
  staffUsername?: string;
  /**
   * The member number (exact) of the member the calls were about.
   */
  memberNumber?: string;
  /**
   * The first day, included.
   */
  from?: string;
  /**
   * The last day, included.
   */
  to?: string;
  /**
   * The page of results, from 1 (config/staff.json audit.pageSize rows a page).
   */
  page?: number;
}
/**
 * One page of staff audit rows, newest first: who, about which member, what (method, route pattern and a readable label), the answer's status, the reason, where from and the call's recorded detail.
 */
export interface StaffAuditSearchResult {
  rows: StaffAuditRow[];
  page: number;
  pageSize: number;
  /**
   * Whether a next page has rows.
   */
  hasMore: boolean;
}
export interface StaffAuditRow {
  id: string;
  at: string;
  staff: {
    fullName: string;
    username: string;
  };
  member: {
    fullName: string;
    memberNumber: string;
  } | null;
  method: string;
  /**
   * The route pattern (ids are in detail.params).
   */
  route: string;
  /**
   * A readable name of the call (config/staff.json audit.actions), else method and route.
   */
  action: string;
  /**
   * The answer's HTTP status; null when no answer was recorded (the call was written before it ran and was still running, or its answer could not be recorded).
   */
  status: number | null;
  reason: string | null;
  sourceIp: string;
  /**
   * What the route recorded: the path's ids and notes (never a full search term, card number or code).
   */
  detail: {
    [k: string]: unknown;
  };
}
/**
 * Replaces an account's whole beneficiary list, with the staff user's reason. The rules (engine/core/beneficiary-rules.ts, config/staff.json memberService.beneficiaries) are checked after this schema: at least one primary, primaries and contingents each adding to exactly 100, whole shares 1..100, names 1..100 characters, relationships from the list.
 */
export interface StaffBeneficiariesUpdate {
  reason: string;
  /**
   * @maxItems 20
   */
  beneficiaries: {
    fullName: string;
    relationship: string;
    designation: 'PRIMARY' | 'CONTINGENT';
    sharePercent: number;
  }[];
}
/**
 * The served member's IRA and payable-on-death accounts, in the product summary's order, each with its beneficiaries.
 */
export interface StaffBeneficiaryAccountList {
  accounts: StaffBeneficiaryAccount[];
}
/**
 * An IRA or payable-on-death account of the member being served, with its beneficiaries (primaries first).
 */
export interface StaffBeneficiaryAccount {
  arrangementId: string;
  name: string;
  lastFour: string;
  kind: 'IRA' | 'POD';
  beneficiaries: {
    id: string;
    fullName: string;
    relationship: string;
    designation: 'PRIMARY' | 'CONTINGENT';
    sharePercent: number;
  }[];
}
/**
 * Path of one file of a message in a staff inbox conversation.
 */
export interface StaffInboxAttachmentParams {
  kind: StaffInboxKind;
  threadId: string;
  attachmentId: string;
}
/**
 * One conversation of the staff inbox: its summary, every message oldest first, and whether a reply can be sent (a closed chat takes none).
 */
export interface StaffInboxDetail {
  conversation: StaffInboxItem;
  entries: StaffInboxEntry[];
  replyOpen: boolean;
}
/**
 * One conversation a member started, as the staff inbox lists it.
 */
export interface StaffInboxItem {
  kind: StaffInboxKind;
  /**
   * A message thread's first message id, or the chat conversation's id.
   */
  threadId: string;
  member: {
    id: string;
    fullName: string;
    memberNumber: string;
  };
  /**
   * A thread's first subject; a chat's label from config/staff.json inbox.
   */
  subject: string;
  /**
   * A message thread's topic label.
   */
  topic?: string;
  status: StaffInboxStatus;
  assignee: StaffInboxPerson | null;
  startedAt: string;
  /**
   * The newest message of the conversation, by either side.
   */
  lastActivityAt: string;
  entryCount: number;
  reference?: StaffInboxReference;
}
/**
 * A staff user as the staff inbox names them (an assignee, the one asking).
 */
export interface StaffInboxPerson {
  id: string;
  fullName: string;
}
/**
 * What the member's message is about ("about this transaction"), as stored with it, and where it lives in the member's accounts so staff can open it in one click.
 */
export interface StaffInboxReference {
  kind: MessageReferenceKind;
  id: string;
  label: string;
  /**
   * The member's account the item belongs to (absent when it no longer exists).
   */
  accountId?: string;
  /**
   * A transaction's booking date (narrows the account's transactions to it).
   */
  bookingDate?: string;
  /**
   * A transaction's description (narrows the account's transactions to it).
   */
  description?: string;
}
/**
 * One message of a conversation as staff read it: which side wrote it (member, a staff user, or the credit union without a named author), when, and what.
 */
export interface StaffInboxEntry {
  id: string;
  author: 'member' | 'staff' | 'creditUnion';
  /**
   * The member or staff user who wrote it; null for the credit union.
   */
  authorName: string | null;
  /**
   * A message's subject (chat lines have none).
   */
  subject?: string;
  body: string;
  sentAt: string;
  reference?: MessageReference;
  /**
   * A message's files, in upload order (only messages carry files; none: no files). Each downloads from the inbox's attachment route of this conversation.
   */
  attachments?: MessageAttachment[];
}
/**
 * The staff inbox's filters: a status (none: every status), whose conversations (me, unassigned, all: the default), and the zero-based page (config/staff.json inbox.pageSize a page).
 */
export interface StaffInboxListQuery {
  status?: 'NEW' | 'OPEN' | 'PENDING' | 'CLOSED';
  assignee?: 'me' | 'unassigned' | 'all';
  page?: number;
}
/**
 * A page of the staff inbox, newest activity first, with how many conversations each status has under the chosen assignee filter, and who is asking (for "assign to me").
 */
export interface StaffInboxList {
  items: StaffInboxItem[];
  counts: {
    NEW: number;
    OPEN: number;
    PENDING: number;
    CLOSED: number;
  };
  page: number;
  pageSize: number;
  /**
   * Conversations matching the filters, over every page.
   */
  total: number;
  me: StaffInboxPerson;
}
/**
 * Path of a call about one staff inbox conversation.
 */
export interface StaffInboxParams {
  kind: StaffInboxKind;
  threadId: string;
}
/**
 * A staff reply to a member's conversation (config/staff.json inbox.replyMaxLength applies; this schema's maxLength is the absolute ceiling), with the replier's own unsent uploads to attach (message conversations only; config/messages.json attachments.maxPerMessage applies).
 */
export interface StaffInboxReplyRequest {
  body: string;
  /**
   * @maxItems 20
   */
  attachmentIds?: string[];
}
/**
 * The reply as sent, and the conversation after it (PENDING, assigned to the replier when it had no assignee).
 */
export interface StaffInboxReply {
  entry: StaffInboxEntry;
  conversation: StaffInboxItem;
}
/**
 * A conversation's new status and/or assignee (a staff user on the MSR agreement, or null for unassigned).
 */
export interface StaffInboxUpdate {
  status?: StaffInboxStatus;
  assigneeId?: string | null;
}
/**
 * The MRC portal's overview of the member a staff user is serving: who they are, their contacts masked, their precheck conditions in staff form, whether sign-in or verification is locked out, recent staff visits and how many accounts. Never a password, a full card number or a one-time code.
 */
export interface StaffMemberOverview {
  member: {
    id: string;
    fullName: string;
    memberNumber: string;
    memberSince: string;
    /**
     * P personal; any other code a business.
     */
    membershipType: string;
  };
  contacts: {
    phones: {
      type: string;
      lastFour: string;
      status: string;
    }[];
    emails: {
      /**
       * The first letter and the domain: j•••@example.com.
       */
      masked: string;
      status: string;
    }[];
    addresses: {
      type: string;
      city: string;
      state: string;
      status: string;
    }[];
  };
  precheck: {
    /**
     * The member's conditions in staff form (_MSR codes), most important first, each with its alert type (config/alerts.json).
     */
    conditions: {
      code: string;
      alertType: string;
    }[];
  };
  signIn: {
    lockedOut: boolean;
    recentFailures: number;
  };
  stepUp: {
    lockedOut: boolean;
    lockedEvents: string[];
  };
  recentVisits: {
    id: string;
    startedAt: string;
    staffName: string;
    reason: string;
    open: boolean;
  }[];
  accountCount: number;
}
/**
 * The service desk's member search: one term (a name, username, member number, account number or its last four, phone or email) and the page wanted. Sent in a body, never a query string, so the term stays out of access logs; config/staff.json desk.queryMinLength applies after trimming.
 */
export interface StaffMemberSearchRequest {
  query: string;
  /**
   * 0 is the first page; the page size is config/staff.json desk.pageSize.
   */
  page?: number;
}
/**
 * One page of the members a search finds (never staff), with enough to tell two members apart and every number masked, and the total found for paging.
 */
export interface StaffMemberSearchResult {
  members: {
    /**
     * The member's internal id: what opening a visit takes.
     */
    id: string;
    fullName: string;
    memberNumber: string;
    memberSince: string;
    /**
     * City and state of the member's residential (else mailing) address; absent when they have none.
     */
    city?: string;
    /**
     * The membership type's label (config/staff.json desk.membershipTypes).
     */
    membershipType: string;
    accounts: {
      name: string;
      /**
       * •••• and the last four digits.
       */
      maskedNumber: string;
    }[];
    /**
     * The member's first active phone, all but the last four digits masked; absent when none.
     */
    maskedPhone?: string;
  }[];
  total: number;
  page: number;
  pageSize: number;
}
/**
 * What a link or an unlink did: the link concerned, and whether anything changed (linking a subject already linked to the same member changes nothing).
 */
export interface StaffProviderLinkChange {
  link: StaffProviderLink;
  changed: boolean;
}
/**
 * One subject at an OpenID Connect provider that signs the served member in, and when it was linked.
 */
export interface StaffProviderLink {
  /**
   * Names the link to unlink it.
   */
  id: string;
  /**
   * The provider's issuer identifier.
   */
  issuer: string;
  /**
   * The member's subject identifier at that provider.
   */
  subject: string;
  linkedAt: string;
}
/**
 * The served member's provider links, oldest first, and the issuer a new link is made at (null: no provider is configured, so none can be linked).
 */
export interface StaffProviderLinkList {
  issuer: string | null;
  links: StaffProviderLink[];
}
/**
 * One of the served member's provider links, by its id.
 */
export interface StaffProviderLinkParams {
  linkId: string;
}
/**
 * Links a subject at the configured provider to the served member, with the reason recorded in the staff audit. The subject's characters and length are checked against config/staff.json (this schema's maxLength is the absolute ceiling).
 */
export interface StaffProviderLinkRequest {
  subject: string;
  reason: string;
}
/**
 * What a staff unlock changed: whether the member was locked out, how many failed attempts were cleared, and that they are not locked now.
 */
export interface StaffUnlockResult {
  /**
   * SIGN_IN: wrong passwords (login throttle); STEP_UP: wrong verification codes.
   */
  kind: 'SIGN_IN' | 'STEP_UP';
  wasLocked: boolean;
  clearedFailures: number;
  /**
   * Locked after the unlock (always false).
   */
  locked: boolean;
  /**
   * STEP_UP: the step-up events that were locked.
   */
  events?: string[];
}
/**
 * The visit the staff session has open, or null when it serves no member.
 */
export interface StaffVisitCurrent {
  visit: StaffVisit | null;
}
/**
 * A staff user serving one member: who is served, by whom, the reason given and since when.
 */
export interface StaffVisit {
  id: string;
  member: {
    id: string;
    fullName: string;
    memberNumber: string;
    /**
     * The locale tag the member reads the product in (config/locales.json).
     */
    language: string;
    /**
     * That language's name as config/locales.json gives it (Español), for the banner to name it.
     */
    languageName: string;
    /**
     * Whether it is the default language (the banner names only another one).
     */
    languageIsDefault: boolean;
  };
  staff: {
    id: string;
    fullName: string;
  };
  reason: string;
  startedAt: string;
}
/**
 * Staff opens a member: the member's internal id (from the member search) and why (config/staff.json visit limits apply; this schema's maxLength is the absolute ceiling).
 */
export interface StaffVisitRequest {
  memberId: string;
  reason: string;
}
/**
 * An account with statements.
 */
export interface StatementAccount {
  id: string;
  name: string;
  productKind: 'checking' | 'savings' | 'creditCard' | 'autoLoan' | 'heloc' | 'ira';
  productTypeName: string;
  /**
   * Masked: "••••1234".
   */
  accountNumber: string;
  /**
   * How the account's statements are delivered.
   */
  delivery: 'PAPER' | 'ELECTRONIC';
}
/**
 * GET .../v2/account/{id}/statements/{docId}: one monthly statement as the page shows it and the PDF prints it. Amounts follow the app's transaction list: money in (a credit) positive, money out (a debit) negative; balances are held (deposits) or owed (cards and loans). Held balances: opening + credits − debits = closing; owed balances: opening − credits + debits = closing.
 */
export interface StatementDetail {
  id: string;
  /**
   * The first day: the first of the month, or the day after the balance brought forward for the first statement.
   */
  periodStart: string;
  periodEnd: string;
  accountName: string;
  /**
   * Masked: "••••1234".
   */
  accountNumber: string;
  productKind: 'checking' | 'savings' | 'creditCard' | 'autoLoan' | 'heloc' | 'ira';
  openingBalanceCents: number;
  /**
   * Money in: the sum of the positive amounts.
   */
  totalCreditsCents: number;
  /**
   * Money out: the sum of the negative amounts, as a positive number.
   */
  totalDebitsCents: number;
  closingBalanceCents: number;
  /**
   * Whether the balances are what the member owes (a card or loan).
   */
  balanceOwed: boolean;
  lines: StatementDetailLine[];
  deposit?: DepositStatementFigures;
  card?: CardStatementFigures;
  loan?: LoanStatementFigures;
}
export interface StatementDetailLine {
  date: string;
  description: string;
  /**
   * Money in positive, money out negative.
   */
  amountCents: number;
  /**
   * The balance after the line, as the transactions list's running balance.
   */
  balanceCents: number;
}
export interface DepositStatementFigures {
  dividendsPeriodCents: number;
  /**
   * Carried from the previous core for the year plus the ledger's, through the period's end.
   */
  dividendsYearToDateCents: number;
  averageDailyBalanceCents: number;
  /**
   * Annual percentage yield earned, hundredths of a percent.
   */
  apyEarnedBps: number;
  /**
   * A certificate's.
   */
  maturityDate?: string;
  /**
   * An IRA's contributions by tax year.
   */
  iraContributions?: IraContributionYear[];
}
export interface IraContributionYear {
  taxYear: number;
  amountCents: number;
}
export interface CardStatementFigures {
  statementBalanceCents: number;
  minimumPaymentCents: number;
  paymentDueDate: string;
  creditLimitCents: number;
  availableCreditCents: number;
  aprBps: number;
  interestChargedCents: number;
  /**
   * The late fee the late-payment warning names.
   */
  lateFeeMaxCents: number;
}
export interface LoanStatementFigures {
  principalPaidCents: number;
  interestPaidCents: number;
  payoffCents: number;
  nextPaymentCents?: number;
  nextDueDate?: string;
  pastDueCents: number;
  aprBps: number;
}
/**
 * Path of a monthly statement download.
 */
export interface StatementDownloadParams {
  /**
   * The account.
   */
  id: string;
  /**
   * A statement id of the account (STMT-yyyy-mm).
   */
  docId: string;
}
/**
 * Body of POST .../v2/account/preferences: new delivery for some accounts (all or nothing).
 */
export interface StatementPreferencesUpdate {
  /**
   * @minItems 1
   * @maxItems 50
   */
  updates: StatementPreferenceUpdate[];
}
/**
 * One account's new delivery.
 */
export interface StatementPreferenceUpdate {
  accountId: string;
  /**
   * How the account's statements are delivered.
   */
  delivery: 'PAPER' | 'ELECTRONIC';
}
/**
 * GET (and the answer to POST) /api/statements/client-api/v2/account/preferences.
 */
export interface StatementPreferences {
  preferences: StatementPreference[];
  /**
   * The member's last answer to the go-paperless prompt, if any.
   */
  stmtSuppModalResponse: 'RML' | 'PDP' | 'GOP' | null;
}
/**
 * One account's statement delivery.
 */
export interface StatementPreference {
  accountId: string;
  name: string;
  /**
   * Masked: "••••1234".
   */
  accountNumber: string;
  productKind: 'checking' | 'savings' | 'creditCard' | 'autoLoan' | 'heloc' | 'ira';
  /**
   * How the account's statements are delivered.
   */
  delivery: 'PAPER' | 'ELECTRONIC';
}
/**
 * Body of PUT .../v2/account/preferences/all: the answer to the go-paperless prompt.
 */
export interface StatementPromptResponse {
  stmtSuppModalResponse: StmtSuppModalResponse;
}
/**
 * Every request the member made (disputes, service requests, card orders, document uploads, privacy requests, loan and card applications, accounts opened, scheduled bill payments, secure messages), newest first.
 */
export interface StatusCenterList {
  requests: StatusCenterItem[];
}
export interface StatusCenterItem {
  kind:
    | 'dispute'
    | 'serviceRequest'
    | 'cardOrder'
    | 'upload'
    | 'privacyRequest'
    | 'application'
    | 'accountOpening'
    | 'billPayment'
    | 'message';
  id: string;
  title: string;
  /**
   * The confirmation, case or receipt number the member was given; absent when the request has none (an application).
   */
  reference?: string;
  status: string;
  submittedAt: string;
  updatedAt: string;
  href?: string;
  /**
   * The business day the request takes effect, when it is still ahead (a scheduled bill payment's posting day).
   */
  dueOn?: string;
}
/**
 * Answer (HTTP 307) of a risky call that needs a verified challenge first (CHALLENGE) or may not run online (DENY).
 */
export interface StepUpError {
  /**
   * What the web app must do.
   */
  status: 'CHALLENGE' | 'DENY';
  /**
   * The step-up event.
   */
  event: string;
  data: StepUpErrorData;
  /**
   * State of the step-up.
   */
  state: 'CHALLENGE_REQUIRED' | 'DENIED';
}
/**
 * Challenge details.
 */
export interface StepUpErrorData {
  /**
   * The challenge to pass.
   */
  challengeId?: string;
  /**
   * Challenge workflow type.
   */
  workflow?: 'HR' | 'AR' | 'login';
  /**
   * What the member reads.
   */
  message?: string;
}
/**
 * The stop payments on checking accounts the session reaches, active and expired, newest first.
 */
export interface StopPaymentList {
  items: StopPayment[];
}
/**
 * A stop payment the member placed on one check or a range of checks of a checking account; the fee left the account when it was placed.
 */
export interface StopPayment {
  id: string;
  /**
   * What the member quotes when calling about the stop.
   */
  confirmationNumber: string;
  account: PaymentOrderEndpoint;
  /**
   * One check, or every check from the first number to the last.
   */
  kind: 'CHECK' | 'RANGE';
  firstCheckNumber: number;
  /**
   * The same as the first for one check.
   */
  lastCheckNumber: number;
  /**
   * The check's amount, when the member gave it.
   */
  amountCents?: number;
  payeeName?: string;
  writtenOn?: string;
  /**
   * A reason of the stop payment form's list.
   */
  reason: string;
  /**
   * An amount of money in integer cents (USD).
   */
  feeCents: number;
  /**
   * The credit union's date when the stop was placed.
   */
  placedOn: string;
  /**
   * The last day the stop is in effect.
   */
  expiresOn: string;
  status: 'ACTIVE' | 'EXPIRED';
  createdAt: string;
}
/**
 * The answer to placing a stop payment.
 */
export interface StopPaymentReceipt {
  status: 'ACCEPTED';
  stopPayment: StopPayment;
}
/**
 * A draft measured against the version in force: every problem the config checks find (by manifest and pointer), and every change (pointer, before, after).
 */
export interface StudioDraftCheck {
  currentVersion: number;
  issues: StudioIssue[];
  changes: StudioChange[];
}
export interface StudioIssue {
  /**
   * The file under config/.
   */
  manifest: string;
  pointer: string;
  expected: string;
  found: string;
  message: string;
}
export interface StudioChange {
  manifest: string;
  pointer: string;
  before?: unknown;
  after?: unknown;
}
/**
 * The drafts not yet published, most recently changed first.
 */
export interface StudioDraftList {
  drafts: StudioDraft[];
}
/**
 * A draft of the studio: who wrote it, the manifests it changes, the version it was based on, and the version that published it.
 */
export interface StudioDraft {
  id: string;
  title: string;
  author: {
    id: string;
    name: string;
  };
  /**
   * Whole manifests by their file name under config/ ("menus.json").
   */
  manifests: {
    [k: string]: {
      [k: string]: unknown;
    };
  };
  baseVersion: number;
  publishedVersion: number | null;
  createdAt: string;
  updatedAt: string;
}
/**
 * Path of a call about one studio draft.
 */
export interface StudioDraftParams {
  draftId: string;
}
/**
 * A draft's title and the whole manifests it changes, by file name.
 */
export interface StudioDraftWrite {
  title: string;
  /**
   * Whole manifests by their file name under config/ ("menus.json").
   */
  manifests: {
    [k: string]: {
      [k: string]: unknown;
    };
  };
}
/**
 * The manifests the studio offers, whole, as the version in force has them: what a draft starts from.
 */
export interface StudioManifests {
  currentVersion: number;
  /**
   * Whole manifests by their file name under config/ ("menus.json"), every key of the file included.
   */
  manifests: {
    [k: string]: {
      [k: string]: unknown;
    };
  };
  /**
   * For each manifest a draft may change the words of only ("routes.json", "forms/payee.json"): where its member-read words are, as JSON pointer patterns whose segments may be *. Every other value stays the release's.
   */
  wordsOnly: {
    [k: string]: {
      text: string[];
      exclude?: string[];
    };
  };
}
/**
 * Which preview member a studio preview of a draft signs in as (config/staff.json studio.preview.members).
 */
export interface StudioPreviewStart {
  member: string;
}
/**
 * A read-only session of a preview member showing a draft: the address of its first page carries the session, which the preview's pages then send in their preview header (never a cookie).
 */
export interface StudioPreview {
  /**
   * The preview's first page, on this origin, with its session in the query.
   */
  url: string;
  expiresAt: string;
}
/**
 * Why a draft is published, or a version restored: kept with the version.
 */
export interface StudioPublish {
  reason: string;
}
/**
 * Every published version, newest first, ending with version 0 (the release).
 */
export interface StudioVersionList {
  currentVersion: number;
  versions: StudioVersion[];
}
/**
 * A published version: its number, the manifests it replaces, who wrote and approved it and why. Version 0 is the release's own manifests.
 */
export interface StudioVersion {
  number: number;
  manifestNames: string[];
  author: {
    id: string;
    name: string;
  } | null;
  approver: {
    id: string;
    name: string;
  } | null;
  reason: string;
  publishedAt: string | null;
  restoredFrom: number | null;
  draftId: string | null;
}
/**
 * Path of a call about one published version (0 is the release's own manifests).
 */
export interface StudioVersionParams {
  /**
   * The version's number, in the path.
   */
  number: string;
}
/**
 * Headers of GET v3/account/tax-statements/download (other headers pass through).
 */
export interface TaxStatementDownloadHeaders {
  /**
   * The form's uid.
   */
  uid: string;
  /**
   * accountNumber: the account's number, whole or its last four digits.
   */
  accountnumber: string;
}
/**
 * One tax form; download it at v3/account/tax-statements/download with headers uid and accountNumber.
 */
export interface TaxStatement {
  /**
   * The form's id.
   */
  uid: string;
  taxYear: number;
  /**
   * 1099-INT: dividends (interest) paid on checking and savings over the reporting threshold; 5498: IRA contributions by the tax year they were made for; 1098: interest on a home-equity line.
   */
  formType: '1099-INT' | '5498' | '1098';
  accountId: string;
  accountName: string;
  /**
   * Masked: "••••1234".
   */
  accountNumber: string;
  /**
   * The form's box 1 amount for the year: interest (dividends) paid, IRA contributions, or mortgage interest received; carried from the previous core plus the ledger.
   */
  amountCents: number;
}
/**
 * The tax forms of one year.
 */
export interface TaxStatementYear {
  taxYear: number;
  documents: TaxStatement[];
}
/**
 * The member's registered push devices.
 */
export interface TfaDeviceList {
  pushDevices: TfaPushDevice[];
}
/**
 * A device registered for push verification.
 */
export interface TfaPushDevice {
  /**
   * Device id.
   */
  pushId: string;
  /**
   * Device platform or model.
   */
  pushDevice: string;
  /**
   * Name the member gave the device.
   */
  deviceName: string;
  /**
   * Last sign-in from this device.
   */
  lastLoginDateTime: string | null;
}
/**
 * A refused verification: code AA105 (wrong code, push denied) or AA106 (locked out).
 */
export interface TfaErrorResponse {
  /**
   * @minItems 1
   */
  errors: TfaError[];
}
/**
 * One refusal.
 */
export interface TfaError {
  /**
   * Refusal code.
   */
  code: 'AA105' | 'AA106';
  /**
   * Always empty.
   */
  path: string;
  /**
   * What the member reads.
   */
  message: string;
}
/**
 * Query of GET /auth/tfa/options.
 */
export interface TfaOptionsQuery {
  /**
   * Challenge workflow type.
   */
  workflow: 'HR' | 'AR' | 'login';
}
/**
 * The ways a member can pass a challenge: phones (masked to the last 4 digits), push devices, and whether a passkey can.
 */
export interface TfaOptions {
  phoneNumbers: TfaPhone[];
  pushDevices: TfaPushDevice[];
  /**
   * Whether the member has a passkey that can pass the challenge.
   */
  passkey?: boolean;
}
/**
 * A phone a code can be sent to.
 */
export interface TfaPhone {
  /**
   * Phone id.
   */
  phoneId: string;
  /**
   * Masked to the last 4 digits.
   */
  phoneNumber: string;
  /**
   * MOBILE, HOME, ...
   */
  phoneType: string;
}
/**
 * Send a one-time code by SMS.
 */
export interface TfaOtpRequest {
  /**
   * Only SMS.
   */
  otpType: 'SMS';
  /**
   * Phone from the options.
   */
  phoneId: string;
  /**
   * Challenge workflow type.
   */
  workflow: 'HR' | 'AR' | 'login';
  /**
   * Challenge to answer; the session's latest open one when absent.
   */
  challengeId?: string;
}
/**
 * A code was sent.
 */
export interface TfaOtpResponse {
  /**
   * Seconds the code stays valid.
   */
  expiration: number;
}
/**
 * Send a push request to a registered device.
 */
export interface TfaPushRequest {
  /**
   * pushId of the device.
   */
  credentialId: string;
  /**
   * The device's push address (pushDevice in the options); when given it must be the device's, and the stored token is what the push uses.
   */
  pushToken?: string;
  /**
   * The device's name as the options give it; when given it must be the device's.
   */
  deviceName?: string;
  /**
   * Challenge workflow type.
   */
  workflow: 'HR' | 'AR' | 'login';
  /**
   * Challenge to answer; the session's latest open one when absent.
   */
  challengeId?: string;
}
/**
 * A push request was sent.
 */
export interface TfaPushResponse {
  /**
   * Push request id.
   */
  transactionId: string;
  /**
   * Seconds the request stays valid.
   */
  expiration: number;
  /**
   * Seconds between status checks.
   */
  pollingInterval: number;
}
/**
 * Ask for a push request's answer.
 */
export interface TfaPushVerificationRequest {
  /**
   * From the push send.
   */
  transactionId: string;
  /**
   * Challenge workflow type.
   */
  workflow: 'HR' | 'AR' | 'login';
}
/**
 * A push request's answer so far.
 */
export interface TfaPushVerificationResponse {
  /**
   * IN_PROGRESS keep polling; APPROVED verified (event set); EXPIRED or INVALID resend.
   */
  pushStatus: 'IN_PROGRESS' | 'APPROVED' | 'DENIED' | 'EXPIRED' | 'INVALID';
  /**
   * The step-up event approved (APPROVED only).
   */
  event?: string;
}
/**
 * Verify a one-time code.
 */
export interface TfaVerificationRequest {
  /**
   * Only otp.
   */
  tfaType: 'otp';
  /**
   * The code.
   */
  otp: string;
  /**
   * Challenge workflow type.
   */
  workflow: 'HR' | 'AR' | 'login';
  /**
   * Challenge to answer; the session's latest open one when absent.
   */
  challengeId?: string;
}
/**
 * High-risk result: the challenge passed.
 */
export interface TfaVerificationResult {
  /**
   * Verified.
   */
  state: 'VERIFIED';
  /**
   * The step-up event approved.
   */
  event: string;
  /**
   * Success.
   */
  status: 'SUCCESS';
}
/**
 * A category or a group of categories.
 */
export interface TransactionCategory {
  id: number;
  name: string;
  level: 1 | 2;
  /**
   * Level 2: its group.
   */
  parentId?: number;
}
/**
 * Query of GET .../transactions/categories.
 */
export interface TransactionCategoryQuery {
  /**
   * ALL (default) both levels; 1 the groups; 2 the categories a transaction can take.
   */
  level?: 'ALL' | '1' | '2';
}
/**
 * Body of PATCH .../transactions: put one transaction in another category (the member's view; the ledger never changes).
 */
export interface TransactionCategoryUpdate {
  /**
   * The transaction.
   */
  id: string;
  /**
   * A level-2 category id.
   */
  categoryId: number;
}
/**
 * Query of GET /api/transaction-manager/client-api/v2/transactions/export: the list's filters without paging; every matching transaction is in the file.
 */
export interface TransactionExportQuery {
  /**
   * The account whose transactions are exported.
   */
  arrangementId: string;
  /**
   * CSV (spreadsheets), OFX (Money, QuickBooks) or QFX (Quicken): the same OFX 1.0.2 statement under two names.
   */
  format: 'csv' | 'ofx' | 'qfx';
  /**
   * On or after this booking date.
   */
  bookingDateGreaterThan?: string;
  /**
   * On or before this booking date.
   */
  bookingDateLessThan?: string;
  /**
   * Text found (any case) in the description, counterparty or category.
   */
  query?: string;
  /**
   * Smallest amount, cents.
   */
  amountFrom?: number;
  /**
   * Largest amount, cents.
   */
  amountTo?: number;
  /**
   * Only this transaction type (a TransactionItem type, e.g. DEBIT_CARD_PURCHASE).
   */
  type?: string;
  /**
   * Only money in (CRDT) or out (DBIT).
   */
  creditDebitIndicator?: 'CRDT' | 'DBIT';
  /**
   * COMPLETED posted, UNCOMPLETED pending (default both).
   */
  state?: 'COMPLETED' | 'UNCOMPLETED';
  /**
   * Oldest first (ASC) or newest first (DESC, the default).
   */
  secDirection?: 'ASC' | 'DESC';
}
/**
 * Path of a call about one transaction.
 */
export interface TransactionIdParams {
  /**
   * The transaction's id (a TransactionItem's id).
   */
  id: string;
}
/**
 * One transaction of an account as the member sees it.
 */
export interface TransactionItem {
  id: string;
  arrangementId: string;
  /**
   * The day it posted (a pending hold: the day it was authorised).
   */
  bookingDate: string;
  /**
   * The day the member made it (a card purchase, a check written): the booking date unless it posted later.
   */
  valueDate: string;
  description: string;
  /**
   * The member's category for it (their own choice, else the one it posted with).
   */
  category: string;
  /**
   * Id of that category in the categories list.
   */
  categoryId: number;
  /**
   * What kind of transaction: the posting's kind (DEBIT_CARD_PURCHASE, ACH_CREDIT, TRANSFER, ...) or PENDING_AUTHORIZATION.
   */
  type: string;
  /**
   * From the member's side: CRDT money in (or paid off), DBIT money out (or charged).
   */
  creditDebitIndicator: 'CRDT' | 'DBIT';
  transactionAmountCurrency: TransactionAmount;
  /**
   * Posted (COMPLETED) only: the account's balance just after it, held or owed as in the product summary.
   */
  runningBalanceCents?: number;
  /**
   * COMPLETED posted, UNCOMPLETED pending.
   */
  state: 'COMPLETED' | 'UNCOMPLETED';
  counterpartyName?: string;
  /**
   * The memo written with it (a check's memo line, a payment's note).
   */
  memo?: string;
  /**
   * A paid check's number.
   */
  checkNumber?: number;
  /**
   * Whether an image of the paid check can be fetched (GET .../transactions/{id}/check-image).
   */
  checkImage?: boolean;
}
/**
 * The amount (its size, in cents) and currency.
 */
export interface TransactionAmount {
  /**
   * Cents.
   */
  amount: number;
  currencyCode: 'USD';
}
/**
 * Query of GET /api/transaction-manager/client-api/v2/transactions. Dates are inclusive; amounts are cents of the transaction's size (whatever its direction).
 */
export interface TransactionListQuery {
  /**
   * Only this account's transactions (default: every account the session reaches).
   */
  arrangementId?: string;
  /**
   * Zero-based page number (default 0): the page starts at from × size. Its cost grows with from; paging on through a list is cheaper with cursor. Not together with cursor.
   */
  from?: number;
  /**
   * Keyset paging: an x-next-cursor or x-previous-cursor header of an earlier page of this same list (same account, filters and secDirection; size may change). The page is the size lines just after (next) or just before (previous) that page, and costs the same however many lines the account has. Opaque; one from another list is a 400 on /cursor.
   */
  cursor?: string;
  /**
   * Transactions per page (default 10).
   */
  size?: number;
  /**
   * On or after this booking date.
   */
  bookingDateGreaterThan?: string;
  /**
   * On or before this booking date.
   */
  bookingDateLessThan?: string;
  /**
   * Text found (any case) in the description, counterparty or category.
   */
  query?: string;
  /**
   * Smallest amount, cents.
   */
  amountFrom?: number;
  /**
   * Largest amount, cents.
   */
  amountTo?: number;
  /**
   * Only this transaction type (a TransactionItem type, e.g. DEBIT_CARD_PURCHASE).
   */
  type?: string;
  /**
   * Only money in (CRDT) or out (DBIT).
   */
  creditDebitIndicator?: 'CRDT' | 'DBIT';
  /**
   * COMPLETED posted, UNCOMPLETED pending (default both).
   */
  state?: 'COMPLETED' | 'UNCOMPLETED';
  /**
   * Oldest first (ASC) or newest first (DESC, the default).
   */
  secDirection?: 'ASC' | 'DESC';
}
/**
 * Which travel plan to delete.
 */
export interface TravelItineraryDeletionRequest {
  id: string;
}
/**
 * The answer to deleting a travel plan.
 */
export interface TravelItineraryDeletion {
  deleted: true;
}
/**
 * Path of a call about one travel plan.
 */
export interface TravelItineraryIdParams {
  id: string;
}
/**
 * The member's travel plans that have not ended, soonest first.
 */
export interface TravelItineraryList {
  itineraries: TravelItinerary[];
}
/**
 * A travel plan: countries, first and last day (inclusive), and the cards it covers.
 */
export interface TravelItinerary {
  id: string;
  destinations: TravelDestination[];
  startDate: string;
  endDate: string;
  cardIds: string[];
  createdAt: string;
}
export interface TravelDestination {
  countryCode: string;
  countryName: string;
}
/**
 * A travel plan, new or edited: ISO 3166-1 alpha-2 countries, first and last day, the cards it covers. Only the shape is checked here; the travel plan rules (engine/core/travel-plan-rules.ts, limits in config/cards.json) answer every missing or wrong part at once (422).
 */
export interface TravelItineraryRequest {
  /**
   * @maxItems 300
   */
  destinations?: TravelDestinationRequest[];
  startDate?: string;
  endDate?: string;
  /**
   * @maxItems 50
   */
  cardIds?: string[];
}
export interface TravelDestinationRequest {
  countryCode: string;
}
/**
 * Body of POST trusted-user-invitations/acceptance: the token and the sign-in to accept with (a new one, under the username and password rules, or an existing one). A new sign-in also gives a mobile phone, where its one-time codes go; the invitation's address becomes its email.
 */
export interface TrustedUserAcceptanceRequest {
  /**
   * The token of the one-time link (after # in the link).
   */
  token: string;
  mode: 'NEW_USER' | 'EXISTING_USER';
  username: string;
  password: string;
  /**
   * A new sign-in's mobile phone: digits only, 10, or 11 starting with 1 (the profile's phone rules). Ignored for an existing sign-in.
   */
  mobilePhone?: string;
}
/**
 * An invitation accepted: sign in with this username.
 */
export interface TrustedUserAcceptance {
  username: string;
  inviterName: string;
}
/**
 * Body of PUT trusted-users/{trustedUserId}: the new access.
 */
export interface TrustedUserAccessRequest {
  accessLevel: TrustedUserAccessLevel;
  features: TrustedUserFeatureLevels;
  /**
   * The member's accounts the trusted user reaches; null: all accounts, including ones opened later; absent: unchanged.
   *
   * @minItems 1
   * @maxItems 100
   */
  accountIds?: string[] | null;
}
/**
 * The access level per feature (a feature may not exceed the overall level).
 */
export interface TrustedUserFeatureLevels {
  BILL_PAY: TrustedUserAccessLevel;
  PROFILE: TrustedUserAccessLevel;
  MESSAGES: TrustedUserAccessLevel;
  ACCOUNT_NOTIFICATIONS: TrustedUserAccessLevel;
}
/**
 * Path of a call about one trusted user.
 */
export interface TrustedUserIdParams {
  /**
   * A trusted user's (or pending invitation's) id.
   */
  trustedUserId: string;
}
/**
 * What an invitation offers, shown before it is accepted.
 */
export interface TrustedUserInvitationDetails {
  inviterName: string;
  name: string;
  /**
   * The user type.
   */
  userType: 'Trusted Member' | 'Trusted Entity';
  accessLevel: TrustedUserAccessLevel;
  features: TrustedUserFeatureLevels;
  expiresAt: string;
}
/**
 * An invitation sent.
 */
export interface TrustedUserInvitationReceipt {
  id: string;
  email: string;
  expiresAt: string;
}
/**
 * Body of POST trusted-users/invitations: who to invite and with what access.
 */
export interface TrustedUserInvitationRequest {
  /**
   * The person's or entity's name.
   */
  name: string;
  /**
   * Where the one-time link goes.
   */
  email: string;
  /**
   * The user type.
   */
  userType: 'Trusted Member' | 'Trusted Entity';
  accessLevel: TrustedUserAccessLevel;
  features: TrustedUserFeatureLevels;
  /**
   * The member's accounts the trusted user reaches; absent or null: all accounts, including ones opened later.
   *
   * @minItems 1
   * @maxItems 100
   */
  accountIds?: string[] | null;
}
/**
 * Body of POST trusted-user-invitations/details: the link's token.
 */
export interface TrustedUserInvitationTokenRequest {
  /**
   * The token of the one-time link (after # in the link).
   */
  token: string;
}
/**
 * GET trusted-users: the master holder's trusted users and pending invitations.
 */
export interface TrustedUserList {
  trustedUsers: TrustedUser[];
  /**
   * The member's open accounts a trusted user's access may be limited to, in the account list's order.
   */
  accounts: {
    id: string;
    /**
     * The account's display name.
     */
    name: string;
    /**
     * The last 4 digits of the account number.
     */
    lastFour: string;
  }[];
}
/**
 * A trusted user of the master holder's accounts, or an invitation still waiting.
 */
export interface TrustedUser {
  /**
   * The trusted user's id (their agreement's id; an invitation's id while pending).
   */
  id: string;
  /**
   * ACTIVE: accepted and acting; PENDING: invitation sent, not yet accepted.
   */
  status: 'ACTIVE' | 'PENDING';
  name: string;
  /**
   * Where the invitation went (null for a trusted user added otherwise).
   */
  email: string | null;
  /**
   * The user type.
   */
  userType: 'Trusted Member' | 'Trusted Entity';
  accessLevel: TrustedUserAccessLevel;
  features: TrustedUserFeatureLevels;
  invitedAt: string | null;
  /**
   * When a pending invitation's link stops working.
   */
  expiresAt: string | null;
  /**
   * The accounts the trusted user reaches (ids of the list's accounts); null: all accounts.
   */
  accountIds: string[] | null;
}
/**
 * Body of POST /api/profile-manager/client-api/profile/v1/update-additions.
 */
export interface UpdateAdditionsRequest {
  stmtSuppModalResponse?: StmtSuppModalResponse;
  /**
   * The member finished (or closed) the first-time tutorial.
   */
  tutorialCompleted?: true;
  /**
   * The member went on from the onboarding page ('Go to Accounts'): the precheck stops asking for onboarding.
   */
  onboardingCompleted?: true;
}
/**
 * Body of POST /api/access-control/client-api/v3/accessgroups/usercontext: the service agreement to act under from now on.
 */
export interface UserContextRequest {
  /**
   * Id of one of the agreements the user may choose.
   */
  serviceAgreementId: string;
}
/**
 * Path of a call about one user (get user by id, the user's service agreements).
 */
export interface UserIdParams {
  /**
   * The user's internal id (CurrentUser.id, or a service agreement's additions.primaryUserInternalId).
   */
  id: string;
}
/**
 * GET /api/user-manager/client-api/v2/users/me/profile (the user profile): the signed-in person's own phone, postal and electronic addresses.
 */
export interface UserProfile {
  phoneAddresses: ProfilePhoneAddress[];
  postalAddresses: ProfilePostalAddress[];
  electronicAddresses: ProfileElectronicAddress[];
}
export interface ProfilePhoneAddress {
  /**
   * Id for updates.
   */
  key: string;
  /**
   * MOBILE, HOME, WORK.
   */
  type: string;
  /**
   * Digits only: 10, or 11 starting with 1.
   */
  number: string;
  extension: string;
  /**
   * ACTIVE; INVALID (mail or messages bounced); D deactivated.
   */
  status: 'ACTIVE' | 'INVALID' | 'D';
}
export interface ProfilePostalAddress {
  key: string;
  type: 'MAILING' | 'RESIDENTIAL' | 'TEMPORARY';
  townName: string;
  /**
   * USPS state code.
   */
  countrySubDivision: string;
  /**
   * ZIP or ZIP+4.
   */
  postalCode: string;
  country: string;
  status: 'ACTIVE' | 'INVALID';
  /**
   * Last day of a temporary address; null otherwise.
   */
  expiresOn: string | null;
  additions: ProfilePostalAddressAdditions;
}
export interface ProfilePostalAddressAdditions {
  addressLine1: string;
  addressLine2: string;
  addressLine3: string;
}
export interface ProfileElectronicAddress {
  key: string;
  type: 'EMAIL';
  address: string;
  /**
   * ACTIVE; INVALID (mail or messages bounced); D deactivated.
   */
  status: 'ACTIVE' | 'INVALID' | 'D';
}
/**
 * Change the sign-in username.
 */
export interface UsernameChangeRequest {
  /**
   * New username.
   */
  username: string;
}
