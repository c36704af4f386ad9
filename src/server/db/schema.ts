import type { ColumnType, Generated, GeneratedAlways, Insertable, Selectable } from 'kysely';
import type { PaymentKindName } from '../../../engine/core/generated/api.gen';

/**
 * Kysely's view of the tables that migrations/ creates. Money is bigint cents read as a safe number (see
 * type-parsers.ts); dates are ISO `yyyy-mm-dd` text; timestamps are Date.
 */
export interface Database {
  members: MembersTable;
  credentials: CredentialsTable;
  service_agreements: ServiceAgreementsTable;
  agreement_users: AgreementUsersTable;
  sessions: SessionsTable;
  known_devices: KnownDevicesTable;
  passkeys: PasskeysTable;
  passkey_challenges: PasskeyChallengesTable;
  attempt_slots: AttemptSlotsTable;
  arrangements: ArrangementsTable;
  summary_changes: SummaryChangesTable;
  gl_accounts: GlAccountsTable;
  journals: JournalsTable;
  ledger_entries: LedgerEntriesTable;
  transactions: TransactionsTable;
  check_images: CheckImagesTable;
  cards: CardsTable;
  card_rewards: CardRewardsTable;
  card_reward_events: CardRewardEventsTable;
  card_orders: CardOrdersTable;
  card_due_date_changes: CardDueDateChangesTable;
  card_protections: CardProtectionsTable;
  card_authorizations: CardAuthorizationsTable;
  travel_itineraries: TravelItinerariesTable;
  travel_itinerary_destinations: TravelItineraryDestinationsTable;
  travel_itinerary_cards: TravelItineraryCardsTable;
  card_wallet_tokens: CardWalletTokensTable;
  member_conditions: MemberConditionsTable;
  business_function_privileges: BusinessFunctionPrivilegesTable;
  function_groups: FunctionGroupsTable;
  function_group_privileges: FunctionGroupPrivilegesTable;
  user_function_groups: UserFunctionGroupsTable;
  arrangement_terms: ArrangementTermsTable;
  arrangement_past_due: ArrangementPastDueTable;
  transaction_categories: TransactionCategoriesTable;
  transaction_category_choices: TransactionCategoryChoicesTable;
  statement_preferences: StatementPreferencesTable;
  paperless_prompt_responses: PaperlessPromptResponsesTable;
  profile_reminders: ProfileRemindersTable;
  push_devices: PushDevicesTable;
  step_up_challenges: StepUpChallengesTable;
  step_up_deliveries: StepUpDeliveriesTable;
  outbox_messages: OutboxMessagesTable;
  member_identity_facts: MemberIdentityFactsTable;
  sign_in_help_recoveries: SignInHelpRecoveriesTable;
  logout_survey_invitations: LogoutSurveyInvitationsTable;
  logout_survey_responses: LogoutSurveyResponsesTable;
  alert_preferences: AlertPreferencesTable;
  alert_member_settings: AlertMemberSettingsTable;
  alert_deliveries: AlertDeliveriesTable;
  trusted_user_invitations: TrustedUserInvitationsTable;
  trusted_user_accounts: TrustedUserAccountsTable;
  trusted_user_invitation_accounts: TrustedUserInvitationAccountsTable;
  tutorial_completions: TutorialCompletionsTable;
  member_postal_addresses: MemberPostalAddressesTable;
  member_phone_addresses: MemberPhoneAddressesTable;
  member_electronic_addresses: MemberElectronicAddressesTable;
  profile_phone_verifications: ProfilePhoneVerificationsTable;
  disclosure_notices: DisclosureNoticesTable;
  member_disclosures: MemberDisclosuresTable;
  service_requests: ServiceRequestsTable;
  account_beneficiaries: AccountBeneficiariesTable;
  staff_visits: StaffVisitsTable;
  staff_audit: StaffAuditTable;
  staff_inbox_state: StaffInboxStateTable;
  card_fraud_reports: CardFraudReportsTable;
  external_accounts: ExternalAccountsTable;
  payees: PayeesTable;
  cashiers_check_requests: CashiersCheckRequestsTable;
  stop_payments: StopPaymentsTable;
  server_keys: ServerKeysTable;
  savings_goals: SavingsGoalsTable;
  studio_versions: StudioVersionsTable;
  studio_drafts: StudioDraftsTable;
  idempotency_keys: IdempotencyKeysTable;
  payment_orders: PaymentOrdersTable;
  payment_order_executions: PaymentOrderExecutionsTable;
  partnership_sso_tokens: PartnershipSsoTokensTable;
  chat_conversations: ChatConversationsTable;
  chat_messages: ChatMessagesTable;
  chat_sessions: ChatSessionsTable;
  analytics_events: AnalyticsEventsTable;
  insight_dispositions: InsightDispositionsTable;
  messages: MessagesTable;
  message_attachments: MessageAttachmentsTable;
  document_uploads: DocumentUploadsTable;
  upload_pieces: UploadPiecesTable;
  account_preferences: AccountPreferencesTable;
  budgets: BudgetsTable;
  disputes: DisputesTable;
  dispute_events: DisputeEventsTable;
  privacy_preferences: PrivacyPreferencesTable;
  privacy_requests: PrivacyRequestsTable;
  account_openings: AccountOpeningsTable;
  certificate_terms: CertificateTermsTable;
  certificate_maturities: CertificateMaturitiesTable;
  certificate_early_closures: CertificateEarlyClosuresTable;
  ira_contributions: IraContributionsTable;
  dividend_postings: DividendPostingsTable;
  ira_distribution_requests: IraDistributionRequestsTable;
  ira_distribution_payments: IraDistributionPaymentsTable;
  bill_pay_enrollments: BillPayEnrollmentsTable;
  loan_applications: LoanApplicationsTable;
  loan_application_events: LoanApplicationEventsTable;
  loan_payment_schedules: LoanPaymentSchedulesTable;
  loan_disclosures: LoanDisclosuresTable;
  tax_reportable_amounts: TaxReportableAmountsTable;
  identity_provider_links: IdentityProviderLinksTable;
  identity_provider_sign_ins: IdentityProviderSignInsTable;
  identity_provider_sessions: IdentityProviderSessionsTable;
}

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A nullable column inserts may leave out. */
type OptionalColumn<T> = ColumnType<T | null, T | null | undefined, T | null>;

export type AccessLevel = 'NO_ACCESS' | 'VIEW_ONLY' | 'MOVE_MONEY' | 'FULL_ACCESS';
/** A staff user's role: what the policy's staff actors are named after. */
export type StaffRole = 'service' | 'view-only' | 'supervisor' | 'product-owner' | 'product-owner-approver';

export type AgreementUserType = 'Master' | 'Business' | 'Trusted Member' | 'Trusted Entity';
export type ProductKind = 'checking' | 'savings' | 'creditCard' | 'autoLoan' | 'heloc' | 'ira';
export type CreditDebit = 'CREDIT' | 'DEBIT';
export type TransactionStatus = 'BOOKED' | 'PENDING';
export type LockStatus = 'LOCKED' | 'UNLOCKED';

export interface MembersTable {
  id: string;
  external_id: string;
  /** Always lower case: sign-in compares case-insensitively. */
  username: string;
  /** "P" personal; any other code (e.g. "C") is a business member. */
  membership_type: string;
  full_name: string;
  given_name: string;
  family_name: string;
  member_since: string;
  is_minor: ColumnType<boolean, boolean | undefined, boolean>;
  /** Present only for staff: makes the channel OneView. */
  employee_guid: string | null;
  /** A staff user's employee id (the HR number); staff only. */
  employee_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** A member's military rank, when they serve or served and told the credit union. */
  military_rank: ColumnType<string | null, string | null | undefined, string | null>;
  /** A staff user's role (config/policy.json actors staff-<role>); null for members. */
  staff_role: ColumnType<StaffRole | null, StaffRole | null | undefined, StaffRole | null>;
  /** The locale tag the user reads the product in (config/locales.json); 'en-US' unless they chose another. */
  language: ColumnType<string, string | undefined, string>;
  created_at: DefaultedTimestamp;
  /** This sign-in and the one before it (the security hub shows the latter). */
  last_sign_in_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  previous_sign_in_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface CredentialsTable {
  user_id: string;
  /** `scrypt$N$r$p$salt$hash` (base64url parts), see auth/password.ts. */
  password_hash: string;
  updated_at: DefaultedTimestamp;
}

export interface ServiceAgreementsTable {
  id: string;
  name: string;
  description: string;
  is_master: boolean;
  /** Numeric text for master agreements. */
  external_id: string;
  /**
   * On a trusted agreement: the external id of the master agreement of the user it is offered to (the agreement list shows
   * it beside that master). Whose accounts it reaches is primary_user_id's.
   */
  trusted_external_id: string | null;
  /** The member whose data the agreement reaches (additions.primaryUserInternalId). */
  primary_user_id: string;
}

export interface AgreementUsersTable {
  agreement_id: string;
  user_id: string;
  access_level: AccessLevel;
  user_type: AgreementUserType;
  is_default: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface SessionsTable {
  /** SHA-256 (hex) of the session id; the id itself is only ever in the member's cookie. */
  id: string;
  user_id: string;
  service_agreement_id: string | null;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  absolute_expires_at: Timestamp;
  /** Set while a sign-in from a new device awaits its identity check (the risk event, e.g. newDeviceSignIn). */
  pending_step_up_event: string | null;
  /**
   * Staff serving a member (0025): the agreement whose function groups judge the session (the MSR agreement) while
   * service_agreement_id is the member's; null for everyone else.
   */
  access_agreement_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Staff serving a member (0025): the open visit. */
  staff_visit_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The session's cached decisions (0033, domain/session-decisions.ts); triggers clear them. Written by raw SQL only. */
  decisions: ColumnType<object | null, object | null | undefined, never>;
  /** Bumped whenever the decisions are cleared, so a decision computed before a change is not stored after it. */
  decisions_epoch: ColumnType<number, number | undefined, never>;
  /**
   * A studio preview (0069): the draft whose manifests this read-only session shows. Such a session is presented only
   * in the preview header, and a session without it never is; null for every other session.
   */
  preview_draft_id: ColumnType<string | null, string | null | undefined, never>;
}

/** A member's passkey (WebAuthn credential): what verifies its assertions at sign-in and step-up. */
export interface PasskeysTable {
  id: string;
  user_id: string;
  /** The credential id the authenticator chose, base64url. */
  credential_id: string;
  /** The COSE public key from registration. */
  public_key: Uint8Array;
  /** The authenticator's signature counter at its last use (0 for authenticators that keep none). */
  counter: ColumnType<number, number | undefined, number>;
  /** Transports the browser reported at registration, space-separated ("internal hybrid"). */
  transports: ColumnType<string, string | undefined, string>;
  /** The member's name for it. */
  label: string;
  created_at: Timestamp;
  last_used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A WebAuthn challenge issued for one ceremony: used once, before it expires. */
export interface PasskeyChallengesTable {
  /** The challenge itself, base64url (what the authenticator signs over). */
  challenge: string;
  purpose: 'register' | 'sign-in' | 'step-up';
  /** The session that asked (registration, step-up); null for a passwordless sign-in. */
  session_id: string | null;
  /** The member it was issued for (registration, step-up); null for a passwordless sign-in. */
  user_id: string | null;
  /** The step-up challenge an assertion would pass. */
  step_up_challenge_id: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface KnownDevicesTable {
  id: string;
  user_id: string;
  /** SHA-256 (hex) of the device cookie's random id; the id itself is only ever in the member's cookie. */
  token_hash: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  /** Browser and system read from the user agent when first remembered ("Chrome on Windows"); null before 0011. */
  name: ColumnType<string | null, string | null | undefined, string | null>;
}

/**
 * One attempt bucket (0045, src/server/auth/attempt-slots.ts): what is limited (scope), whose attempts (subject: a
 * username, a device, an address, a hash of claimed facts...), and how many were claimed in the current window.
 */
export interface AttemptSlotsTable {
  scope: string;
  subject: string;
  attempts: number;
  window_started_at: Timestamp;
}

export interface ArrangementsTable {
  id: string;
  /** The owning (master) agreement. */
  agreement_id: string;
  external_arrangement_id: string;
  external_legal_entity_id: string;
  external_product_id: string;
  product_kind: ProductKind;
  product_type_name: string;
  name: string;
  /** Full account number; answers mask it unless asked not to. */
  account_number: string;
  credit_limit_cents: number | null;
  principal_cents: number | null;
  currency: ColumnType<string, string | undefined, string>;
  state: ColumnType<string, string | undefined, string>;
  opened_on: string;
  display_order: ColumnType<number, number | undefined, number>;
  /** A payable-on-death account (0025): its beneficiaries are in account_beneficiaries. */
  payable_on_death: ColumnType<boolean, boolean | undefined, boolean>;
  /**
   * The sum of the account's ledger entries (debits positive), kept by a trigger on ledger_entries in the inserting
   * statement (0070); code reads it and never writes it. The entries stay the source of truth.
   */
  ledger_sum_cents: ColumnType<number, never, never>;
}

/** 0065: one row per change to what the product summary shows of an account (triggers add them; code never writes). */
export interface SummaryChangesTable {
  arrangement_id: string;
  weight: Generated<number>;
}

export interface GlAccountsTable {
  id: string;
  name: string;
  kind: 'asset' | 'liability' | 'income' | 'expense' | 'equity';
}

export interface JournalsTable {
  id: string;
  kind: string;
  description: string;
  posted_at: Timestamp;
  idempotency_key: string | null;
  created_at: DefaultedTimestamp;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  journal_id: string;
  /** Exactly one of arrangement_id and gl_account_id is set. */
  arrangement_id: string | null;
  gl_account_id: string | null;
  /** Signed: positive is a debit on the credit union's books, negative a credit. */
  amount_cents: number;
}

export interface TransactionsTable {
  id: string;
  arrangement_id: string;
  /** Set when booked; a pending hold has no journal yet. */
  journal_id: string | null;
  booking_date: string;
  description: string;
  category: string;
  /** Magnitude; the direction is credit_debit (from the member's side). */
  amount_cents: number;
  credit_debit: CreditDebit;
  status: TransactionStatus;
  counterparty_name: string | null;
  counterparty_account: string | null;
  created_at: DefaultedTimestamp;
  /** The day the member made it (card purchase, check written); null: the booking date. */
  transaction_date: OptionalColumn<string>;
  memo: OptionalColumn<string>;
  check_number: OptionalColumn<number>;
  /** 0034: the order lines were booked in (a pending hold: inserted in); lists go by booking date, pending, this. */
  posting_seq: Generated<number>;
  /** 0034: status = 'PENDING', stored for the list index. */
  pending: GeneratedAlways<boolean>;
  /** 0034, set by triggers: the ledger balance (debits positive) just after this booked line; null when pending. */
  ledger_balance_after_cents: Generated<number | null>;
  /** 0034, set by triggers: this line's number among the account's booked lines (1 = the first); null when pending. */
  booked_line_number: Generated<number | null>;
}

/** The stored image of a paid check (its front), served to those who may see the transaction. */
export interface CheckImagesTable {
  transaction_id: string;
  media_type: 'image/svg+xml' | 'image/png';
  content: Uint8Array;
}

/** AC active, IN issued awaiting activation, DA dormant active, UN unissued, CL closed. */
export type CardStatus = 'AC' | 'IN' | 'DA' | 'UN' | 'CL';
export type CardRole = 'Primary Cardholder' | 'Joint Cardholder' | 'Authorized User';
export type CardIssuance = 'MAILED' | 'INSTANT' | 'DIGITAL';

export interface CardsTable {
  id: string;
  arrangement_id: string;
  /** Null for an authorized user who is not a member. */
  holder_user_id: string | null;
  card_kind: 'debit' | 'credit';
  brand: string;
  product_code: string;
  last_four: string;
  expiry_month: number;
  expiry_year: number;
  status: CardStatus;
  lock_status: LockStatus;
  /** Stands for the card number (`tok_` + 24 hex), which is never stored. */
  card_token: string;
  /** A joint holder's or authorized user's card hangs off the primary card. */
  parent_card_id: OptionalColumn<string>;
  holder_name: string;
  role: ColumnType<CardRole, CardRole | undefined, CardRole>;
  account_summary_type: ColumnType<string, string | undefined, string>;
  account_ownership_code: ColumnType<string, string | undefined, string>;
  card_policy_ref_id: string;
  product_description: OptionalColumn<string>;
  issuance: ColumnType<CardIssuance, CardIssuance | undefined, CardIssuance>;
  /** scrypt of the PIN with a per-card salt (`scrypt$N$r$p$salt$hash`); never the PIN. */
  pin_hash: OptionalColumn<string>;
  pin_changed_at: OptionalColumn<Date>;
  activated_at: OptionalColumn<Date>;
  issued_at: OptionalColumn<Date>;
  closed_at: OptionalColumn<Date>;
  closed_reason: OptionalColumn<string>;
  replaces_card_id: OptionalColumn<string>;
}

/** A credit card account's rewards points. */
export interface CardRewardsTable {
  arrangement_id: string;
  points_balance: number;
  /** numeric(6,4): both drivers read it as text; Number() it. */
  cents_per_point: ColumnType<string, string | number, string | number>;
}

export interface CardRewardEventsTable {
  id: string;
  arrangement_id: string;
  occurred_on: string;
  description: string;
  /** + earned, − redeemed. */
  points: number;
  kind: 'EARN' | 'REDEEM';
  journal_id: OptionalColumn<string>;
}

export interface CardOrdersTable {
  id: string;
  user_id: string;
  arrangement_id: string;
  card_type: 'DEBIT' | 'CREDIT';
  reason: 'NEW' | 'LOST' | 'STOLEN' | 'DAMAGED';
  expedite: boolean;
  new_card_id: string;
  replaced_card_id: string | null;
  confirmation_number: string;
  created_at: Timestamp;
}

export interface CardDueDateChangesTable {
  id: string;
  arrangement_id: string;
  previous_due_day: number;
  new_due_day: number;
  status: 'PENDING' | 'CANCELLED' | 'APPLIED';
  requested_by: string;
  requested_at: Timestamp;
  cancelled_at: OptionalColumn<Date>;
}

export interface MemberConditionsTable {
  user_id: string;
  /** A precheck condition code the member's sign-in raises (see seed/personas.ts). */
  code: string;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
}

/** The catalogue: every privilege each business function has, granted or not. */
export interface BusinessFunctionPrivilegesTable {
  /** As the permission summary names them, spaces included ("Product Summary"). */
  resource: string;
  function: string;
  /** view, create, edit, delete, execute, ... */
  privilege: string;
}

export interface FunctionGroupsTable {
  id: string;
  service_agreement_id: string;
  name: string;
  access_level: AccessLevel;
  description: ColumnType<string, string | undefined, string>;
}

/** A privilege of the catalogue a function group grants. */
export interface FunctionGroupPrivilegesTable {
  function_group_id: string;
  resource: string;
  function: string;
  privilege: string;
}

export interface UserFunctionGroupsTable {
  user_id: string;
  function_group_id: string;
}

/** An account's terms: its rate, and for cards and loans when and how much is due each month. */
export interface ArrangementTermsTable {
  arrangement_id: string;
  /** Dividend rate of a deposit account, APR of a card or loan, in basis points. */
  interest_rate_bps: number;
  /** Deposits and IRA: annual percentage yield in basis points. */
  apy_bps: number | null;
  /** Cards and loans: day of the month (1-28) a payment is due. */
  payment_due_day: number | null;
  /** Loans: the fixed monthly payment; cards and lines: the floor of the minimum payment. */
  minimum_payment_cents: number | null;
  /** Cards and lines: the minimum payment as a share of the statement balance, in basis points. */
  minimum_payment_percent_bps: number | null;
}

/** A loan or credit account behind on its payments (only while it is): the amount past due and the missed due date. */
export interface ArrangementPastDueTable {
  arrangement_id: string;
  amount_cents: number;
  /** yyyy-mm-dd. */
  due_date: string;
}

export interface TransactionCategoriesTable {
  /** Fixed by migration 0003: members' choices and the web app keep them. */
  id: number;
  name: string;
  /** Null for a top-level group. */
  parent_id: number | null;
  display_order: ColumnType<number, number | undefined, number>;
}

/** A member's re-categorisation of one transaction: their view only, the ledger stays as posted. */
/** A user's monthly spending limit for one category under one master agreement (0029). */
export interface BudgetsTable {
  user_id: string;
  agreement_id: string;
  category_id: number;
  monthly_limit_cents: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TransactionCategoryChoicesTable {
  transaction_id: string;
  category_id: number;
  chosen_by: string;
  chosen_at: Timestamp;
}

export type StatementDelivery = 'PAPER' | 'ELECTRONIC';

/** How an account's statements are delivered; an account without a row gets paper (the default by law). */
export interface StatementPreferencesTable {
  arrangement_id: string;
  delivery: StatementDelivery;
  updated_by: string | null;
  updated_at: Timestamp;
}

/** RML remind me later, PDP keep paper, GOP go paperless. */
export type PaperlessPromptResponse = 'RML' | 'PDP' | 'GOP';

/** The member's last answer to the go-paperless prompt; RML holds only for the session it was given in. */
export interface PaperlessPromptResponsesTable {
  user_id: string;
  response: PaperlessPromptResponse;
  session_id: string | null;
  responded_at: Timestamp;
}

/** 'Remind Me Later' on the profile intercept: it is not raised again in that session (rows go with the session). */
export interface ProfileRemindersTable {
  session_id: string;
  user_id: string;
  reminded_at: Timestamp;
}

export interface TutorialCompletionsTable {
  user_id: string;
  completed_at: Timestamp;
}

export type ContactStatus = 'ACTIVE' | 'INVALID' | 'D';

export interface MemberPostalAddressesTable {
  id: string;
  user_id: string;
  /** TEMPORARY addresses carry the date they expire (the change-of-address alert); RESIDENTIAL is where the member lives (0019). */
  address_type: 'MAILING' | 'RESIDENTIAL' | 'TEMPORARY';
  address_line1: string;
  address_line2: ColumnType<string, string | undefined, string>;
  address_line3: ColumnType<string, string | undefined, string>;
  city: string;
  state: string;
  zip_code: string;
  country: ColumnType<string, string | undefined, string>;
  status: 'ACTIVE' | 'INVALID';
  expires_on: string | null;
}

export interface MemberPhoneAddressesTable {
  id: string;
  user_id: string;
  phone_type: string;
  /** Digits only: 10, or 11 starting with 1. */
  number: string;
  extension: ColumnType<string, string | undefined, string>;
  /** D: deactivated. */
  status: ContactStatus;
}

export interface MemberElectronicAddressesTable {
  id: string;
  user_id: string;
  email_address: string;
  status: ContactStatus;
}

/** The new phone of a step-up challenge for a member with no phone and no push device (0019): its code goes there. */
export interface ProfilePhoneVerificationsTable {
  id: string;
  challenge_id: string;
  user_id: string;
  number: string;
  created_at: Timestamp;
}

export interface DisclosureNoticesTable {
  id: string;
  title: string;
  body: string;
  version: number;
  effective_on: string;
}

/** A notice a member must accept; DPE (disclosures pending) while any has no accepted_at. */
export interface MemberDisclosuresTable {
  user_id: string;
  notice_id: string;
  version: number;
  required_at: Timestamp;
  accepted_at: Date | null;
}

export interface PushDevicesTable {
  id: string;
  user_id: string;
  device_name: string;
  push_device: string;
  push_token: string;
  registered_at: Timestamp;
  last_login_at: Date | null;
}

export type StepUpChallengeState = 'PENDING' | 'VERIFIED' | 'CONSUMED';

/** One challenge: approves one action (event + payload fingerprint) in one session, once. */
export interface StepUpChallengesTable {
  id: string;
  session_id: string;
  user_id: string;
  event: string;
  /** SHA-256 (hex) of the canonical payload the challenge approves. */
  fingerprint: string;
  state: StepUpChallengeState;
  created_at: Timestamp;
  /** While PENDING: the end of the time to verify; once VERIFIED: the end of the time to use it. */
  expires_at: Timestamp;
  verified_at: Date | null;
  last_sent_at: Date | null;
}

export type PushStatus = 'IN_PROGRESS' | 'APPROVED' | 'DENIED';

/** A code (hashed) or push request sent for a challenge. */
export interface StepUpDeliveriesTable {
  id: string;
  challenge_id: string;
  user_id: string;
  kind: 'OTP' | 'PUSH';
  code_hash: string | null;
  push_device_id: string | null;
  push_status: PushStatus | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Date | null;
}

/** Demo mode only: what the message adapter "sent". */
export interface OutboxMessagesTable {
  id: string;
  /** Send order (timestamps can tie). */
  seq: Generated<number>;
  user_id: string;
  channel: 'SMS' | 'PUSH' | 'EMAIL';
  recipient: string;
  body: string;
  transaction_id: string | null;
  created_at: Timestamp;
}

/**
 * What a member proves who they are with when they cannot sign in (0020): SSN/TIN last four and date of birth, only
 * ever stored sealed (0048, identity/identity-facts-seal.ts): never read these columns but through openIdentityFacts.
 */
export interface MemberIdentityFactsTable {
  user_id: string;
  /** The key-encryption key (IDENTITY_KEY's id) that wrapped the row's data key. */
  key_id: string;
  wrapped_key: string;
  sealed_facts: string;
  /** Keyed HMAC of the facts: what sign-in help matches on. */
  match_index: string;
}

export type SignInHelpPurpose = 'username' | 'password' | 'enrol';
export type SignInHelpStatus = 'CODE_SENT' | 'VERIFIED' | 'LOCKED' | 'COMPLETED';

/** One forgot-username, forgot-password or enrolment attempt (0020); user_id null when the facts matched no one. */
export interface SignInHelpRecoveriesTable {
  id: string;
  token_hash: string;
  purpose: SignInHelpPurpose;
  user_id: string | null;
  ip: string;
  code_hash: string;
  code_expires_at: Timestamp;
  status: SignInHelpStatus;
  created_at: Timestamp;
  expires_at: Timestamp;
  verified_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  completed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** The survey offered at sign-out (0020), answered once with its one-time token after the session ended. */
export interface LogoutSurveyInvitationsTable {
  id: string;
  token_hash: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  answered_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface LogoutSurveyResponsesTable {
  id: string;
  invitation_id: string;
  user_id: string;
  answers: ColumnType<Record<string, string>, string, string>;
  created_at: Timestamp;
}

export type ServiceRequestKind = 'add-joint-owner' | 'direct-deposit' | 'overdraft-protection' | 'change-checking-account-type';

/** An account-services request as the member submitted it (payload: the validated form data). */
export interface ServiceRequestsTable {
  id: string;
  user_id: string;
  arrangement_id: string;
  kind: ServiceRequestKind;
  payload: ColumnType<Record<string, unknown>, string, string>;
  status: 'SUBMITTED';
  confirmation_number: string;
  created_at: Timestamp;
}

export type BeneficiaryDesignation = 'PRIMARY' | 'CONTINGENT';

/** One designated beneficiary of an IRA or a payable-on-death account (0025 renamed ira_beneficiaries). */
export interface AccountBeneficiariesTable {
  id: string;
  arrangement_id: string;
  full_name: string;
  relationship: string;
  designation: BeneficiaryDesignation;
  share_percent: number;
  created_at: Timestamp;
}

/** A credit-card fraud report a member filed from the partner page. */
export interface CardFraudReportsTable {
  id: string;
  user_id: string;
  arrangement_id: string;
  noticed_on: string;
  description: string;
  reference: string;
  created_at: Timestamp;
}

export type PaymentOrderKind = PaymentKindName;
export type PaymentOrderState = 'SCHEDULED' | 'POSTED' | 'CANCELLED' | 'FAILED' | 'COMPLETED';

/** A movement a member asked for: posted at once, or scheduled (one-time future or recurring) for the executor. */
export interface PaymentOrdersTable {
  id: string;
  agreement_id: string;
  created_by: string;
  kind: PaymentOrderKind;
  state: PaymentOrderState;
  /** Exactly one source: a member account, or an external account (ACH in). */
  from_arrangement_id: string | null;
  from_external_account_id: string | null;
  /** Exactly one destination: a member account (own or another member's), an external account or a payee. */
  to_arrangement_id: string | null;
  to_external_account_id: string | null;
  to_payee_id: string | null;
  amount_cents: number;
  timing: 'IMMEDIATE' | 'FUTURE';
  frequency: 'ONCE' | 'WEEKLY' | 'BIWEEKLY' | 'MONTHLY';
  requested_date: string;
  /** SCHEDULED: the business-day-adjusted date the next occurrence posts; otherwise the date it last posted (or was due). */
  next_execution_date: string | null;
  /** The calendar date of the next occurrence before business-day adjustment (recurring orders step from it). */
  next_nominal_date: string | null;
  end_date: string | null;
  memo: string | null;
  acknowledgements: ColumnType<string[], string | undefined, string>;
  /** Date-adjusted and funds-availability copy shown with the order. */
  notes: ColumnType<string[], string | undefined, string>;
  confirmation_number: string;
  failure_reason: string | null;
  last_journal_id: string | null;
  posted_at: Date | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: ColumnType<number, number | undefined, number>;
}

/** The executor's exactly-once record: one row per order and due date (the primary key refuses a second). */
export interface PaymentOrderExecutionsTable {
  payment_order_id: string;
  due_date: string;
  /** The amount this occurrence moved (or tried to). */
  amount_cents: number;
  journal_id: string | null;
  outcome: 'POSTED' | 'FAILED';
  failure_reason: string | null;
  executed_at: Timestamp;
}

export type ExternalAccountStatus = 'PENDING_VERIFICATION' | 'VERIFIED' | 'LOCKED';
export type ExternalAccountVerificationMethod = 'MICRO_DEPOSITS' | 'INSTANT';

/** Another institution's account linked to an agreement for ACH (0007). account_number is never logged or shown whole. */
export interface ExternalAccountsTable {
  id: string;
  agreement_id: string;
  created_by: string;
  nickname: string | null;
  institution_name: string;
  routing_number: string;
  account_number: string;
  account_type: 'CHECKING' | 'SAVINGS';
  owner_name: string;
  status: ExternalAccountStatus;
  verification_method: ExternalAccountVerificationMethod;
  micro_deposit_1_cents: number | null;
  micro_deposit_2_cents: number | null;
  failed_verifications: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  deleted_at: Timestamp | null;
}

/** A bill-pay payee of an agreement (0007). */
export interface PayeesTable {
  id: string;
  agreement_id: string;
  name: string;
  nickname: string | null;
  account_number: string;
  address_line1: string;
  city: string;
  state: string;
  zip_code: string;
  phone: string | null;
  created_at: Timestamp;
  deleted_at: Timestamp | null;
}

/** A cashier's check a member requested; journal_id is the posting that debited the account (0007). */
export interface CashiersCheckRequestsTable {
  id: string;
  user_id: string;
  arrangement_id: string;
  journal_id: string;
  amount_cents: number;
  payee_name: string;
  memo: string | null;
  delivery: string;
  confirmation_number: string;
  created_at: Timestamp;
}

/** A stop payment on one check or a range of checks of a checking account (0054); in effect through expires_on. */
export interface StopPaymentsTable {
  id: string;
  user_id: string;
  arrangement_id: string;
  journal_id: string | null;
  first_check_number: number;
  last_check_number: number;
  amount_cents: number | null;
  payee_name: string | null;
  written_on: string | null;
  reason: string;
  fee_cents: number;
  confirmation_number: string;
  placed_on: string;
  expires_on: string;
  created_at: Timestamp;
}

/**
 * A key every server process on this database must share (migration 0060), e.g. the partner hand-off signing key, made once by
 * the first process that needs it when the environment gives none (demo mode).
 */
/** A savings goal on a savings account (0063); its progress is the account's booked balance. */
export interface SavingsGoalsTable {
  id: string;
  arrangement_id: string;
  created_by: string;
  name: string;
  target_cents: number;
  /** yyyy-mm-dd, a business day. */
  target_date: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}
/** A published version of the studio: the manifests differing from the bundled ones, by file name. */
export interface StudioVersionsTable {
  number: number;
  id: string;
  manifests: ColumnType<Record<string, unknown>, string, string>;
  author_id: string;
  /** Null for a restore: its manifests were approved with the version restored. */
  approver_id: string | null;
  draft_id: string | null;
  restored_from: number | null;
  reason: string;
  published_at: Timestamp;
}
/** A product owner's draft: the manifests they edited, whole, by file name. */
export interface StudioDraftsTable {
  id: string;
  author_id: string;
  title: string;
  manifests: ColumnType<Record<string, unknown>, string, string>;
  base_version: number;
  published_version: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface ServerKeysTable {
  name: string;
  value: string;
  created_at: DefaultedTimestamp;
}

/** One Idempotency-Key of a user (0007): written with the work it guards, so a committed row has its answer. */
export interface IdempotencyKeysTable {
  user_id: string;
  key: string;
  request_hash: string;
  response_status: number | null;
  /** json (not jsonb): keeps the stored text exactly, key order included; null until the first call stores its answer. */
  response_body: ColumnType<object | null, string | null, string | null>;
  created_at: Timestamp;
}

/** A partnership hand-off token (0009): only its SHA-256 hash is kept; redeemed_at is set by its one use. */
export interface PartnershipSsoTokensTable {
  id: string;
  token_hash: string;
  user_id: string;
  target: string;
  /** The target's filled path parameters and query, for the hand-off page. */
  params: ColumnType<Record<string, string>, string, string>;
  expires_at: Timestamp;
  redeemed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Timestamp;
}

type ProtectionRuleColumn = 'ALLOW' | 'ALERT' | 'BLOCK';

/** A member's protections on one card (0015); a card without a row has none (everything allowed). */
export interface CardProtectionsTable {
  card_id: string;
  international: ProtectionRuleColumn;
  /** By category id of config/cards.json. */
  merchant_categories: ColumnType<Record<string, ProtectionRuleColumn>, string, string>;
  online: ProtectionRuleColumn;
  in_store: ProtectionRuleColumn;
  atm: ProtectionRuleColumn;
  recurring: ProtectionRuleColumn;
  per_transaction_limit_cents: number | null;
  monthly_limit_cents: number | null;
  alert_every_transaction: boolean;
  updated_at: Timestamp;
  updated_by: string | null;
}

/** What the (demo) card network asked and was answered (0015); an approval names its pending transaction. */
export interface CardAuthorizationsTable {
  id: string;
  card_id: string;
  at: Timestamp;
  /** The credit union's calendar day (YYYY-MM-DD) of `at`: a monthly limit sums by it. */
  business_date: string;
  merchant_name: string;
  merchant_category_code: number;
  category: string | null;
  amount_cents: number;
  channel: 'ONLINE' | 'IN_STORE' | 'ATM' | 'RECURRING';
  country_code: string;
  decision: 'APPROVED' | 'DECLINED';
  reason_code: string;
  transaction_id: string | null;
}

/** A member's travel plan (0015): countries, first and last day, the cards it covers. */
export interface TravelItinerariesTable {
  id: string;
  /** The member whose cards it covers (the agreement's primary user). */
  owner_id: string;
  created_by: string;
  start_date: string;
  end_date: string;
  created_at: Timestamp;
}

export interface TravelItineraryDestinationsTable {
  itinerary_id: string;
  position: number;
  country_code: string;
}

export interface TravelItineraryCardsTable {
  itinerary_id: string;
  card_id: string;
}

/** A card bound to a phone wallet (0015): the wallet's device token stands for the card there. */
export interface CardWalletTokensTable {
  id: string;
  card_id: string;
  wallet: 'APPLE_PAY' | 'GOOGLE_PAY' | 'SAMSUNG_PAY';
  device_name: string;
  token_ref: string;
  token_last_four: string;
  status: 'ACTIVE' | 'SUSPENDED';
  created_at: Timestamp;
}

export type MessageTypeColumn = 'Email' | 'Emessage' | 'Letter' | 'Push' | 'Text/SMS' | 'Marketing' | 'Broadcast';
export type MessageStatusColumn = 'Read' | 'Unread' | 'Sent' | 'Broadcast';
export type MessageReferenceKindColumn = 'account' | 'transaction' | 'paymentOrder' | 'card';

/** One message of a member's message center (0016); thread_id is the thread's first message's id. */
export interface MessagesTable {
  id: string;
  /** The membership's member (the agreement's primary user) whose message center holds it. */
  owner_id: string;
  /** Who wrote it; null: the credit union. */
  author_id: string | null;
  thread_id: string;
  message_type: MessageTypeColumn;
  status: MessageStatusColumn;
  direction: 'inbound' | 'outbound';
  confirmation_number: string;
  /** A topic id of config/messages.json. */
  topic_id: string;
  subject: string;
  body: string;
  sent_at: Timestamp;
  reference_kind: OptionalColumn<MessageReferenceKindColumn>;
  reference_id: OptionalColumn<string>;
  reference_label: OptionalColumn<string>;
  deleted_at: OptionalColumn<Date>;
}

/** A file uploaded for a message (0016): unattached (message_id null) until a message is sent with it. */
export interface MessageAttachmentsTable {
  id: string;
  owner_id: string;
  uploaded_by: string | null;
  message_id: OptionalColumn<string>;
  file_name: string;
  content_type: string;
  size_bytes: number;
  sha256: string;
  content: Uint8Array;
  created_at: Timestamp;
}

/** A document a member uploaded to a portal of config/upload-portals.json (0023): typed from its bytes, hashed, scanned. */
export interface DocumentUploadsTable {
  id: string;
  user_id: string;
  member_id: string;
  portal_id: string;
  reference: OptionalColumn<string>;
  file_name: string;
  media_type: string;
  size_bytes: number;
  sha256: string;
  receipt_number: string;
  scan_status: 'clean';
  content: Uint8Array;
  created_at: Timestamp;
}

/**
 * A stored upload's bytes in order, a piece per row (0047): a message attachment's or a portal document's (upload_id
 * is its id), written and read a piece at a time so no single statement carries a whole file.
 */
export interface UploadPiecesTable {
  upload_id: string;
  seq: number;
  bytes: Uint8Array;
}

/** A member's conversation with the credit union (0017): one OPEN at a time; staff close it. */
export interface ChatConversationsTable {
  id: string;
  user_id: string;
  status: 'OPEN' | 'CLOSED';
  started_at: Timestamp;
  last_message_at: Timestamp;
  closed_at: OptionalColumn<Date>;
}

/** One line of a conversation (0017), in seq order; STAFF lines come from the staff channel. */
export interface ChatMessagesTable {
  id: string;
  seq: Generated<number>;
  conversation_id: string;
  author_kind: 'MEMBER' | 'STAFF';
  author_id: string;
  body: string;
  sent_at: Timestamp;
}

/** A chat token a redeemed chat sign-on opened (0017): only its hash, bound to the member who redeemed it. */
export interface ChatSessionsTable {
  id: string;
  token_hash: string;
  user_id: string;
  channel_platform: string;
  channel_id: string;
  expires_at: Timestamp;
  created_at: Timestamp;
}

/** An analytics tag or custom event the browser raised (0017); user_id null when no one was signed in. */
export interface AnalyticsEventsTable {
  id: string;
  user_id: string | null;
  kind: 'TAG' | 'CUSTOM';
  name: string;
  data: ColumnType<Record<string, string | number | boolean | null>, string, string>;
  page: string | null;
  occurred_at: Date | null;
  received_at: Timestamp;
}

/**
 * What a user did with an insight or offer (0018). One row per (emp_id, treatment_id, disposition): the insights API's
 * duplicate filter keeps the first of each disposition type for one employee id; a 'no' row stops the treatment
 * being offered to that user again.
 */
export interface InsightDispositionsTable {
  id: string;
  user_id: string;
  /** The empId the browser sent: the signed-in user's externalId. */
  emp_id: string;
  /** The agreement the session was in (whose offers these were); null when it had none. */
  agreement_id: string | null;
  treatment_id: string;
  disposition: 'yes' | 'no' | 'click' | 'impression';
  recorded_at: Timestamp;
}

/** A trusted-user invitation (0022): a one-time link, stored as the sha256 of its token, single use, expiring. */
export interface TrustedUserInvitationsTable {
  id: string;
  /** The master agreement whose holder invited. */
  agreement_id: string;
  invited_by: string;
  name: string;
  email: string;
  user_type: 'Trusted Member' | 'Trusted Entity';
  access_level: AccessLevel;
  /** Access level per feature (config/trusted-users.json features). */
  features: ColumnType<Record<string, AccessLevel>, string, string>;
  token_hash: string;
  status: 'PENDING' | 'ACCEPTED' | 'CANCELLED';
  created_at: Timestamp;
  expires_at: Timestamp;
  accepted_at: Timestamp | null;
  accepted_by: string | null;
  /** The agreement created for the trusted user on acceptance. */
  trusted_agreement_id: string | null;
}

/** An account a trusted agreement reaches (0064); an agreement without rows reaches all of the member's accounts. */
export interface TrustedUserAccountsTable {
  agreement_id: string;
  arrangement_id: string;
}

/** An account a waiting invitation will share (0064); copied to trusted_user_accounts on acceptance. */
export interface TrustedUserInvitationAccountsTable {
  invitation_id: string;
  arrangement_id: string;
}

export type DisputeStatus = 'FILED' | 'UNDER_REVIEW' | 'RESOLVED';
export type DisputeOutcome = 'IN_MEMBER_FAVOR' | 'DENIED';
export type DisputeEventKind = 'FILED' | 'UNDER_REVIEW' | 'PROVISIONAL_CREDIT' | 'DOCUMENT_ADDED' | 'RESOLVED_FAVOR' | 'RESOLVED_DENIED' | 'CREDIT_FINAL' | 'CREDIT_REVERSED';

/** A disputed transaction (0024): one per transaction, with its Regulation E dates and the journals it posted. */
export interface DisputesTable {
  id: string;
  case_number: string;
  /** The membership the account belongs to (the agreement's primary user). */
  member_id: string;
  /** Who filed it. */
  user_id: string;
  transaction_id: string;
  arrangement_id: string;
  reason_id: string;
  details: string | null;
  amount_cents: number;
  status: DisputeStatus;
  outcome: DisputeOutcome | null;
  filed_on: string;
  provisional_credit_due: string;
  resolution_due: string;
  provisional_journal_id: string | null;
  final_journal_id: string | null;
  filed_at: Timestamp;
  updated_at: Timestamp;
  /** The other charge of the same account a duplicate-charge dispute says this one duplicates (0059). */
  duplicate_of_transaction_id: OptionalColumn<string>;
}

/** One step of a dispute's timeline (0024); every kind but DOCUMENT_ADDED at most once per dispute. */
export interface DisputeEventsTable {
  id: string;
  /** Insertion order (events of one instant keep the order they happened in). */
  seq: Generated<number>;
  dispute_id: string;
  kind: DisputeEventKind;
  detail: string | null;
  journal_id: string | null;
  occurred_at: Timestamp;
}

/** The signed-in user's own privacy opt-outs (0024); no row: opted into nothing out. */
export interface PrivacyPreferencesTable {
  user_id: string;
  marketing_opt_out: boolean;
  affiliate_sharing_opt_out: boolean;
  updated_at: Timestamp;
}

/** A privacy request with the receipt the member was shown (0024): deletion, correction, or a download of their data. */
export interface PrivacyRequestsTable {
  id: string;
  user_id: string;
  kind: 'DELETION' | 'CORRECTION' | 'DOWNLOAD';
  details: string | null;
  status: 'RECEIVED' | 'COMPLETED';
  receipt_number: string;
  respond_by: string;
  created_at: Timestamp;
}

export type Member = Selectable<MembersTable>;
export type NewMember = Insertable<MembersTable>;
export type Arrangement = Selectable<ArrangementsTable>;
export type Session = Selectable<SessionsTable>;

/** A member's choice for one alert kind of config/member-alerts.json, for themselves, one account or one card (0021). */
export interface AlertPreferencesTable {
  id: string;
  user_id: string;
  kind: string;
  subject_type: 'member' | 'account' | 'card';
  arrangement_id: string | null;
  card_id: string | null;
  /** 'member', the arrangement id or the card id: one preference per (user, kind, subject). */
  subject_key: string;
  enabled: boolean;
  threshold_cents: number | null;
  days_before: number | null;
  sms: boolean;
  email: boolean;
  push: boolean;
  message_center: boolean;
  updated_at: Timestamp;
}

/** The member-wide SMS opt-out of the notification preferences (smsOptedOutFlag). */
export interface AlertMemberSettingsTable {
  user_id: string;
  sms_opted_out: boolean;
  updated_at: Timestamp;
}

/** One alert sent: unique per (preference, event), so an event never alerts twice. */
export interface AlertDeliveriesTable {
  id: string;
  seq: Generated<number>;
  preference_id: string;
  user_id: string;
  kind: string;
  event_key: string;
  subject_label: string;
  body: string;
  /** Comma-separated channels it went out on (SMS, EMAIL, PUSH, MESSAGE_CENTER). */
  channels: string;
  message_id: string | null;
  sent_at: Timestamp;
}

/** A member service representative serving one member (0025), from opening the member to "End session". */
export interface StaffVisitsTable {
  id: string;
  staff_user_id: string;
  member_id: string;
  member_agreement_id: string;
  staff_agreement_id: string;
  reason: string;
  source_ip: string;
  started_at: Timestamp;
  ended_at: OptionalColumn<Date>;
}

/** One API call a staff session made (0025): append-only, a trigger refuses every update and delete. */
export interface StaffAuditTable {
  id: string;
  seq: Generated<number>;
  at: Timestamp;
  staff_user_id: string;
  member_id: OptionalColumn<string>;
  visit_id: OptionalColumn<string>;
  method: string;
  route: string;
  /** Null while the call has not answered (its row was written before it ran), or if its answer was never recorded. */
  status_code: ColumnType<number | null, number | undefined, number>;
  reason: OptionalColumn<string>;
  source_ip: string;
  /** Only the completion of a row written before its call ran adds keys to it (domain/staff/audit-entries.ts). */
  detail: ColumnType<Record<string, unknown>, string | undefined, string>;
}

export type StaffInboxThreadKind = 'MESSAGE' | 'CHAT';
export type StaffInboxStatus = 'NEW' | 'OPEN' | 'PENDING' | 'CLOSED';

/** The staff inbox's status and assignee of a member's message thread or chat conversation (0025); no row: New. */
export interface StaffInboxStateTable {
  thread_kind: StaffInboxThreadKind;
  thread_id: string;
  member_id: string;
  status: StaffInboxStatus;
  assignee_id: string | null;
  updated_at: Timestamp;
  updated_by: string;
}

/** How one user wants the accounts summary (0031): a nickname, a position in their order, hidden from the summary. */
export interface AccountPreferencesTable {
  user_id: string;
  arrangement_id: string;
  nickname: OptionalColumn<string>;
  position: number;
  hidden: ColumnType<boolean, boolean | undefined, boolean>;
  updated_at: Timestamp;
}

/** The tax year an IRA contribution made through the IRA page is for (0027); an order without a row counts for the year it posts in. */
/** A contribution's tax year, known by its payment order or (a contribution posted as a journal of its own) by its journal and amount. */
export interface IraContributionsTable {
  id: string;
  payment_order_id: string | null;
  journal_id: string | null;
  amount_cents: number | null;
  arrangement_id: string;
  tax_year: number;
  created_at: Timestamp;
}

/** One dividend period of one account: what it earned and the journal that paid it (none when it earned nothing). */
export interface DividendPostingsTable {
  arrangement_id: string;
  period_end: string;
  period_start: string;
  rate_bps: number;
  amount_cents: number;
  journal_id: string | null;
  posted_at: Timestamp;
}

export type IraDistributionType = 'NORMAL' | 'EARLY' | 'REQUIRED_MINIMUM';

/** A distribution a member asked for out of an IRA (0027), for the credit union to process. */
export interface IraDistributionRequestsTable {
  id: string;
  arrangement_id: string;
  requested_by: string;
  amount_cents: number;
  distribution_type: IraDistributionType;
  federal_withholding_percent: number;
  destination_arrangement_id: string;
  status: IraDistributionStatus;
  confirmation_number: string;
  created_at: Timestamp;
  /** 0036: the business day the executor pays it; the withholding fixed at request time; the outcome. */
  pays_on: string;
  withholding_cents: number;
  paid_on: OptionalColumn<string>;
  journal_id: OptionalColumn<string>;
  rejection_reason: OptionalColumn<string>;
  decided_at: OptionalColumn<Date>;
  cancelled_by: OptionalColumn<string>;
}

export type IraDistributionStatus = 'SUBMITTED' | 'PAID' | 'REJECTED' | 'CANCELLED';

/** The executor's decision on one distribution request (0036); its key makes the payment happen once. */
export interface IraDistributionPaymentsTable {
  request_id: string;
  outcome: 'PAID' | 'REJECTED';
  journal_id: string | null;
  executed_at: Timestamp;
}

/** A membership's acceptance of the Bill Pay service terms (0030, /bpat). */
export interface BillPayEnrollmentsTable {
  member_id: string;
  accepted_by: string;
  terms_version: number;
  accepted_at: Timestamp;
}

/** An account a member opened online (0026): the disclosures accepted, the funding order and the new arrangement. */
export interface AccountOpeningsTable {
  id: string;
  user_id: string;
  agreement_id: string;
  product_id: string;
  term_months: number | null;
  /** JSON array of { id, version } accepted. */
  disclosures: ColumnType<unknown, string, string>;
  accepted_at: Timestamp;
  amount_cents: number;
  funding_arrangement_id: string;
  payment_order_id: string;
  arrangement_id: string;
  idempotency_key: string;
  created_at: Timestamp;
}

export type CertificateRenewalChoice = 'RENEW' | 'TRANSFER_TO_SAVINGS';
export type CertificateState = 'ACTIVE' | 'PAID_OUT' | 'CLOSED';

/** A certificate's current term (0026): a savings arrangement with a fixed rate until its maturity date (a business day). */
export interface CertificateTermsTable {
  arrangement_id: string;
  product_id: string;
  term_months: number;
  rate_bps: number;
  apy_bps: number;
  opened_on: string;
  maturity_date: string;
  renewal_choice: ColumnType<CertificateRenewalChoice, CertificateRenewalChoice | undefined, CertificateRenewalChoice>;
  transfer_arrangement_id: OptionalColumn<string>;
  last_matured_on: OptionalColumn<string>;
  state: ColumnType<CertificateState, CertificateState | undefined, CertificateState>;
  updated_at: Timestamp;
}

/** One maturity of one certificate (0026); its key makes the maturity happen once. */
export interface CertificateMaturitiesTable {
  arrangement_id: string;
  matured_on: string;
  outcome: 'RENEWED' | 'TRANSFERRED';
  interest_cents: number;
  interest_journal_id: string | null;
  transfer_cents: number;
  transfer_journal_id: string | null;
  transfer_arrangement_id: string | null;
  next_maturity_date: string | null;
  next_rate_bps: number | null;
  executed_at: Timestamp;
}

/** A certificate closed before maturity (0037); its key makes the closing happen once. */
export interface CertificateEarlyClosuresTable {
  arrangement_id: string;
  closed_on: string;
  user_id: string;
  principal_cents: number;
  accrued_dividend_cents: number;
  penalty_days: number;
  penalty_cents: number;
  net_cents: number;
  destination_arrangement_id: string;
  journal_id: string | null;
  created_at: Timestamp;
}

export type LoanApplicationStatus = 'SUBMITTED' | 'IN_REVIEW' | 'APPROVED' | 'DECLINED' | 'FUNDED';

/** A loan or credit card application (0028): the answers as given, the decision and, once funded, its account. */
export interface LoanApplicationsTable {
  id: string;
  user_id: string;
  agreement_id: string;
  /** A loan or card id of config/lending.json. */
  product_id: string;
  product_kind: 'loan' | 'creditCard';
  /** The loan amount, or the card's credit limit. */
  amount_cents: number;
  term_months: number | null;
  answers: ColumnType<Record<string, unknown>, string, string>;
  status: LoanApplicationStatus;
  decision_reason: OptionalColumn<string>;
  rate_offered_bps: OptionalColumn<number>;
  monthly_payment_cents: OptionalColumn<number>;
  arrangement_id: OptionalColumn<string>;
  idempotency_key: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The facts the rules decided on at submit (0035); null before 0035. */
  decision_facts: ColumnType<Record<string, number> | null, string | null | undefined, string | null>;
}

/** Each status an application took, in order (0028). */
export interface LoanApplicationEventsTable {
  application_id: string;
  seq: number;
  status: LoanApplicationStatus;
  reason: OptionalColumn<string>;
  actor_user_id: OptionalColumn<string>;
  at: Timestamp;
  /** A loan officer's note on the decision (0035): staff only. */
  note: OptionalColumn<string>;
}

/** A run of equal payments of a loan's Truth in Lending payment schedule (engine/core/truth-in-lending.ts). */
export interface LoanDisclosurePaymentRun {
  count: number;
  amountCents: number;
  firstDueDate: string;
  lastDueDate: string;
}

/** The Truth in Lending disclosure a member signed electronically when accepting a loan (0038), one per funded loan. */
export interface LoanDisclosuresTable {
  application_id: string;
  arrangement_id: string;
  /** config/lending.json truthInLending.version when it was signed. */
  version: string;
  /** What the acceptance named: SHA-256 of the application, the version and the figures. */
  fingerprint: string;
  funded_on: string;
  apr_bps: number;
  amount_financed_cents: number;
  finance_charge_cents: number;
  total_of_payments_cents: number;
  payments: ColumnType<LoanDisclosurePaymentRun[], string, string>;
  /** The consent the member ticked, word for word. */
  consent_text: string;
  consented_by: string;
  consented_at: Timestamp;
}

/** One installment of a funded loan's amortisation (0028), due on a business day. */
export interface LoanPaymentSchedulesTable {
  arrangement_id: string;
  installment: number;
  due_date: string;
  payment_cents: number;
  principal_cents: number;
  interest_cents: number;
  balance_after_cents: number;
}

/** A tax form's kind: interest income, IRA contributions, mortgage interest. */
export type TaxFormType = '1099-INT' | '5498' | '1098';

/**
 * Tax-reportable amounts carried in at conversion (0041): what the previous core had accumulated per account, tax
 * year, form and box up to `carried_through`; the ledger holds what came after.
 */
export interface TaxReportableAmountsTable {
  arrangement_id: string;
  tax_year: number;
  form_type: TaxFormType;
  box: string;
  amount_cents: number;
  carried_through: string;
}

/** A provider's subject (0051): the member the credit union's identity provider signs in under it; its id (0057) names it to staff. */
export interface IdentityProviderLinksTable {
  id: Generated<string>;
  issuer: string;
  subject: string;
  user_id: string;
  created_at: Timestamp;
}

/** A sign-in through the identity provider waiting for its callback (0051); deleted when used. */
export interface IdentityProviderSignInsTable {
  /** SHA-256 (hex) of the value in the starting browser's cookie. */
  id: string;
  state: string;
  nonce: string;
  code_verifier: string;
  /** Where the member goes once signed in (an in-app path), if the sign-in page was given one. */
  return_to: string | null;
  /** The locale tag chosen on the sign-in page, stored as the user's at the callback when offered (0068). */
  language: OptionalColumn<string>;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** What a session signed in through the identity provider keeps of it (0051); deleted with the session. */
export interface IdentityProviderSessionsTable {
  session_id: string;
  issuer: string;
  subject: string;
  /** The latest ID token: the hint of the sign-out at the provider. */
  id_token: string;
  /** The refresh token, sealed with a key derived from the client secret; null when the provider issued none. */
  refresh_token_sealed: string | null;
  /** When the provider's access token ends (by this server's clock); null when the provider did not say. */
  access_expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
