/**
 * GENERATED, DO NOT EDIT. Types generated from the JSON Schemas in schemas/ by
 * `npm run gen:types` (json-schema-to-typescript). Edit the schemas, then regenerate;
 * `npm run check:types-fresh` fails when this file is stale.
 */

/**
 * An access level of the access-control tables.
 */
export type AccessLevelName = 'NO_ACCESS' | 'VIEW_ONLY' | 'MOVE_MONEY' | 'FULL_ACCESS';
/**
 * A function group of profiles.
 */
export type AccessProfileName =
  | 'personal'
  | 'business'
  | 'viewOnly'
  | 'moveMoney'
  | 'staff'
  | 'staffViewOnly'
  | 'staffSupervisor'
  | 'productOwner'
  | 'noAccess';
/**
 * A page key the account-alert guard uses to decide whether an alert modal shows on a page.
 */
export type PageKey =
  'accountsummary' | 'accountstatements' | 'accountdetail' | 'directdeposit' | 'opennewaccount' | 'accountsummaryedit';
/**
 * A product-summary group.
 */
export type ProductGroupKind = 'deposits' | 'creditCards' | 'loans' | 'heloc' | 'ira';
/**
 * OneView for staff (employee_guid present), OnlineBanking otherwise.
 */
export type Channel = 'OnlineBanking' | 'OneView';
/**
 * a visibility rule: an object with exactly one key, all, any, not, flag, guard, can, audience, channel, precheckAlertIn or productKindIn (anything the evaluator does not understand hides the item).
 */
export type VisibilityRule =
  | VisibilityAll
  | VisibilityAny
  | VisibilityNot
  | VisibilityFlag
  | VisibilityGuard
  | VisibilityCan
  | VisibilityAudience
  | VisibilityChannel
  | VisibilityPrecheckAlert
  | VisibilityProductKind;
/**
 * A group of users: personal or business member, MSR staff, trusted or master agreement holder, minor.
 */
export type Audience = 'personal' | 'business' | 'msr' | 'trusted' | 'master' | 'minor';
/**
 * An account's product kind, as the product summary answers it.
 */
export type ProductKind = 'checking' | 'savings' | 'creditCard' | 'autoLoan' | 'heloc' | 'ira';
/**
 * A rule over the member's facts (engine/core/insight-rules.ts): all/any/not of rules, a comparison, or presence.
 */
export type TreatmentRule =
  AllTreatmentRule | AnyTreatmentRule | NotTreatmentRule | CompareTreatmentRule | PresenceTreatmentRule;
export type MemberAlertChannel = 'SMS' | 'EMAIL' | 'PUSH' | 'MESSAGE_CENTER';
/**
 * @minItems 1
 */
export type AbbreviationList = Abbreviation[];
/**
 * A kind of account (product kind).
 */
export type SsoAccountKind = 'checking' | 'savings' | 'creditCard' | 'autoLoan' | 'heloc' | 'ira';
/**
 * @minItems 1
 *
 * Items: resource.function.privilege, as in permissions.json.
 */
export type PrivilegeList = string[];

/**
 * Every manifest kind, keyed by file name (camelCase); forms are FormManifest each.
 */
export interface ManifestSet {
  accessProfiles: AccessProfilesManifest;
  accountFacts: AccountFactsManifest;
  accountOpening: AccountOpeningManifest;
  accountPreferences: AccountPreferencesManifest;
  alerts: AlertsManifest;
  app: AppManifest;
  banners: BannersManifest;
  cards: CardsManifest;
  chat: ChatManifest;
  copy: CopyManifest;
  disputes: DisputesManifest;
  errors: ErrorsManifest;
  flags: FlagsManifest;
  form: FormManifest;
  glAccounts: GlAccountsManifest;
  informationPages: InformationPagesManifest;
  insights: InsightsManifest;
  ira: IraManifest;
  lending: LendingManifest;
  limits: LimitsManifest;
  loanServicing: LoanServicingManifest;
  locales: LocalesManifest;
  memberAlerts: MemberAlertsManifest;
  menus: MenusManifest;
  messages: MessagesManifest;
  modals: ModalsManifest;
  moneyInsights: MoneyInsightsManifest;
  passkeys: PasskeysManifest;
  permissions: PermissionsManifest;
  policy: PolicyManifest;
  privacy: PrivacyManifest;
  productsAndMore: ProductsAndMoreManifest;
  profile: ProfileManifest;
  risk: RiskManifest;
  routes: RoutesManifest;
  savingsGoals: SavingsGoalsManifest;
  signInHelp: SignInHelpManifest;
  sso: SsoManifest;
  staff: StaffManifest;
  staticPages: StaticPagesManifest;
  trustedUsers: TrustedUsersManifest;
  uploadPortals: UploadPortalsManifest;
}
/**
 * The business functions the access-control tables know (each with every privilege it has) and the function groups a user gets on an agreement: the holder's full access (personal or business), a trusted member's level, a staff role's set, or none. A group's grants are built from the catalogue; privileges are named resource.function.privilege, the identifiers of permissions.json.
 */
export interface AccessProfilesManifest {
  /**
   * Path of the JSON Schema this file follows (for editors).
   */
  $schema?: string;
  /**
   * The membership's business functions, in the order grants are listed.
   *
   * @minItems 1
   */
  businessFunctions: FunctionGrantSpec[];
  /**
   * The staff channel's own functions: never part of a membership, so no member holds them.
   *
   * @minItems 1
   */
  staffFunctions: FunctionGrantSpec[];
  profiles: AccessProfileSet;
  staffRoles: StaffRoleProfiles;
}
/**
 * One business function and its privileges.
 */
export interface FunctionGrantSpec {
  resource: string;
  function: string;
  /**
   * @minItems 1
   */
  privileges: string[];
}
/**
 * Every function group a user may get on an agreement.
 */
export interface AccessProfileSet {
  personal: AccessProfileSpec;
  business: AccessProfileSpec;
  viewOnly: AccessProfileSpec;
  moveMoney: AccessProfileSpec;
  staff: AccessProfileSpec;
  staffViewOnly: AccessProfileSpec;
  staffSupervisor: AccessProfileSpec;
  productOwner: AccessProfileSpec;
  noAccess: AccessProfileSpec;
}
/**
 * One function group: its name in the agreement, its access level, and what it grants.
 */
export interface AccessProfileSpec {
  groupName: string;
  accessLevel: AccessLevelName;
  description: string;
  grants: AccessProfileGrants;
}
/**
 * What the group grants, added up (no part: no function at all).
 */
export interface AccessProfileGrants {
  /**
   * Every privilege of every business function.
   */
  businessFunctions?: boolean;
  /**
   * Business functions (resource.function) left out of businessFunctions.
   */
  except?: string[];
  /**
   * A trusted member's privileges at this level in config/trusted-users.json: the accounts plus Bill Pay at the same level.
   */
  trustedUserLevel?: 'VIEW_ONLY' | 'MOVE_MONEY';
  /**
   * Other groups whose grants this one includes.
   */
  profiles?: AccessProfileName[];
  /**
   * Further privileges, resource.function.privilege; each must be in the catalogue.
   */
  privileges?: string[];
}
/**
 * The function group of each staff role on the staff agreement.
 */
export interface StaffRoleProfiles {
  service: AccessProfileName;
  'view-only': AccessProfileName;
  supervisor: AccessProfileName;
  'product-owner': AccessProfileName;
  'product-owner-approver': AccessProfileName;
}
/**
 * The facts a member gives others about an account: its full number and the routing number (shown on the account's page after an identity check, config/risk.json revealAccountNumber), the printable direct-deposit form with them, and the notice on the accounts summary of a certificate that matures soon.
 */
export interface AccountFactsManifest {
  $schema: string;
  /**
   * The credit union's postal address as printed on the direct-deposit form, one line each (the routing number is config/app.json routingNumber).
   *
   * @minItems 1
   * @maxItems 4
   *
   * Items: Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  institutionAddressLines: string[];
  /**
   * The kinds of account a direct-deposit form is offered for. A certificate (a savings account with a term) never is: it takes no deposits during its term.
   *
   * @minItems 1
   */
  directDepositProductKinds: ('checking' | 'savings')[];
  /**
   * How many calendar days ahead of a certificate's maturity (counted from today's business date in the credit union's time zone) the accounts summary says when it matures and links to its renewal choice.
   */
  certificateMaturityNoticeDays: number;
  copy: {
    /**
     * The accessible name of the account page's section with the two actions and the numbers.
     */
    regionLabel: string;
    /**
     * The button that asks for the full number (after an identity check).
     */
    showNumber: string;
    /**
     * The button that hides it again.
     */
    hideNumber: string;
    /**
     * Announced while the number is asked for.
     */
    revealing: string;
    /**
     * The number could not be shown.
     */
    revealFailed: string;
    /**
     * The identity check was not passed: the number stays hidden.
     */
    verifyToReveal: string;
    /**
     * The label of the full account number.
     */
    accountNumberLabel: string;
    /**
     * The label of the routing number.
     */
    routingNumberLabel: string;
    /**
     * The copy button's visible text.
     */
    copy: string;
    /**
     * The copy button's accessible name; {label} is the number's label.
     */
    copyLabel: string;
    /**
     * Announced once copied; {label} is the number's label.
     */
    copied: string;
    /**
     * The browser refused to copy.
     */
    copyFailed: string;
    /**
     * Announced when the member hides the number.
     */
    hiddenAgain: string;
    /**
     * The button that downloads the direct-deposit form (a PDF, after an identity check).
     */
    directDepositForm: string;
    /**
     * Announced while the form is prepared.
     */
    directDepositPreparing: string;
    /**
     * Announced once the form was downloaded.
     */
    directDepositReady: string;
    /**
     * The form could not be prepared.
     */
    directDepositFailed: string;
    /**
     * The identity check was not passed: no form.
     */
    verifyToDownload: string;
    /**
     * On the accounts summary, under a certificate that matures within certificateMaturityNoticeDays; {date} is its maturity date.
     */
    maturesOn: string;
    /**
     * The link beside it to the certificate's renewal choice.
     */
    renewalLink: string;
    /**
     * That link's accessible name; {name} is the certificate's name.
     */
    renewalLinkLabel: string;
  };
  /**
   * The words of the direct-deposit form (a one-page tagged PDF).
   */
  directDepositPdf: {
    /**
     * The form's heading and document title.
     */
    title: string;
    /**
     * The name the file is saved under; {lastFour} is the account number's last four digits.
     */
    fileName: string;
    /**
     * What the form is for; {institution} is the credit union's name.
     */
    intro: string;
    /**
     * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
     */
    holderHeading: string;
    /**
     * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
     */
    institutionHeading: string;
    /**
     * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
     */
    accountHeading: string;
    /**
     * {routingNumber}.
     */
    routingNumber: string;
    /**
     * {accountNumber}: the full number.
     */
    accountNumber: string;
    /**
     * {accountType}: one of accountTypes.
     */
    accountType: string;
    accountTypes: {
      /**
       * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
       */
      checking: string;
      /**
       * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
       */
      savings: string;
    };
    /**
     * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
     */
    employerHeading: string;
    /**
     * Printed before a blank line the employer fills in.
     */
    employerLine: string;
    /**
     * Printed before a blank line for the amount.
     */
    amountLine: string;
    /**
     * Printed before a blank line for the member's signature.
     */
    signatureLine: string;
  };
}
/**
 * Open a New Account and Certificates: the product catalogue (personal and business), the disclosures each product needs accepted (versioned), the certificate renewal choices and the screens' words. Loaded only by the server and the account-opening and certificate screens, never in the first page load.
 */
export interface AccountOpeningManifest {
  /**
   * Path of the JSON Schema this file follows (for editors).
   */
  $schema?: string;
  /**
   * The flag (config/flags.json) that offers account opening to business members; off, the server refuses them the catalogue and opening.
   */
  businessFlag: string;
  /**
   * How the catalogue is grouped on the page, in order.
   *
   * @minItems 1
   */
  groups: AccountOpeningGroup[];
  /**
   * Every product a member can open online.
   *
   * @minItems 1
   */
  products: AccountOpeningProduct[];
  /**
   * The disclosure documents; a product lists the ids it needs accepted.
   *
   * @minItems 1
   */
  disclosures: AccountOpeningDisclosure[];
  /**
   * What a certificate does at maturity.
   *
   * @minItems 2
   * @maxItems 2
   */
  renewalChoices: CertificateRenewalChoiceOption[];
  earlyClosure: CertificateEarlyClosureRule;
  dividendSchedule: DividendSchedule;
  copy: AccountOpeningCopy;
}
export interface AccountOpeningGroup {
  /**
   * Group id.
   */
  id: 'savings' | 'certificates' | 'checking';
  /**
   * Heading of the group.
   */
  label: string;
}
export interface AccountOpeningProduct {
  /**
   * Stable id, recorded with each opening.
   */
  id: string;
  /**
   * Who is offered it: personal members, or business members (membershipType other than P).
   */
  audience: 'personal' | 'business';
  /**
   * Catalogue group.
   */
  group: 'savings' | 'certificates' | 'checking';
  /**
   * Name of the product and of the new account.
   */
  name: string;
  /**
   * One line about the product.
   */
  description: string;
  /**
   * The arrangement's product kind (certificates, money market and youth savings are savings).
   */
  productKind: 'checking' | 'savings';
  /**
   * The arrangement's product type name.
   */
  productTypeName: string;
  /**
   * The arrangement's external product id (a certificate's gets -<months>M).
   */
  externalProductId: string;
  /**
   * Dividend rate in basis points (not for certificates: see terms).
   */
  rateBps?: number;
  /**
   * APY in basis points (not for certificates).
   */
  apyBps?: number;
  /**
   * Smallest opening deposit, in cents.
   */
  minimumOpeningCents: number;
  /**
   * A certificate's terms; present only for certificates.
   *
   * @minItems 1
   */
  terms?: CertificateTerm[];
  /**
   * Ids of the disclosures that must be accepted to open it.
   *
   * @minItems 1
   */
  disclosures: string[];
}
export interface CertificateTerm {
  /**
   * Term length in months.
   */
  months: number;
  /**
   * Dividend rate in basis points (simple interest for the term, credited at maturity).
   */
  rateBps: number;
  /**
   * Annual percentage yield in basis points.
   */
  apyBps: number;
}
export interface AccountOpeningDisclosure {
  /**
   * Disclosure id.
   */
  id: string;
  /**
   * Title.
   */
  title: string;
  /**
   * Version; the member accepts this exact version, and a changed version must be accepted again.
   */
  version: string;
  /**
   * Full text.
   */
  text: string;
}
export interface CertificateRenewalChoiceOption {
  /**
   * Choice id.
   */
  id: 'RENEW' | 'TRANSFER_TO_SAVINGS';
  /**
   * How it reads.
   */
  label: string;
}
/**
 * The early withdrawal penalty: simple dividends on the principal at the certificate's rate for the band's number of days. Dividends earned to the closing day are paid first; the penalty is taken from principal plus those dividends, so it may reduce principal (never below zero).
 */
export interface CertificateEarlyClosureRule {
  /**
   * Bands in ascending termMonthsAtMost; a term takes the first band it fits, and the last band must cover the longest term (120 months).
   *
   * @minItems 1
   */
  penaltyBands: CertificatePenaltyBand[];
}
export interface CertificatePenaltyBand {
  /**
   * The longest term (months) this band covers.
   */
  termMonthsAtMost: number;
  /**
   * Days of dividends the penalty is.
   */
  penaltyDays: number;
}
/**
 * Dividends accrue every day on the day's closing balance (balance × rate / 365, in fractional cents) and post once per period, rounded to the cent then. Keyed by kind of account: a certificate is a savings arrangement with certificate terms and has its own entry.
 */
export interface DividendSchedule {
  savings: DividendPosting;
  certificate: DividendPosting;
  ira: DividendPosting;
  checking: DividendPosting;
}
export interface DividendPosting {
  /**
   * The day of each month a period closes and its dividend posts: the month's last day, or a day 1-28 (every month has it).
   */
  postingDay: 'LAST_DAY_OF_MONTH' | number;
  /**
   * The dividend is credited to the account either way. true (compounding): it earns dividends too from the day it is credited. false (simple): each day earns on the balance less the dividends credited to the account so far, so only the principal earns.
   */
  compound: boolean;
}
/**
 * The words of the account-opening, home-loan and certificate screens ({placeholders} filled in).
 */
export interface AccountOpeningCopy {
  /**
   * title
   */
  title: string;
  /**
   * intro
   */
  intro: string;
  /**
   * chooseProduct
   */
  chooseProduct: string;
  /**
   * choose
   */
  choose: string;
  /**
   * rate
   */
  rate: string;
  /**
   * rateFrom
   */
  rateFrom: string;
  /**
   * minimum
   */
  minimum: string;
  /**
   * term
   */
  term: string;
  /**
   * termOption
   */
  termOption: string;
  /**
   * disclosuresHeading
   */
  disclosuresHeading: string;
  /**
   * acceptDisclosure
   */
  acceptDisclosure: string;
  /**
   * fundingHeading
   */
  fundingHeading: string;
  /**
   * fundingAccount
   */
  fundingAccount: string;
  /**
   * fundingAccountOption
   */
  fundingAccountOption: string;
  /**
   * amount
   */
  amount: string;
  /**
   * amountHint
   */
  amountHint: string;
  /**
   * renewalChoice
   */
  renewalChoice: string;
  /**
   * renewalTarget
   */
  renewalTarget: string;
  /**
   * continue
   */
  continue: string;
  /**
   * back
   */
  back: string;
  /**
   * reviewHeading
   */
  reviewHeading: string;
  /**
   * reviewProduct
   */
  reviewProduct: string;
  /**
   * reviewTerm
   */
  reviewTerm: string;
  /**
   * reviewRate
   */
  reviewRate: string;
  /**
   * reviewFrom
   */
  reviewFrom: string;
  /**
   * reviewAmount
   */
  reviewAmount: string;
  /**
   * reviewRenewal
   */
  reviewRenewal: string;
  /**
   * confirm
   */
  confirm: string;
  /**
   * opening
   */
  opening: string;
  /**
   * successHeading
   */
  successHeading: string;
  /**
   * successBody
   */
  successBody: string;
  /**
   * successLink
   */
  successLink: string;
  /**
   * openAnother
   */
  openAnother: string;
  /**
   * noProducts
   */
  noProducts: string;
  /**
   * noFunding
   */
  noFunding: string;
  /**
   * errorChooseProduct
   */
  errorChooseProduct: string;
  /**
   * errorChooseTerm
   */
  errorChooseTerm: string;
  /**
   * errorAccept
   */
  errorAccept: string;
  /**
   * errorFunding
   */
  errorFunding: string;
  /**
   * errorAmount
   */
  errorAmount: string;
  /**
   * errorMinimum
   */
  errorMinimum: string;
  /**
   * errorRenewalTarget
   */
  errorRenewalTarget: string;
  /**
   * errorGeneric
   */
  errorGeneric: string;
  /**
   * homeLoanHeading
   */
  homeLoanHeading: string;
  /**
   * homeLoanIntro
   */
  homeLoanIntro: string;
  /**
   * homeLoanLink
   */
  homeLoanLink: string;
  /**
   * homeLoanTitle
   */
  homeLoanTitle: string;
  /**
   * homeLoanTypeLegend
   */
  homeLoanTypeLegend: string;
  homeLoanTypes: HomeLoanTypeLabels;
  /**
   * homeLoanOpen
   */
  homeLoanOpen: string;
  /**
   * homeLoanOpening
   */
  homeLoanOpening: string;
  /**
   * homeLoanOpened
   */
  homeLoanOpened: string;
  /**
   * homeLoanBack
   */
  homeLoanBack: string;
  /**
   * certsTitle
   */
  certsTitle: string;
  /**
   * certsIntro
   */
  certsIntro: string;
  /**
   * certsEmpty
   */
  certsEmpty: string;
  /**
   * certsOpen
   */
  certsOpen: string;
  /**
   * certsAccount
   */
  certsAccount: string;
  /**
   * certsBalance
   */
  certsBalance: string;
  /**
   * certsRate
   */
  certsRate: string;
  /**
   * certsTerm
   */
  certsTerm: string;
  /**
   * certsOpened
   */
  certsOpened: string;
  /**
   * certsMaturity
   */
  certsMaturity: string;
  /**
   * certsRenewal
   */
  certsRenewal: string;
  /**
   * certsEdit
   */
  certsEdit: string;
  /**
   * certsSave
   */
  certsSave: string;
  /**
   * certsCancel
   */
  certsCancel: string;
  /**
   * certsSaved
   */
  certsSaved: string;
  /**
   * certsMaturesSoon
   */
  certsMaturesSoon: string;
  certsState: CertificateStateLabels;
  /**
   * loading
   */
  loading: string;
  /**
   * retry
   */
  retry: string;
  /**
   * loadError
   */
  loadError: string;
  /**
   * reviewIntro
   */
  reviewIntro: string;
  /**
   * termLegend
   */
  termLegend: string;
  /**
   * disclosureShow
   */
  disclosureShow: string;
  /**
   * certsLoading
   */
  certsLoading: string;
  /**
   * certsTransferTo
   */
  certsTransferTo: string;
  /**
   * certsRenewalLegend
   */
  certsRenewalLegend: string;
  /**
   * closeEarly
   */
  closeEarly: string;
  /**
   * closeEarlyLabel
   */
  closeEarlyLabel: string;
  /**
   * closeEarlyHint
   */
  closeEarlyHint: string;
  /**
   * closeEarlyHeading
   */
  closeEarlyHeading: string;
  /**
   * closeEarlyIntro
   */
  closeEarlyIntro: string;
  /**
   * closeEarlyLoading
   */
  closeEarlyLoading: string;
  /**
   * closeEarlyPrincipal
   */
  closeEarlyPrincipal: string;
  /**
   * closeEarlyAccrued
   */
  closeEarlyAccrued: string;
  /**
   * closeEarlyPenalty
   */
  closeEarlyPenalty: string;
  /**
   * closeEarlyNet
   */
  closeEarlyNet: string;
  /**
   * closeEarlyDestination
   */
  closeEarlyDestination: string;
  /**
   * closeEarlyConfirm
   */
  closeEarlyConfirm: string;
  /**
   * closeEarlyClosing
   */
  closeEarlyClosing: string;
  /**
   * closeEarlyDone
   */
  closeEarlyDone: string;
  /**
   * closeEarlyNoDestination
   */
  closeEarlyNoDestination: string;
  /**
   * errorCloseDestination
   */
  errorCloseDestination: string;
  /**
   * errorCloseNotActive
   */
  errorCloseNotActive: string;
}
/**
 * The applicationType choices of the /myHomeLoan/ hand-off (config/sso.json optionalQuery), as they read.
 */
export interface HomeLoanTypeLabels {
  /**
   * mortgage
   */
  mortgage: string;
  /**
   * equityloan
   */
  equityloan: string;
  /**
   * lineofcredit
   */
  lineofcredit: string;
}
/**
 * How a certificate's state reads.
 */
export interface CertificateStateLabels {
  /**
   * ACTIVE
   */
  ACTIVE: string;
  /**
   * PAID_OUT
   */
  PAID_OUT: string;
  /**
   * CLOSED
   */
  CLOSED: string;
}
/**
 * Edit Accounts (/accounts/list/edit, page key accountsummaryedit): the rules a nickname must follow (the server enforces them; the screen shows them) and the screen's copy. Loaded lazily by the edit screen and the summary's edit link, and by the server.
 */
export interface AccountPreferencesManifest {
  /**
   * Path of the JSON Schema this file follows (for editors).
   */
  $schema?: string;
  nickname: AccountNicknameRules;
  errors: AccountPreferencesErrors;
  copy: AccountPreferencesCopy;
}
export interface AccountNicknameRules {
  /**
   * Most characters a nickname may have, after trimming spaces at either end.
   */
  maxLength: number;
  /**
   * Regular expression (anchored) a trimmed nickname must match; a blank nickname means none.
   */
  pattern: string;
  /**
   * What the member is told when a nickname breaks the rules.
   */
  invalidMessage: string;
}
/**
 * What the server answers when a saved list is not a full order of the accounts.
 */
export interface AccountPreferencesErrors {
  /**
   * An account listed twice.
   */
  duplicate: string;
  /**
   * The list leaves accounts out.
   */
  incomplete: string;
}
export interface AccountPreferencesCopy {
  heading: string;
  intro: string;
  /**
   * The summary's link to this page.
   */
  editLink: string;
  /**
   * Beside the summary's edit link when accounts are hidden; {count} is how many.
   */
  hiddenNote: string;
  listLabel: string;
  /**
   * {name} is the account's name and masked number.
   */
  nicknameLabel: string;
  nicknameHint: string;
  showLabel: string;
  moveUp: string;
  moveDown: string;
  /**
   * Announced to screen readers after a move; {name}, {position}, {count}.
   */
  moved: string;
  save: string;
  cancel: string;
  saving: string;
  /**
   * Shown on the summary after a save.
   */
  saved: string;
  loadFailed: string;
  /**
   * Shown when the server says this session may not save: staff in a member's session (the member's own choices), or an alert that makes the feature unavailable.
   */
  readOnly: string;
  noAccounts: string;
}
/**
 * Precheck condition codes, alert types, and how each alert shows.
 */
export interface AlertsManifest {
  /**
   * Path of the JSON Schema this file follows (for editors).
   */
  $schema?: string;
  /**
   * Alert type used when the precheck call fails.
   */
  fallbackAlertType: string;
  /**
   * Alert type used for a condition code not listed here.
   */
  unknownCodeAlertType: string;
  /**
   * Default landing page after alerts.
   */
  landingPath: string;
  disclosures: DisclosureRouting;
  /**
   * Page for members whose precheck says onboarding is required; others are kept away.
   */
  onboardingPath: string;
  /**
   * Pages that always load whatever the alert.
   */
  alwaysLoadPageKeys: PageKey[];
  conditionCodes: ConditionCodeMap;
  types: AlertTypeDefinitions;
  explanationLabels: AlertExplanationLabels;
}
/**
 * Members with disclosures pending go to the disclosures page; others are kept away.
 */
export interface DisclosureRouting {
  /**
   * firstCondition that means disclosures are pending (with details).
   */
  conditionCode: string;
  /**
   * Disclosures page.
   */
  path: string;
}
/**
 * Condition code (_MBR member view, _MSR staff view) to alert type.
 */
export interface ConditionCodeMap {
  /**
   * The camelCase key of an alert type in alerts.json.
   *
   * This interface was referenced by `ConditionCodeMap`'s JSON-Schema definition
   * via the `patternProperty` "^[A-Z0-9]+_(MBR|MSR)$".
   */
  [k: string]: string;
}
/**
 * Alert types by camelCase key.
 */
export interface AlertTypeDefinitions {
  [k: string]: AlertTypeDefinition;
}
/**
 * How one alert type behaves.
 *
 * This interface was referenced by `AlertTypeDefinitions`'s JSON-Schema definition
 * via the `patternProperty` "^[a-z][A-Za-z0-9]*$".
 */
export interface AlertTypeDefinition {
  /**
   * What the alert means (for maintainers).
   */
  description: string;
  /**
   * The page loads (false: the modal blocks it).
   */
  pageLoads: boolean;
  modal?: AlertModal;
  modalOn: AlertModalPages;
  /**
   * Pages that do not load with this alert.
   */
  blockedPages?: AlertBlockedPage[];
  /**
   * The page loads plus this intercept modal.
   */
  intercept?: 'profile' | 'paperless';
  /**
   * Send the member here.
   */
  redirectTo?: string;
  /**
   * Banner shown for members with this alert.
   */
  banner?: string;
  /**
   * Hide the profile dropdown (non-MSR).
   */
  hidesProfileMenu: boolean;
  /**
   * No survey on sign-out.
   */
  skipsLogoutSurvey: boolean;
  explanation?: AlertExplanation;
}
/**
 * The account-alert modal.
 */
export interface AlertModal {
  /**
   * Heading.
   */
  title: string;
  titleByPage?: AlertTitleByPage;
  /**
   * Body; [alertExpdate] is replaced with the expiration date.
   */
  body: string;
  /**
   * Show the Contact Us link.
   */
  contactUs: boolean;
  /**
   * Buttons.
   *
   * @minItems 1
   */
  buttons: ModalButton[];
}
/**
 * Heading on particular pages.
 */
export interface AlertTitleByPage {
  /**
   * Title on accountsummary.
   */
  accountsummary?: string;
  /**
   * Title on accountstatements.
   */
  accountstatements?: string;
  /**
   * Title on accountdetail.
   */
  accountdetail?: string;
  /**
   * Title on directdeposit.
   */
  directdeposit?: string;
  /**
   * Title on opennewaccount.
   */
  opennewaccount?: string;
  /**
   * Title on accountsummaryedit.
   */
  accountsummaryedit?: string;
}
/**
 * A button in a modal.
 */
export interface ModalButton {
  /**
   * Stable kebab-case id (tests and analytics use it).
   */
  id: string;
  /**
   * Button text.
   */
  label: string;
  /**
   * What the button does: close the modal, confirm (run the caller's action), sign out, open Contact Us, or navigate to `to`.
   */
  action: 'close' | 'confirm' | 'signOut' | 'contactUs' | 'navigate';
  /**
   * Where "navigate" goes.
   */
  to?: string;
  /**
   * Visual weight; primary when omitted.
   */
  variant?: 'primary' | 'secondary' | 'link';
  /**
   * The button does something that cannot be undone (cancel a payment, delete a payee): the dialog opens with focus on the first button that is not destructive, so Enter does not do it by accident.
   */
  destructive?: boolean;
}
/**
 * Pages the modal shows on.
 */
export interface AlertModalPages {
  /**
   * all pages; only the listed; all except the listed; none.
   */
  mode: 'all' | 'only' | 'except' | 'none';
  /**
   * Pages for only / except.
   */
  pageKeys?: PageKey[];
}
/**
 * A page the alert blocks.
 */
export interface AlertBlockedPage {
  pageKey: PageKey;
  /**
   * Only for accounts of these kinds.
   *
   * @minItems 1
   */
  productKinds?: ProductGroupKind[];
}
/**
 * What a restricted member is told, on the accounts summary and on a page the alert blocks (in the modal when no page loads): what is affected and what they can still do.
 */
export interface AlertExplanation {
  /**
   * Heading of the explanation (the alert's title where it has one).
   */
  heading: string;
  /**
   * One sentence on the restriction, shown on the accounts summary (a blocked page shows the alert modal's sentence instead).
   */
  summary: string;
  /**
   * What the restriction affects.
   *
   * @minItems 1
   *
   * Items: Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  affected: string[];
  /**
   * What the member can still do, each linking to where they do it when it has a page.
   *
   * @minItems 1
   */
  available: AlertExplanationItem[];
  /**
   * End with the Contact Us link (false for an alert that has none: bankruptcy).
   */
  contactUs: boolean;
}
/**
 * Something a restricted member can still do; {phone} is the member services phone number (app.json).
 */
export interface AlertExplanationItem {
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  text: string;
  /**
   * Where the member does it (a link), when it has a page.
   */
  to?: string;
}
/**
 * Headings of every restricted member's explanation (alert types' explanation).
 */
export interface AlertExplanationLabels {
  /**
   * Heading of the list of what the restriction affects.
   */
  affected: string;
  /**
   * Heading of the list of what the member can still do.
   */
  available: string;
  /**
   * Sentence before the Contact Us link.
   */
  contactPrompt: string;
  /**
   * Link from a page the alert blocks back to the accounts summary.
   */
  backToAccounts: string;
}
/**
 * Product identity and every timing and constant the app runs by.
 */
export interface AppManifest {
  /**
   * Path of the JSON Schema this file follows (for editors).
   */
  $schema?: string;
  /**
   * The credit union's name, as members see it.
   */
  productName: string;
  /**
   * Appended to every page title.
   */
  titleSuffix: string;
  /**
   * App version sent to the authentication and security-hub services.
   */
  appVersion: string;
  /**
   * Product flavor (channelPlatform for chat).
   */
  flavor: string;
  /**
   * Channels the product serves.
   *
   * @minItems 1
   */
  channels: Channel[];
  /**
   * Customer program id (cpid) sent with insights and offers.
   */
  customerProgramId: string;
  /**
   * 24/7 member services phone line, shown in the footer and in alert and lockout copy.
   */
  memberServicesPhone: string;
  /**
   * ABA routing number shown in the footer.
   */
  routingNumber: string;
  /**
   * The origin members reach online banking at (scheme, host and port, no path): links in messages it sends are built on it. PUBLIC_ORIGIN overrides it; a demo server without it uses its own address.
   */
  publicOrigin: string;
  /**
   * The credit union's business calendar: the one time zone its books are kept in, and the time after which a request counts for the next business day.
   */
  calendar: {
    /**
     * IANA time zone of the credit union's books (for example America/New_York): what today means for postings, due dates and payment rules, on the server and in the browser.
     */
    timeZone: string;
    /**
     * HH:MM in the calendar's time zone. A request made at or after it, or on a weekend or Federal Reserve holiday, is processed on the next business day (the first day a bill payment can leave).
     */
    processingCutoff: string;
  };
  externalAccounts: ExternalAccountsSettings;
  /**
   * APY date note shown in the footer.
   */
  apyDateNote: string;
  session: SessionSettings;
  flags: FlagSettings;
  layout: LayoutSettings;
  challenge: ChallengeSettings;
  profiling: ProfilingSettings;
  analytics: AnalyticsSettings;
  deepLink: DeepLinkSettings;
  serviceAgreements: ServiceAgreementSettings;
  offers: OfferSettings;
  disclosures: DisclosureSettings;
  chat: ChatSettings;
  productSummary: ProductSummarySettings;
  permissions: PermissionFetchSettings;
  transactions: TransactionSettings;
  messages: MessageSettings;
  mobileWebView: MobileWebViewSettings;
  cardEligibility: CardEligibilitySettings;
  /**
   * An [alertExpdate] shorter than this is ignored.
   */
  alertExpdateMinLength: number;
  fundsAvailability: FundsAvailabilitySettings;
  loginThrottle: LoginThrottleSettings;
  api: ApiClientSettings;
  credentials: CredentialPolicy;
  paymentOrders: PaymentOrderSettings;
  accountServices: AccountServicesSettings;
  /**
   * Figures statements and tax forms print or apply.
   */
  statements: {
    /**
     * The largest late fee a card statement's late-payment warning names, in cents.
     */
    lateFeeMaxCents: number;
    /**
     * A 1099-INT is issued for a year only when an account's interest (dividends) exceeds this, in cents.
     */
    interestReportingThresholdCents: number;
  };
}
/**
 * Linking accounts at other institutions for ACH.
 */
export interface ExternalAccountsSettings {
  /**
   * Institution names by ABA routing number, shown for a linked account; unknown numbers show otherInstitutionName.
   */
  routingDirectory: {
    /**
     * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
     */
    [k: string]: string;
  };
  /**
   * Institution name of a routing number the directory does not know.
   */
  otherInstitutionName: string;
  /**
   * Wrong micro-deposit answers after which the external account is locked.
   */
  verificationAttempts: number;
}
/**
 * Session timings.
 */
export interface SessionSettings {
  /**
   * Idle session length; SESSION_SECONDS overrides it (seconds).
   */
  lengthSeconds: number;
  /**
   * Longest a session may live however active the member is (seconds).
   */
  absoluteLifetimeSeconds: number;
  /**
   * How often the session status is polled (milliseconds).
   */
  statusPollMs: number;
  /**
   * How often to check whether navigation happened and refresh the session (milliseconds).
   */
  refreshCheckMs: number;
  /**
   * Least time between two refreshes (milliseconds).
   */
  refreshThrottleMs: number;
  /**
   * Open the timeout warning at or below this remaining time (seconds).
   */
  warningAtSeconds: number;
  /**
   * After sign-out, force the redirect to sign-in after this delay (milliseconds).
   */
  logoutFallbackMs: number;
  /**
   * Time allowed for a silent token refresh (milliseconds).
   */
  silentRefreshTimeoutMs: number;
  /**
   * Fraction of a token lifetime after which it is refreshed.
   */
  timeoutFactor: number;
  /**
   * Session check interval of the sign-on client (milliseconds).
   */
  checkIntervalMs: number;
  /**
   * Lifetime stamped on session-storage items (milliseconds).
   */
  storageExpiryMs: number;
  /**
   * A call renews the session's idle timer on its row only once this fraction of the idle length has passed since the last renewal, so a burst of calls does not write the row each time (0: every call). The idle end is then between (1 - fraction) and 1 idle length after the last call.
   */
  renewAfterFraction: number;
}
/**
 * Flag client settings.
 */
export interface FlagSettings {
  /**
   * Use flag defaults when flags have not resolved after this delay (milliseconds).
   */
  defaultsAfterMs: number;
}
/**
 * Layout constants.
 */
export interface LayoutSettings {
  /**
   * Viewport width at or above which the sidebar closes automatically (px).
   */
  sidebarBreakpointPx: number;
  /**
   * Profile dropdown height is capped at window height minus this (px).
   */
  profileDropdownMarginPx: number;
}
/**
 * High-risk challenge constants.
 */
export interface ChallengeSettings {
  /**
   * Length of a verification code.
   */
  codeLength: number;
  /**
   * SMS "resend" appears when the remaining time is at most expiry divided by this.
   */
  smsResendDivisor: number;
  /**
   * Push "resend" appears when the remaining time is at most expiry divided by this.
   */
  pushResendDivisor: number;
  /**
   * Countdown tick (milliseconds).
   */
  countdownTickMs: number;
  /**
   * Push status poll interval when the server gives none (milliseconds).
   */
  pushPollDefaultMs: number;
  /**
   * Digits of a phone number left visible in challenges.
   */
  phoneMaskVisibleDigits: number;
}
/**
 * Device profiling.
 */
export interface ProfilingSettings {
  /**
   * Give up waiting for profiling after (milliseconds).
   */
  timeoutMs: number;
  /**
   * Delay after the completion message (milliseconds).
   */
  completionDelayMs: number;
}
/**
 * Analytics tag timing and where the browser sends tags and custom events.
 */
export interface AnalyticsSettings {
  /**
   * Where the browser posts its analytics events: the server's own store (/api/analytics/client-api/v1/events) unless a credit union names another collector (same origin, or an https URL the CSP allows).
   */
  sinkUrl: string;
  /**
   * Spacing between queued tags (milliseconds).
   */
  tagQueueSpacingMs: number;
  /**
   * Delay before a custom event fires (milliseconds).
   */
  customEventDelayMs: number;
  /**
   * The tag a high-risk (step-up) answer raises as its challenge opens.
   */
  stepUpTag: string;
}
/**
 * Deep links.
 */
export interface DeepLinkSettings {
  /**
   * Deep-link cookie lifetime (seconds).
   */
  cookieLifetimeSeconds: number;
}
/**
 * Service-agreement contexts.
 */
export interface ServiceAgreementSettings {
  /**
   * Contexts fetched per page.
   */
  pageSize: number;
  /**
   * The selector is enabled when x-total-count exceeds this.
   */
  selectorMinimumTotal: number;
  /**
   * The description of the staff (MSR) service agreement: the only agreement an MSR may choose, and the context description that sends the web app to the service desk search.
   */
  msrDescription: string;
  switcherVisibleWhen: VisibilityRule;
}
/**
 * Shows when every listed rule holds.
 */
export interface VisibilityAll {
  /**
   * Every rule must hold.
   *
   * @minItems 1
   */
  all: VisibilityRule[];
}
/**
 * Shows when at least one listed rule holds.
 */
export interface VisibilityAny {
  /**
   * At least one rule must hold.
   *
   * @minItems 1
   */
  any: VisibilityRule[];
}
/**
 * Shows when the inner rule does not hold.
 */
export interface VisibilityNot {
  not: VisibilityRule;
}
/**
 * Shows when the named flag is on.
 */
export interface VisibilityFlag {
  /**
   * Flag that must be on (truthy).
   */
  flag: string;
}
/**
 * Shows when the named permission guard passes.
 */
export interface VisibilityGuard {
  /**
   * Permission guard that must pass.
   */
  guard: string;
}
/**
 * Shows when config/policy.json allows the signed-in caller this capability (actor and member conditions).
 */
export interface VisibilityCan {
  /**
   * Capability the policy must allow.
   */
  can: string;
}
/**
 * Shows when the user belongs to the audience.
 */
export interface VisibilityAudience {
  audience: Audience;
}
/**
 * Shows on the given channel only.
 */
export interface VisibilityChannel {
  channel: Channel;
}
/**
 * Holds when the member's precheck alert type is one of those listed.
 */
export interface VisibilityPrecheckAlert {
  /**
   * Alert types from alerts.json.
   *
   * @minItems 1
   *
   * Items: The camelCase key of an alert type in alerts.json.
   */
  precheckAlertIn: string[];
}
/**
 * Holds on a page about one account (account actions) whose product kind is one of those listed; never elsewhere.
 */
export interface VisibilityProductKind {
  /**
   * Product kinds of the account in view.
   *
   * @minItems 1
   */
  productKindIn: ProductKind[];
}
/**
 * Insights and offers.
 */
export interface OfferSettings {
  /**
   * Offer carousel slide interval (milliseconds).
   */
  slideIntervalMs: number;
  /**
   * Offer placement codes.
   *
   * @minItems 1
   */
  placementCodes: string[];
}
/**
 * Disclosure display.
 */
export interface DisclosureSettings {
  /**
   * Characters after which a disclosure collapses with "read more".
   */
  readLessThresholdChars: number;
  /**
   * The same on small screens.
   */
  readLessThresholdCharsMobile: number;
  notices: DisclosureNotices;
}
/**
 * The notices members may be asked to accept (DPE), by kebab-case id; the seed stores them from here, each effective on the day it is required.
 */
export interface DisclosureNotices {
  [k: string]: DisclosureNoticeText;
}
/**
 * One notice.
 */
export interface DisclosureNoticeText {
  /**
   * Its title.
   */
  title: string;
  /**
   * Version members accept.
   */
  version: number;
  /**
   * The full text of the notice.
   */
  body: string;
}
/**
 * Chat token request constants.
 */
export interface ChatSettings {
  /**
   * channelPlatform query value.
   */
  channelPlatform: string;
  /**
   * channelID query value.
   */
  channelId: string;
}
/**
 * Product summary calls and what the summary shows.
 */
export interface ProductSummarySettings {
  /**
   * maskIndicator sent when a caller does not choose.
   */
  maskIndicatorDefault: boolean;
  /**
   * Product kinds whose accounts show an Available Balance on the summary and the account page; term loans (nothing to draw) and IRAs (not spendable) are left out.
   */
  availableBalanceProductKinds: ('checking' | 'savings' | 'creditCard' | 'autoLoan' | 'heloc' | 'ira')[];
}
/**
 * Permission summary fetch.
 */
export interface PermissionFetchSettings {
  /**
   * Retries after a failed permission-summary fetch.
   */
  fetchRetries: number;
}
/**
 * Transaction list calls.
 */
export interface TransactionSettings {
  /**
   * executionDateFrom is reset to this many days back.
   */
  executionDateFromDaysBack: number;
  /**
   * The transactions-per-page choices on an account's page (each within the list API's size limit).
   *
   * @minItems 1
   */
  pageSizes: number[];
  /**
   * Transactions per page until the member chooses another size; one of pageSizes.
   */
  defaultPageSize: number;
  /**
   * Transactions read from the database per step while an export is streamed out.
   */
  exportBatchSize: number;
  /**
   * Statuses a failing transaction-list call is turned into a 400 for.
   */
  errorStatusesAs400: number[];
}
/**
 * Message center filters.
 */
export interface MessageSettings {
  /**
   * Date filter choices.
   *
   * @minItems 1
   */
  dateFilters: MessageDateFilter[];
  /**
   * Days of the filter selected at first.
   */
  defaultDays: number;
  /**
   * Message types a member can filter by.
   *
   * @minItems 1
   */
  selectableTypes: string[];
  /**
   * How often the header asks whether anything is unread (its badge); never while the tab is hidden.
   */
  indicatorPollSeconds: number;
}
/**
 * A date filter choice.
 */
export interface MessageDateFilter {
  /**
   * Filter label.
   */
  label: string;
  /**
   * Days back.
   */
  days: number;
}
/**
 * Mobile web-view detection.
 */
export interface MobileWebViewSettings {
  /**
   * Cookie naming the native platform.
   */
  platformCookie: string;
  /**
   * Cookie values that mean a mobile web view.
   *
   * @minItems 1
   */
  platformValues: string[];
}
/**
 * Product codes and statuses a flagged card feature allows; the default checking account id of card calls.
 */
export interface CardEligibilitySettings {
  /**
   * Allowed product codes.
   *
   * @minItems 1
   */
  productCodes: string[];
  /**
   * Allowed statuses.
   *
   * @minItems 1
   */
  statuses: string[];
  /**
   * Checking account id used when a card has none.
   */
  defaultCheckingAccountId: string;
}
/**
 * Business days until funds are available.
 */
export interface FundsAvailabilitySettings {
  otherInstitutions: BusinessDayRange;
  loanPayments: BusinessDayRange;
  heloc: BusinessDayRange;
}
/**
 * A range of business days.
 */
export interface BusinessDayRange {
  /**
   * Fewest business days.
   */
  min: number;
  /**
   * Most business days.
   */
  max: number;
}
/**
 * Sign-in throttling (OWASP credential-stuffing defences). Every attempt claims a slot before its password is checked, so concurrent guesses are counted too. A low limit per username, which refuses even the right password with the generic message until its window ends; a separate bucket per known device (the member's device cookie), so a member on their own device signs in however much a stranger guesses at the username; and a much higher limit per client address, which slows guessing from that address (progressively) but never refuses the right password of an account that is not itself throttled (a branch Wi-Fi or a carrier NAT shares one address).
 */
export interface LoginThrottleSettings {
  account: AccountThrottle;
  knownDevice: KnownDeviceThrottle;
  address: AddressThrottle;
}
/**
 * Checked failures of one username from devices not known to its member, after which it is refused until the window (started by its first failure) ends; a successful sign-in starts the count again.
 */
export interface AccountThrottle {
  /**
   * Failed attempts allowed in the window.
   */
  maxFailures: number;
  /**
   * Window length (seconds).
   */
  windowSeconds: number;
}
/**
 * Checked failures on one of the member's known devices (a valid device cookie of that member), counted apart from the username's shared bucket: strangers' guesses never lock the member out of their own device.
 */
export interface KnownDeviceThrottle {
  /**
   * Failed attempts allowed in the window.
   */
  maxFailures: number;
  /**
   * Window length (seconds).
   */
  windowSeconds: number;
}
/**
 * Attempts from one client address, whatever the usernames (a right password gives its slot back), after which every attempt from it waits delayMs more for each attempt over the limit, up to maxDelayMs, and a wrong password answers 'too many attempts'; a right password still signs in.
 */
export interface AddressThrottle {
  /**
   * Failed attempts allowed in the window; keep it far above the account limit.
   */
  maxFailures: number;
  /**
   * Window length (seconds).
   */
  windowSeconds: number;
  /**
   * How much longer each attempt over the limit waits than the one before (milliseconds).
   */
  delayMs: number;
  /**
   * The longest an attempt from an address over its limit waits before it is answered (milliseconds).
   */
  maxDelayMs: number;
}
/**
 * How the web app's one fetch layer treats requests and answers.
 */
export interface ApiClientSettings {
  profiling: ProfilingHeaderSettings;
  stepUp: StepUpInterceptionSettings;
  /**
   * Mutations whose answer has status ACCEPTED make these cached queries stale.
   */
  invalidateOnAccepted: AcceptedInvalidationRule[];
}
/**
 * Device-profiling tag sent with every request while a profiling session id exists.
 */
export interface ProfilingHeaderSettings {
  /**
   * Request header carrying the profiling session id.
   */
  header: string;
  /**
   * Session-storage key of the profiling session id (stored with an expiry, session.storageExpiryMs).
   */
  storageKey: string;
}
/**
 * Which answers are step-up (high-risk challenge) answers, handed to the challenge before the error reaches the screen (Step-up interception).
 */
export interface StepUpInterceptionSettings {
  /**
   * Statuses that are always step-up answers (307, 301).
   */
  redirectStatuses: number[];
  /**
   * Status that is a step-up answer only for a validate URL with a marker in its message, or for a flagged URL (400).
   */
  conditionalStatus: number;
  /**
   * Regular expression a validate URL matches (tested against the request path).
   */
  validateUrlPattern: string;
  /**
   * Words whose presence in a validate answer's message makes it a step-up answer (Denied, Challenging).
   *
   * @minItems 1
   */
  validateMessageMarkers: string[];
  /**
   * Regular expressions of request paths whose conditional-status answers are always step-up answers (profile, transaction).
   */
  flaggedUrlPatterns: string[];
}
/**
 * One listed API and the query keys it invalidates.
 */
export interface AcceptedInvalidationRule {
  /**
   * Regular expression of the mutation's request path.
   */
  urlPattern: string;
  /**
   * Query key prefixes to invalidate, e.g. ["arrangement-manager"].
   *
   * @minItems 1
   */
  queryKeys: string[][];
}
/**
 * Rules for a new username or password (security hub).
 */
export interface CredentialPolicy {
  /**
   * A new username (lower-cased) must match this.
   */
  usernamePattern: string;
  /**
   * Fewest characters in a new password.
   */
  passwordMinLength: number;
  /**
   * Most characters in a new password.
   */
  passwordMaxLength: number;
}
/**
 * The scheduled-payment executor of the server.
 */
export interface PaymentOrderSettings {
  /**
   * How often the server posts due scheduled payment orders (milliseconds).
   */
  executorIntervalMs: number;
  /**
   * The most occurrences one executor run posts (the rest wait for the next run).
   */
  executorBatchSize: number;
  /**
   * On PostgreSQL, how many times the job queue retries a failed run of a due job before it moves the run to the job's dead-letter queue.
   */
  jobRetryLimit: number;
  /**
   * On PostgreSQL, the first retry's delay (seconds); each further retry waits about twice as long (exponential backoff with jitter).
   */
  jobRetryDelaySeconds: number;
}
/**
 * Rules of the account-services requests.
 */
export interface AccountServicesSettings {
  /**
   * How many days a checking account must have been open before direct deposit can be set up on it.
   */
  directDepositMinAccountAgeDays: number;
}
/**
 * Banner copy.
 */
export interface BannersManifest {
  /**
   * Path of the JSON Schema this file follows (for editors).
   */
  $schema?: string;
  typeLabels: BannerTypeLabels;
  banners: BannerDefinitions;
}
/**
 * Accessible name announced before a banner of each type.
 */
export interface BannerTypeLabels {
  /**
   * Label for confirmation banners.
   */
  confirmation: string;
  /**
   * Label for error banners.
   */
  error: string;
  /**
   * Label for informational banners.
   */
  informational: string;
  /**
   * Label for warning banners.
   */
  warning: string;
  /**
   * Label for review banners.
   */
  review: string;
}
/**
 * Banners by camelCase key.
 */
export interface BannerDefinitions {
  [k: string]: BannerDefinition;
}
/**
 * A banner.
 *
 * This interface was referenced by `BannerDefinitions`'s JSON-Schema definition
 * via the `patternProperty` "^[a-z][A-Za-z0-9]*$".
 */
export interface BannerDefinition {
  /**
   * Banner type.
   */
  type: 'confirmation' | 'error' | 'informational' | 'warning' | 'review';
  /**
   * Bold lead-in before the text.
   */
  title?: string;
  /**
   * Banner text; {name} tokens are filled in.
   */
  text: string;
  /**
   * false gives the no-close variant; closable when omitted.
   */
  dismissible?: boolean;
  link?: BannerLink;
}
/**
 * Action link after the text (the action-link variant).
 */
export interface BannerLink {
  /**
   * Link text.
   */
  label: string;
  /**
   * Route it opens.
   */
  to?: string;
  /**
   * contactUs opens Contact Us; navigate goes to `to`.
   */
  action: 'contactUs' | 'navigate';
}
/**
 * Cards: card art, merchant categories, countries, decline reasons, alert texts, travel-plan and issuance rules, the messages card answers use, and the card screens' copy. Loaded only by the card screens and the server, never in the first page load.
 */
export interface CardsManifest {
  /**
   * Path of the JSON Schema this file follows (for editors).
   */
  $schema?: string;
  art: CardArtCatalogue;
  /**
   * Merchant categories a member can block or be alerted on, each a set of merchant category code (MCC) ranges. A code in no range is 'other' and no category rule applies to it.
   *
   * @minItems 1
   */
  merchantCategories: MerchantCategory[];
  /**
   * Plainer English names members read for some ISO 3166-1 alpha-2 codes ("United States" for "United States of America"); every other country keeps the ISO list's official English name (package i18n-iso-countries).
   */
  countryNames?: {
    /**
     * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
     */
    [k: string]: string;
  };
  /**
   * The card's home country (ISO 3166-1 alpha-2): a transaction anywhere else is international.
   */
  homeCountry: string;
  declineReasons: CardDeclineReasons;
  /**
   * What an approved authorization says.
   */
  approvedReason: string;
  alertTexts: CardAlertTexts;
  channelLabels: CardChannelLabels;
  /**
   * The label of a merchant whose code is in no category.
   */
  otherCategoryLabel: string;
  /**
   * How far back the recent authorizations list reaches (days).
   */
  authorizationHistoryDays: number;
  travelPlans: TravelPlanRules;
  issuance: CardIssuanceRules;
  wallets: CardWalletCatalogue;
  messages: CardServiceMessages;
  /**
   * The transaction category of a purchase whose merchant code is in no category.
   */
  otherTransactionCategory: string;
  decisionLabels: CardDecisionLabels;
  copy: CardScreensCopy;
}
/**
 * How a card is drawn: `default`, and one entry per product code (debit '200', '201'; credit '313', '320', '311', ...).
 */
export interface CardArtCatalogue {
  default: CardArt;
  byProductCode: CardArtByProductCode;
}
/**
 * A card drawn in CSS: its name on the card and two colours (any CSS colour; keep 4.5:1 contrast).
 *
 * This interface was referenced by `CardArtByProductCode`'s JSON-Schema definition
 * via the `patternProperty` "^[A-Za-z0-9]{1,8}$".
 */
export interface CardArt {
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  label: string;
  /**
   * CSS colour or gradient of the card face.
   */
  background: string;
  /**
   * CSS colour of the text on the card.
   */
  foreground: string;
}
/**
 * Card art by product code.
 */
export interface CardArtByProductCode {
  [k: string]: CardArt;
}
/**
 * A merchant category: its stable id (stored in members' protections), its label, its MCC ranges.
 */
export interface MerchantCategory {
  /**
   * Stable kebab-case id.
   */
  id: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  label: string;
  /**
   * Inclusive ranges of four-digit merchant category codes.
   *
   * @minItems 1
   */
  mccRanges: MccRange[];
  /**
   * The transaction category (a leaf of the category catalogue, e.g. 'Groceries') an approved purchase's pending line gets.
   */
  transactionCategory: string;
}
/**
 * An inclusive range of merchant category codes.
 */
export interface MccRange {
  from: number;
  to: number;
}
/**
 * The sentence a member reads for each reason the card network declined a transaction.
 */
export interface CardDeclineReasons {
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  CARD_INACTIVE: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  CARD_LOCKED: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  INTERNATIONAL_BLOCKED: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  TRANSACTION_TYPE_BLOCKED: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  MERCHANT_CATEGORY_BLOCKED: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  PER_TRANSACTION_LIMIT: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  MONTHLY_LIMIT: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  INSUFFICIENT_FUNDS: string;
}
/**
 * SMS text sent when a protection set to ALERT matches (or on every transaction). Placeholders: {productName}, {lastFour}, {amount}, {merchant}, {country}, {category}, {channel}, {decision}.
 */
export interface CardAlertTexts {
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  INTERNATIONAL: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  TRANSACTION_TYPE: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  MERCHANT_CATEGORY: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  EVERY_TRANSACTION: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  DECLINED: string;
}
/**
 * How each transaction type reads in alerts and on screen.
 */
export interface CardChannelLabels {
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  ONLINE: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  IN_STORE: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  ATM: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  RECURRING: string;
}
/**
 * Limits on a travel plan (itinerary).
 */
export interface TravelPlanRules {
  /**
   * Longest plan, first day to last day inclusive; without it a plan may be as long as the member likes.
   */
  maxDays?: number;
  /**
   * Most countries one plan may name.
   */
  maxDestinations: number;
  /**
   * How far ahead a plan may start (days).
   */
  maxDaysAhead: number;
}
/**
 * Instant (at a branch) and digital (in the app) debit card issuance.
 */
export interface CardIssuanceRules {
  /**
   * Years until an instantly issued card expires.
   */
  instantExpiryYears: number;
  /**
   * Years until a digitally issued card expires.
   */
  digitalExpiryYears: number;
}
/**
 * The phone wallets a card can be added to, with their names.
 */
export interface CardWalletCatalogue {
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  APPLE_PAY: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  GOOGLE_PAY: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  SAMSUNG_PAY: string;
}
/**
 * The messages of refused card-service requests (422 and 400 answers).
 */
export interface CardServiceMessages {
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  limitNotPositive: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  monthlyBelowPerTransaction: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  unknownCategory: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  unknownCountry: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  travelStartInPast: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  travelEndBeforeStart: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  travelTooLong: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  travelTooFarAhead: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  travelTooManyDestinations: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  travelDuplicateDestination: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  travelUnknownCard: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  issuanceNotEligible: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  issuanceNoDebitCard: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  walletCardNotUsable: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  walletAlreadyAdded: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  travelDestinationsRequired: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  travelStartRequired: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  travelEndRequired: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  travelCardsRequired: string;
}
/**
 * How a decision reads inside an alert text ({decision}).
 */
export interface CardDecisionLabels {
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  APPROVED: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  DECLINED: string;
}
/**
 * The words of the card screens (the list, ordering, authorized users and the card-service pages). Kept here, not in config/copy.json, so they load with the card routes and the first page load does not carry them.
 */
export interface CardScreensCopy {
  cards: CardsCopy;
  cardServices: CardServicesCopy;
}
/**
 * Cards: the card list and its actions, ordering a card, authorized users. Tokens: {action}, {address}, {card}, {confirmationNumber}, {expeditedDays}, {fee}, {maskedNumber}, {month}, {name}, {standardDays}, {year}.
 */
export interface CardsCopy {
  /**
   * heading
   */
  heading: string;
  /**
   * intro
   */
  intro: string;
  /**
   * loading
   */
  loading: string;
  /**
   * error
   */
  error: string;
  /**
   * retry
   */
  retry: string;
  /**
   * empty
   */
  empty: string;
  /**
   * orderCard
   */
  orderCard: string;
  /**
   * listLabel
   */
  listLabel: string;
  /**
   * cardTitle
   */
  cardTitle: string;
  cardTypes: CardsCardTypesCopy;
  statuses: CardsStatusesCopy;
  /**
   * locked
   */
  locked: string;
  /**
   * unlocked
   */
  unlocked: string;
  /**
   * numberLabel
   */
  numberLabel: string;
  /**
   * holderLabel
   */
  holderLabel: string;
  /**
   * roleLabel
   */
  roleLabel: string;
  /**
   * statusLabel
   */
  statusLabel: string;
  /**
   * lockLabel
   */
  lockLabel: string;
  /**
   * expiryLabel
   */
  expiryLabel: string;
  /**
   * expiry
   */
  expiry: string;
  /**
   * childCardsHeading
   */
  childCardsHeading: string;
  /**
   * actionsLabel
   */
  actionsLabel: string;
  /**
   * actionLabel
   */
  actionLabel: string;
  actions: CardsActionsCopy;
  /**
   * linksLabel
   */
  linksLabel: string;
  links: CardsLinksCopy;
  /**
   * Said next to the card once it is frozen; {card} is the card's title (name and masked number).
   */
  cardFrozen: string;
  /**
   * Said next to the card once it is unfrozen; {card} is the card's title (name and masked number).
   */
  cardUnfrozen: string;
  /**
   * cardActivated
   */
  cardActivated: string;
  /**
   * pinChanged
   */
  pinChanged: string;
  /**
   * cardReplaced
   */
  cardReplaced: string;
  /**
   * pinMismatch
   */
  pinMismatch: string;
  /**
   * pinNotVerified
   */
  pinNotVerified: string;
  /**
   * panelCardLabel
   */
  panelCardLabel: string;
  /**
   * close
   */
  close: string;
  /**
   * cancel
   */
  cancel: string;
  /**
   * submitting
   */
  submitting: string;
  /**
   * detailsHeading
   */
  detailsHeading: string;
  /**
   * detailsLoading
   */
  detailsLoading: string;
  limitLabels: CardsLimitLabelsCopy;
  /**
   * accountLabel
   */
  accountLabel: string;
  /**
   * typeLabel
   */
  typeLabel: string;
  /**
   * policyLabel
   */
  policyLabel: string;
  /**
   * issuanceLabel
   */
  issuanceLabel: string;
  issuances: CardsIssuancesCopy;
  /**
   * replaceAddress
   */
  replaceAddress: string;
  /**
   * replaceDelivery
   */
  replaceDelivery: string;
  /**
   * replaceStolenNote
   */
  replaceStolenNote: string;
  order: CardsOrderCopy;
  authorizedUsers: CardsAuthorizedUsersCopy;
}
/**
 * Cards screens: cardTypes.
 */
export interface CardsCardTypesCopy {
  /**
   * DEBIT
   */
  DEBIT: string;
  /**
   * CREDIT
   */
  CREDIT: string;
}
/**
 * Cards screens: statuses.
 */
export interface CardsStatusesCopy {
  /**
   * AC
   */
  AC: string;
  /**
   * DA
   */
  DA: string;
  /**
   * IN
   */
  IN: string;
  /**
   * UN
   */
  UN: string;
  /**
   * CL
   */
  CL: string;
}
/**
 * Cards screens: actions.
 */
export interface CardsActionsCopy {
  /**
   * freeze
   */
  freeze: string;
  /**
   * unfreeze
   */
  unfreeze: string;
  /**
   * activate
   */
  activate: string;
  /**
   * changePin
   */
  changePin: string;
  /**
   * replace
   */
  replace: string;
  /**
   * details
   */
  details: string;
}
/**
 * Cards screens: links.
 */
export interface CardsLinksCopy {
  /**
   * rewards
   */
  rewards: string;
  /**
   * dueDate
   */
  dueDate: string;
  /**
   * authorizedUsers
   */
  authorizedUsers: string;
  /**
   * protections
   */
  protections: string;
  /**
   * travelPlans
   */
  travelPlans: string;
  /**
   * wallets
   */
  wallets: string;
  /**
   * instantIssuance
   */
  instantIssuance: string;
  /**
   * digitalIssuance
   */
  digitalIssuance: string;
}
/**
 * Cards screens: limitLabels.
 */
export interface CardsLimitLabelsCopy {
  /**
   * CREDIT_LIMIT
   */
  CREDIT_LIMIT: string;
  /**
   * AVAILABLE_CREDIT
   */
  AVAILABLE_CREDIT: string;
  /**
   * DAILY_PURCHASE
   */
  DAILY_PURCHASE: string;
  /**
   * DAILY_ATM
   */
  DAILY_ATM: string;
}
/**
 * Cards screens: issuances.
 */
export interface CardsIssuancesCopy {
  /**
   * MAILED
   */
  MAILED: string;
  /**
   * INSTANT
   */
  INSTANT: string;
  /**
   * DIGITAL
   */
  DIGITAL: string;
}
/**
 * Cards screens: order. Tokens: {confirmationNumber}.
 */
export interface CardsOrderCopy {
  /**
   * heading
   */
  heading: string;
  /**
   * intro
   */
  intro: string;
  /**
   * noAccounts
   */
  noAccounts: string;
  /**
   * accountMismatch
   */
  accountMismatch: string;
  /**
   * reviewHeading
   */
  reviewHeading: string;
  /**
   * reviewIntro
   */
  reviewIntro: string;
  /**
   * reviewEdit
   */
  reviewEdit: string;
  /**
   * reviewSubmit
   */
  reviewSubmit: string;
  /**
   * submitting
   */
  submitting: string;
  /**
   * confirmationHeading
   */
  confirmationHeading: string;
  /**
   * confirmationBody
   */
  confirmationBody: string;
  /**
   * confirmationNumberLabel
   */
  confirmationNumberLabel: string;
  /**
   * newCardLabel
   */
  newCardLabel: string;
  /**
   * orderAnother
   */
  orderAnother: string;
  /**
   * backToCards
   */
  backToCards: string;
}
/**
 * Cards screens: authorizedUsers. Tokens: {card}, {name}.
 */
export interface CardsAuthorizedUsersCopy {
  /**
   * heading
   */
  heading: string;
  /**
   * intro
   */
  intro: string;
  /**
   * cardPicker
   */
  cardPicker: string;
  /**
   * noCards
   */
  noCards: string;
  /**
   * listHeading
   */
  listHeading: string;
  /**
   * empty
   */
  empty: string;
  /**
   * added
   */
  added: string;
  /**
   * remove
   */
  remove: string;
  /**
   * removeLabel
   */
  removeLabel: string;
  /**
   * removed
   */
  removed: string;
}
/**
 * The card service pages beyond the card list: rewards, due date, protections, travel plans, issuance, wallets.
 */
export interface CardServicesCopy {
  common: CardServicesCommonCopy;
  rewards: CardRewardsCopy;
  dueDate: CardDueDateCopy;
  protections: CardProtectionsCopy;
  travel: CardTravelPlansCopy;
  issuance: CardIssuanceCopy;
  wallets: CardWalletsCopy;
}
/**
 * Words every card-services page shares. Tokens: {name}, {maskedNumber}.
 */
export interface CardServicesCommonCopy {
  /**
   * loading
   */
  loading: string;
  /**
   * error
   */
  error: string;
  /**
   * retry
   */
  retry: string;
  /**
   * cardLabel
   */
  cardLabel: string;
  /**
   * cardOption
   */
  cardOption: string;
  /**
   * cancel
   */
  cancel: string;
  /**
   * goToCards
   */
  goToCards: string;
  /**
   * statusActive
   */
  statusActive: string;
  /**
   * statusSuspended
   */
  statusSuspended: string;
  /**
   * date
   */
  date: string;
  /**
   * amount
   */
  amount: string;
}
/**
 * Card rewards (/kobie-rewards): balance, history, cash redemption. Tokens: {points}, {confirmationNumber}.
 */
export interface CardRewardsCopy {
  /**
   * heading
   */
  heading: string;
  /**
   * intro
   */
  intro: string;
  /**
   * noCards
   */
  noCards: string;
  /**
   * noDestinations
   */
  noDestinations: string;
  /**
   * balanceHeading
   */
  balanceHeading: string;
  /**
   * pointsLabel
   */
  pointsLabel: string;
  /**
   * cashValueLabel
   */
  cashValueLabel: string;
  /**
   * minimumLabel
   */
  minimumLabel: string;
  /**
   * points
   */
  points: string;
  /**
   * historyHeading
   */
  historyHeading: string;
  /**
   * historyEmpty
   */
  historyEmpty: string;
  /**
   * historyDescription
   */
  historyDescription: string;
  /**
   * historyPoints
   */
  historyPoints: string;
  /**
   * kindEarn
   */
  kindEarn: string;
  /**
   * kindRedeem
   */
  kindRedeem: string;
  /**
   * redeemHeading
   */
  redeemHeading: string;
  /**
   * reviewHeading
   */
  reviewHeading: string;
  /**
   * reviewIntro
   */
  reviewIntro: string;
  /**
   * reviewSubmit
   */
  reviewSubmit: string;
  /**
   * submitting
   */
  submitting: string;
  /**
   * reviewEdit
   */
  reviewEdit: string;
  /**
   * confirmationHeading
   */
  confirmationHeading: string;
  /**
   * confirmationBody
   */
  confirmationBody: string;
  /**
   * confirmationNumberLabel
   */
  confirmationNumberLabel: string;
  /**
   * pointsRedeemedLabel
   */
  pointsRedeemedLabel: string;
  /**
   * newBalanceLabel
   */
  newBalanceLabel: string;
  /**
   * redeemMore
   */
  redeemMore: string;
}
/**
 * Change of payment due date (/change-due-date). Tokens: {day}, {date}.
 */
export interface CardDueDateCopy {
  /**
   * heading
   */
  heading: string;
  /**
   * intro
   */
  intro: string;
  /**
   * noCards
   */
  noCards: string;
  /**
   * currentHeading
   */
  currentHeading: string;
  /**
   * currentLabel
   */
  currentLabel: string;
  /**
   * availableLabel
   */
  availableLabel: string;
  /**
   * dayOfMonth
   */
  dayOfMonth: string;
  /**
   * dayChoice
   */
  dayChoice: string;
  /**
   * pendingHeading
   */
  pendingHeading: string;
  /**
   * pendingBody
   */
  pendingBody: string;
  /**
   * cancelPending
   */
  cancelPending: string;
  /**
   * cancelled
   */
  cancelled: string;
  /**
   * submitted
   */
  submitted: string;
  /**
   * nextAllowed
   */
  nextAllowed: string;
  /**
   * readOnly
   */
  readOnly: string;
}
/**
 * Card protections (/cards/protections): rules, limits, alerts, recent declines and approvals. Tokens: {card}.
 */
export interface CardProtectionsCopy {
  /**
   * heading
   */
  heading: string;
  /**
   * intro
   */
  intro: string;
  /**
   * noCards
   */
  noCards: string;
  /**
   * readOnly
   */
  readOnly: string;
  /**
   * settingsHeading
   */
  settingsHeading: string;
  /**
   * internationalHeading
   */
  internationalHeading: string;
  /**
   * internationalLegend
   */
  internationalLegend: string;
  /**
   * categoriesHeading
   */
  categoriesHeading: string;
  /**
   * typesHeading
   */
  typesHeading: string;
  /**
   * ruleAllow
   */
  ruleAllow: string;
  /**
   * ruleAlert
   */
  ruleAlert: string;
  /**
   * ruleBlock
   */
  ruleBlock: string;
  /**
   * limitsHeading
   */
  limitsHeading: string;
  /**
   * perTransactionLabel
   */
  perTransactionLabel: string;
  /**
   * monthlyLabel
   */
  monthlyLabel: string;
  /**
   * limitHint
   */
  limitHint: string;
  /**
   * limitFormat
   */
  limitFormat: string;
  /**
   * alertsHeading
   */
  alertsHeading: string;
  /**
   * alertEveryLabel
   */
  alertEveryLabel: string;
  /**
   * save
   */
  save: string;
  /**
   * saving
   */
  saving: string;
  /**
   * saved
   */
  saved: string;
  /**
   * declinesHeading
   */
  declinesHeading: string;
  /**
   * declinesEmpty
   */
  declinesEmpty: string;
  /**
   * approvalsHeading
   */
  approvalsHeading: string;
  /**
   * approvalsEmpty
   */
  approvalsEmpty: string;
  /**
   * merchant
   */
  merchant: string;
  /**
   * category
   */
  category: string;
  /**
   * reason
   */
  reason: string;
}
/**
 * Travel plans (/cards/travel-plans). Tokens: {destinations}, {start}, {end}.
 */
export interface CardTravelPlansCopy {
  /**
   * heading
   */
  heading: string;
  /**
   * intro
   */
  intro: string;
  /**
   * add
   */
  add: string;
  /**
   * listHeading
   */
  listHeading: string;
  /**
   * empty
   */
  empty: string;
  /**
   * noCards
   */
  noCards: string;
  /**
   * destinations
   */
  destinations: string;
  /**
   * dates
   */
  dates: string;
  /**
   * datesValue
   */
  datesValue: string;
  /**
   * cards
   */
  cards: string;
  /**
   * delete
   */
  delete: string;
  /**
   * deleteLabel
   */
  deleteLabel: string;
  /**
   * deleted
   */
  deleted: string;
  /**
   * added
   */
  added: string;
  /**
   * edit
   */
  edit: string;
  /**
   * editLabel
   */
  editLabel: string;
  /**
   * editHeading
   */
  editHeading: string;
  /**
   * save
   */
  save: string;
  /**
   * updated
   */
  updated: string;
}
/**
 * Instant (/instantissuance) and digital (/debit-digital-card-issuance/member) debit card issuance.
 */
export interface CardIssuanceCopy {
  /**
   * instantHeading
   */
  instantHeading: string;
  /**
   * instantIntro
   */
  instantIntro: string;
  /**
   * digitalHeading
   */
  digitalHeading: string;
  /**
   * digitalIntro
   */
  digitalIntro: string;
  /**
   * noAccounts
   */
  noAccounts: string;
  /**
   * reviewHeading
   */
  reviewHeading: string;
  /**
   * reviewIntro
   */
  reviewIntro: string;
  /**
   * reviewSubmit
   */
  reviewSubmit: string;
  /**
   * submitting
   */
  submitting: string;
  /**
   * reviewEdit
   */
  reviewEdit: string;
  /**
   * issuedHeading
   */
  issuedHeading: string;
  /**
   * issuedBody
   */
  issuedBody: string;
  /**
   * cardNumberLabel
   */
  cardNumberLabel: string;
  /**
   * expiresLabel
   */
  expiresLabel: string;
  /**
   * statusLabel
   */
  statusLabel: string;
  /**
   * accountLabel
   */
  accountLabel: string;
}
/**
 * Digital wallets (/cloud-token-binding): wallet tokens per card. Tokens: {card}, {wallet}, {device}.
 */
export interface CardWalletsCopy {
  /**
   * heading
   */
  heading: string;
  /**
   * intro
   */
  intro: string;
  /**
   * noCards
   */
  noCards: string;
  /**
   * listHeading
   */
  listHeading: string;
  /**
   * empty
   */
  empty: string;
  /**
   * add
   */
  add: string;
  /**
   * token
   */
  token: string;
  /**
   * status
   */
  status: string;
  /**
   * remove
   */
  remove: string;
  /**
   * removeLabel
   */
  removeLabel: string;
  /**
   * removed
   */
  removed: string;
  /**
   * added
   */
  added: string;
  /**
   * readOnly
   */
  readOnly: string;
}
/**
 * Chat: where the chat frame points, how long a chat sign-on lasts, the chat page's timing and limits, and the copy of the chat page and the chat panel. Loaded only by the chat panel, /chat-bot and the server, never in the first page load. The token call's channelPlatform and channelID stay in app.json chat.
 */
export interface ChatManifest {
  /**
   * Path of the JSON Schema this file follows (for editors).
   */
  $schema?: string;
  /**
   * The chat page the token call answers as chatUrl and the panel frames, with the chat token in its fragment (#token=...): the same-origin chat page (/chat/conversation) unless a credit union points it at its chat provider (an https URL, which the CSP's frame-src must then allow).
   */
  chatUrl: string;
  /**
   * How long a chat token lasts after the sign-on is redeemed (seconds); answered as expiresIn.
   */
  tokenLifetimeSeconds: number;
  /**
   * How often the chat page asks for new replies while it is visible (milliseconds).
   */
  pollIntervalMs: number;
  /**
   * The longest message a member may send (characters).
   */
  messageMaxLength: number;
  /**
   * How many of the latest messages the chat page loads when it opens.
   */
  historyLimit: number;
  /**
   * The analytics tag raised when chat fails to load.
   */
  failureTag: string;
  page: ChatPageCopy;
  panel: ChatPanelCopy;
}
/**
 * Copy of the chat page the frame shows.
 */
export interface ChatPageCopy {
  /**
   * The page's title and heading.
   */
  title: string;
  /**
   * Under the heading: how the chat works.
   */
  intro: string;
  /**
   * Accessible name of the conversation log.
   */
  logLabel: string;
  /**
   * Shown when the conversation has no messages yet.
   */
  empty: string;
  /**
   * Author shown on the member's own messages.
   */
  memberName: string;
  /**
   * Author shown on the credit union's replies.
   */
  staffName: string;
  /**
   * Label of the message box.
   */
  messageLabel: string;
  /**
   * The send button.
   */
  send: string;
  /**
   * The send button while a message is on its way.
   */
  sending: string;
  /**
   * Sending an empty message.
   */
  emptyMessage: string;
  /**
   * A message over messageMaxLength; {max} is the limit.
   */
  tooLong: string;
  /**
   * A message the server did not take.
   */
  sendFailed: string;
  /**
   * The conversation could not be loaded.
   */
  loadFailed: string;
  /**
   * The chat token expired or is missing: the member reopens chat.
   */
  ended: string;
}
/**
 * Copy of the header's chat panel and the /chat-bot page; the error state's text is errors.json CHAT_UNAVAILABLE.
 */
export interface ChatPanelCopy {
  /**
   * The panel's title and the frame's accessible name.
   */
  title: string;
  /**
   * The button that closes the panel (or leaves /chat-bot).
   */
  close: string;
  /**
   * While the sign-on and the chat page load.
   */
  loading: string;
  /**
   * Dismisses the error state.
   */
  dismiss: string;
}
/**
 * Page and layout copy, by screen.
 */
export interface CopyManifest {
  /**
   * Path of the JSON Schema this file follows (for editors).
   */
  $schema?: string;
  screens: ScreenCopy;
  layout: LayoutCopy;
  common: CommonCopy;
  profileIntercept: ProfileInterceptCopy;
  stepUp: StepUpCopy;
  paperless: PaperlessCopy;
  documents: DocumentsCopy;
}
/**
 * Copy of each screen, by screen key.
 */
export interface ScreenCopy {
  login: LoginCopy;
  'accounts-summary': AccountsSummaryCopy;
  'under-construction': UnderConstructionCopy;
  disclosures: DisclosuresCopy;
  onboarding: OnboardingCopy;
  'account-details': AccountDetailsCopy;
  statements: StatementsCopy;
  'statements-preferences': StatementsPreferencesCopy;
  'embedded-frame': EmbeddedFrameCopy;
  'partner-pages': PartnerPagesCopy;
  'account-services': AccountServicesCopy;
  'bill-pay': BillPayCopy;
  'external-accounts': ExternalAccountsCopy;
  'cashiers-check': CashiersCheckCopy;
  'stop-payment': StopPaymentCopy;
  zelle: ZelleCopy;
  'partnership-sso': PartnershipSsoCopy;
  'mobile-deposit-faq': MobileDepositFaqCopy;
  security: SecurityCopy;
  'move-money': MoveMoneyCopy;
}
/**
 * Sign-in page copy.
 */
export interface LoginCopy {
  /**
   * Page heading.
   */
  heading: string;
  /**
   * Text under the heading.
   */
  intro: string;
  /**
   * Username field label.
   */
  usernameLabel: string;
  /**
   * Password field label.
   */
  passwordLabel: string;
  /**
   * Sign-in button.
   */
  submit: string;
  /**
   * Button text while signing in.
   */
  signingIn: string;
  /**
   * Username left empty.
   */
  usernameRequired: string;
  /**
   * Password left empty.
   */
  passwordRequired: string;
  /**
   * Shown after signing out.
   */
  signedOut: string;
  /**
   * Checkbox: keep the username in this browser (never the password).
   */
  rememberUsername: string;
  /**
   * Under the remember checkbox: what is kept.
   */
  rememberUsernameHint: string;
  /**
   * Accessible name of the language switch (its links are the languages' own names from locales.json).
   */
  languageLabel: string;
  /**
   * Toggle button that shows the password as text.
   */
  showPassword: string;
  /**
   * Heading of the sign-in help links.
   */
  helpHeading: string;
  /**
   * Link to /sign-in/forgot-username.
   */
  forgotUsernameLink: string;
  /**
   * Link to /sign-in/forgot-password.
   */
  forgotPasswordLink: string;
  /**
   * Link to /enrol (first-time enrolment).
   */
  enrolLink: string;
  /**
   * Shown after the session expired.
   */
  sessionExpired: string;
  /**
   * Shown when the identity check of a sign-in from a new device was not passed ({phone}: member services).
   */
  deviceNotVerified: string;
}
/**
 * Accounts summary copy.
 */
export interface AccountsSummaryCopy {
  /**
   * Page heading.
   */
  heading: string;
  /**
   * Greeting; {name} is the member's given name.
   */
  greeting: string;
  /**
   * Member since; {year}.
   */
  memberSince: string;
  /**
   * Deposit accounts group heading.
   */
  groupDeposits: string;
  /**
   * Credit cards group heading.
   */
  groupCreditCards: string;
  /**
   * Loans group heading.
   */
  groupLoans: string;
  /**
   * HELOC group heading.
   */
  groupHeloc: string;
  /**
   * IRA group heading.
   */
  groupIra: string;
  /**
   * Accessible name of the summary's totals.
   */
  totalsLabel: string;
  /**
   * Label of what the member holds: deposit accounts and IRAs added up.
   */
  totalDeposits: string;
  /**
   * Label of what the member owes: cards, loans and credit lines added up.
   */
  totalOwed: string;
  /**
   * Group total label.
   */
  groupTotal: string;
  /**
   * Available balance label.
   */
  availableBalance: string;
  /**
   * Current balance label.
   */
  currentBalance: string;
  /**
   * Credit limit label.
   */
  creditLimit: string;
  /**
   * Label of a loan's original principal (the amount borrowed).
   */
  principalAmount: string;
  /**
   * Label of a loan's current principal (what is owed now), in place of the current balance.
   */
  currentPrincipal: string;
  /**
   * Label of the amount past due on a delinquent account.
   */
  pastDueAmount: string;
  /**
   * Label of the missed payment's due date on a delinquent account.
   */
  pastDueDate: string;
  /**
   * A past-due account in the restriction explanation: {name}, {number}, {amount}, {date}.
   */
  pastDueLine: string;
  /**
   * Accessible label before the masked account number.
   */
  accountNumber: string;
  /**
   * No accounts.
   */
  empty: string;
  /**
   * Summary failed to load.
   */
  error: string;
  /**
   * Retry button.
   */
  retry: string;
  /**
   * Loading text.
   */
  loading: string;
  /**
   * Link to open a new account.
   */
  openNewAccount: string;
}
/**
 * Under-construction copy.
 */
export interface UnderConstructionCopy {
  /**
   * Heading.
   */
  heading: string;
  /**
   * Body.
   */
  body: string;
  /**
   * Link back to accounts.
   */
  backToAccounts: string;
}
/**
 * Disclosures page copy.
 */
export interface DisclosuresCopy {
  /**
   * Heading.
   */
  heading: string;
  /**
   * Text above the notices.
   */
  intro: string;
  /**
   * Effective date line, {date}.
   */
  effective: string;
  /**
   * Expands a long notice.
   */
  readMore: string;
  /**
   * Collapses a long notice.
   */
  readLess: string;
  /**
   * Accept button.
   */
  accept: string;
  /**
   * Accept button while the acceptance is saving.
   */
  accepting: string;
  /**
   * While the notices load.
   */
  loading: string;
  /**
   * When the notices cannot be loaded or accepted.
   */
  error: string;
}
/**
 * Onboarding page copy.
 */
export interface OnboardingCopy {
  /**
   * Heading.
   */
  heading: string;
  /**
   * Welcome text.
   */
  body: string;
  /**
   * Going on to the accounts failed.
   */
  error: string;
}
/**
 * One account with its transactions copy.
 */
export interface AccountDetailsCopy {
  /**
   * Link back to the account list.
   */
  backToAccounts: string;
  /**
   * Accessible name of an account's link to this page from the accounts summary; {name} is the account name.
   */
  detailsLink: string;
  /**
   * Shown when the address names no account.
   */
  missingAccount: string;
  /**
   * Announced while the account loads.
   */
  loading: string;
  /**
   * The account or its transactions could not be loaded.
   */
  error: string;
  /**
   * Retry button.
   */
  retry: string;
  /**
   * Hidden label before the masked account number.
   */
  accountNumber: string;
  /**
   * Posted balance label.
   */
  currentBalance: string;
  /**
   * Available balance label.
   */
  availableBalance: string;
  /**
   * Heading of the account's terms.
   */
  detailsHeading: string;
  /**
   * Opening date label.
   */
  openingDate: string;
  /**
   * Dividend rate or APR label.
   */
  interestRate: string;
  /**
   * APY label.
   */
  apy: string;
  /**
   * Next payment due date label.
   */
  paymentDueDate: string;
  /**
   * Amount due label.
   */
  minimumDue: string;
  /**
   * Label of this period's amount due on an account that is also past due, shown apart from the past-due amount.
   */
  currentAmountDue: string;
  /**
   * Label of the past-due amount plus the current amount due (what brings the account current).
   */
  totalAmountDue: string;
  /**
   * The amount due when it is nothing (the statement is paid); {amount} is $0.00.
   */
  nothingDue: string;
  /**
   * Balance at the last statement label.
   */
  lastStatementBalance: string;
  /**
   * Credit limit label.
   */
  creditLimit: string;
  /**
   * Label of a loan's original principal (the amount borrowed).
   */
  principalAmount: string;
  /**
   * Label of a loan's current principal (what is owed now), in place of the current balance.
   */
  currentPrincipal: string;
  /**
   * Label of the amount past due on a delinquent account.
   */
  pastDueAmount: string;
  /**
   * Label of the missed payment's due date on a delinquent account.
   */
  pastDueDate: string;
  /**
   * Heading of the transactions section.
   */
  transactionsHeading: string;
  /**
   * Legend of the filter form.
   */
  filtersLegend: string;
  /**
   * Text search field label.
   */
  searchLabel: string;
  /**
   * Hint under the text search field.
   */
  searchHint: string;
  /**
   * Smallest amount field label.
   */
  amountFromLabel: string;
  /**
   * Largest amount field label.
   */
  amountToLabel: string;
  /**
   * Earliest booking date field label.
   */
  dateFromLabel: string;
  /**
   * Latest booking date field label.
   */
  dateToLabel: string;
  /**
   * Credit/debit filter label.
   */
  typeLabel: string;
  /**
   * No credit/debit filter.
   */
  typeAll: string;
  /**
   * Money in.
   */
  typeCredit: string;
  /**
   * Money out.
   */
  typeDebit: string;
  /**
   * Pending/posted filter label.
   */
  stateLabel: string;
  /**
   * No status filter.
   */
  stateAll: string;
  /**
   * Only pending transactions.
   */
  statePending: string;
  /**
   * Only posted transactions.
   */
  statePosted: string;
  /**
   * Submit button of the filter form.
   */
  applyFilters: string;
  /**
   * Removes every filter.
   */
  clearFilters: string;
  /**
   * An amount filter that is not an amount.
   */
  invalidAmount: string;
  /**
   * Date column (also the CSV header).
   */
  columnDate: string;
  /**
   * Description column (also the CSV header).
   */
  columnDescription: string;
  /**
   * Category column (also the CSV header).
   */
  columnCategory: string;
  /**
   * Status column (also the CSV header).
   */
  columnStatus: string;
  /**
   * Amount column (also the CSV header).
   */
  columnAmount: string;
  /**
   * Running balance column (also the CSV header).
   */
  columnBalance: string;
  /**
   * Table caption; {name} is the account name.
   */
  transactionsCaption: string;
  /**
   * Marks a pending transaction.
   */
  pending: string;
  /**
   * Marks a posted transaction.
   */
  posted: string;
  /**
   * Accessible name of a category select.
   */
  categoryLabel: string;
  /**
   * Category change confirmation banner.
   */
  categorySaved: string;
  /**
   * Category change failure banner.
   */
  categoryFailed: string;
  /**
   * Announced while transactions load.
   */
  transactionsLoading: string;
  /**
   * Filters match nothing.
   */
  transactionsEmpty: string;
  /**
   * The account has no transactions.
   */
  transactionsNone: string;
  /**
   * Accessible name of the paging controls.
   */
  pagination: string;
  /**
   * Which transactions are shown.
   */
  pageStatus: string;
  /**
   * Previous page button.
   */
  previousPage: string;
  /**
   * Next page button.
   */
  nextPage: string;
  /**
   * Label of the export links (every transaction matching the search, all pages).
   */
  exportLegend: string;
  /**
   * Export as CSV button.
   */
  exportCsv: string;
  /**
   * Export as OFX button.
   */
  exportOfx: string;
  /**
   * Export as QFX button.
   */
  exportQfx: string;
  /**
   * Download file name without extension: {account} the account's name and last four digits, {from} and {to} the ISO dates of the range.
   */
  exportFileName: string;
  /**
   * Label of the transactions-per-page choice.
   */
  pageSizeLabel: string;
  /**
   * Summary of the collapsible search and filter form.
   */
  filtersToggle: string;
  /**
   * Accessible name of a transaction row's button that opens its details.
   */
  detailOpen: string;
  /**
   * Heading of a transaction's detail dialog.
   */
  detailHeading: string;
  /**
   * Closes the transaction detail dialog.
   */
  detailClose: string;
  /**
   * Link from a posted charge or withdrawal's detail to the claims center's dispute form.
   */
  detailDispute: string;
  /**
   * Detail: the signed amount.
   */
  detailAmount: string;
  /**
   * Detail: the day it posted.
   */
  detailPostedDate: string;
  /**
   * Detail: the day a pending transaction was authorized.
   */
  detailPendingDate: string;
  /**
   * Detail: the day the member made it (effective date).
   */
  detailTransactionDate: string;
  /**
   * Detail: pending or posted.
   */
  detailStatus: string;
  /**
   * Detail: the counterparty.
   */
  detailMerchant: string;
  /**
   * Detail: the memo.
   */
  detailMemo: string;
  /**
   * Detail: a check's number.
   */
  detailCheckNumber: string;
  /**
   * Detail: the running balance after it posted.
   */
  detailRunningBalance: string;
  /**
   * Detail: running balance of a pending transaction.
   */
  detailNoBalance: string;
  /**
   * Detail: an empty memo or merchant.
   */
  detailNone: string;
  /**
   * Detail: heading of the check image.
   */
  detailCheckImage: string;
  /**
   * Alternative text of a check image.
   */
  checkImageAlt: string;
  /**
   * Detail: the category, changeable.
   */
  detailCategory: string;
}
/**
 * Statements, tax documents and closed-account statements copy.
 */
export interface StatementsCopy {
  /**
   * Page heading.
   */
  heading: string;
  /**
   * Link to the delivery preferences.
   */
  preferencesLink: string;
  /**
   * Announced while statements load.
   */
  loading: string;
  /**
   * A statements list could not be loaded.
   */
  error: string;
  /**
   * Retry button.
   */
  retry: string;
  /**
   * Heading of the monthly statements.
   */
  accountStatementsHeading: string;
  /**
   * Account picker label.
   */
  accountLabel: string;
  /**
   * No account has statements.
   */
  noAccounts: string;
  /**
   * The chosen account has none.
   */
  noStatements: string;
  /**
   * Table caption; {account} is the account's name and number.
   */
  statementsCaption: string;
  /**
   * Period column.
   */
  columnPeriod: string;
  /**
   * Opening balance column.
   */
  columnOpening: string;
  /**
   * Closing balance column.
   */
  columnClosing: string;
  /**
   * Download column.
   */
  columnDocument: string;
  /**
   * A statement period; {start} and {end} are dates.
   */
  period: string;
  /**
   * Download link text.
   */
  download: string;
  /**
   * Accessible name of a download link.
   */
  downloadLabel: string;
  /**
   * Heading of the tax forms.
   */
  taxHeading: string;
  /**
   * No tax forms.
   */
  taxNone: string;
  /**
   * Table caption.
   */
  taxCaption: string;
  /**
   * Tax year column.
   */
  columnTaxYear: string;
  /**
   * Form column.
   */
  columnForm: string;
  /**
   * Account column.
   */
  columnAccount: string;
  /**
   * Amount column.
   */
  columnAmount: string;
  /**
   * Accessible name of a tax form download.
   */
  taxDownloadLabel: string;
  /**
   * Heading of the orphan statements.
   */
  orphanHeading: string;
  /**
   * No orphan statements.
   */
  orphanNone: string;
  /**
   * Table caption.
   */
  orphanCaption: string;
  /**
   * A download failed.
   */
  downloadFailed: string;
  /**
   * Statement viewed in the page.
   */
  view: string;
  /**
   * Statement viewed in the page: {period} {account}.
   */
  viewLabel: string;
  /**
   * Statement viewed in the page: {period}.
   */
  statementHeading: string;
  /**
   * Statement viewed in the page: {period}.
   */
  summaryCaption: string;
  /**
   * Statement viewed in the page: {period}.
   */
  transactionsCaption: string;
  /**
   * Statement viewed in the page.
   */
  closeStatement: string;
  /**
   * Statement viewed in the page.
   */
  taxView: string;
  /**
   * Statement viewed in the page: {year} {form} {account}.
   */
  taxViewLabel: string;
  /**
   * Statement viewed in the page: {year} {form} {account}.
   */
  taxFormHeading: string;
  /**
   * Statement viewed in the page.
   */
  closeTaxForm: string;
}
/**
 * Statement delivery preferences copy.
 */
export interface StatementsPreferencesCopy {
  /**
   * Page heading.
   */
  heading: string;
  /**
   * Text under the heading.
   */
  intro: string;
  /**
   * Link back to the statements.
   */
  backToStatements: string;
  /**
   * Announced while preferences load.
   */
  loading: string;
  /**
   * Preferences could not be loaded.
   */
  error: string;
  /**
   * Retry button.
   */
  retry: string;
  /**
   * No account.
   */
  noAccounts: string;
  /**
   * Legend of an account's delivery choice.
   */
  deliveryLegend: string;
  /**
   * Paper delivery.
   */
  paper: string;
  /**
   * Electronic delivery.
   */
  electronic: string;
  /**
   * Save button.
   */
  save: string;
  /**
   * Save button while saving.
   */
  saving: string;
  /**
   * Save confirmation banner.
   */
  saved: string;
  /**
   * Save pressed without a change.
   */
  nothingChanged: string;
  /**
   * Heading of the all-accounts choice.
   */
  allElectronicHeading: string;
  /**
   * Text of the all-accounts choice.
   */
  allElectronicText: string;
  /**
   * Apply-to-all button.
   */
  allElectronic: string;
  /**
   * Apply-to-all confirmation banner.
   */
  allElectronicSaved: string;
}
/**
 * Embedded-frame wrapper copy.
 */
export interface EmbeddedFrameCopy {
  /**
   * Back button.
   */
  back: string;
  /**
   * Spinner label while the frame loads.
   */
  loading: string;
  /**
   * The frame's accessible name when the route has no title.
   */
  untitledFrame: string;
}
/**
 * IRA beneficiaries and credit-card fraud pages; {name}, {reference} are filled in.
 */
export interface PartnerPagesCopy {
  /**
   * iraHeading
   */
  iraHeading: string;
  /**
   * iraIntro
   */
  iraIntro: string;
  /**
   * iraNotFound
   */
  iraNotFound: string;
  /**
   * iraEmpty
   */
  iraEmpty: string;
  /**
   * colName
   */
  colName: string;
  /**
   * colRelationship
   */
  colRelationship: string;
  /**
   * colKind
   */
  colKind: string;
  /**
   * colShare
   */
  colShare: string;
  /**
   * colActions
   */
  colActions: string;
  /**
   * kindPrimary
   */
  kindPrimary: string;
  /**
   * kindContingent
   */
  kindContingent: string;
  /**
   * remove
   */
  remove: string;
  /**
   * removeLabel
   */
  removeLabel: string;
  /**
   * addHeading
   */
  addHeading: string;
  /**
   * nameLabel
   */
  nameLabel: string;
  /**
   * relationshipLabel
   */
  relationshipLabel: string;
  /**
   * kindLabel
   */
  kindLabel: string;
  /**
   * shareLabel
   */
  shareLabel: string;
  /**
   * add
   */
  add: string;
  /**
   * invalid
   */
  invalid: string;
  /**
   * fraudHeading
   */
  fraudHeading: string;
  /**
   * fraudIntro
   */
  fraudIntro: string;
  /**
   * cardLabel
   */
  cardLabel: string;
  /**
   * dateLabel
   */
  dateLabel: string;
  /**
   * descriptionLabel
   */
  descriptionLabel: string;
  /**
   * fraudSubmit
   */
  fraudSubmit: string;
  /**
   * fraudInvalid
   */
  fraudInvalid: string;
  /**
   * fraudReceived
   */
  fraudReceived: string;
  /**
   * noCards
   */
  noCards: string;
}
/**
 * Account-services copy; forAccount takes {account}, confirmationBody {confirmationNumber}.
 */
export interface AccountServicesCopy {
  /**
   * heading
   */
  heading: string;
  /**
   * intro
   */
  intro: string;
  /**
   * forAccount
   */
  forAccount: string;
  /**
   * allAccounts
   */
  allAccounts: string;
  /**
   * servicesHeading
   */
  servicesHeading: string;
  /**
   * addJointOwner
   */
  addJointOwner: string;
  /**
   * directDeposit
   */
  directDeposit: string;
  /**
   * overdraftProtection
   */
  overdraftProtection: string;
  /**
   * changeCheckingAccountType
   */
  changeCheckingAccountType: string;
  /**
   * recentHeading
   */
  recentHeading: string;
  /**
   * recentEmpty
   */
  recentEmpty: string;
  /**
   * recentColumnRequest
   */
  recentColumnRequest: string;
  /**
   * recentColumnAccount
   */
  recentColumnAccount: string;
  /**
   * recentColumnDate
   */
  recentColumnDate: string;
  /**
   * recentColumnConfirmation
   */
  recentColumnConfirmation: string;
  /**
   * recentColumnStatus
   */
  recentColumnStatus: string;
  /**
   * statusSubmitted
   */
  statusSubmitted: string;
  /**
   * loading
   */
  loading: string;
  /**
   * error
   */
  error: string;
  /**
   * retry
   */
  retry: string;
  /**
   * noEligibleAccounts
   */
  noEligibleAccounts: string;
  /**
   * reviewHeading
   */
  reviewHeading: string;
  /**
   * reviewIntro
   */
  reviewIntro: string;
  /**
   * reviewEdit
   */
  reviewEdit: string;
  /**
   * reviewSubmit
   */
  reviewSubmit: string;
  /**
   * submitting
   */
  submitting: string;
  /**
   * confirmationHeading
   */
  confirmationHeading: string;
  /**
   * confirmationBody
   */
  confirmationBody: string;
  /**
   * confirmationNumberLabel
   */
  confirmationNumberLabel: string;
  /**
   * backToServices
   */
  backToServices: string;
  /**
   * backToAccounts
   */
  backToAccounts: string;
}
/**
 * Bill pay: payees, paying a bill, scheduled and recent bill payments. Tokens: {amount}, {confirmationNumber}, {date}, {name}, {payee}.
 */
export interface BillPayCopy {
  /**
   * heading
   */
  heading: string;
  /**
   * intro
   */
  intro: string;
  /**
   * loading
   */
  loading: string;
  /**
   * error
   */
  error: string;
  /**
   * retry
   */
  retry: string;
  /**
   * payeesHeading
   */
  payeesHeading: string;
  /**
   * payeesEmpty
   */
  payeesEmpty: string;
  /**
   * payeeNickname
   */
  payeeNickname: string;
  /**
   * payeeAccount
   */
  payeeAccount: string;
  /**
   * payeeAddress
   */
  payeeAddress: string;
  /**
   * addPayee
   */
  addPayee: string;
  /**
   * editPayee
   */
  editPayee: string;
  /**
   * editPayeeLabel
   */
  editPayeeLabel: string;
  /**
   * editPayeeHeading
   */
  editPayeeHeading: string;
  /**
   * editPayeeIntro
   */
  editPayeeIntro: string;
  /**
   * savePayee
   */
  savePayee: string;
  /**
   * deletePayee
   */
  deletePayee: string;
  /**
   * deletePayeeLabel
   */
  deletePayeeLabel: string;
  /**
   * payeeSaved
   */
  payeeSaved: string;
  /**
   * payeeDeleted
   */
  payeeDeleted: string;
  /**
   * payBill
   */
  payBill: string;
  /**
   * payPayee
   */
  payPayee: string;
  /**
   * payBillLabel
   */
  payBillLabel: string;
  /**
   * noPayees
   */
  noPayees: string;
  /**
   * noFromAccounts
   */
  noFromAccounts: string;
  /**
   * cancel
   */
  cancel: string;
  /**
   * reviewHeading
   */
  reviewHeading: string;
  /**
   * reviewIntro
   */
  reviewIntro: string;
  /**
   * reviewPayee
   */
  reviewPayee: string;
  /**
   * reviewFrom
   */
  reviewFrom: string;
  /**
   * reviewAmount
   */
  reviewAmount: string;
  /**
   * reviewDate
   */
  reviewDate: string;
  /**
   * reviewMemo
   */
  reviewMemo: string;
  /**
   * reviewEdit
   */
  reviewEdit: string;
  /**
   * reviewSubmit
   */
  reviewSubmit: string;
  /**
   * submitting
   */
  submitting: string;
  /**
   * confirmationHeading
   */
  confirmationHeading: string;
  /**
   * confirmationBody
   */
  confirmationBody: string;
  /**
   * confirmationNumberLabel
   */
  confirmationNumberLabel: string;
  /**
   * payAnother
   */
  payAnother: string;
  /**
   * backToBillPay
   */
  backToBillPay: string;
  /**
   * paymentsHeading
   */
  paymentsHeading: string;
  /**
   * scheduledHeading
   */
  scheduledHeading: string;
  /**
   * scheduledEmpty
   */
  scheduledEmpty: string;
  /**
   * recentHeading
   */
  recentHeading: string;
  /**
   * recentEmpty
   */
  recentEmpty: string;
  /**
   * paymentDate
   */
  paymentDate: string;
  /**
   * paymentStatus
   */
  paymentStatus: string;
  /**
   * statusScheduled
   */
  statusScheduled: string;
  /**
   * statusPosted
   */
  statusPosted: string;
  /**
   * statusCompleted
   */
  statusCompleted: string;
  /**
   * statusCancelled
   */
  statusCancelled: string;
  /**
   * statusFailed
   */
  statusFailed: string;
  /**
   * cancelPayment
   */
  cancelPayment: string;
  /**
   * cancelPaymentLabel
   */
  cancelPaymentLabel: string;
  /**
   * paymentCancelled
   */
  paymentCancelled: string;
  /**
   * editPayment
   */
  editPayment: string;
  /**
   * editPaymentLabel
   */
  editPaymentLabel: string;
  /**
   * editPaymentHeading
   */
  editPaymentHeading: string;
  /**
   * editPaymentIntro
   */
  editPaymentIntro: string;
  /**
   * saveChanges
   */
  saveChanges: string;
  /**
   * updatedHeading
   */
  updatedHeading: string;
  /**
   * updatedBody
   */
  updatedBody: string;
  /**
   * paymentNotFound
   */
  paymentNotFound: string;
}
/**
 * Manage external accounts: list, add, verify with micro-deposits, delete. Tokens: {name}.
 */
export interface ExternalAccountsCopy {
  /**
   * heading
   */
  heading: string;
  /**
   * intro
   */
  intro: string;
  /**
   * loading
   */
  loading: string;
  /**
   * error
   */
  error: string;
  /**
   * retry
   */
  retry: string;
  /**
   * listHeading
   */
  listHeading: string;
  /**
   * empty
   */
  empty: string;
  /**
   * institution
   */
  institution: string;
  /**
   * accountNumber
   */
  accountNumber: string;
  /**
   * accountType
   */
  accountType: string;
  /**
   * ownerName
   */
  ownerName: string;
  /**
   * status
   */
  status: string;
  /**
   * typeChecking
   */
  typeChecking: string;
  /**
   * typeSavings
   */
  typeSavings: string;
  /**
   * statusVerified
   */
  statusVerified: string;
  /**
   * statusPending
   */
  statusPending: string;
  /**
   * statusLocked
   */
  statusLocked: string;
  /**
   * addAccount
   */
  addAccount: string;
  /**
   * cancel
   */
  cancel: string;
  /**
   * reviewHeading
   */
  reviewHeading: string;
  /**
   * reviewIntro
   */
  reviewIntro: string;
  /**
   * reviewEdit
   */
  reviewEdit: string;
  /**
   * reviewSubmit
   */
  reviewSubmit: string;
  /**
   * submitting
   */
  submitting: string;
  /**
   * addedHeading
   */
  addedHeading: string;
  /**
   * addedPending
   */
  addedPending: string;
  /**
   * addedVerified
   */
  addedVerified: string;
  /**
   * backToList
   */
  backToList: string;
  /**
   * verify
   */
  verify: string;
  /**
   * verifyLabel
   */
  verifyLabel: string;
  /**
   * verifyHeading
   */
  verifyHeading: string;
  /**
   * verifyIntro
   */
  verifyIntro: string;
  /**
   * verifyAmount1
   */
  verifyAmount1: string;
  /**
   * verifyAmount2
   */
  verifyAmount2: string;
  /**
   * verifyAmountFormat
   */
  verifyAmountFormat: string;
  /**
   * verifySubmit
   */
  verifySubmit: string;
  /**
   * verifiedHeading
   */
  verifiedHeading: string;
  /**
   * verifiedBody
   */
  verifiedBody: string;
  /**
   * delete
   */
  delete: string;
  /**
   * deleteLabel
   */
  deleteLabel: string;
  /**
   * deleted
   */
  deleted: string;
  /**
   * lockedNote
   */
  lockedNote: string;
}
/**
 * Cashier's check request. Tokens: {confirmationNumber}.
 */
export interface CashiersCheckCopy {
  /**
   * heading
   */
  heading: string;
  /**
   * intro
   */
  intro: string;
  /**
   * loading
   */
  loading: string;
  /**
   * error
   */
  error: string;
  /**
   * retry
   */
  retry: string;
  /**
   * noAccounts
   */
  noAccounts: string;
  /**
   * reviewHeading
   */
  reviewHeading: string;
  /**
   * reviewIntro
   */
  reviewIntro: string;
  /**
   * reviewEdit
   */
  reviewEdit: string;
  /**
   * reviewSubmit
   */
  reviewSubmit: string;
  /**
   * submitting
   */
  submitting: string;
  /**
   * confirmationHeading
   */
  confirmationHeading: string;
  /**
   * confirmationBody
   */
  confirmationBody: string;
  /**
   * confirmationNumberLabel
   */
  confirmationNumberLabel: string;
  /**
   * requestAnother
   */
  requestAnother: string;
  /**
   * backToAccounts
   */
  backToAccounts: string;
}
/**
 * Stop payment on a check. Tokens: {fee}, {days}, {date}, {checks}, {account}, {number}, {first}, {last}, {confirmationNumber}.
 */
export interface StopPaymentCopy {
  /**
   * heading
   */
  heading: string;
  /**
   * intro
   */
  intro: string;
  /**
   * loading
   */
  loading: string;
  /**
   * error
   */
  error: string;
  /**
   * retry
   */
  retry: string;
  /**
   * noAccounts
   */
  noAccounts: string;
  /**
   * viewOnly
   */
  viewOnly: string;
  /**
   * kindLegend
   */
  kindLegend: string;
  /**
   * kindCheck
   */
  kindCheck: string;
  /**
   * kindRange
   */
  kindRange: string;
  /**
   * feeNote
   */
  feeNote: string;
  /**
   * confirmChecks
   */
  confirmChecks: string;
  /**
   * checkOne
   */
  checkOne: string;
  /**
   * checkRange
   */
  checkRange: string;
  /**
   * confirmationHeading
   */
  confirmationHeading: string;
  /**
   * confirmationBody
   */
  confirmationBody: string;
  /**
   * confirmationNumberLabel
   */
  confirmationNumberLabel: string;
  /**
   * accountLabel
   */
  accountLabel: string;
  /**
   * checksLabel
   */
  checksLabel: string;
  /**
   * feeLabel
   */
  feeLabel: string;
  /**
   * expiresLabel
   */
  expiresLabel: string;
  /**
   * placedLabel
   */
  placedLabel: string;
  /**
   * statusLabel
   */
  statusLabel: string;
  /**
   * reasonLabel
   */
  reasonLabel: string;
  /**
   * statusActive
   */
  statusActive: string;
  /**
   * statusExpired
   */
  statusExpired: string;
  /**
   * placeAnother
   */
  placeAnother: string;
  /**
   * listHeading
   */
  listHeading: string;
  /**
   * listEmpty
   */
  listEmpty: string;
  /**
   * listCaption
   */
  listCaption: string;
}
/**
 * Zelle eligibility (rules, continue to the partner) and the Zelle FAQ. Tokens: {account}.
 */
export interface ZelleCopy {
  /**
   * heading
   */
  heading: string;
  /**
   * intro
   */
  intro: string;
  /**
   * loading
   */
  loading: string;
  /**
   * error
   */
  error: string;
  /**
   * retry
   */
  retry: string;
  /**
   * rulesHeading
   */
  rulesHeading: string;
  /**
   * rules
   *
   * @minItems 1
   *
   * Items: Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  rules: string[];
  /**
   * eligible
   */
  eligible: string;
  /**
   * ineligible
   */
  ineligible: string;
  /**
   * continue
   */
  continue: string;
  /**
   * opening
   */
  opening: string;
  /**
   * frameTitle
   */
  frameTitle: string;
  /**
   * back
   */
  back: string;
  /**
   * faqLink
   */
  faqLink: string;
  /**
   * faqHeading
   */
  faqHeading: string;
  /**
   * faq
   *
   * @minItems 1
   */
  faq: FaqEntry[];
}
/**
 * One question and its answer, shown as a disclosure widget.
 */
export interface FaqEntry {
  /**
   * question
   */
  question: string;
  /**
   * answer
   */
  answer: string;
}
/**
 * The partner hand-off page: landing, expired link, unknown target; the refusal when a target is not offered.
 */
export interface PartnershipSsoCopy {
  /**
   * heading
   */
  heading: string;
  /**
   * intro
   */
  intro: string;
  /**
   * signedOnAs
   */
  signedOnAs: string;
  /**
   * notConnected
   */
  notConnected: string;
  /**
   * expiredHeading
   */
  expiredHeading: string;
  /**
   * expiredBody
   */
  expiredBody: string;
  /**
   * notFoundHeading
   */
  notFoundHeading: string;
  /**
   * notFoundBody
   */
  notFoundBody: string;
  /**
   * notOffered
   */
  notOffered: string;
}
/**
 * Mobile deposit FAQ.
 */
export interface MobileDepositFaqCopy {
  /**
   * heading
   */
  heading: string;
  /**
   * intro
   */
  intro: string;
  /**
   * faq
   *
   * @minItems 1
   */
  faq: FaqEntry[];
}
/**
 * Security hub and sign-in settings copy; deviceLastUsed takes {time}, removeDeviceLabel, removeBody, deviceRemoved and removeFailed {name}, usernameChanged {username}, passwordRuleLength {min} and {max} (from app.json credentials).
 */
export interface SecurityCopy {
  /**
   * hubHeading
   */
  hubHeading: string;
  /**
   * hubIntro
   */
  hubIntro: string;
  /**
   * signInHeading
   */
  signInHeading: string;
  /**
   * signInIntro
   */
  signInIntro: string;
  /**
   * summaryHeading
   */
  summaryHeading: string;
  /**
   * lastSignInLabel
   */
  lastSignInLabel: string;
  /**
   * lastSignInNone
   */
  lastSignInNone: string;
  /**
   * usernameHeading
   */
  usernameHeading: string;
  /**
   * usernameLabel
   */
  usernameLabel: string;
  /**
   * usernameFixed
   */
  usernameFixed: string;
  /**
   * activityHeading
   */
  activityHeading: string;
  /**
   * fintechPending
   */
  fintechPending: string;
  /**
   * fintechNone
   */
  fintechNone: string;
  /**
   * signInSettingsLink
   */
  signInSettingsLink: string;
  /**
   * securityHubLink
   */
  securityHubLink: string;
  /**
   * devicesHeading
   */
  devicesHeading: string;
  /**
   * devicesIntro
   */
  devicesIntro: string;
  /**
   * devicesEmpty
   */
  devicesEmpty: string;
  /**
   * deviceLastUsed
   */
  deviceLastUsed: string;
  /**
   * deviceNeverUsed
   */
  deviceNeverUsed: string;
  /**
   * removeDevice
   */
  removeDevice: string;
  /**
   * removeDeviceLabel
   */
  removeDeviceLabel: string;
  /**
   * deviceRemoved
   */
  deviceRemoved: string;
  /**
   * removeFailed
   */
  removeFailed: string;
  /**
   * knownDevicesHeading
   */
  knownDevicesHeading: string;
  /**
   * knownDevicesIntro
   */
  knownDevicesIntro: string;
  /**
   * knownDevicesEmpty
   */
  knownDevicesEmpty: string;
  /**
   * knownDeviceUnnamed
   */
  knownDeviceUnnamed: string;
  /**
   * knownDeviceLastSignIn
   */
  knownDeviceLastSignIn: string;
  /**
   * knownDeviceFirstSignIn
   */
  knownDeviceFirstSignIn: string;
  /**
   * knownDeviceRemoved
   */
  knownDeviceRemoved: string;
  /**
   * staffAccessHeading
   */
  staffAccessHeading: string;
  /**
   * staffAccessIntro
   */
  staffAccessIntro: string;
  /**
   * staffAccessEmpty
   */
  staffAccessEmpty: string;
  /**
   * A staff visit's representative: first name and last initial in {name}.
   */
  staffAccessBy: string;
  /**
   * A finished staff visit: {start} and {end}.
   */
  staffAccessPeriod: string;
  /**
   * A staff visit still open: {start}.
   */
  staffAccessOpen: string;
  /**
   * The reason the representative gave: {reason}.
   */
  staffAccessReason: string;
  /**
   * staffAccessChangesNone
   */
  staffAccessChangesNone: string;
  staffAccessChanges: PluralText;
  /**
   * Names the list of the changes made during one staff visit.
   */
  staffAccessChangesLabel: string;
  /**
   * One change made during a staff visit: {action} (what was changed) and {when}.
   */
  staffAccessChange: string;
  /**
   * What a change is called when config/staff.json audit.actions has no name for it.
   */
  staffAccessChangeOther: string;
  /**
   * changeUsernameHeading
   */
  changeUsernameHeading: string;
  /**
   * usernameChanged
   */
  usernameChanged: string;
  /**
   * changePasswordHeading
   */
  changePasswordHeading: string;
  /**
   * passwordRulesHeading
   */
  passwordRulesHeading: string;
  /**
   * passwordRuleLength
   */
  passwordRuleLength: string;
  /**
   * passwordRuleLetterNumber
   */
  passwordRuleLetterNumber: string;
  /**
   * passwordRuleDifferent
   */
  passwordRuleDifferent: string;
  /**
   * passwordMismatch
   */
  passwordMismatch: string;
  /**
   * passwordChanged
   */
  passwordChanged: string;
  /**
   * submitting
   */
  submitting: string;
  /**
   * notVerified
   */
  notVerified: string;
  /**
   * loading
   */
  loading: string;
  /**
   * error
   */
  error: string;
  /**
   * retry
   */
  retry: string;
}
/**
 * Words for a count, one text per CLDR plural category the language uses (English and Spanish: one, other). "other" is required and stands in for a category left out; {count} is the count written in the reader's language.
 */
export interface PluralText {
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  zero?: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  one?: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  two?: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  few?: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  many?: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  other: string;
}
/**
 * Transfers, cash advance and scheduled transfers (/move-money). Tokens: anotherMemberTarget {accountNumber} {lastName}; confirmation bodies {confirmationNumber} {date}; editLabel/cancelLabel {amount} {date}; cancelled {confirmationNumber}.
 */
export interface MoveMoneyCopy {
  /**
   * transfersHeading
   */
  transfersHeading: string;
  /**
   * cashAdvanceHeading
   */
  cashAdvanceHeading: string;
  /**
   * scheduledHeading
   */
  scheduledHeading: string;
  /**
   * editHeading
   */
  editHeading: string;
  /**
   * loading
   */
  loading: string;
  /**
   * error
   */
  error: string;
  /**
   * retry
   */
  retry: string;
  /**
   * noSourceAccounts
   */
  noSourceAccounts: string;
  /**
   * noAdvanceAccounts
   */
  noAdvanceAccounts: string;
  /**
   * notEditable
   */
  notEditable: string;
  /**
   * groupExternal
   */
  groupExternal: string;
  /**
   * groupOtherMember
   */
  groupOtherMember: string;
  /**
   * anotherMember
   */
  anotherMember: string;
  /**
   * anotherMemberTarget
   */
  anotherMemberTarget: string;
  /**
   * reviewHeading
   */
  reviewHeading: string;
  /**
   * reviewIntro
   */
  reviewIntro: string;
  /**
   * reviewEdit
   */
  reviewEdit: string;
  /**
   * reviewSubmit
   */
  reviewSubmit: string;
  /**
   * submitting
   */
  submitting: string;
  /**
   * labelKind
   */
  labelKind: string;
  /**
   * labelFrom
   */
  labelFrom: string;
  /**
   * labelTo
   */
  labelTo: string;
  /**
   * labelAmount
   */
  labelAmount: string;
  /**
   * labelDate
   */
  labelDate: string;
  /**
   * labelFrequency
   */
  labelFrequency: string;
  /**
   * labelEndDate
   */
  labelEndDate: string;
  /**
   * labelMemo
   */
  labelMemo: string;
  /**
   * labelConfirmation
   */
  labelConfirmation: string;
  /**
   * labelStatus
   */
  labelStatus: string;
  /**
   * notesHeading
   */
  notesHeading: string;
  /**
   * confirmationPostedHeading
   */
  confirmationPostedHeading: string;
  /**
   * confirmationPostedBody
   */
  confirmationPostedBody: string;
  /**
   * confirmationScheduledHeading
   */
  confirmationScheduledHeading: string;
  /**
   * confirmationScheduledBody
   */
  confirmationScheduledBody: string;
  /**
   * confirmationUpdatedHeading
   */
  confirmationUpdatedHeading: string;
  /**
   * Legend of the amount choices when paying a card or loan that has something due.
   */
  amountChoiceLegend: string;
  /**
   * The choice of past due plus the current amount due; {amount}.
   */
  amountChoiceTotalDue: string;
  /**
   * The choice of the current (minimum) amount due; {amount}.
   */
  amountChoiceCurrentDue: string;
  /**
   * The choice of typing another amount.
   */
  amountChoiceOther: string;
  /**
   * makeAnotherTransfer
   */
  makeAnotherTransfer: string;
  /**
   * makeAnotherAdvance
   */
  makeAnotherAdvance: string;
  /**
   * viewScheduled
   */
  viewScheduled: string;
  /**
   * upcomingHeading
   */
  upcomingHeading: string;
  /**
   * upcomingEmpty
   */
  upcomingEmpty: string;
  /**
   * recentHeading
   */
  recentHeading: string;
  /**
   * recentEmpty
   */
  recentEmpty: string;
  /**
   * newTransfer
   */
  newTransfer: string;
  /**
   * edit
   */
  edit: string;
  /**
   * editLabel
   */
  editLabel: string;
  /**
   * cancel
   */
  cancel: string;
  /**
   * cancelLabel
   */
  cancelLabel: string;
  /**
   * cancelled
   */
  cancelled: string;
  /**
   * billPayEditLabel
   */
  billPayEditLabel: string;
  /**
   * billPayCancelLabel
   */
  billPayCancelLabel: string;
  /**
   * billPayCancelled
   */
  billPayCancelled: string;
  kinds: MoveMoneyKindCopy;
  frequencies: MoveMoneyFrequencyCopy;
  states: MoveMoneyStateCopy;
}
/**
 * Payment order kinds as members read them.
 */
export interface MoveMoneyKindCopy {
  /**
   * INTERNAL_TRANSFER
   */
  INTERNAL_TRANSFER: string;
  /**
   * MEMBER_TRANSFER
   */
  MEMBER_TRANSFER: string;
  /**
   * ACH_OUT
   */
  ACH_OUT: string;
  /**
   * ACH_IN
   */
  ACH_IN: string;
  /**
   * LOAN_PAYMENT
   */
  LOAN_PAYMENT: string;
  /**
   * CARD_PAYMENT
   */
  CARD_PAYMENT: string;
  /**
   * CASH_ADVANCE
   */
  CASH_ADVANCE: string;
  /**
   * HELOC_ADVANCE
   */
  HELOC_ADVANCE: string;
  /**
   * BILL_PAY
   */
  BILL_PAY: string;
}
/**
 * Payment order frequencies.
 */
export interface MoveMoneyFrequencyCopy {
  /**
   * ONCE
   */
  ONCE: string;
  /**
   * WEEKLY
   */
  WEEKLY: string;
  /**
   * BIWEEKLY
   */
  BIWEEKLY: string;
  /**
   * MONTHLY
   */
  MONTHLY: string;
}
/**
 * Payment order states.
 */
export interface MoveMoneyStateCopy {
  /**
   * SCHEDULED
   */
  SCHEDULED: string;
  /**
   * POSTED
   */
  POSTED: string;
  /**
   * CANCELLED
   */
  CANCELLED: string;
  /**
   * FAILED
   */
  FAILED: string;
  /**
   * COMPLETED
   */
  COMPLETED: string;
}
/**
 * Layout copy.
 */
export interface LayoutCopy {
  /**
   * Skip link.
   */
  skipToContent: string;
  /**
   * Hamburger button, menu closed.
   */
  openMenu: string;
  /**
   * Hamburger button, menu open.
   */
  closeMenu: string;
  /**
   * Sign-out button.
   */
  signOut: string;
  /**
   * More dropdown button.
   */
  more: string;
  /**
   * Main navigation landmark name.
   */
  mainNavLabel: string;
  /**
   * Profile dropdown button name.
   */
  profileMenuLabel: string;
  /**
   * Footer navigation landmark name.
   */
  footerNavLabel: string;
  /**
   * Label before the member services phone.
   */
  footerPhoneLabel: string;
  /**
   * Label before the routing number.
   */
  routingNumberLabel: string;
  unreadMessages: PluralText;
  /**
   * Chat toggle.
   */
  chat: string;
  /**
   * Chat failed to load.
   */
  chatUnavailable: string;
  /**
   * Onboarding layout button.
   */
  goToAccounts: string;
  /**
   * Frame page back button.
   */
  frameBack: string;
  /**
   * Frame spinner text.
   */
  frameLoading: string;
  /**
   * Route spinner text.
   */
  pageLoading: string;
  /**
   * Profile dropdown: agreements heading.
   */
  trustedUsersHeading: string;
  /**
   * Profile dropdown: member since; {year}.
   */
  memberSince: string;
  /**
   * Profile dropdown: loads the next page of agreements.
   */
  agreementsMore: string;
}
/**
 * Shared words.
 */
export interface CommonCopy {
  /**
   * OK.
   */
  ok: string;
  /**
   * Cancel.
   */
  cancel: string;
  /**
   * Close.
   */
  close: string;
  /**
   * Continue.
   */
  continue: string;
  /**
   * Contact Us link.
   */
  contactUs: string;
  /**
   * Back.
   */
  back: string;
  /**
   * Loading text.
   */
  loading: string;
  /**
   * Required-field marker.
   */
  required: string;
  /**
   * A picker's note on a deposit account, {amount} its available balance (e.g. "$2,345.67 available").
   */
  accountAvailable: string;
  /**
   * A picker's note on a loan, {amount} what the member owes.
   */
  accountOwed: string;
  /**
   * A picker's note on a credit card or line of credit: {owed} owed and {available} of credit left.
   */
  accountOwedAndAvailable: string;
  /**
   * A picker's note on an IRA (no available balance), {amount} its balance.
   */
  accountBalance: string;
  /**
   * An account picker's choice: {account} (name and masked number) and {note} (one of the notes above).
   */
  accountWithNote: string;
}
/**
 * Profile-intercept copy.
 */
export interface ProfileInterceptCopy {
  /**
   * Missing item label.
   */
  labelMissing: string;
  /**
   * Invalid item label.
   */
  labelInvalid: string;
  /**
   * Deactivated item label.
   */
  labelDeactivated: string;
  /**
   * No phone on file.
   */
  noPhone: string;
  /**
   * No email on file.
   */
  noEmail: string;
  /**
   * Phone extension; {n}.
   */
  extension: string;
  /**
   * Address section.
   */
  addressHeading: string;
  /**
   * Phone section.
   */
  phoneHeading: string;
  /**
   * Email section.
   */
  emailHeading: string;
}
/**
 * Step-up copy.
 */
export interface StepUpCopy {
  /**
   * Verification code field.
   */
  codeLabel: string;
  /**
   * Non-digits typed.
   */
  codeNumbersOnly: string;
  /**
   * Code left empty.
   */
  codeRequired: string;
  /**
   * Wrong code.
   */
  codeIncorrect: string;
  /**
   * Method choice legend.
   */
  chooseMethod: string;
  /**
   * SMS choice; {phone} masked.
   */
  smsOption: string;
  /**
   * Push choice; {device}.
   */
  pushOption: string;
  /**
   * Push device last sign-in; {dateTime}.
   */
  pushLastUsed: string;
  /**
   * Send button.
   */
  send: string;
  /**
   * Resend button.
   */
  resend: string;
  /**
   * Verify button.
   */
  verify: string;
  /**
   * Submit code button.
   */
  submit: string;
  /**
   * Waiting for push approval.
   */
  waitingForApproval: string;
  /**
   * Countdown; {seconds}.
   */
  expiresIn: string;
  /**
   * Code sent; {phone}.
   */
  codeSent: string;
  /**
   * Push sent; {device}.
   */
  pushSent: string;
}
/**
 * Go-paperless copy.
 */
export interface PaperlessCopy {
  /**
   * Custom link that keeps paper statements (sends PDP).
   */
  keepPaperLink: string;
}
/**
 * Copy of generated documents: {token}s are filled by the server.
 */
export interface DocumentsCopy {
  /**
   * BCP 47 language tag of the words below, written into each PDF (/Lang) so screen readers pronounce it right.
   */
  language: string;
  statement: StatementDocumentCopy;
  taxForm: TaxFormDocumentCopy;
  footer: DocumentFooterCopy;
}
/**
 * Monthly account statement.
 */
export interface StatementDocumentCopy {
  title: string;
  account: string;
  period: string;
  openingBalance: string;
  totalCredits: string;
  totalDebits: string;
  closingBalance: string;
  columnDate: string;
  columnDescription: string;
  columnAmount: string;
  columnBalance: string;
  noTransactions: string;
  continued: string;
  signNote: string;
  depositHeading: string;
  dividendsPeriod: string;
  dividendsYearToDate: string;
  averageDailyBalance: string;
  apyEarned: string;
  maturityDate: string;
  iraContributionsHeading: string;
  columnTaxYear: string;
  cardHeading: string;
  statementBalance: string;
  minimumPayment: string;
  paymentDueDate: string;
  creditLimit: string;
  availableCredit: string;
  apr: string;
  interestCharged: string;
  /**
   * Regulation Z late-payment warning; {lateFee} is the largest late fee (app.json statements.lateFeeMaxCents).
   */
  lateWarning: string;
  minimumWarning: string;
  loanHeading: string;
  principalPaid: string;
  interestPaid: string;
  payoff: string;
  nextPayment: string;
  nextDueDate: string;
  pastDue: string;
}
/**
 * Year-end tax form.
 */
export interface TaxFormDocumentCopy {
  title: string;
  payer: string;
  recipient: string;
  account: string;
  notice: string;
  /**
   * Per form: its subtitle and box 1 label.
   */
  forms: {
    '1098': {
      /**
       * {taxYear}
       */
      subtitle: string;
      box1: string;
    };
    '5498': {
      /**
       * {taxYear}
       */
      subtitle: string;
      box1: string;
    };
    '1099-INT': {
      /**
       * {taxYear}
       */
      subtitle: string;
      box1: string;
    };
  };
}
/**
 * Footer of every page.
 */
export interface DocumentFooterCopy {
  questions: string;
  page: string;
}
/**
 * The claims center: the reasons a member may dispute a transaction for, the Regulation E time limits and the provisional-credit rule the server applies, the ledger account provisional credits are booked against, the refusal messages, and (copy) the claims-center and status-center screens' copy. Loaded only by those screens and the server, never in the first page load.
 */
export interface DisputesManifest {
  /**
   * Path of the JSON Schema this file follows (for editors).
   */
  $schema: string;
  /**
   * Prefix of dispute case numbers (then the filing day yyyymmdd and 6 digits).
   */
  caseNumberPrefix: string;
  regulationE: DisputeRegulationE;
  provisionalCredit: DisputeProvisionalCreditRule;
  /**
   * How many calendar days after its booking date a transaction may still be disputed.
   */
  filingWindowDays: number;
  /**
   * The kinds of account whose card and ACH charges a member may dispute online; a transaction of any other account is refused as not disputable.
   *
   * @minItems 1
   */
  accountKinds: ProductKind[];
  /**
   * How many of an account's most recent disputable transactions Start a dispute offers, and how many other charges the duplicate-charge question offers.
   */
  recentTransactionsShown: number;
  maxDocumentsPerDispute: number;
  /**
   * Why a member disputes a transaction. Ids are stored with disputes: never reuse or rename one.
   *
   * @minItems 1
   */
  reasons: DisputeReason[];
  errors: DisputeErrors;
  copy: DisputesCopy;
}
/**
 * Regulation E (12 CFR 1005.11) limits shown to the member and applied by the server.
 */
export interface DisputeRegulationE {
  /**
   * Business days (Federal Reserve calendar) after filing by which, if the dispute is not resolved, the disputed amount is credited provisionally.
   */
  provisionalCreditBusinessDays: number;
  /**
   * Calendar days after filing by which the credit union resolves the dispute.
   */
  resolutionCalendarDays: number;
}
export interface DisputeProvisionalCreditRule {
  /**
   * deadline-if-unresolved: posted on the provisional-credit deadline when the dispute is still open (or earlier by the credit union); on-filing: posted as soon as the dispute is filed.
   */
  postWhen: 'deadline-if-unresolved' | 'on-filing';
  /**
   * The general-ledger account the other side of a provisional credit lands in (disputes receivable).
   */
  glAccountId: string;
  /**
   * Description of the provisional credit on the member's account. Token {caseNumber}.
   */
  description: string;
  /**
   * Description of the reversal when the dispute is denied. Token {caseNumber}.
   */
  reversalDescription: string;
  /**
   * Description of the credit when a dispute is resolved for the member with no provisional credit yet. Token {caseNumber}.
   */
  finalDescription: string;
  /**
   * Transaction category of the credits and reversals.
   */
  category: string;
}
export interface DisputeReason {
  id: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  label: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  hint: string;
  /**
   * Whether a dispute for this reason may be for part of the transaction (else the whole amount is disputed, and the server refuses a smaller one).
   */
  partialAmount: boolean;
  /**
   * Whether the dispute names the other charge of the same account that this one duplicates (required by the server when true, refused when absent or false).
   */
  asksDuplicateOf?: boolean;
}
/**
 * Messages of refused dispute requests. Tokens: {caseNumber}, {amount}, {days}, {max}.
 */
export interface DisputeErrors {
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  alreadyDisputed: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  amountOverTransaction: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  unknownReason: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  notDisputable: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  pending: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  tooOld: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  tooManyDocuments: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  alreadyResolved: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  badProgression: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  missingFileName: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  amountNotPartial: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  duplicateOfMissing: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  duplicateOfInvalid: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  duplicateOfUnexpected: string;
}
/**
 * Every piece of text of the claims-center and status-center screens, by key. Tokens in {braces} are filled in at run time.
 */
export interface DisputesCopy {
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  heading: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  intro: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  regulationNote: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  startHint: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  listHeading: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  listEmpty: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  listCaption: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  columnCase: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  columnTransaction: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  columnAmount: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  columnStatus: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  columnFiled: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  loading: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  loadError: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  newHeading: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  transactionHeading: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  transactionAccount: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  transactionDate: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  transactionAmount: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  transactionDescription: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  transactionLoading: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  transactionError: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  alreadyDisputedNote: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  openCase: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  reasonLegend: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  amountLabel: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  amountHint: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  amountInvalid: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  reasonMissing: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  detailsLabel: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  documentsLabel: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  documentsHint: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  submit: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  submitting: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  cancel: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  filedHeading: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  filedBody: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  documentUploadFailed: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  caseHeading: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  back: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  caseReason: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  caseAmount: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  caseStatus: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  caseTransaction: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  caseAccount: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  caseCreditDue: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  caseResolveDue: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  caseDetails: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  caseDocuments: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  caseNoDocuments: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  documentReceipt: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  addDocument: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  addDocumentButton: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  uploading: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  timelineHeading: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusFiled: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusUnderReview: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusProvisionalCredit: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusResolvedFavor: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusResolvedDenied: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  eventFiled: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  eventUnderReview: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  eventProvisionalCredit: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  eventDocumentAdded: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  eventResolvedFavor: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  eventResolvedDenied: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  eventCreditFinal: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  eventCreditReversed: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  disputeLink: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusCenterHeading: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusCenterIntro: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusCenterCaption: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusCenterEmpty: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusCenterLoading: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusCenterError: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusColumnRequest: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusColumnReference: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusColumnStatus: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusColumnSubmitted: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusColumnUpdated: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusKindDispute: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusKindServiceRequest: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusKindCardOrder: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusKindUpload: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusKindPrivacy: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusKindApplication: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusTitleDispute: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusTitleServiceAddJointOwner: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusTitleServiceDirectDeposit: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusTitleServiceOverdraftProtection: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusTitleServiceChangeCheckingAccountType: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusTitleCardOrder: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusTitleUpload: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusSubmitted: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusOrdered: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusReceived: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusCompleted: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusPrivacyReceived: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusKindAccountOpening: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusKindBillPayment: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusKindMessage: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusTitleApplication: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusTitleAccountOpening: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusTitleBillPayment: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusApplicationSubmitted: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusApplicationInReview: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusApplicationApproved: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusApplicationDeclined: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusApplicationFunded: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusAccountOpened: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusBillScheduled: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusBillPaid: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusBillCancelled: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusBillFailed: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusMessageSent: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusMessageAnswered: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusDueOn: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusFilterLabel: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusFilterAll: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusFilteredEmpty: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  startHeading: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  startIntro: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  startAccountLabel: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  startAccountPlaceholder: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  startTransactionsHeading: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  startDisputeLink: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  startNoAccounts: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  startNoTransactions: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  startLoading: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  startError: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  duplicateLegend: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  duplicateHint: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  duplicateSameCharge: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  duplicateOption: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  duplicateNone: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  amountWholeHint: string;
}
/**
 * The coded error catalogue shared by web app and server.
 */
export interface ErrorsManifest {
  /**
   * Path of the JSON Schema this file follows (for editors).
   */
  $schema?: string;
  errors: ErrorDefinitions;
}
/**
 * Errors by UPPER_SNAKE code.
 */
export interface ErrorDefinitions {
  [k: string]: ErrorDefinition;
}
/**
 * An error.
 *
 * This interface was referenced by `ErrorDefinitions`'s JSON-Schema definition
 * via the `patternProperty` "^[A-Z][A-Z0-9_]*$".
 */
export interface ErrorDefinition {
  /**
   * What the member reads.
   */
  message: string;
  /**
   * When it happens (for maintainers).
   */
  description: string;
  /**
   * A Contact Us link (the footer's contact page) follows the message wherever a form shows it.
   */
  contactLink?: boolean;
  /**
   * Copy the catalogue keeps although no screen or route names the code yet. Without it, a code nothing names fails validation as dead copy; with it, naming the code somewhere fails validation until the flag is removed.
   */
  unshown?: boolean;
}
/**
 * Every feature flag, with its default and local targeting rules.
 */
export interface FlagsManifest {
  /**
   * Path of the JSON Schema this file follows (for editors).
   */
  $schema?: string;
  flags: FlagDefinitions;
}
/**
 * Flags by kebab-case key.
 */
export interface FlagDefinitions {
  [k: string]: FlagDefinition;
}
/**
 * One flag.
 *
 * This interface was referenced by `FlagDefinitions`'s JSON-Schema definition
 * via the `patternProperty` "^[a-z0-9]+(-[a-z0-9]+)*$".
 */
export interface FlagDefinition {
  /**
   * Value when no rule matches or flags have not resolved (any JSON).
   */
  default: unknown;
  /**
   * What the flag controls.
   */
  description: string;
  /**
   * Sent to the browser (false: server only).
   */
  clientSide?: boolean;
  /**
   * Targeting rules, first match wins.
   */
  rules?: FlagTargetingRule[];
}
/**
 * A targeting rule: when every given condition matches, the flag takes `value`.
 */
export interface FlagTargetingRule {
  when: FlagTargetingCondition;
  /**
   * Value when the rule matches (any JSON).
   */
  value: unknown;
}
/**
 * Conditions; each listed field must match.
 */
export interface FlagTargetingCondition {
  /**
   * Usernames or user ids.
   *
   * @minItems 1
   */
  userKeys?: string[];
  /**
   * membershipType values (P personal, else business).
   *
   * @minItems 1
   */
  membershipType?: string[];
  /**
   * Channels.
   *
   * @minItems 1
   */
  channel?: Channel[];
}
/**
 * A JSON-schema form (rendered with react-jsonschema-form).
 */
export interface FormManifest {
  /**
   * Path of the JSON Schema this file follows (for editors).
   */
  $schema?: string;
  /**
   * Stable kebab-case id; matches the file name.
   */
  id: string;
  /**
   * Form heading.
   */
  title: string;
  /**
   * Text under the heading.
   */
  description?: string;
  /**
   * Submit button text.
   */
  submitLabel?: string;
  /**
   * JSON Schema (draft-07) of the form data; amounts in integer cents.
   */
  schema: {};
  /**
   * react-jsonschema-form uiSchema.
   */
  uiSchema: {};
}
/**
 * The credit union's chart of accounts: its own books that the other side of every member posting lands in. Each role the postings name (ACH clearing, dividends paid, official checks...) maps to one general-ledger account. Migrations create these rows in every database, demo or not; a new account needs a migration too.
 */
export interface GlAccountsManifest {
  /**
   * Path of the JSON Schema this file follows (for editors).
   */
  $schema?: string;
  accounts: GlAccountChart;
}
/**
 * The general-ledger account of each role a posting names.
 */
export interface GlAccountChart {
  achClearing: GlAccount;
  cardSettlement: GlAccount;
  billPayClearing: GlAccount;
  checkClearing: GlAccount;
  loanFunding: GlAccount;
  interestIncome: GlAccount;
  dividendExpense: GlAccount;
  conversion: GlAccount;
  officialChecks: GlAccount;
  rewardsExpense: GlAccount;
  cardFeeIncome: GlAccount;
  disputesReceivable: GlAccount;
  federalWithholdingPayable: GlAccount;
  earlyWithdrawalPenalty: GlAccount;
  depositFeeIncome: GlAccount;
}
/**
 * One account of the credit union's general ledger.
 */
export interface GlAccount {
  /**
   * The account's number and short name, the key every ledger entry names.
   */
  id: string;
  /**
   * What the account holds, for people reading the books.
   */
  name: string;
  /**
   * Where the account sits on the balance sheet or the income statement.
   */
  kind: 'asset' | 'liability' | 'income' | 'expense' | 'equity';
}
/**
 * Copy and settings of the information pages: the More menu page, the Electronic Document Room, the Estate Planning Center, the member's disclosures, the Investment Center, Bill Pay Access and the urgent notice. Loaded only by those screens and the server.
 */
export interface InformationPagesManifest {
  /**
   * Path of the JSON Schema this file follows (for editors).
   */
  $schema: string;
  moreMenu: InformationPagesMoreMenu;
  documentRoom: InformationPagesDocumentRoom;
  estatePlanning: InformationPagesEstatePlanning;
  memberDisclosures: InformationPagesMemberDisclosures;
  investments: InformationPagesInvestments;
  billPayAccess: InformationPagesBillPayAccess;
  urgentNotice: InformationPagesUrgentNotice;
}
/**
 * The /more-menu page: the More menu's items (config/menus.json more, same rules) grouped by these headings; items in no group go under otherGroup.
 */
export interface InformationPagesMoreMenu {
  /**
   * heading.
   */
  heading: string;
  /**
   * intro.
   */
  intro: string;
  /**
   * otherGroup.
   */
  otherGroup: string;
  /**
   * empty.
   */
  empty: string;
  /**
   * Groups in order.
   *
   * @minItems 1
   */
  groups: InformationPagesMoreMenuGroupsItem[];
}
/**
 * One entry.
 */
export interface InformationPagesMoreMenuGroupsItem {
  /**
   * heading.
   */
  heading: string;
  /**
   * menus.json more item ids, in order.
   *
   * @minItems 1
   *
   * Items: Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  itemIds: string[];
}
/**
 * The Electronic Document Room (/more-menu/EDR).
 */
export interface InformationPagesDocumentRoom {
  /**
   * heading.
   */
  heading: string;
  /**
   * intro.
   */
  intro: string;
  /**
   * typeLabel.
   */
  typeLabel: string;
  /**
   * yearLabel.
   */
  yearLabel: string;
  /**
   * allTypes.
   */
  allTypes: string;
  /**
   * allYears.
   */
  allYears: string;
  types: InformationPagesDocumentRoomTypes;
  /**
   * columnDocument.
   */
  columnDocument: string;
  /**
   * columnType.
   */
  columnType: string;
  /**
   * columnDate.
   */
  columnDate: string;
  /**
   * columnAction.
   */
  columnAction: string;
  /**
   * download.
   */
  download: string;
  /**
   * viewDisclosure.
   */
  viewDisclosure: string;
  /**
   * uploadReceipt.
   */
  uploadReceipt: string;
  /**
   * caption.
   */
  caption: string;
  /**
   * count.
   */
  count: string;
  /**
   * loading.
   */
  loading: string;
  /**
   * error.
   */
  error: string;
  /**
   * empty.
   */
  empty: string;
  /**
   * Shown when the More menu's rule (its per-membership flag) hides the room from this member.
   */
  unavailable: string;
  /**
   * Link to Statements when the room is not offered.
   */
  statementsLink: string;
}
/**
 * Labels of the document types.
 */
export interface InformationPagesDocumentRoomTypes {
  /**
   * statement.
   */
  statement: string;
  /**
   * tax.
   */
  tax: string;
  /**
   * notice.
   */
  notice: string;
  /**
   * upload.
   */
  upload: string;
}
/**
 * The Estate Planning Center (/more-menu/estate-planning-center).
 */
export interface InformationPagesEstatePlanning {
  /**
   * heading.
   */
  heading: string;
  /**
   * intro.
   */
  intro: string;
  /**
   * Guidance sections, in order.
   *
   * @minItems 1
   */
  guidance: InformationPagesEstatePlanningGuidanceItem[];
  /**
   * podHeading.
   */
  podHeading: string;
  /**
   * iraHeading.
   */
  iraHeading: string;
  /**
   * withBeneficiaries.
   */
  withBeneficiaries: string;
  /**
   * withoutBeneficiaries.
   */
  withoutBeneficiaries: string;
  /**
   * sharesNote.
   */
  sharesNote: string;
  /**
   * managePod.
   */
  managePod: string;
  /**
   * manageIra.
   */
  manageIra: string;
  /**
   * manageTrusted.
   */
  manageTrusted: string;
  /**
   * noPodAccounts.
   */
  noPodAccounts: string;
  /**
   * noIras.
   */
  noIras: string;
  /**
   * summary.
   */
  summary: string;
  /**
   * loading.
   */
  loading: string;
  /**
   * error.
   */
  error: string;
}
/**
 * One entry.
 */
export interface InformationPagesEstatePlanningGuidanceItem {
  /**
   * heading.
   */
  heading: string;
  /**
   * body.
   */
  body: string;
}
/**
 * The member's disclosures (/more-menu/disclosures).
 */
export interface InformationPagesMemberDisclosures {
  /**
   * heading.
   */
  heading: string;
  /**
   * intro.
   */
  intro: string;
  /**
   * statusHeading.
   */
  statusHeading: string;
  /**
   * columnDocument.
   */
  columnDocument: string;
  /**
   * columnVersion.
   */
  columnVersion: string;
  /**
   * columnStatus.
   */
  columnStatus: string;
  /**
   * accepted.
   */
  accepted: string;
  /**
   * pending.
   */
  pending: string;
  /**
   * reviewPending.
   */
  reviewPending: string;
  /**
   * documentsHeading.
   */
  documentsHeading: string;
  /**
   * versionLabel.
   */
  versionLabel: string;
  /**
   * readMore.
   */
  readMore: string;
  /**
   * readLess.
   */
  readLess: string;
  /**
   * none.
   */
  none: string;
  /**
   * loading.
   */
  loading: string;
  /**
   * error.
   */
  error: string;
  /**
   * policyLink.
   */
  policyLink: string;
}
/**
 * The Investment Center page (/more-menu/investment-center); {phone} is the member services phone.
 */
export interface InformationPagesInvestments {
  /**
   * heading.
   */
  heading: string;
  /**
   * intro.
   */
  intro: string;
  /**
   * Investment services listed.
   *
   * @minItems 1
   *
   * Items: Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  services: string[];
  /**
   * servicesHeading.
   */
  servicesHeading: string;
  /**
   * openInvestmentCenter.
   */
  openInvestmentCenter: string;
  /**
   * openDigitalInvestor.
   */
  openDigitalInvestor: string;
  /**
   * digitalInvestorIntro.
   */
  digitalInvestorIntro: string;
  /**
   * opensNewWindow.
   */
  opensNewWindow: string;
  /**
   * unavailable.
   */
  unavailable: string;
  /**
   * disclaimer.
   */
  disclaimer: string;
}
/**
 * Bill Pay Access (/bpat): the service terms a member accepts to turn Bill Pay on (recorded by the server).
 */
export interface InformationPagesBillPayAccess {
  /**
   * heading.
   */
  heading: string;
  /**
   * intro.
   */
  intro: string;
  /**
   * statusHeading.
   */
  statusHeading: string;
  /**
   * enrolled.
   */
  enrolled: string;
  /**
   * notEnrolled.
   */
  notEnrolled: string;
  /**
   * termsHeading.
   */
  termsHeading: string;
  /**
   * Version of the terms; raising it asks every member to accept again.
   */
  termsVersion: number;
  /**
   * Paragraphs of the Bill Pay service terms.
   *
   * @minItems 1
   *
   * Items: Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  terms: string[];
  /**
   * agree.
   */
  agree: string;
  /**
   * accept.
   */
  accept: string;
  /**
   * accepting.
   */
  accepting: string;
  /**
   * acceptFailed.
   */
  acceptFailed: string;
  /**
   * mustAgree.
   */
  mustAgree: string;
  /**
   * payeesLabel.
   */
  payeesLabel: string;
  /**
   * fromAccountsLabel.
   */
  fromAccountsLabel: string;
  /**
   * goToBillPay.
   */
  goToBillPay: string;
  /**
   * viewOnly.
   */
  viewOnly: string;
  /**
   * loading.
   */
  loading: string;
  /**
   * error.
   */
  error: string;
}
/**
 * The urgent banner's more-information page (/urgent-banner-notification-moreinfo).
 */
export interface InformationPagesUrgentNotice {
  /**
   * heading.
   */
  heading: string;
  /**
   * noNotice.
   */
  noNotice: string;
  /**
   * moreLink.
   */
  moreLink: string;
  /**
   * backHome.
   */
  backHome: string;
}
/**
 * Insights and offers: the catalogue of treatments, each with every field an insight or offer carries, its placement, rank and the rule over the member's facts that selects it; the thresholds facts are computed with; request limits; and the words of the insights screens. Loaded only by the server and the insights screens, never in the first page load.
 */
export interface InsightsManifest {
  /**
   * Path of the JSON Schema this file follows (for editors).
   */
  $schema?: string;
  request: InsightsRequestLimits;
  facts: InsightFactSettings;
  art: InsightArtSettings;
  /**
   * The catalogue. treatmentId is what dispositions name and must be unique; rank orders the chosen treatments (lowest first).
   *
   * @minItems 1
   */
  treatments: (InsightTreatment | OfferTreatment)[];
  copy: InsightsCopy;
}
/**
 * What one insights-offers call may ask for.
 */
export interface InsightsRequestLimits {
  /**
   * Largest numberOfInsights accepted (a larger one is a 400).
   */
  maxInsights: number;
  /**
   * Largest numberOfOffers accepted (a larger one is a 400).
   */
  maxOffers: number;
}
/**
 * How the server reads facts from the member's transactions.
 */
export interface InsightFactSettings {
  /**
   * Transaction categories of a credit into checking or savings that count as a direct deposit (payroll, benefits).
   *
   * @minItems 1
   */
  directDepositCategories: string[];
  /**
   * Transaction categories whose debits count as subscription spending.
   *
   * @minItems 1
   */
  subscriptionCategories: string[];
  /**
   * Days of spending subscriptionSpendCents adds up.
   */
  spendingWindowDays: number;
}
/**
 * Where treatment images are published: every image and card art is publishUrl + its path (small same-origin SVGs in src/web/public).
 */
export interface InsightArtSettings {
  /**
   * Same-origin folder of the images, with a trailing slash.
   */
  publishUrl: string;
}
/**
 * An insight: something about the member's own money. Copy may name facts as {factName} (money facts *Cents are shown as dollars, *Bps as a percentage, *Date as a day).
 */
export interface InsightTreatment {
  kind: 'insight';
  /**
   * Stable id of a treatment: dispositions store it, so never rename one that shipped.
   */
  treatmentId: string;
  id: string;
  buIndicator: string;
  realEstateArea: string;
  rank: number;
  rule: TreatmentRule;
  /**
   * An SVG file name under art.publishUrl.
   */
  image: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  name: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  snippet: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  body: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  cta: string;
  /**
   * An absolute path inside the app, such as "/accounts/list/summary".
   */
  ctaUrl: string;
  /**
   * Fills the page the button opens: each query parameter of ctaUrl, by name, takes the raw value of a fact of INSIGHT_FACT_TYPES (cents as an integer, a date as yyyy-mm-dd), e.g. the transfer form's to, amount and date. A fact the member lacks leaves its parameter out.
   */
  ctaQuery?: {
    [k: string]: string;
  };
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  ctaScreenReaderText: string;
}
export interface AllTreatmentRule {
  all: TreatmentRule[];
}
export interface AnyTreatmentRule {
  any: TreatmentRule[];
}
export interface NotTreatmentRule {
  not: TreatmentRule;
}
export interface CompareTreatmentRule {
  /**
   * A fact of INSIGHT_FACT_TYPES.
   */
  fact: string;
  op: 'eq' | 'ne' | 'gt' | 'gte' | 'lt' | 'lte';
  /**
   * Of the fact's type.
   */
  value: string | number | boolean;
}
export interface PresenceTreatmentRule {
  /**
   * A fact of INSIGHT_FACT_TYPES.
   */
  fact: string;
  op: 'present' | 'missing';
}
/**
 * An offer: a product the credit union suggests. Copy may name facts as for insights.
 */
export interface OfferTreatment {
  kind: 'offer';
  /**
   * Stable id of a treatment: dispositions store it, so never rename one that shipped.
   */
  treatmentId: string;
  id: string;
  buIndicator: string;
  realEstateArea: string;
  rank: number;
  rule: TreatmentRule;
  /**
   * An SVG file name under art.publishUrl.
   */
  tiltedCardArt: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  offerName: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  tagLine: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  description: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  primaryButtonText: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  primaryButtonScreenreaderText: string;
  /**
   * An absolute path inside the app, such as "/accounts/list/summary".
   */
  primaryButtonUrl: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  secondaryButtonText: string;
  /**
   * An absolute path inside the app, such as "/accounts/list/summary".
   */
  secondaryButtonUrl: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  secondaryButtonScreenreaderText: string;
}
/**
 * The words of the insights and offers page and the carousel.
 */
export interface InsightsCopy {
  /**
   * Heading of /insights-offers.
   */
  heading: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  intro: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  insightsHeading: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  offersHeading: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  noInsights: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  noOffers: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  loading: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  loadFailed: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  retry: string;
  /**
   * Accessible name of the carousel region.
   */
  carouselLabel: string;
  /**
   * Accessible name of a slide: {index} of {count}.
   */
  slideLabel: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  previous: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  next: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  pause: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  play: string;
  /**
   * The 'yes' disposition button.
   */
  interested: string;
  /**
   * Its accessible name: {name} is the treatment.
   */
  interestedScreenReader: string;
  /**
   * The 'no' disposition button: the treatment is not offered again.
   */
  notInterested: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  notInterestedScreenReader: string;
  /**
   * Shown after 'yes'.
   */
  thanks: string;
  /**
   * Announced after 'no'.
   */
  dismissed: string;
  /**
   * Link from the carousel to /insights-offers.
   */
  seeAll: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  insightBadge: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  offerBadge: string;
}
/**
 * IRAs (contributions by tax year, distribution requests) and the payable-on-death beneficiaries page: rules and copy. The yearly limit and the catch-up are config/limits.json's.
 */
export interface IraManifest {
  /**
   * Path of the JSON Schema this file follows (for editors).
   */
  $schema?: string;
  contributions: IraContributions;
  distributions: IraDistributions;
  errors: IraErrors;
  screen: IraScreenCopy;
  pod: PodScreenCopy;
}
/**
 * When and from where a member may contribute to an IRA.
 */
export interface IraContributions {
  priorYearDeadline: IraDeadline;
  /**
   * Product kinds a contribution may come from.
   *
   * @minItems 1
   */
  sourceKinds: ('checking' | 'savings')[];
}
/**
 * Last day (month and day of the following year) a contribution may still be made for the prior tax year; a deadline on a weekend or holiday moves to the next business day.
 */
export interface IraDeadline {
  /**
   * Month (1-12).
   */
  month: number;
  /**
   * Day of the month.
   */
  day: number;
}
/**
 * Distribution requests: the types and the ages that decide them.
 */
export interface IraDistributions {
  /**
   * Distribution types a member may request.
   *
   * @minItems 1
   */
  types: ('NORMAL' | 'EARLY' | 'REQUIRED_MINIMUM')[];
  /**
   * Age in months from which a distribution is normal (714 = 59 years and 6 months); before it, early.
   */
  normalFromAgeMonths: number;
  /**
   * Age in whole years from which a required minimum distribution may be requested.
   */
  requiredMinimumFromAge: number;
  /**
   * Product kinds a distribution may be paid into.
   *
   * @minItems 1
   */
  destinationKinds: ('checking' | 'savings')[];
  /**
   * Prefix of a distribution request confirmation number.
   */
  confirmationPrefix: string;
  /**
   * Business days after the request's business day on which the credit union pays it (1: the next business day).
   */
  paymentBusinessDays: number;
  payment: IraDistributionPayment;
}
/**
 * How a paid distribution reads in the accounts' transactions and the journal.
 */
export interface IraDistributionPayment {
  /**
   * The IRA's line for the amount paid out; {year} the tax year, {type} the type's name.
   */
  iraDescription: string;
  /**
   * The IRA's line for the federal tax withheld.
   */
  withholdingDescription: string;
  /**
   * The receiving account's line; {name} and {account} (masked number) of the IRA.
   */
  destinationDescription: string;
  /**
   * The journal's description; {confirmation} the request's confirmation number.
   */
  journalDescription: string;
  /**
   * Transaction category of the distribution lines.
   */
  category: string;
  /**
   * Transaction category of the withholding line.
   */
  withholdingCategory: string;
  typeNames: IraDistributionTypeNames;
}
/**
 * Each type as the transaction description names it.
 */
export interface IraDistributionTypeNames {
  /**
   * NORMAL
   */
  NORMAL: string;
  /**
   * EARLY
   */
  EARLY: string;
  /**
   * REQUIRED_MINIMUM
   */
  REQUIRED_MINIMUM: string;
}
/**
 * Messages of the IRA rules the server (and the form) apply.
 */
export interface IraErrors {
  /**
   * taxYearClosed
   */
  taxYearClosed: string;
  /**
   * taxYearNotOpen
   */
  taxYearNotOpen: string;
  /**
   * taxYearRequired: a one-time transfer into an IRA from the transfer page names no tax year.
   */
  taxYearRequired: string;
  /**
   * notAnIra
   */
  notAnIra: string;
  /**
   * sourceNotAllowed
   */
  sourceNotAllowed: string;
  /**
   * distributionOverBalance
   */
  distributionOverBalance: string;
  /**
   * withholdingRange
   */
  withholdingRange: string;
  /**
   * destinationNotAllowed
   */
  destinationNotAllowed: string;
  /**
   * normalTooYoung
   */
  normalTooYoung: string;
  /**
   * earlyNotEarly
   */
  earlyNotEarly: string;
  /**
   * requiredMinimumTooYoung
   */
  requiredMinimumTooYoung: string;
  /**
   * Why a request was rejected at payment: the IRA's balance, less the requests before it, no longer covered it.
   */
  distributionRejectedBalance: string;
  /**
   * Why a request was rejected at payment: the IRA or the receiving account is no longer open.
   */
  distributionRejectedAccount: string;
  /**
   * Why a request was rejected at payment: its requester may no longer move money for the agreement.
   */
  distributionRejectedAccess: string;
  /**
   * 409 answer to cancelling a request that is not SUBMITTED any more.
   */
  distributionNotCancellable: string;
}
/**
 * Copy of the /ira screen.
 */
export interface IraScreenCopy {
  /**
   * heading
   */
  heading: string;
  /**
   * intro
   */
  intro: string;
  /**
   * loading
   */
  loading: string;
  /**
   * loadError
   */
  loadError: string;
  /**
   * retry
   */
  retry: string;
  /**
   * noIras
   */
  noIras: string;
  /**
   * accountLabel
   */
  accountLabel: string;
  /**
   * balanceLabel
   */
  balanceLabel: string;
  /**
   * summaryHeading
   */
  summaryHeading: string;
  /**
   * yearColumn
   */
  yearColumn: string;
  /**
   * contributedColumn
   */
  contributedColumn: string;
  /**
   * limitColumn
   */
  limitColumn: string;
  /**
   * remainingColumn
   */
  remainingColumn: string;
  /**
   * progressLabel
   */
  progressLabel: string;
  /**
   * catchUpNote
   */
  catchUpNote: string;
  /**
   * priorYearOpenUntil
   */
  priorYearOpenUntil: string;
  /**
   * contributeHeading
   */
  contributeHeading: string;
  /**
   * fromLabel
   */
  fromLabel: string;
  /**
   * toLabel
   */
  toLabel: string;
  /**
   * taxYearLabel
   */
  taxYearLabel: string;
  /**
   * amountLabel
   */
  amountLabel: string;
  /**
   * amountHint
   */
  amountHint: string;
  /**
   * contribute
   */
  contribute: string;
  /**
   * contributing
   */
  contributing: string;
  /**
   * contributed
   */
  contributed: string;
  /**
   * contributeFailed
   */
  contributeFailed: string;
  /**
   * distributionHeading
   */
  distributionHeading: string;
  /**
   * distributionIntro
   */
  distributionIntro: string;
  /**
   * distributionFromLabel
   */
  distributionFromLabel: string;
  /**
   * distributionTypeLabel
   */
  distributionTypeLabel: string;
  distributionTypes: IraDistributionTypes;
  /**
   * withholdingLabel
   */
  withholdingLabel: string;
  /**
   * withholdingHint
   */
  withholdingHint: string;
  /**
   * destinationLabel
   */
  destinationLabel: string;
  /**
   * submitDistribution
   */
  submitDistribution: string;
  /**
   * submittingDistribution
   */
  submittingDistribution: string;
  /**
   * distributionSubmitted
   */
  distributionSubmitted: string;
  /**
   * distributionFailed
   */
  distributionFailed: string;
  /**
   * requestsHeading
   */
  requestsHeading: string;
  /**
   * noRequests
   */
  noRequests: string;
  /**
   * requestDate
   */
  requestDate: string;
  /**
   * requestAmount
   */
  requestAmount: string;
  /**
   * Column: the net amount paid into the account.
   */
  requestNet: string;
  /**
   * Column: the federal tax withheld.
   */
  requestWithholding: string;
  /**
   * requestType
   */
  requestType: string;
  /**
   * requestStatus
   */
  requestStatus: string;
  statuses: IraStatuses;
  /**
   * A request's confirmation number; {confirmation}.
   */
  confirmationLabel: string;
  /**
   * The button that cancels a SUBMITTED request.
   */
  cancelRequest: string;
  /**
   * Its accessible name; {confirmation}.
   */
  cancelRequestLabel: string;
  cancelDialog: IraCancelDialogCopy;
  /**
   * After a cancel; {confirmation}.
   */
  cancelled: string;
  /**
   * When a cancel did not go through and the server said nothing more.
   */
  cancelFailed: string;
  /**
   * An IRA's distributions paid this tax year; {year}, {gross}, {withheld}.
   */
  paidThisYear: string;
  /**
   * beneficiariesLink
   */
  beneficiariesLink: string;
  /**
   * Where the beneficiaries link leads: the IRA's designated beneficiaries page.
   */
  beneficiariesPath: string;
  /**
   * fixErrors
   */
  fixErrors: string;
}
/**
 * How each distribution type reads.
 */
export interface IraDistributionTypes {
  /**
   * NORMAL
   */
  NORMAL: string;
  /**
   * EARLY
   */
  EARLY: string;
  /**
   * REQUIRED_MINIMUM
   */
  REQUIRED_MINIMUM: string;
}
/**
 * How each distribution request status reads.
 */
export interface IraStatuses {
  /**
   * {date}: the business day it pays on.
   */
  SUBMITTED: string;
  /**
   * {date}: the day it was paid.
   */
  PAID: string;
  /**
   * {reason}: why.
   */
  REJECTED: string;
  /**
   * CANCELLED
   */
  CANCELLED: string;
}
/**
 * The confirmation asked before cancelling a request.
 */
export interface IraCancelDialogCopy {
  /**
   * title
   */
  title: string;
  /**
   * {confirmation}, {amount}.
   */
  body: string;
  /**
   * confirm
   */
  confirm: string;
  /**
   * keep
   */
  keep: string;
  /**
   * The confirm button while the call runs.
   */
  cancelling: string;
}
/**
 * Copy of the /pod screen and its beneficiary editor (the beneficiary rules are config/staff.json memberService.beneficiaries).
 */
export interface PodScreenCopy {
  /**
   * heading
   */
  heading: string;
  /**
   * intro
   */
  intro: string;
  /**
   * loading
   */
  loading: string;
  /**
   * loadError
   */
  loadError: string;
  /**
   * retry
   */
  retry: string;
  /**
   * noAccounts
   */
  noAccounts: string;
  /**
   * accountLabel
   */
  accountLabel: string;
  /**
   * payableOnDeath
   */
  payableOnDeath: string;
  /**
   * notPayableOnDeath
   */
  notPayableOnDeath: string;
  /**
   * save
   */
  save: string;
  /**
   * saving
   */
  saving: string;
  /**
   * saved
   */
  saved: string;
  /**
   * cleared
   */
  cleared: string;
  /**
   * saveFailed
   */
  saveFailed: string;
  editor: PodEditorCopy;
}
/**
 * What the member's beneficiary editor says: its fields, totals and rule messages. The rules themselves (relationships allowed, limits) are the service desk's.
 */
export interface PodEditorCopy {
  /**
   * nameLabel
   */
  nameLabel: string;
  /**
   * relationshipLabel
   */
  relationshipLabel: string;
  /**
   * relationshipPlaceholder
   */
  relationshipPlaceholder: string;
  /**
   * What the member reads for each relationship the beneficiary rules allow (config/staff.json memberService.beneficiaries.relationships), by the stored name; every allowed relationship has one.
   */
  relationshipNames: {
    /**
     * The relationship as the member reads it.
     */
    [k: string]: string;
  };
  /**
   * designationLabel
   */
  designationLabel: string;
  designations: {
    /**
     * Primary
     */
    PRIMARY: string;
    /**
     * Contingent
     */
    CONTINGENT: string;
  };
  /**
   * shareLabel
   */
  shareLabel: string;
  /**
   * add
   */
  add: string;
  /**
   * remove
   */
  remove: string;
  /**
   * removeLabel
   */
  removeLabel: string;
  /**
   * rowLegend
   */
  rowLegend: string;
  /**
   * emptyList
   */
  emptyList: string;
  /**
   * totals
   */
  totals: string;
  /**
   * fixErrors
   */
  fixErrors: string;
  errors: BeneficiaryRuleMessages;
}
/**
 * The message of each beneficiary rule a list can break (engine/core/beneficiary-rules.ts issue kinds), shown by the form and answered by the server.
 */
export interface BeneficiaryRuleMessages {
  nameLength: string;
  relationshipUnknown: string;
  designationUnknown: string;
  shareRange: string;
  primaryMissing: string;
  primaryTotal: string;
  contingentTotal: string;
  tooMany: string;
}
/**
 * Consumer lending: the loan and credit card catalogue with rates by term and amount limits, which member data the rules read, the pre-qualification rules (a pre-qualification is not a credit decision), the decision rules applied at submit, the ledger wording of a disbursement and the lending screens' copy. Loaded only by the lending screens and the server.
 */
export interface LendingManifest {
  /**
   * Path of the JSON Schema this file follows (for editors).
   */
  $schema: string;
  /**
   * @minItems 1
   */
  loanProducts: LoanProductConfig[];
  /**
   * @minItems 1
   */
  creditCards: CreditCardProductConfig[];
  facts: LendingFactSources;
  prequalification: LendingPrequalification;
  decision: LendingRuleSet;
  ledger: LendingLedgerCopy;
  truthInLending: TruthInLendingConfig;
  review: LoanReviewConfig;
  copy: LendingCopy;
  paths: LendingPaths;
}
/**
 * An installment loan: funded as an autoLoan arrangement with its own product_type_name and external product id.
 */
export interface LoanProductConfig {
  id: string;
  name: string;
  productTypeName: string;
  externalProductId: string;
  description: string;
  minAmountCents: number;
  maxAmountCents: number;
  /**
   * The APR (basis points) of each term offered, shortest term first.
   *
   * @minItems 1
   */
  rates: LoanRateConfig[];
  rules?: LendingRuleSet;
}
export interface LoanRateConfig {
  termMonths: number;
  aprBps: number;
}
/**
 * decline: the first unmet rule declines with its reason; review: else the first unmet rule sends the application to a loan officer (IN_REVIEW); else approved.
 */
export interface LendingRuleSet {
  decline: LendingRuleConfig[];
  review: LendingRuleConfig[];
}
/**
 * A condition the applicant must meet: fact op value (facts are read from the member's own data, see facts); when it does not hold, reason is what the member is told.
 */
export interface LendingRuleConfig {
  id: string;
  /**
   * A fact of engine/core/lending-rules.ts LENDING_FACTS.
   */
  fact:
    | 'tenureMonths'
    | 'depositBalanceCents'
    | 'pastDueAccounts'
    | 'blockingConditions'
    | 'existingMonthlyDebtCents'
    | 'statedMonthlyIncomeCents'
    | 'debtToIncomeBps'
    | 'amountCents'
    | 'termMonths'
    | 'collateralShortfallCents';
  op: 'gte' | 'gt' | 'lte' | 'lt' | 'eq';
  value: number;
  reason: string;
}
/**
 * A credit card: an approved application opens a creditCard arrangement with the credit limit.
 */
export interface CreditCardProductConfig {
  id: string;
  name: string;
  productTypeName: string;
  externalProductId: string;
  description: string;
  aprBps: number;
  minLimitCents: number;
  maxLimitCents: number;
  /**
   * The minimum payment as a share of the balance; a full limit's minimum payment counts as debt when deciding.
   */
  minimumPaymentPercentBps: number;
  minimumPaymentFloorCents: number;
}
export interface LendingFactSources {
  /**
   * Accounts whose balances are the depositBalanceCents fact, and which may receive a loan's proceeds.
   *
   * @minItems 1
   */
  depositKinds: ('checking' | 'savings' | 'ira')[];
  /**
   * Member condition codes (member_conditions) counted by the blockingConditions fact.
   */
  blockingConditionCodes: string[];
}
export interface LendingPrequalification {
  rules: LendingRuleConfig[];
  /**
   * The monthly payment budget of an offer: this share of the stated monthly income less existing monthly debt.
   */
  maxDebtToIncomeBps: number;
  /**
   * A card offer's limit: this share of the stated annual income, within the card's limits.
   */
  cardLimitIncomeBps: number;
  /**
   * Offers are rounded down to a multiple of this.
   */
  roundDownToCents: number;
}
export interface LendingLedgerCopy {
  disbursementDescription: string;
  proceedsDescription: string;
  category: string;
}
/**
 * The closed-end Truth in Lending disclosure members review and sign electronically before a loan is booked.
 */
export interface TruthInLendingConfig {
  /**
   * The version of the disclosure and its e-sign consent (their wording: config/loan-servicing.json truthInLending, copy.acceptance here). Change it when that wording changes: an acceptance naming another version is refused and the member reviews the new one. Stored with each loan's disclosure.
   */
  version: string;
}
/**
 * The loan officer's review of applications the rules put IN_REVIEW: the note's length, the reasons to decline with, the message the member is sent and the screen's words.
 */
export interface LoanReviewConfig {
  noteMinLength: number;
  noteMaxLength: number;
  /**
   * @minItems 1
   */
  declineReasons: LoanReviewDeclineReason[];
  /**
   * The secure message the member is sent from the credit union when a loan officer decides; tokens {product} {amount} {apr} {months} {payment} {reason}.
   */
  message: {
    /**
     * A topic id of config/messages.json.
     */
    topicId: string;
    subjects: {
      APPROVED: string;
      DECLINED: string;
    };
    approvedLoan: string;
    approvedCard: string;
    declined: string;
  };
  errors: {
    notInReview: string;
    declineReason: string;
    declineReasonNotForApproval: string;
    note: string;
  };
  copy: LoanReviewCopy;
}
/**
 * A reason a loan officer may decline with: label is what staff choose from, reason what the member is told.
 */
export interface LoanReviewDeclineReason {
  id: string;
  label: string;
  reason: string;
}
/**
 * The loan officer's review screen (servicedesk/loan-reviews).
 */
export interface LoanReviewCopy {
  heading: string;
  intro: string;
  searchLink: string;
  queueHeading: string;
  queueCaption: string;
  queueCount: string;
  loading: string;
  loadError: string;
  retry: string;
  empty: string;
  columns: {
    submitted: string;
    member: string;
    product: string;
    amount: string;
    term: string;
    income: string;
    dti: string;
    reason: string;
  };
  termValue: string;
  noTerm: string;
  memberTemplate: string;
  review: string;
  reviewLabel: string;
  noneSelected: string;
  back: string;
  detailLoading: string;
  detailError: string;
  detailHeading: string;
  applicationHeading: string;
  factsHeading: string;
  factsAtSubmit: string;
  factsNow: string;
  offerHeading: string;
  offer: string;
  cardOffer: string;
  historyHeading: string;
  decisionHeading: string;
  decisionLegend: string;
  approve: string;
  decline: string;
  declineReason: string;
  declineReasonPlaceholder: string;
  declineReasonHint: string;
  note: string;
  noteHint: string;
  chooseDecision: string;
  submit: string;
  submitting: string;
  confirmTitle: string;
  confirmApprove: string;
  confirmDecline: string;
  confirm: string;
  cancel: string;
  approved: string;
  declined: string;
  failed: string;
  /**
   * Labels of the application's answers and of the facts the rules used (keys are the facts of lending-rules).
   */
  labels: {
    memberNumber: string;
    submitted: string;
    amount: string;
    limit: string;
    term: string;
    reason: string;
    statedIncome: string;
    housing: string;
    employment: string;
    purpose: string;
    tenureMonths: string;
    depositBalanceCents: string;
    pastDueAccounts: string;
    blockingConditions: string;
    existingMonthlyDebtCents: string;
    statedMonthlyIncomeCents: string;
    debtToIncomeBps: string;
    collateralShortfallCents: string;
  };
  statuses: {
    SUBMITTED: string;
    IN_REVIEW: string;
    APPROVED: string;
    DECLINED: string;
    FUNDED: string;
  };
}
export interface LendingCopy {
  landing: {
    heading: string;
    intro: string;
    ratesCaption: string;
    termHeader: string;
    aprHeader: string;
    amountRange: string;
    apply: string;
    myApplications: string;
    cardsHeading: string;
    cardApply: string;
    cardPrequal: string;
    cardRate: string;
    loading: string;
    loadError: string;
    retry: string;
  };
  estimator: {
    heading: string;
    product: string;
    amount: string;
    term: string;
    termOption: string;
    result: string;
    invalidAmount: string;
  };
  application: {
    heading: string;
    cardHeading: string;
    intro: string;
    cardIntro: string;
    product: string;
    card: string;
    amount: string;
    limit: string;
    term: string;
    income: string;
    incomeHint: string;
    housing: string;
    employment: string;
    employmentOptions: {
      EMPLOYED: string;
      SELF_EMPLOYED: string;
      RETIRED: string;
      OTHER: string;
    };
    purpose: string;
    consent: string;
    submit: string;
    submitting: string;
    fixErrors: string;
    submitFailed: string;
    errors: {
      required: string;
      amount: string;
      income: string;
      housing: string;
      consent: string;
      product: string;
      term: string;
      fundingAccount: string;
      notApproved: string;
    };
    decided: {
      APPROVED: string;
      DECLINED: string;
      IN_REVIEW: string;
      SUBMITTED: string;
      FUNDED: string;
    };
    viewApplications: string;
    employmentPlaceholder: string;
  };
  prequal: {
    heading: string;
    intro: string;
    income: string;
    housing: string;
    check: string;
    checking: string;
    offersHeading: string;
    offer: string;
    loanOffer: string;
    notOffered: string;
    applyCard: string;
    notice: string;
    failed: string;
    belowMinimum: string;
  };
  myApplications: {
    heading: string;
    intro: string;
    empty: string;
    loading: string;
    loadError: string;
    submitted: string;
    amount: string;
    limit: string;
    term: string;
    termValue: string;
    rate: string;
    payment: string;
    reason: string;
    status: {
      SUBMITTED: string;
      IN_REVIEW: string;
      APPROVED: string;
      DECLINED: string;
      FUNDED: string;
    };
    cardOpened: string;
    fundingAccount: string;
    accept: string;
    acceptCard: string;
    accepting: string;
    accepted: string;
    acceptFailed: string;
    scheduleHeading: string;
    scheduleCaption: string;
    showSchedule: string;
    hideSchedule: string;
    openAccount: string;
    /**
     * An approved loan's button that opens the review of its disclosure and the e-sign consent.
     */
    review: string;
    columns: {
      installment: string;
      dueDate: string;
      payment: string;
      principal: string;
      interest: string;
      balance: string;
    };
    apply: string;
  };
  acceptance: LoanAcceptanceCopy;
}
/**
 * The review of an approved loan before it is accepted: the Truth in Lending disclosure, the e-sign consent and the accept button (myApplications.accept).
 */
export interface LoanAcceptanceCopy {
  /**
   * {name}: the loan's name.
   */
  heading: string;
  /**
   * {date}: today, the funding day the payment dates assume.
   */
  intro: string;
  depositTo: string;
  loading: string;
  loadError: string;
  retry: string;
  consentHeading: string;
  /**
   * What the member may ask for and needs to keep electronic records; {phone}: Member Services.
   */
  esignNotice: string;
  /**
   * The consent the member ticks; stored word for word with the loan's disclosure.
   */
  consent: string;
  /**
   * Accept pressed without the consent ticked.
   */
  consentRequired: string;
  /**
   * Shown after the server refused a disclosure that changed and the updated one replaced it.
   */
  reviewAgain: string;
  cancel: string;
}
/**
 * Where the lending screens live (config/routes.json).
 */
export interface LendingPaths {
  landing: string;
  application: string;
  myApplications: string;
  cardApplication: string;
  cardPrequal: string;
}
/**
 * Payment limits and amount messages.
 */
export interface LimitsManifest {
  /**
   * Path of the JSON Schema this file follows (for editors).
   */
  $schema?: string;
  amounts: LimitAmounts;
  contributionCatchUp?: ContributionCatchUps;
  billPay: BillPayTiming;
  messages: LimitMessages;
  cards: CardLimits;
  stopPayment: StopPaymentLimits;
}
/**
 * Amounts in integer cents. A ceiling's `maximum` is the highest the credit union allows it: the studio may lower a limit, never raise it past that.
 */
export interface LimitAmounts {
  /**
   * Smallest ACH transfer.
   */
  achMinCents: number;
  /**
   * Largest ACH transfer (or the loan balance when lower).
   */
  achMaxCents: number;
  /**
   * ACH total per day.
   */
  achDailyMaxCents: number;
  /**
   * The member's transfer limit: the total to other members per business day (posted and scheduled). Over it, the catalogue's TRANSFER_LIMIT_EXCEEDED with its Contact Us link.
   */
  memberToMemberDailyMaxCents: number;
  /**
   * Largest member-to-member transfer.
   */
  memberToMemberMaxCents: number;
  /**
   * Smallest HELOC transfer.
   */
  helocMinCents: number;
  /**
   * HELOC internal transfers must be below this.
   */
  helocInternalBelowCents: number;
  /**
   * HELOC external transfers must be below this.
   */
  helocExternalBelowCents: number;
  /**
   * Largest HELOC advance per transaction.
   */
  helocAdvanceMaxCents: number;
  /**
   * Smallest credit-card cash advance.
   */
  cashAdvanceMinCents: number;
  /**
   * Largest immediate transfer between the member's own accounts. Over it, the catalogue's TRANSFER_LIMIT_EXCEEDED with its Contact Us link.
   */
  internalTransferMaxCents: number;
  /**
   * Immediate one-time transactions must be below this.
   */
  oneTimeImmediateBelowCents: number;
  /**
   * Every other transaction must be below this.
   */
  otherBelowCents: number;
  /**
   * Future-dated transactions must be below this.
   */
  futureDatedBelowCents: number;
  maximumBalanceCents: MaximumBalances;
  yearlyContributionLimitCents: YearlyContributionLimits;
}
/**
 * Largest balance a deposit product may hold, by product kind; a payment that would take the destination past it is refused. Kinds not listed have no cap.
 */
export interface MaximumBalances {
  /**
   * Largest checking balance.
   */
  checking?: number;
  /**
   * Largest savings balance.
   */
  savings?: number;
  /**
   * Largest IRA balance.
   */
  ira?: number;
}
/**
 * Most a member may contribute to a retirement product in one tax year (the calendar year of the day the money posts), by product kind: contributions already posted or scheduled that year count, the balance does not. Kinds not listed have no limit.
 */
export interface YearlyContributionLimits {
  /**
   * Yearly IRA contribution limit.
   */
  ira?: number;
}
/**
 * What a contributor who reaches an age by the end of the tax year may add to the yearly contribution limit (amounts.yearlyContributionLimitCents) of a product kind: a catch-up contribution. Kinds not listed have none.
 */
export interface ContributionCatchUps {
  ira?: ContributionCatchUp;
}
/**
 * A catch-up contribution: the amount added to the yearly limit, and the age the contributor must reach by the end of the tax year (December 31).
 */
export interface ContributionCatchUp {
  /**
   * Added to the yearly limit.
   */
  cents: number;
  /**
   * Age (in whole years on December 31 of the tax year) from which the catch-up applies.
   */
  fromAge: number;
}
/**
 * When a bill payment can reach a payee, and what counts as paying the same bill twice.
 */
export interface BillPayTiming {
  /**
   * Federal Reserve business days after today a payee needs before it can be paid (used for any payee without its own lead time): Bill Pay's earliest "Deliver By" date.
   */
  payeeLeadBusinessDays: number;
  /**
   * A bill payment to the same payee for the same amount as one made within this many hours is a possible duplicate: the member confirms it first.
   */
  duplicateWindowHours: number;
}
/**
 * Amount messages, verbatim; {amount} is filled in.
 */
export interface LimitMessages {
  /**
   * Immediate one-time amount at or above oneTimeImmediateBelowCents.
   */
  amountExceedsImmediateMax: string;
  /**
   * Any other amount at or above otherBelowCents.
   */
  amountExceedsMax: string;
  /**
   * Over the daily limit.
   */
  dailyLimitExceeded: string;
  /**
   * Over the per-transfer limit.
   */
  perTransferLimitExceeded: string;
  /**
   * Loan payment over the 14-day payoff amount.
   */
  payoffExceeded: string;
  /**
   * Payment would take a credit balance past its maximum.
   */
  maximumBalanceReached: string;
  /**
   * Contribution would pass the yearly limit; {limit}, {remaining} and {year} are filled in.
   */
  contributionLimitExceeded: string;
  /**
   * Over the HELOC advance limit.
   */
  helocAdvanceExceeded: string;
  /**
   * HELOC internal transfer at or above its limit.
   */
  helocInternalExceeded: string;
  /**
   * HELOC external transfer at or above its limit.
   */
  helocExternalExceeded: string;
  /**
   * Over the available balance; {amount} is the balance plus one cent.
   */
  availableBalanceExceeded: string;
  /**
   * Over the ACH maximum.
   */
  achMaxExceeded: string;
  /**
   * Below the ACH minimum.
   */
  achMinimum: string;
  /**
   * Below the cash-advance minimum.
   */
  cashAdvanceMinimum: string;
  /**
   * Below the HELOC minimum.
   */
  helocMinimum: string;
  /**
   * Future-dated amount at or above futureDatedBelowCents.
   */
  futureDatedMaxExceeded: string;
  /**
   * Immediate one-time transaction with a future date.
   */
  immediateCannotBeFutureDated: string;
  /**
   * Available balance is zero: the member must pick a future date.
   */
  zeroBalanceMustSchedule: string;
  /**
   * Checkbox when paying less than the amount due (late fee).
   */
  acknowledgeLateFee: string;
  /**
   * Checkbox when paying less than the amount due.
   */
  acknowledgeDueAmount: string;
  /**
   * Checkbox when paying less than the overdrawn amount.
   */
  acknowledgeOverdrawnAmount: string;
  /**
   * A payment dated on a non-business day posts the next business day.
   */
  paymentDateAdjusted: string;
  /**
   * A transfer dated on a non-business day posts the preceding business day.
   */
  transferDateAdjusted: string;
  /**
   * Future-dated transaction without a date, or dated today or earlier.
   */
  futureDateRequired: string;
  /**
   * Recurring transaction whose end date is before its first date.
   */
  endDateBeforeExecutionDate: string;
  /**
   * A pay-less-than-due payment whose acknowledgement checkbox is not ticked.
   */
  acknowledgementRequired: string;
  /**
   * Note on transfers to or from accounts at other institutions.
   */
  fundsAvailabilityExternal: string;
  /**
   * Note on loan payments.
   */
  fundsAvailabilityLoanPayment: string;
  /**
   * Note on HELOC advances.
   */
  fundsAvailabilityHeloc: string;
}
/**
 * Card rules the server applies: spending limits shown on debit cards, replacement delivery, rewards redemption, due date changes.
 */
export interface CardLimits {
  /**
   * A debit card's daily purchase limit.
   */
  debitDailyPurchaseCents: number;
  /**
   * A debit card's daily ATM withdrawal limit.
   */
  debitDailyAtmCents: number;
  /**
   * A newly ordered or replacement card expires this many years after the month it is issued.
   */
  newCardExpiryYears: number;
  /**
   * Most authorized users (open child cards) one credit card may have.
   */
  maxAuthorizedUsers: number;
  /**
   * Youngest age, in years, of an authorized user.
   */
  authorizedUserMinimumAge: number;
  replacement: CardReplacementDelivery;
  orderProducts: CardOrderProducts;
  rewards: CardRewardRedemption;
  dueDate: CardDueDateRules;
}
export interface CardReplacementDelivery {
  /**
   * Fee for expedited delivery of a new card, shown before the member orders and charged to the card's account when they choose it.
   */
  expediteFeeCents: number;
  /**
   * Business days a mailed card takes.
   */
  standardBusinessDays: number;
  /**
   * Business days an expedited card takes.
   */
  expeditedBusinessDays: number;
}
/**
 * The product a new card gets when its account has no card yet.
 */
export interface CardOrderProducts {
  DEBIT: CardOrderProduct;
  CREDIT: CardOrderProduct1;
}
export interface CardOrderProduct {
  /**
   * The product code of the new card.
   */
  productCode: string;
  /**
   * Its product description (the card's name on screen).
   */
  description: string;
  /**
   * The card network's brand printed on the card.
   */
  brand: string;
}
export interface CardOrderProduct1 {
  /**
   * The product code of the new card.
   */
  productCode: string;
  /**
   * Its product description (the card's name on screen).
   */
  description: string;
  /**
   * The card network's brand printed on the card.
   */
  brand: string;
}
export interface CardRewardRedemption {
  /**
   * Smallest cash redemption of rewards points.
   */
  minimumRedemptionCents: number;
  /**
   * A redemption is a whole multiple of this amount, in cents.
   */
  stepCents: number;
  /**
   * Kinds of account a cash redemption may be paid into, besides the card's own account (where it lowers what is owed).
   *
   * Items: A product kind: checking, savings, creditCard, autoLoan, heloc or ira.
   */
  destinationKinds: string[];
}
export interface CardDueDateRules {
  /**
   * Earliest day of the month a payment may be due.
   */
  firstDay: number;
  /**
   * Latest day of the month a payment may be due.
   */
  lastDay: number;
  /**
   * How many due date changes a card account may make per period.
   */
  changesPerPeriod: number;
  /**
   * The period, in months, the change count runs over.
   */
  periodMonths: number;
}
/**
 * Stop payment on a check: the fee charged to the checking account when a stop is placed, the longest range of check numbers one stop may cover, and how long a stop stays in effect.
 */
export interface StopPaymentLimits {
  /**
   * The fee for one stop payment (a single check or a range), posted when the member confirms; 0 charges nothing.
   */
  feeCents: number;
  /**
   * The most check numbers one range may cover, first and last included.
   */
  maxRangeLength: number;
  /**
   * Calendar days a stop stays in effect after the business day it is placed; it expires at the end of the last one.
   */
  durationDays: number;
}
/**
 * Copy of a funded loan's Payment schedule section on its account page: next payment, past due, payoff and the schedule table with each installment's status; and the Truth in Lending disclosure, shown there and in the review before a loan is accepted. Templates take {amount}, {date}, {name}, {status}, {paid}, {payment}. Also the payoff quote a member asks for through a date they choose: how far ahead it may be and what a date it cannot quote answers.
 */
export interface LoanServicingManifest {
  $schema: string;
  copy: {
    heading: string;
    nextPayment: string;
    /**
     * {amount} and {date} of the unpaid part of the next installment.
     */
    nextPaymentValue: string;
    noNextPayment: string;
    pastDue: string;
    /**
     * {amount} past due and the oldest missed due {date}.
     */
    pastDueValue: string;
    payoff: string;
    /**
     * The payoff is good through today ({date}) only.
     */
    payoffNote: string;
    /**
     * The heading of a loan or line's payoff when it has no payment schedule.
     */
    payoffHeading: string;
    /**
     * How that payoff adds up: the {balance} owed, {days} days of interest since {date} at {perDiem} a day, {interest} in all.
     */
    payoffBreakdown: string;
    /**
     * The label of the date input the payoff quote is good through.
     */
    quoteLabel: string;
    /**
     * The hint under it: {date}, the last day a quote may be good through.
     */
    quoteHint: string;
    /**
     * The quoted payoff: {amount} good through {date}.
     */
    quoteValue: string;
    /**
     * The quote's per-diem interest: {amount}.
     */
    quotePerDiem: string;
    /**
     * While the quote is asked for.
     */
    quoteLoading: string;
    /**
     * The link to the transfer screen.
     */
    makePayment: string;
    /**
     * {name}: the loan's name.
     */
    tableCaption: string;
    /**
     * The label of the table's own scroll region.
     */
    tableRegion: string;
    columns: {
      installment: string;
      dueDate: string;
      payment: string;
      principal: string;
      interest: string;
      balance: string;
      status: string;
    };
    /**
     * An installment's status as the member reads it (schemas/api/loan-servicing.schema.json).
     */
    status: {
      PAID: string;
      PARTIALLY_PAID: string;
      PAST_DUE: string;
      DUE: string;
      UPCOMING: string;
    };
    /**
     * A status with part paid: {status}, {paid} and the installment's {payment}.
     */
    paidOf: string;
    truthInLending: TruthInLendingCopy;
  };
  payoffQuote: PayoffQuoteRules;
}
/**
 * The closed-end Truth in Lending disclosure (Regulation Z) as the member reads it: in the review before accepting a loan (My Applications) and on the funded loan's account page.
 */
export interface TruthInLendingCopy {
  heading: string;
  /**
   * The caption of the disclosure's table; {name}: the loan's name.
   */
  caption: string;
  /**
   * The heading of the column of the disclosure's terms.
   */
  itemColumn: string;
  /**
   * The heading of the column of their figures.
   */
  valueColumn: string;
  apr: TruthInLendingTerm;
  financeCharge: TruthInLendingTerm;
  amountFinanced: TruthInLendingTerm;
  totalOfPayments: TruthInLendingTerm;
  scheduleCaption: string;
  /**
   * The label of the payment schedule table's own scroll region.
   */
  scheduleRegion: string;
  scheduleColumns: {
    count: string;
    amount: string;
    due: string;
  };
  /**
   * When a run of more than one payment is due: {date} of its first.
   */
  monthlyFrom: string;
  prepayment: string;
  /**
   * On a funded loan: who consented ({name}) and when ({date}, with the time).
   */
  signed: string;
  /**
   * {version} of the disclosure (config/lending.json truthInLending.version).
   */
  version: string;
  /**
   * The link to the signed disclosure as a PDF, on the loan's page.
   */
  download: string;
  /**
   * The PDF's title (its first heading, and in the Electronic Document Room).
   */
  documentTitle: string;
  /**
   * The PDF's loan line: {name} and the masked {account} number.
   */
  documentLoan: string;
  /**
   * The PDF's heading over the consent, who gave it and when.
   */
  documentConsentHeading: string;
}
export interface TruthInLendingTerm {
  /**
   * The term as Regulation Z names it.
   */
  term: string;
  /**
   * Its plain-language explanation printed with it.
   */
  explanation: string;
}
export interface PayoffQuoteRules {
  /**
   * How many calendar days after today (the business date) a payoff quote may be good through.
   */
  maxDaysAhead: number;
  /**
   * The message of a 400 (path /through) for a date that cannot be quoted; the screen shows the same before asking.
   */
  errors: {
    /**
     * Not a calendar date written yyyy-mm-dd.
     */
    malformed: string;
    /**
     * Before today.
     */
    past: string;
    /**
     * After the last day allowed; {days}: maxDaysAhead.
     */
    tooFar: string;
  };
}
/**
 * The languages members may read the product in, the default one, the pseudo-locale that tests layouts with longer text, and which English strings of each manifest are member-read text a language must translate. A language's translations live in config/locales/<tag>/, one overlay per manifest.
 */
export interface LocalesManifest {
  /**
   * Path of the JSON Schema this file follows (for editors).
   */
  $schema: string;
  /**
   * The locale whose strings the manifests themselves hold; a member who chose nothing reads it. Must be one of the locales.
   */
  default: string;
  /**
   * The languages offered to members, in the order the language switch lists them.
   *
   * @minItems 1
   */
  locales: Locale[];
  pseudo: PseudoLocale;
  text: LocaleTextPointers;
}
/**
 * A language members may choose.
 */
export interface Locale {
  /**
   * The tag stored with the member and in the browser.
   */
  tag: string;
  /**
   * The language's name in that language, as the language switch shows it (Español).
   */
  name: string;
  /**
   * The lang attribute of the page while this locale is active.
   */
  htmlLang: string;
}
/**
 * A locale never offered to members: English with accented letters and longer text, generated at run time, so a test can see where longer translations would overflow.
 */
export interface PseudoLocale {
  /**
   * Its tag, stored in the browser to turn it on (en-XA).
   */
  tag: string;
  /**
   * How much longer each string becomes, as a fraction of its length (0.35 is 35% longer).
   */
  expansion: number;
}
/**
 * By manifest file name under config/ ("copy.json", "forms/transfer.json"): which of its strings are member-read text. Every English string at or below a text pattern and not at or below an exclude pattern must be translated in every non-default locale.
 */
export interface LocaleTextPointers {
  [k: string]: TextPointers;
}
/**
 * JSON pointer patterns into one manifest; a segment may be * to match any key or index.
 */
export interface TextPointers {
  /**
   * Every string at or below a match is member-read text.
   *
   * Items: A JSON pointer whose segments may be *.
   */
  text: string[];
  /**
   * Strings at or below a match are not member-read text (staff-only entries, codes).
   *
   * Items: A JSON pointer whose segments may be *.
   */
  exclude?: string[];
}
/**
 * Alerts that really fire: the alert kinds a member can turn on for an account, a card or themselves, their wording, default and allowed thresholds, the channels, the notification categories (notificationPref.categoryName) and the words of the notifications screen. Loaded only by the server and the notifications screen, never in the first page load.
 */
export interface MemberAlertsManifest {
  /**
   * Path of the JSON Schema this file follows (for editors).
   */
  $schema: string;
  /**
   * How an alert reaches the member, in the order the screen shows them. SMS, EMAIL and PUSH go to the phone, e-mail and push device on file (the demo outbox in demo mode); MESSAGE_CENTER leaves it in the message center.
   *
   * @minItems 4
   * @maxItems 4
   */
  channels: MemberAlertChannelEntry[];
  categories: MemberAlertCategories;
  /**
   * Every alert kind. Ids are stored with preferences and sent alerts: never reuse or rename one. The server decides when each fires (trigger); the text is what the member receives.
   *
   * @minItems 1
   */
  kinds: MemberAlertKind[];
  history: MemberAlertHistorySettings;
  messageCenter: MemberAlertMessageCenter;
  copy: MemberAlertsCopy;
}
export interface MemberAlertChannelEntry {
  id: MemberAlertChannel;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  label: string;
}
/**
 * The categoryName of each notificationPref, by what it is about.
 */
export interface MemberAlertCategories {
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  member: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  account: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  card: string;
}
export interface MemberAlertKind {
  id: string;
  /**
   * What a preference of this kind is about.
   */
  scope: 'member' | 'account' | 'card';
  /**
   * The server rule that fires it (engine/core/alert-preference-rules.ts).
   */
  trigger:
    | 'low-balance'
    | 'deposit-received'
    | 'transaction-over'
    | 'payment-due'
    | 'scheduled-payment-failed'
    | 'card-purchase-over'
    | 'new-device-sign-in'
    | 'contact-changed';
  /**
   * Account kinds it is offered for (scope account only).
   *
   * @minItems 1
   */
  productKinds?: ('checking' | 'savings' | 'creditCard' | 'autoLoan' | 'heloc' | 'ira')[];
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  label: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  description: string;
  amount?: MemberAlertAmountSetting;
  days?: MemberAlertDaysSetting;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  subject: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  text: string;
  /**
   * The channels a new preference starts with.
   *
   * @minItems 1
   */
  defaultChannels: MemberAlertChannel[];
  /**
   * A member-scope alert that is on (with its default channels) until the member turns it off: the security alerts a member must not have to find first. Off when absent.
   */
  onByDefault?: boolean;
}
/**
 * The amount the member sets (low balance, transaction over), in cents.
 */
export interface MemberAlertAmountSetting {
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  label: string;
  defaultCents: number;
  minCents: number;
  maxCents: number;
}
/**
 * How many days ahead (payment due).
 */
export interface MemberAlertDaysSetting {
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  label: string;
  default: number;
  min: number;
  max: number;
}
export interface MemberAlertHistorySettings {
  /**
   * Most recent alerts the history lists.
   */
  limit: number;
}
export interface MemberAlertMessageCenter {
  /**
   * A topic id of config/messages.json the alert messages carry.
   */
  topicId: string;
}
/**
 * The words of the notifications screen.
 */
export interface MemberAlertsCopy {
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  title: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  intro: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  loading: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  loadError: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  retry: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  empty: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  smsOptOutLabel: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  smsOptOutHint: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  memberSection: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  accountSection: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  cardSection: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  on: string;
  /**
   * The accessible name of each On and channel checkbox, so each names its alert and subject: {label} (the visible word, first), {alert} and {name}.
   */
  optionName: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  channelsLegend: string;
  /**
   * Beside a subject's name on its collapsed section: how many of its alerts are on ({on} of {total}).
   */
  subjectSummary: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  save: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  saving: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  saved: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  saveError: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  viewOnly: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  historyTitle: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  historyEmpty: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  historyLoading: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  historyError: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  historyWhen: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  historyAlert: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  historyAbout: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  historyChannels: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  cardLabel: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  errorUnknownKind: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  errorDuplicate: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  errorAmountRequired: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  errorAmountRange: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  errorAmountNotUsed: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  errorDaysRequired: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  errorDaysRange: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  errorDaysNotUsed: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  errorNoChannel: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  errorCategory: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  amountLabel: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  daysLabel: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  unknownDevice: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  contactEmail: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  contactPhone: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  contactAddress: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  amountInvalid: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  daysInvalid: string;
}
/**
 * Every menu of the app with visibility rules.
 */
export interface MenusManifest {
  /**
   * Path of the JSON Schema this file follows (for editors).
   */
  $schema?: string;
  /**
   * Links that screens (not menus) give to a page, so the reachability check knows every way in. Each is checked in the browser: the `from` page shows a link to `to`.
   */
  screenLinks: ScreenLink[];
  /**
   * Pages no menu or screen links to, on purpose, each with the reason. Every other page of routes.json must be linked.
   */
  unlinkedRoutes: UnlinkedRoute[];
  menus: MenuSet;
}
/**
 * A screen that links to a page.
 */
export interface ScreenLink {
  /**
   * The page linked to (a route path).
   */
  to: string;
  /**
   * The page whose screen shows the link.
   */
  from: string;
  fromAccountKind?: ProductKind;
  /**
   * The demo persona the link is checked as (default member).
   */
  persona?: string;
}
/**
 * A page deliberately linked from nowhere.
 */
export interface UnlinkedRoute {
  /**
   * The route path as routes.json builds it (':param' segments kept).
   */
  path: string;
  /**
   * Why no menu or screen links to it, and how a member gets there if they do.
   */
  reason: string;
}
/**
 * The menus, by place.
 */
export interface MenuSet {
  mainNav: Menu;
  moveMoney: Menu;
  more: Menu;
  settings: Menu;
  profile: Menu;
  headerActions: Menu;
  footer: Menu;
  smallScreenFooter: Menu;
  accountActions: Menu;
  cards: Menu;
  cardPartners: Menu;
}
/**
 * A menu.
 */
export interface Menu {
  /**
   * Accessible name of the menu.
   */
  label?: string;
  visibleWhen?: VisibilityRule;
  /**
   * Entries in order.
   *
   * @minItems 1
   */
  items: MenuItem[];
}
/**
 * One entry: exactly one of route, sso, href or action.
 */
export interface MenuItem {
  /**
   * Stable kebab-case id.
   */
  id: string;
  /**
   * Visible text.
   */
  label: string;
  /**
   * Accessible name when it differs from the label (icon buttons).
   */
  ariaLabel?: string;
  /**
   * The page linked to: the id of a route in routes.json (never its path).
   */
  route?: string;
  params?: RouteParams;
  /**
   * Single sign-on target in sso.json.
   */
  sso?: string;
  /**
   * External link (opens in a new tab when https).
   */
  href?: string;
  /**
   * In-app action.
   */
  action?: 'signOut' | 'toggleChat' | 'toggleSidebar';
  /**
   * Icon name.
   */
  icon?: string;
  /**
   * Account actions only: the search parameter that carries the account's id to the page (default id).
   */
  accountParam?: string;
  visibleWhen?: VisibilityRule;
}
/**
 * Values for the route's ':name' path segments, by name.
 */
export interface RouteParams {
  [k: string]: string;
}
/**
 * The message center: topics, how the Email filter reads, attachment rules, card-alert messages, the messages of refused requests, and (copy) the screens' copy. Loaded only by the message screens and the server, never in the first page load. Date filters and selectable types live in config/app.json `messages`.
 */
export interface MessagesManifest {
  /**
   * Path of the JSON Schema this file follows (for editors).
   */
  $schema?: string;
  /**
   * Every topic a message may have. memberSelectable: offered when a member writes (GET /topics); the others label messages the credit union sends. Ids are stored with messages: never reuse or rename one.
   *
   * @minItems 1
   */
  topics: MessageTopicEntry[];
  /**
   * The message types the type filter Email lists (Emessage, the secure messages of online banking, read as email).
   *
   * @minItems 1
   */
  emailTypeIncludes: ('Email' | 'Emessage' | 'Letter' | 'Push' | 'Text/SMS' | 'Marketing' | 'Broadcast')[];
  /**
   * Characters of the body the list shows as a preview.
   */
  previewLength: number;
  /**
   * Prefix of message confirmation numbers (then 10 digits).
   */
  confirmationPrefix: string;
  attachments: MessageAttachmentRules;
  cardAlerts: MessageCardAlerts;
  errors: MessageErrors;
  copy: MessageScreensCopy;
}
export interface MessageTopicEntry {
  id: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  label: string;
  memberSelectable: boolean;
}
export interface MessageAttachmentRules {
  /**
   * Largest upload, in bytes (also the upload route's body limit).
   */
  maxBytes: number;
  maxPerMessage: number;
  /**
   * An upload not sent with a message within this many hours is deleted by the background jobs.
   */
  unsentExpiryHours: number;
  /**
   * The kinds of file accepted: the type is decided from the bytes (file-type), the extension must be one of its own.
   *
   * @minItems 1
   */
  allowedTypes: MessageAttachmentType[];
}
export interface MessageAttachmentType {
  contentType: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  label: string;
  /**
   * @minItems 1
   */
  extensions: string[];
}
/**
 * The Text/SMS message a (demo) card-network alert leaves in the member's message center beside the text it sends: this topic and subject (token {lastFour}), the alert's text as its body.
 */
export interface MessageCardAlerts {
  topicId: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  subject: string;
}
/**
 * Messages of refused message-center requests (400, 413 and 422 answers). Tokens: {max}, {types}, {extensions}.
 */
export interface MessageErrors {
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  attachmentEmpty: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  attachmentTooLarge: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  attachmentTypeNotAllowed: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  attachmentNameMismatch: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  attachmentInfected: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  attachmentUnavailable: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  tooManyAttachments: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  unknownTopic: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  unknownDateFilter: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  unknownTypeFilter: string;
}
/**
 * The words of the message-center screens (inbox, an open message, compose) and of the "Ask us about this" links other screens show. Kept here, not in config/copy.json, so they load with those screens and the first page load does not carry them.
 */
export interface MessageScreensCopy {
  inbox: MessagesInboxCopy;
  types: MessageTypesCopy;
  statuses: MessageStatusesCopy;
  view: MessageViewCopy;
  compose: MessageComposeCopy;
  askAbout: MessageReferenceKindsCopy;
  sizes: MessageFileSizesCopy;
}
/**
 * The inbox: filters, the list (its columns) and its states. Tokens: {count}, {subject}, {date}.
 */
export interface MessagesInboxCopy {
  /**
   * heading
   */
  heading: string;
  /**
   * intro
   */
  intro: string;
  /**
   * newMessage
   */
  newMessage: string;
  /**
   * listHeading
   */
  listHeading: string;
  /**
   * filtersLabel
   */
  filtersLabel: string;
  /**
   * dateLabel
   */
  dateLabel: string;
  /**
   * typeLabel
   */
  typeLabel: string;
  /**
   * allTypes
   */
  allTypes: string;
  /**
   * loading
   */
  loading: string;
  /**
   * empty
   */
  empty: string;
  /**
   * emptyFiltered
   */
  emptyFiltered: string;
  /**
   * retry
   */
  retry: string;
  /**
   * caption
   */
  caption: string;
  /**
   * columnDate
   */
  columnDate: string;
  /**
   * columnType
   */
  columnType: string;
  /**
   * columnCommunications
   */
  columnCommunications: string;
  /**
   * columnStatus
   */
  columnStatus: string;
  /**
   * openLabel
   */
  openLabel: string;
  /**
   * hasAttachments
   */
  hasAttachments: string;
  /**
   * fromYou
   */
  fromYou: string;
  /**
   * notFound
   */
  notFound: string;
}
/**
 * How each message type is named on screen.
 */
export interface MessageTypesCopy {
  /**
   * Email
   */
  Email: string;
  /**
   * Emessage
   */
  Emessage: string;
  /**
   * Letter
   */
  Letter: string;
  /**
   * Push
   */
  Push: string;
  /**
   * Text/SMS
   */
  'Text/SMS': string;
  /**
   * Marketing
   */
  Marketing: string;
  /**
   * Broadcast
   */
  Broadcast: string;
}
/**
 * How each message status is named on screen.
 */
export interface MessageStatusesCopy {
  /**
   * Read
   */
  Read: string;
  /**
   * Unread
   */
  Unread: string;
  /**
   * Sent
   */
  Sent: string;
  /**
   * Broadcast
   */
  Broadcast: string;
}
/**
 * One open message: moving previous and next, its actions, details, attachments and conversation. Tokens: {position}, {total}, {fileName}, {size}, {subject}, {date}.
 */
export interface MessageViewCopy {
  /**
   * back
   */
  back: string;
  /**
   * navigationLabel
   */
  navigationLabel: string;
  /**
   * previous
   */
  previous: string;
  /**
   * next
   */
  next: string;
  /**
   * previousLabel
   */
  previousLabel: string;
  /**
   * nextLabel
   */
  nextLabel: string;
  /**
   * position
   */
  position: string;
  /**
   * loading
   */
  loading: string;
  /**
   * error
   */
  error: string;
  /**
   * retry
   */
  retry: string;
  /**
   * markRead
   */
  markRead: string;
  /**
   * markUnread
   */
  markUnread: string;
  /**
   * delete
   */
  delete: string;
  /**
   * reply
   */
  reply: string;
  /**
   * actionsLabel
   */
  actionsLabel: string;
  /**
   * sentLabel
   */
  sentLabel: string;
  /**
   * typeLabel
   */
  typeLabel: string;
  /**
   * statusLabel
   */
  statusLabel: string;
  /**
   * topicLabel
   */
  topicLabel: string;
  /**
   * confirmationLabel
   */
  confirmationLabel: string;
  /**
   * aboutLabel
   */
  aboutLabel: string;
  /**
   * fromLabel
   */
  fromLabel: string;
  /**
   * fromUs
   */
  fromUs: string;
  /**
   * fromYou
   */
  fromYou: string;
  /**
   * attachmentsHeading
   */
  attachmentsHeading: string;
  /**
   * downloadLabel
   */
  downloadLabel: string;
  /**
   * threadHeading
   */
  threadHeading: string;
  /**
   * threadIntro
   */
  threadIntro: string;
  /**
   * threadOpen
   */
  threadOpen: string;
  /**
   * threadOpenLabel
   */
  threadOpenLabel: string;
}
/**
 * Writing a new message or a reply, with its topic, attachments and the item it is about. Tokens: {subject}, {label}, {types}, {max}, {count}, {fileName}, {size}, {reason}, {confirmationNumber}.
 */
export interface MessageComposeCopy {
  /**
   * heading
   */
  heading: string;
  /**
   * replyHeading
   */
  replyHeading: string;
  /**
   * intro
   */
  intro: string;
  /**
   * replyingTo
   */
  replyingTo: string;
  /**
   * replySubject
   */
  replySubject: string;
  /**
   * about
   */
  about: string;
  aboutKinds: MessageReferenceKindsCopy;
  /**
   * topicLabel
   */
  topicLabel: string;
  /**
   * topicChoose
   */
  topicChoose: string;
  /**
   * subjectLabel
   */
  subjectLabel: string;
  /**
   * bodyLabel
   */
  bodyLabel: string;
  /**
   * bodyHint
   */
  bodyHint: string;
  /**
   * attachLabel
   */
  attachLabel: string;
  /**
   * attachHint
   */
  attachHint: string;
  /**
   * attachAnd
   */
  attachAnd: string;
  /**
   * uploading
   */
  uploading: string;
  /**
   * attached
   */
  attached: string;
  /**
   * attachedListLabel
   */
  attachedListLabel: string;
  /**
   * attachmentSize
   */
  attachmentSize: string;
  /**
   * remove
   */
  remove: string;
  /**
   * removeLabel
   */
  removeLabel: string;
  /**
   * removed
   */
  removed: string;
  /**
   * tooMany
   */
  tooMany: string;
  /**
   * uploadFailed
   */
  uploadFailed: string;
  /**
   * topicRequired
   */
  topicRequired: string;
  /**
   * subjectRequired
   */
  subjectRequired: string;
  /**
   * bodyRequired
   */
  bodyRequired: string;
  /**
   * topicsLoading
   */
  topicsLoading: string;
  /**
   * topicsError
   */
  topicsError: string;
  /**
   * replyLoading
   */
  replyLoading: string;
  /**
   * replyError
   */
  replyError: string;
  /**
   * retry
   */
  retry: string;
  /**
   * errorSummary
   */
  errorSummary: string;
  /**
   * send
   */
  send: string;
  /**
   * sending
   */
  sending: string;
  /**
   * cancel
   */
  cancel: string;
  /**
   * sendFailed
   */
  sendFailed: string;
  /**
   * sentHeading
   */
  sentHeading: string;
  /**
   * sentText
   */
  sentText: string;
  /**
   * viewSent
   */
  viewSent: string;
  /**
   * backToInbox
   */
  backToInbox: string;
}
/**
 * One phrase per kind of item a message can be about (account, transaction, paymentOrder, card).
 */
export interface MessageReferenceKindsCopy {
  /**
   * account
   */
  account: string;
  /**
   * transaction
   */
  transaction: string;
  /**
   * paymentOrder
   */
  paymentOrder: string;
  /**
   * card
   */
  card: string;
}
/**
 * File sizes. Token: {value}.
 */
export interface MessageFileSizesCopy {
  /**
   * bytes
   */
  bytes: string;
  /**
   * kilobytes
   */
  kilobytes: string;
  /**
   * megabytes
   */
  megabytes: string;
}
/**
 * Copy and buttons of every modal.
 */
export interface ModalsManifest {
  /**
   * Path of the JSON Schema this file follows (for editors).
   */
  $schema?: string;
  defaults: ModalDefaults;
  modals: ModalDefinitions;
}
/**
 * Behaviour of every modal.
 */
export interface ModalDefaults {
  /**
   * Centred on screen.
   */
  centered: boolean;
  /**
   * static: clicking the backdrop does nothing.
   */
  backdrop: 'static' | 'dismiss';
  /**
   * Escape closes the modal.
   */
  keyboard: boolean;
}
/**
 * Modals by camelCase key.
 */
export interface ModalDefinitions {
  [k: string]: ModalDefinition;
}
/**
 * A modal.
 *
 * This interface was referenced by `ModalDefinitions`'s JSON-Schema definition
 * via the `patternProperty` "^[a-z][A-Za-z0-9]*$".
 */
export interface ModalDefinition {
  /**
   * Heading.
   */
  title?: string;
  /**
   * Body text; {name} tokens are filled in.
   */
  body?: string;
  /**
   * Label of a Contact Us link placed after the body.
   */
  contactLinkLabel?: string;
  /**
   * Buttons in order (none for a spinner).
   */
  buttons: ModalButton[];
}
/**
 * Money insights (/my-makingcents and /personal-finance): which accounts and categories count as spending and income, budget limits, the recurring-charge detector's tolerances, the accounts with a balance history, and the words of the screens. Loaded only by the server and the money-insights screens, never in the first page load.
 */
export interface MoneyInsightsManifest {
  /**
   * Path of the JSON Schema this file follows (for editors).
   */
  $schema?: string;
  periods: MoneyInsightsPeriods;
  spending: MoneyInsightsSpending;
  budgets: MoneyInsightsBudgetRules;
  recurring: MoneyInsightsRecurringRules;
  balanceHistory: MoneyInsightsBalanceHistory;
  copy: MoneyInsightsCopy;
}
export interface MoneyInsightsPeriods {
  /**
   * How many months (the current one included) a member may look back over; the API refuses any other.
   *
   * @minItems 1
   */
  monthChoices: number[];
  /**
   * The period the screens open with (one of monthChoices).
   */
  defaultMonths: number;
}
export interface MoneyInsightsSpending {
  /**
   * Accounts whose booked debits count as spending.
   */
  spendingAccountKinds: ('checking' | 'savings' | 'creditCard' | 'autoLoan' | 'heloc' | 'ira')[];
  /**
   * Accounts whose booked credits count as income.
   */
  incomeAccountKinds: ('checking' | 'savings' | 'creditCard' | 'autoLoan' | 'heloc' | 'ira')[];
  /**
   * Categories (ids of the catalogue of migration 0003) that move money between the member's own accounts and count as neither spending nor income, nor take a budget.
   */
  excludedCategoryIds: number[];
}
export interface MoneyInsightsBudgetRules {
  /**
   * Largest monthly limit a budget may have, in cents.
   */
  maxMonthlyLimitCents: number;
  /**
   * Most budgets one user may keep under one agreement.
   */
  maxBudgets: number;
}
export interface MoneyInsightsRecurringRules {
  /**
   * How far back charges are read to find repeating ones (a yearly charge needs more than 12).
   */
  lookbackMonths: number;
  /**
   * Most a charge may differ from its series' median amount, in basis points.
   */
  amountToleranceBps: number;
  /**
   * Fewest charges that make a weekly, biweekly or monthly series.
   */
  minOccurrences: number;
}
export interface MoneyInsightsBalanceHistory {
  /**
   * Accounts a balance history can be shown for.
   *
   * @minItems 1
   */
  accountKinds: ('checking' | 'savings' | 'creditCard' | 'autoLoan' | 'heloc' | 'ira')[];
}
/**
 * The words of the money-insights screens; {placeholders} are filled in by the screens.
 */
export interface MoneyInsightsCopy {
  heading: string;
  makingCentsHeading: string;
  intro: string;
  loading: string;
  error: string;
  retry: string;
  periodLabel: string;
  periodOption: string;
  spendingHeading: string;
  spendingEmpty: string;
  spendingTableCaption: string;
  categoryColumn: string;
  totalColumn: string;
  chartSummary: string;
  cashFlowHeading: string;
  cashFlowCaption: string;
  monthColumn: string;
  incomeColumn: string;
  spendingColumn: string;
  netColumn: string;
  budgetsHeading: string;
  budgetsEmpty: string;
  budgetProgressLabel: string;
  budgetRemaining: string;
  budgetOver: string;
  budgetEdit: string;
  budgetEditLabel: string;
  budgetRemove: string;
  budgetRemoveLabel: string;
  budgetFormHeading: string;
  budgetCategoryLabel: string;
  budgetLimitLabel: string;
  budgetLimitHint: string;
  budgetLimitInvalid: string;
  budgetSave: string;
  budgetSaved: string;
  budgetRemoved: string;
  budgetSaveFailed: string;
  recurringHeading: string;
  recurringEmpty: string;
  recurringCaption: string;
  merchantColumn: string;
  amountColumn: string;
  cadenceColumn: string;
  nextColumn: string;
  cadenceWeekly: string;
  cadenceBiweekly: string;
  cadenceMonthly: string;
  cadenceYearly: string;
  balanceHeading: string;
  balanceAccountLabel: string;
  balanceCaption: string;
  balanceColumn: string;
  balanceChartSummary: string;
  balanceEmpty: string;
  externalHeading: string;
  externalManage: string;
}
/**
 * Passkeys (WebAuthn): the name the browser shows for this service, how long a ceremony may take, how many a member may keep, and the copy of the passkey list, the passwordless sign-in and the step-up option.
 */
export interface PasskeysManifest {
  /**
   * Path of the JSON Schema this file follows (for editors).
   */
  $schema: string;
  /**
   * The service name the browser and authenticator show when a passkey is created.
   */
  relyingPartyName: string;
  /**
   * How long the browser waits for the member at a passkey prompt.
   */
  ceremonyTimeoutSeconds: number;
  /**
   * How long a passkey challenge can be answered (single use); at least the ceremony timeout.
   */
  challengeLifetimeSeconds: number;
  /**
   * The most passkeys one member may register.
   */
  maxPasskeysPerMember: number;
  /**
   * Longest name a member may give a passkey.
   */
  labelMaxLength: number;
  copy: PasskeysCopy;
}
/**
 * Words of the passkey list, the passwordless sign-in button and the step-up option ({label}, {time}, {device} are filled in).
 */
export interface PasskeysCopy {
  /**
   * Heading of the Passkeys section in Sign-In & Security.
   */
  heading: string;
  /**
   * What a passkey is, under the heading.
   */
  intro: string;
  /**
   * The list when the member has none.
   */
  empty: string;
  /**
   * The button that creates a passkey.
   */
  add: string;
  /**
   * Announced while the browser's prompt is open.
   */
  adding: string;
  /**
   * Announced once a passkey is added ({label}).
   */
  added: string;
  /**
   * A passkey could not be added.
   */
  addFailed: string;
  /**
   * The name a new passkey gets ({device}: the browser and system).
   */
  defaultLabel: string;
  /**
   * {device} when the browser cannot be named.
   */
  unknownDevice: string;
  /**
   * When it was added ({time}).
   */
  created: string;
  /**
   * When it last signed in or verified ({time}).
   */
  lastUsed: string;
  /**
   * A passkey not used since it was added.
   */
  neverUsed: string;
  /**
   * The rename button's text.
   */
  rename: string;
  /**
   * The rename button's accessible name ({label}).
   */
  renameLabel: string;
  /**
   * The label of the name field while renaming.
   */
  nameField: string;
  /**
   * Saves the new name.
   */
  save: string;
  /**
   * Leaves the name as it was.
   */
  cancel: string;
  /**
   * Announced once a passkey is renamed ({label}: the new name).
   */
  renamed: string;
  /**
   * A passkey could not be renamed ({label}: its current name).
   */
  renameFailed: string;
  /**
   * The remove button's text.
   */
  remove: string;
  /**
   * The remove button's accessible name ({label}).
   */
  removeLabel: string;
  /**
   * Announced once a passkey is removed ({label}).
   */
  removed: string;
  /**
   * A passkey could not be removed ({label}).
   */
  removeFailed: string;
  /**
   * While the list loads.
   */
  loading: string;
  /**
   * The list could not load.
   */
  loadFailed: string;
  /**
   * Retry loading the list.
   */
  retry: string;
  /**
   * The sign-in page's passkey button.
   */
  signIn: string;
  /**
   * Announced while the sign-in prompt is open.
   */
  signingIn: string;
  /**
   * A passkey sign-in did not go through.
   */
  signInFailed: string;
  /**
   * The step-up dialog's passkey choice.
   */
  stepUpOption: string;
  /**
   * Under the step-up passkey choice.
   */
  stepUpOptionHint: string;
  /**
   * The browser has no WebAuthn.
   */
  unsupported: string;
}
/**
 * Named permission guards.
 */
export interface PermissionsManifest {
  /**
   * Path of the JSON Schema this file follows (for editors).
   */
  $schema?: string;
  guards: PermissionGuards;
}
/**
 * Guards by name.
 */
export interface PermissionGuards {
  [k: string]: PermissionGuard;
}
/**
 * A guard.
 *
 * This interface was referenced by `PermissionGuards`'s JSON-Schema definition
 * via the `patternProperty` "^can[A-Z][A-Za-z0-9]*$".
 */
export interface PermissionGuard {
  /**
   * Permission expression: resource.function.privilege identifiers joined by AND / OR (left to right), "!" negates, "*" matches anything.
   */
  expression: string;
  /**
   * The capability of config/policy.json the guarded feature exercises: the guard passes only when the policy allows it too.
   */
  capability: string;
  /**
   * What the guard protects.
   */
  description: string;
}
/**
 * Who may do what: the capabilities a route may exercise, what each actor holds, and what each member condition takes away. One pure function (engine/core/policy.ts) decides from it, on the server for every route and in the browser for what to offer.
 */
export interface PolicyManifest {
  /**
   * Path of the JSON Schema this file follows (for editors).
   */
  $schema?: string;
  capabilities: PolicyCapabilities;
  actors: PolicyActors;
  featureGrants: PolicyFeatureGrants;
  conditions: PolicyConditions;
  /**
   * The error of a refusal because the actor lacks the capability.
   */
  refusal: string;
}
/**
 * Every capability a route or a guard may name, by kebab-case name.
 */
export interface PolicyCapabilities {
  [k: string]: PolicyCapability;
}
/**
 * Something a route may do.
 *
 * This interface was referenced by `PolicyCapabilities`'s JSON-Schema definition
 * via the `patternProperty` "^[a-z][a-z0-9]*(-[a-z0-9]+)*$".
 */
export interface PolicyCapability {
  /**
   * What it covers, for product owners and auditors.
   */
  description: string;
  /**
   * Reachable without signing in: no actor, no condition is asked.
   */
  public?: boolean;
  /**
   * No condition takes it away (the caller's own session: seeing why, and signing out).
   */
  keptUnderEveryCondition?: boolean;
}
/**
 * Who makes a request, as the server recognises them from the session: the member (consumer or business), a trusted user by access level, a staff member by role.
 */
export interface PolicyActors {
  [k: string]: PolicyActor;
}
/**
 * A kind of caller and what it may do.
 *
 * This interface was referenced by `PolicyActors`'s JSON-Schema definition
 * via the `patternProperty` "^[a-z][a-z0-9]*(-[a-z0-9]+)*$".
 */
export interface PolicyActor {
  /**
   * Who this is.
   */
  description: string;
  /**
   * What the actor may do (before conditions).
   *
   * Items: The name of a capability in policy.json, such as "move-money".
   */
  capabilities: string[];
  /**
   * A trusted user's per-feature access adds capabilities (featureGrants).
   */
  featureGrants?: boolean;
  /**
   * The member's conditions apply to this actor (the online-banking channel). Staff see the member's conditions and act under their role.
   */
  boundByMemberConditions: boolean;
}
/**
 * What a trusted user's per-feature access adds (features of config/trusted-users.json), for actors with featureGrants true.
 */
export interface PolicyFeatureGrants {
  [k: string]: PolicyFeatureLevels;
}
/**
 * Capabilities a feature adds at each access level.
 *
 * This interface was referenced by `PolicyFeatureGrants`'s JSON-Schema definition
 * via the `patternProperty` "^[A-Z][A-Z_]*$".
 */
export interface PolicyFeatureLevels {
  /**
   * Items: The name of a capability in policy.json, such as "move-money".
   */
  VIEW_ONLY?: string[];
  /**
   * Items: The name of a capability in policy.json, such as "move-money".
   */
  MOVE_MONEY?: string[];
  /**
   * Items: The name of a capability in policy.json, such as "move-money".
   */
  FULL_ACCESS?: string[];
}
/**
 * Member conditions (the sign-in checks' account alerts, pending disclosures, pending onboarding) and what each takes away from the actors they bind.
 */
export interface PolicyConditions {
  [k: string]: PolicyCondition;
}
/**
 * A member condition: what raises it, and either the only capabilities it leaves (keepsOnly) or those it takes away (removes), never both (npm run validate checks).
 *
 * This interface was referenced by `PolicyConditions`'s JSON-Schema definition
 * via the `patternProperty` "^[a-z][a-z0-9]*(-[a-z0-9]+)*$".
 */
export interface PolicyCondition {
  /**
   * What the condition means.
   */
  description: string;
  /**
   * Alert types of config/alerts.json that raise it (from the sign-in checks).
   *
   * Items: The camelCase key of an alert type in alerts.json.
   */
  alertTypes: string[];
  /**
   * Raised while the person has onboarding to finish.
   */
  onboardingRequired?: boolean;
  /**
   * The only capabilities left (besides those kept under every condition).
   *
   * Items: The name of a capability in policy.json, such as "move-money".
   */
  keepsOnly?: string[];
  /**
   * Capabilities taken away, everywhere or for some product groups.
   */
  removes?: (string | PolicyAccountRule)[];
  /**
   * The error a refused call answers with: what the member reads.
   */
  errorCode: string;
}
/**
 * A capability taken away only for accounts of these product groups (for example the details of a credit card).
 */
export interface PolicyAccountRule {
  /**
   * The name of a capability in policy.json, such as "move-money".
   */
  capability: string;
  /**
   * @minItems 1
   */
  productGroups: ProductGroupKind[];
}
/**
 * Data and privacy preferences and CCPA requests: the opt-outs a member may choose (honoured by the server: a marketing opt-out hides every offer of config/insights.json), the requests they may file with a receipt, the data archive, refusal messages, and (copy) the privacy screens' copy. Loaded only by the privacy screens and the server.
 */
export interface PrivacyManifest {
  /**
   * Path of the JSON Schema this file follows (for editors).
   */
  $schema: string;
  /**
   * The opt-outs, in the order shown. Ids are the stored preference names.
   *
   * @minItems 2
   * @maxItems 2
   */
  optOuts: PrivacyOptOut[];
  /**
   * The requests a member may file, in the order shown.
   *
   * @minItems 1
   */
  requestKinds: PrivacyRequestKindEntry[];
  /**
   * Prefix of privacy request receipt numbers.
   */
  receiptPrefix: string;
  /**
   * Calendar days within which the credit union answers a request (CCPA: 45), shown on the receipt.
   */
  responseDays: number;
  archive: PrivacyArchiveSettings;
  errors: PrivacyErrors;
  copy: PrivacyCopy;
}
export interface PrivacyOptOut {
  id: 'marketing' | 'affiliateSharing';
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  label: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  hint: string;
}
export interface PrivacyRequestKindEntry {
  id: 'DELETION' | 'CORRECTION';
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  label: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  hint: string;
}
export interface PrivacyArchiveSettings {
  /**
   * The download's file name: prefix-yyyy-mm-dd.zip.
   */
  fileNamePrefix: string;
  /**
   * Most transactions per account in one archive (newest first).
   */
  transactionsLimit: number;
}
export interface PrivacyErrors {
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  detailsRequired: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  archiveFailed: string;
}
/**
 * Every piece of text of the privacy screens, by key. Tokens in {braces} are filled in at run time.
 */
export interface PrivacyCopy {
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  heading: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  ccpaHeading: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  intro: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  ccpaIntro: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  optOutsHeading: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  optOutsLegend: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  save: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  saving: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  saved: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  saveFailed: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  loading: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  loadError: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  downloadHeading: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  downloadBody: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  downloadButton: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  downloading: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  downloadFailed: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  downloaded: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  requestHeading: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  requestLegend: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  detailsLabel: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  detailsHint: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  submitRequest: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  submittingRequest: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  requestFailed: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  receiptHeading: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  receiptBody: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  requestsHeading: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  requestsEmpty: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  requestsCaption: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  columnReceipt: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  columnKind: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  columnStatus: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  columnSubmitted: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusReceived: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusCompleted: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  kindDownload: string;
}
/**
 * Settings: Products and More — the catalogue of products a member can add, and the page's copy.
 */
export interface ProductsAndMoreManifest {
  /**
   * Path of the JSON Schema this file follows (for editors).
   */
  $schema?: string;
  /**
   * Products a member can add, in display order.
   *
   * @minItems 1
   */
  catalogue: ProductCatalogueItem[];
  productKindLabels: ProductKindLabels;
  copy: ProductsAndMoreCopy;
}
/**
 * A product a member can add.
 */
export interface ProductCatalogueItem {
  /**
   * Stable id.
   */
  id: string;
  /**
   * Product name.
   */
  label: string;
  /**
   * One line about the product.
   */
  description: string;
  /**
   * Group it is listed under.
   */
  category: string;
  /**
   * Who may add it.
   *
   * @minItems 1
   */
  memberTypes: ('consumer' | 'business')[];
  /**
   * The app route that opens or applies for it.
   */
  to: string;
  /**
   * Link text.
   */
  actionLabel: string;
  /**
   * Product kinds that, when the member already holds one, take this item off the list (one per member).
   */
  hideWhenOwned?: ('checking' | 'savings' | 'creditCard' | 'autoLoan' | 'heloc' | 'ira')[];
}
/**
 * How each product kind reads.
 */
export interface ProductKindLabels {
  /**
   * checking
   */
  checking: string;
  /**
   * savings
   */
  savings: string;
  /**
   * creditCard
   */
  creditCard: string;
  /**
   * autoLoan
   */
  autoLoan: string;
  /**
   * heloc
   */
  heloc: string;
  /**
   * ira
   */
  ira: string;
}
/**
 * Text of the page.
 */
export interface ProductsAndMoreCopy {
  /**
   * title
   */
  title: string;
  /**
   * intro
   */
  intro: string;
  /**
   * ownedHeading
   */
  ownedHeading: string;
  /**
   * ownedEmpty
   */
  ownedEmpty: string;
  /**
   * ownedCaption
   */
  ownedCaption: string;
  /**
   * columnProduct
   */
  columnProduct: string;
  /**
   * columnNumber
   */
  columnNumber: string;
  /**
   * columnType
   */
  columnType: string;
  /**
   * columnOpened
   */
  columnOpened: string;
  /**
   * availableHeading
   */
  availableHeading: string;
  /**
   * availableEmpty
   */
  availableEmpty: string;
  /**
   * loadError
   */
  loadError: string;
  /**
   * retry
   */
  retry: string;
}
/**
 * The member's profile (the user profile, /settings/profile): US address verification rules, the confirmations sent when a phone or email changes, and the screen's copy.
 */
export interface ProfileManifest {
  /**
   * Path of the JSON Schema this file follows (for editors).
   */
  $schema?: string;
  addressVerification: AddressRules;
  confirmations: ContactChangeConfirmations;
  errors: ProfileRuleMessages;
  copy: ProfileCopy;
}
/**
 * US postal address verification (QASearch, address/verify): states and their ZIP prefixes, USPS Publication 28 abbreviations, PO box rules and the messages a member sees.
 */
export interface AddressRules {
  /**
   * The country these rules verify.
   */
  country: 'US';
  /**
   * USPS state, territory and military codes with the first three digits of their ZIP codes.
   *
   * @minItems 1
   */
  states: AddressState[];
  streetSuffixes: AbbreviationList;
  directionals: AbbreviationList;
  /**
   * Secondary unit designators (USPS Pub. 28 C2).
   *
   * @minItems 1
   */
  unitDesignators: UnitDesignator[];
  poBox: PoBoxRule;
  /**
   * A street line (not a PO box) must carry a house or building number.
   */
  requirePrimaryNumber: boolean;
  messages: AddressVerificationMessages;
  /**
   * How each address type is named in messages.
   */
  typeLabels: {
    /**
     * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
     */
    [k: string]: string;
  };
}
export interface AddressState {
  /**
   * Two-letter USPS code.
   */
  code: string;
  /**
   * Name shown in messages.
   */
  name: string;
  /**
   * Inclusive ranges of 3-digit ZIP prefixes.
   *
   * @minItems 1
   */
  zipPrefixRanges: ZipPrefixRange[];
}
export interface ZipPrefixRange {
  /**
   * First prefix.
   */
  from: string;
  /**
   * Last prefix (inclusive).
   */
  to: string;
}
export interface Abbreviation {
  /**
   * Standard abbreviation.
   */
  standard: string;
  /**
   * Spellings replaced by the standard one.
   */
  variants: string[];
}
export interface UnitDesignator {
  /**
   * Standard abbreviation.
   */
  standard: string;
  /**
   * Spellings replaced by the standard one.
   */
  variants: string[];
  /**
   * Whether a unit number must follow (APT 4B); false for designators like REAR.
   */
  requiresNumber: boolean;
}
/**
 * How a PO box is recognised and written, and the address types that may not be one.
 */
export interface PoBoxRule {
  /**
   * Regular expression matched against the upper-cased street line without punctuation; group 1 is the box number.
   */
  pattern: string;
  /**
   * The standard form, with {number}.
   */
  standardForm: string;
  /**
   * Address types (RESIDENTIAL: where the member lives) that may not be a PO box.
   */
  forbiddenForTypes: string[];
}
/**
 * What the member reads for each problem; placeholders {state}, {stateName}, {zip}, {typeLabel}, {designator}.
 */
export interface AddressVerificationMessages {
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  UNKNOWN_STATE: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  ZIP_FORMAT: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  ZIP_STATE_MISMATCH: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  PO_BOX_NOT_ALLOWED: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  STREET_NUMBER_MISSING: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  CITY_FORMAT: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  UNIT_NUMBER_MISSING: string;
}
/**
 * Texts sent to the old and the new contact after a change; {productName}, {masked}, {date}.
 */
export interface ContactChangeConfirmations {
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  phoneChangedOld: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  phoneChangedNew: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  emailChangedOld: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  emailChangedNew: string;
  /**
   * Sent to every phone and email on file when a postal address is added or changed; {productName}, {date}, {kind} (mailing, home or temporary: typeLabels).
   */
  addressChanged: string;
}
/**
 * What the member reads when a change breaks a profile rule; {type} is an address type label.
 */
export interface ProfileRuleMessages {
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  typeTaken: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  expiresOnRequired: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  expiresOnPast: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  expiresOnNotAllowed: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  phoneTaken: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  emailTaken: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  phoneTypeUnknown: string;
}
/**
 * Copy of the profile screen.
 */
export interface ProfileCopy {
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  heading: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  intro: string;
  /**
   * Heading of the language setting (a radio group of the languages' own names from locales.json).
   */
  languageHeading: string;
  /**
   * Under the language heading: what the language applies to.
   */
  languageIntro: string;
  /**
   * Button that saves the chosen language and reloads the page in it.
   */
  languageSave: string;
  /**
   * The save button's text while the language is being saved.
   */
  languageSaving: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  loading: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  error: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  retry: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  addressesHeading: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  phonesHeading: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  emailsHeading: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  noAddress: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  noPhone: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  noEmail: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  edit: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  editLabel: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  addAddress: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  addPhone: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  addEmail: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  cancel: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  addressTypeLabel: string;
  /**
   * Labels by type code.
   */
  addressTypes: {
    /**
     * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
     */
    [k: string]: string;
  };
  /**
   * Labels by type code.
   */
  phoneTypes: {
    /**
     * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
     */
    [k: string]: string;
  };
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  expiresLabel: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  expiresOn: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusActive: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusInvalid: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusDeactivated: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  statusMissing: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  verifying: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  suggestionHeading: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  suggestionIntro: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  suggested: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  entered: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  useSuggested: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  keepEntered: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  saving: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  savedAddress: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  phoneCodeTitle: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  phoneCodeSent: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  phoneCodeSave: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  phoneDoneTitle: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  phoneDone: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  done: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  savedEmail: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  stepUpNote: string;
}
/**
 * Step-up (high-risk challenge) rules the server applies, and how the web app intercepts them.
 */
export interface RiskManifest {
  /**
   * Path of the JSON Schema this file follows (for editors).
   */
  $schema?: string;
  challenge: RiskChallengeSettings;
  interception: StepUpInterception;
  /**
   * Rules, first match wins.
   *
   * @minItems 1
   */
  rules: StepUpRule[];
}
/**
 * Verification settings.
 */
export interface RiskChallengeSettings {
  /**
   * One-time code lifetime (seconds).
   */
  otpExpirySeconds: number;
  /**
   * Push approval lifetime (seconds).
   */
  pushExpirySeconds: number;
  /**
   * Wrong codes or denied pushes before lockout.
   */
  maxAttempts: number;
  /**
   * Shortest time between two codes or pushes sent for one challenge (seconds).
   */
  resendIntervalSeconds: number;
  /**
   * Most push requests a member may have waiting for an answer at once.
   */
  maxOutstandingPushes: number;
  /**
   * How often the web app asks for a push answer (seconds).
   */
  pushPollingIntervalSeconds: number;
  /**
   * Failed attempts counted over this window (per member and action); a new challenge does not reset them.
   */
  lockoutWindowSeconds: number;
  /**
   * How long a challenge stays open to verification (seconds, 10 minutes at most).
   */
  challengeLifetimeSeconds: number;
  /**
   * How long a verified challenge may approve its action (seconds).
   */
  verifiedLifetimeSeconds: number;
  /**
   * The SMS carrying a code: {productName}, {code}, {minutes}.
   */
  smsText: string;
  /**
   * The push request's text: {productName}.
   */
  pushText: string;
}
/**
 * Which responses the web app treats as step-up.
 */
export interface StepUpInterception {
  /**
   * Statuses always inspected.
   */
  statuses: number[];
  /**
   * A 400 from a validate URL counts when its message contains one of these.
   *
   * @minItems 1
   */
  badRequestMessageWords: string[];
  /**
   * URL kinds whose 400 always counts.
   *
   * @minItems 1
   */
  flaggedUrlKinds: string[];
}
/**
 * When an event needs identity verification or is denied.
 */
export interface StepUpRule {
  /**
   * Stable id.
   */
  id: string;
  /**
   * What the rule protects.
   */
  description: string;
  /**
   * The event.
   */
  event:
    | 'addExternalAccount'
    | 'achTransfer'
    | 'changeEmail'
    | 'changePhone'
    | 'changeAddress'
    | 'pinChange'
    | 'newDeviceSignIn'
    | 'changeUsername'
    | 'changePassword'
    | 'registerPushDevice'
    | 'addPasskey'
    | 'removePasskey'
    | 'revealAccountNumber';
  /**
   * Applies only at or above this amount.
   */
  minAmountCents?: number;
  /**
   * Challenge (verify identity) or deny.
   */
  outcome: 'CHALLENGE' | 'DENY';
  /**
   * Challenge workflow type.
   */
  challengeType: 'AR' | 'login' | 'HR';
  /**
   * Where to go after a verified challenge (otherwise the modal closes).
   */
  redirectAfter?: string;
}
/**
 * The whole route tree of the app.
 */
export interface RoutesManifest {
  /**
   * Path of the JSON Schema this file follows (for editors).
   */
  $schema?: string;
  /**
   * Top-level routes (the root layout's children).
   *
   * @minItems 1
   */
  routes: RouteNode[];
  notFound: NotFoundRoute;
}
/**
 * One route: a screen, a redirect or a parent of child routes.
 */
export interface RouteNode {
  /**
   * Stable name of the route, unique in the file: menus and screens link to a page by its id, so its path can change here alone. Every route with a path has one; an index route answers its parent's path and id.
   */
  id?: string;
  /**
   * Path segment(s) relative to the parent, without a leading slash, such as "accounts" or "list/summary".
   */
  path?: string;
  /**
   * The parent path itself renders this route.
   */
  index?: boolean;
  /**
   * Screen to render. On a route with children it is a section around them (it renders their page in an outlet), and the index child answers its path.
   */
  screen?: string;
  /**
   * Absolute path this route sends the member to.
   */
  redirect?: string;
  /**
   * Page title (the product-name suffix is appended).
   */
  title?: string;
  pageKey?: PageKey;
  /**
   * Flag that must be on; when off, the feature-unavailable modal shows and the member goes home.
   */
  flag?: string;
  /**
   * With the flag off, show the modal but stay on the page.
   */
  stayOnFlagOff?: boolean;
  /**
   * Permission guard; when denied, the feature-unavailable modal shows.
   */
  guard?: string;
  /**
   * Trusted (non-master) users get the access-unavailable modal instead.
   */
  trustedUserBlocked?: boolean;
  /**
   * Page layout; inherited from the parent when omitted (top level: retail).
   */
  layout?: 'retail' | 'onboarding' | 'bare';
  /**
   * Reachable without a session (sign-in only).
   */
  public?: boolean;
  frame?: RouteFrame;
  /**
   * Child routes.
   *
   * @minItems 1
   */
  children?: RouteNode[];
}
/**
 * Embedded-frame page: the generic frame layout with a back button.
 */
export interface RouteFrame {
  /**
   * Title shown above the frame.
   */
  title?: string;
  /**
   * Frame source: an https URL, or a same-origin partner page under /partner/.
   */
  src?: string;
  /**
   * Single sign-on target whose ssoPostUrl the frame loads.
   */
  sso?: string;
}
/**
 * What an unknown path does.
 */
export interface NotFoundRoute {
  /**
   * Where unknown paths go.
   */
  redirect: string;
}
/**
 * Savings goals on a savings account: how many an account may keep, the largest target and the longest name the server accepts, and the words of the goals list and the account page's goals section. Loaded only by the server and those screens, never in the first page load.
 */
export interface SavingsGoalsManifest {
  /**
   * Path of the JSON Schema this file follows (for editors).
   */
  $schema?: string;
  limits: SavingsGoalLimits;
  copy: SavingsGoalsCopy;
}
export interface SavingsGoalLimits {
  /**
   * Most goals one savings account may keep.
   */
  maxGoalsPerAccount: number;
  /**
   * Largest target a goal may have, in cents.
   */
  maxTargetCents: number;
  /**
   * Longest goal name, in characters.
   */
  maxNameLength: number;
}
/**
 * Every piece of text of the savings-goal screens, by key. Tokens in {braces} are filled in at run time.
 */
export interface SavingsGoalsCopy {
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  listHeading: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  listIntro: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  sectionHeading: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  progressRule: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  loading: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  error: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  empty: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  noSavings: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  progressLabel: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  progressValue: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  reached: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  targetBy: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  accountLabel: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  nameLabel: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  targetLabel: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  targetHint: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  dateLabel: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  dateHint: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  add: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  addHeading: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  editHeading: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  edit: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  editLabel: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  remove: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  removeLabel: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  save: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  cancel: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  saved: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  removed: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  saveFailed: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  nameInvalid: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  targetInvalid: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  dateInvalid: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  maxGoals: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  viewAll: string;
}
/**
 * Sign-in help (forgot username, forgot password, first-time enrolment) and the survey on sign-out: limits the server enforces, the texts it sends, the survey's questions and the screens' copy. Loaded only by those screens and the server, never in the first page load.
 */
export interface SignInHelpManifest {
  /**
   * Path of the JSON Schema this file follows (for editors).
   */
  $schema: string;
  recovery: SignInHelpRecoverySettings;
  logoutSurvey?: LogoutSurveySettings;
  copy: SignInHelpCopy;
}
/**
 * How a member proves who they are without signing in: account facts, then a one-time code to the phone on file.
 */
export interface SignInHelpRecoverySettings {
  /**
   * Digits of the one-time code.
   */
  codeLength: number;
  /**
   * How long a sent code may be entered (seconds).
   */
  codeExpirySeconds: number;
  /**
   * Wrong codes before the recovery locks (it must then be started again, within the start limits).
   */
  maxCodeAttempts: number;
  /**
   * How long a verified recovery may set the new password or credentials (seconds from its start).
   */
  lifetimeSeconds: number;
  startsPerAddress: SignInHelpStartLimit;
  startsPerIdentity: SignInHelpStartLimit;
  callsPerAddress: SignInHelpStartLimit;
  /**
   * The SMS carrying the code: {productName}, {code}, {minutes}.
   */
  codeText: string;
  /**
   * The SMS telling a proven member their username: {productName}, {username}.
   */
  usernameText: string;
  /**
   * The SMS telling the member their password was reset (optional): {productName}, {phone}.
   */
  passwordChangedText?: string;
}
export interface SignInHelpStartLimit {
  /**
   * The most calls (starts) in the window.
   */
  maxStarts: number;
  /**
   * The window (seconds).
   */
  windowSeconds: number;
}
/**
 * The survey shown after sign-out. Absent, or with no questions: not configured, so never shown. Also skipped when the flag show-logout-survey is off for the member, or when an alert type of config/alerts.json marked skipsLogoutSurvey is the member's precheck alert.
 */
export interface LogoutSurveySettings {
  /**
   * How long after sign-out the survey may be answered (its one-time token's lifetime).
   */
  answerWithinSeconds: number;
  /**
   * @maxItems 10
   */
  questions: LogoutSurveyQuestion[];
}
export interface LogoutSurveyQuestion {
  /**
   * Stored with the answers: never reuse or rename one.
   */
  id: string;
  /**
   * choice: one of options; text: free text up to maxLength.
   */
  kind: 'choice' | 'text';
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  label: string;
  /**
   * @minItems 2
   * @maxItems 10
   */
  options?: LogoutSurveyOption[];
  maxLength?: number;
}
export interface LogoutSurveyOption {
  value: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  label: string;
}
/**
 * Copy of the sign-in help screens and the survey, by screen.
 */
export interface SignInHelpCopy {
  common: SignInHelpCommonCopy;
  forgotUsername: SignInHelpForgotUsernameCopy;
  forgotPassword: SignInHelpForgotPasswordCopy;
  enrol: SignInHelpEnrolCopy;
  survey: SignInHelpSurveyCopy;
}
export interface SignInHelpCommonCopy {
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  backToSignIn: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  continue: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  working: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  codeSent: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  startOver: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  factsHelp: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  passwordMismatch: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  unexpected: string;
}
export interface SignInHelpForgotUsernameCopy {
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  heading: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  intro: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  yourUsername: string;
}
export interface SignInHelpForgotPasswordCopy {
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  heading: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  intro: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  done: string;
}
export interface SignInHelpEnrolCopy {
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  heading: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  intro: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  done: string;
}
export interface SignInHelpSurveyCopy {
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  heading: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  intro: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  submit: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  skip: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  sending: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  thanks: string;
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  failed: string;
}
/**
 * Partnership single sign-on targets: GET /api/partnership<path> answers { ssoPostUrl, validationError }; and the credit union's OpenID Connect identity provider members may sign in through.
 */
export interface SsoManifest {
  /**
   * Path of the JSON Schema this file follows (for editors).
   */
  $schema?: string;
  /**
   * How long a minted hand-off token stays redeemable (it also works only once).
   */
  handOffSeconds?: number;
  targets: SsoTargets;
  identityProvider?: IdentityProviderSignIn;
}
/**
 * Targets by camelCase key.
 */
export interface SsoTargets {
  [k: string]: SsoTarget;
}
/**
 * A partner hand-off.
 *
 * This interface was referenced by `SsoTargets`'s JSON-Schema definition
 * via the `patternProperty` "^[a-z][A-Za-z0-9]*$".
 */
export interface SsoTarget {
  /**
   * What the partner provides.
   */
  description: string;
  /**
   * Partnership path; {name} segments are filled from the caller's parameters.
   */
  path: string;
  /**
   * The capability of config/policy.json a hand-off to this target exercises: the server refuses the hand-off when the policy does not allow it.
   */
  capability: string;
  /**
   * Fixed query parameters.
   */
  query?: {
    [k: string]: string;
  };
  optionalQuery?: SsoOptionalQuery;
  /**
   * How the partner page opens (none: the answer is used in-app, e.g. a chat token).
   */
  opens: 'popup' | 'newTab' | 'frame' | 'sameWindow' | 'none';
  /**
   * Refuse the hand-off when validationError is non-empty.
   */
  checksValidationError?: boolean;
  /**
   * Modal shown when the call fails (the pop-up closes).
   */
  errorModal?: string;
  /**
   * Permission guard the hand-off needs; canViewProductSummary when absent.
   */
  guard?: string;
  /**
   * The kinds of account the {id} (and {debitId}'s) path parameter must name; any visible account when absent.
   *
   * @minItems 1
   */
  idKinds?: SsoAccountKind[];
  eligibleWhen?: SsoEligibleWhen;
  eligibility?: SsoEligibility;
  accountCheck?: SsoAccountCheck;
}
/**
 * A query parameter the caller may add.
 */
export interface SsoOptionalQuery {
  /**
   * Parameter name.
   */
  name: string;
  /**
   * Allowed values.
   *
   * @minItems 1
   */
  values: string[];
}
/**
 * Refuse the hand-off (validationError) unless this visibility rule holds for the member, judged by the server as the menus judge it (flags, guards, audiences), e.g. the Investment Center only for the master-agreement holder of a personal membership.
 */
export interface SsoEligibleWhen {
  rule: VisibilityRule;
  /**
   * The validationError a member it does not hold for reads.
   */
  refusal: string;
}
/**
 * Refuse the hand-off (validationError) unless the member's agreement holds an open account of one of these kinds.
 */
export interface SsoEligibility {
  /**
   * Account kinds that make the member eligible.
   *
   * @minItems 1
   */
  accountKinds: SsoAccountKind[];
  /**
   * The validationError a member without one reads.
   */
  refusal: string;
}
/**
 * Refuse the hand-off (validationError) unless the account its {id} names passes this server check (the same one the product's own eligibility call answers); the web app hands off the member's first account of idKinds that passes it.
 */
export interface SsoAccountCheck {
  /**
   * directDeposit: the account may receive direct deposits (open checking, old enough, no blocking condition).
   */
  check: 'directDeposit';
  /**
   * The validationError a member reads when the account fails the check.
   */
  refusal: string;
}
/**
 * The credit union's OpenID Connect provider as a way to sign in. It is offered only when enabled and its issuer, client id and client secret variables are all set.
 */
export interface IdentityProviderSignIn {
  /**
   * Offer sign-in through the provider (still only when its environment variables are set).
   */
  enabled: boolean;
  /**
   * The sign-in page's button, e.g. "Sign in with Example Credit Union ID".
   */
  buttonLabel: string;
  /**
   * Environment variable holding the provider's issuer URL (its discovery document is read from there).
   */
  issuerEnv: string;
  /**
   * Environment variable holding this app's client id at the provider.
   */
  clientIdEnv: string;
  /**
   * Environment variable holding this app's client secret at the provider (it also keys the encryption of stored refresh tokens).
   */
  clientSecretEnv: string;
  /**
   * Environment variable holding this app's public origin (https://banking.example.org), from which the redirect URIs registered at the provider are built; when unset, the origin the browser called.
   */
  publicUrlEnv: string;
  /**
   * Scopes asked for; must include openid.
   *
   * @minItems 1
   */
  scopes: string[];
  /**
   * The ID token claim that identifies the member at the provider (matched against the linked subjects); normally sub.
   */
  subjectClaim: string;
  /**
   * A session refresh this many seconds or fewer before the provider's access token expires renews the provider's tokens with its refresh token; a refusal ends the session.
   */
  silentRefreshSecondsBeforeExpiry: number;
  /**
   * How long a started sign-in waits for the provider's answer (the callback) before it is refused.
   */
  signInAttemptSeconds: number;
}
/**
 * The staff channel: the service desk's member search, a staff visit of a member (its banner and the reason asked for every action), the staff inbox, the staff audit and the member-service tools (MRC portal, beneficiaries). Loaded only by the staff screens and the server, never in a member's first page load.
 */
export interface StaffManifest {
  /**
   * Path of the JSON Schema this file follows (for editors).
   */
  $schema: string;
  visit: Visit;
  actionReason: ActionReason;
  desk: Desk;
  inbox: Inbox;
  audit: Audit;
  memberService: MemberService;
  studio: StudioCopy;
}
/**
 * Opening a member: the reason the representative gives, and the banner shown on every page while they serve the member.
 */
export interface Visit {
  /**
   * The fewest characters a reason may have (server and form).
   */
  reasonMinLength: number;
  /**
   * The most characters a reason may have.
   */
  reasonMaxLength: number;
  /**
   * The staff banner; {member}, {memberNumber} and {staff} are filled in.
   */
  bannerTemplate: string;
  /**
   * Added to the banner when the member reads the product in another language than the default; {language} is its name (config/locales.json).
   */
  languageTemplate: string;
  /**
   * Label of the visit's reason in the banner.
   */
  reasonLabel: string;
  /**
   * The banner's button that ends the visit and goes back to the member search.
   */
  endSession: string;
}
/**
 * The dialog that asks a representative why, before any action they take for a member (the server refuses an action without one).
 */
export interface ActionReason {
  title: string;
  body: string;
  label: string;
  submit: string;
  cancel: string;
  /**
   * Shown when the reason is shorter than visit.reasonMinLength; {min} is filled in.
   */
  tooShort: string;
}
/**
 * The service desk's member search (/servicedesk/search): paging, the shortest term searched, membership type labels and the screen's copy.
 */
export interface Desk {
  /**
   * Members per page of results.
   */
  pageSize: number;
  /**
   * The fewest characters a search term may have once trimmed (server and form).
   */
  queryMinLength: number;
  /**
   * The label of a result's membership type: members.membership_type 'P' is personal, any other code business.
   */
  membershipTypes: {
    personal: string;
    business: string;
  };
  heading: string;
  intro: string;
  searchLabel: string;
  searchHint: string;
  searchButton: string;
  searching: string;
  /**
   * {min} is desk.queryMinLength.
   */
  tooShort: string;
  searchFailed: string;
  resultsHeading: string;
  resultsCount: PluralText;
  noResults: string;
  memberNumberLabel: string;
  memberSinceLabel: string;
  cityLabel: string;
  membershipTypeLabel: string;
  accountsLabel: string;
  phoneLabel: string;
  /**
   * Shown for a result with no accounts, city or phone.
   */
  none: string;
  open: string;
  /**
   * The accessible name of a result's Open button; {member} is filled in.
   */
  openLabel: string;
  pagingLabel: string;
  previous: string;
  next: string;
  /**
   * {page} and {pages} are filled in.
   */
  pageStatus: string;
  /**
   * The open dialog's title; {member} is filled in.
   */
  openTitle: string;
  openBody: string;
  /**
   * {min} and {max} are visit.reasonMinLength and visit.reasonMaxLength.
   */
  reasonHint: string;
  openSubmit: string;
  opening: string;
  cancel: string;
  /**
   * {min} is visit.reasonMinLength.
   */
  reasonTooShort: string;
  openFailed: string;
  /**
   * Shown on the search while a visit is open; {member} is filled in.
   */
  visitHeading: string;
  /**
   * {memberNumber} and {reason} are filled in.
   */
  visitBody: string;
  /**
   * {member} is filled in.
   */
  continueVisit: string;
  toolsLabel: string;
  inboxLink: string;
  loanReviewsLink: string;
  auditLink: string;
}
/**
 * The staff inbox (/servicedesk/inbox): members' message threads and chats with a status and an assignee, staff replies, and opening what a message is about in the member's account.
 */
export interface Inbox {
  /**
   * Conversations a page of the inbox lists.
   */
  pageSize: number;
  /**
   * The most characters a staff reply may have (a chat reply also stays within config/chat.json messageMaxLength).
   */
  replyMaxLength: number;
  /**
   * The subject a chat conversation shows in the inbox (chats have none of their own).
   */
  chatSubject: string;
  /**
   * The reason of the staff visit the inbox opens to show what a message is about; {subject} is the conversation's subject.
   */
  visitReasonTemplate: string;
  /**
   * The server's answers to a refused inbox call.
   */
  errors: {
    replyEmpty: string;
    /**
     * {max} is filled in.
     */
    replyTooLong: string;
    chatClosed: string;
    /**
     * A file sent for a chat, which carries none.
     */
    chatNoAttachments: string;
    assigneeNotStaff: string;
  };
  copy: InboxCopy;
}
/**
 * The staff inbox screen's words. {tokens} are filled in where named.
 */
export interface InboxCopy {
  heading: string;
  intro: string;
  /**
   * The link back to the member search.
   */
  searchLink: string;
  filtersLabel: string;
  statusLabel: string;
  allStatuses: string;
  /**
   * A status filter with its count: {status}, {count}.
   */
  tabLabel: string;
  statuses: InboxStatusLabels;
  assigneeLabel: string;
  assignees: {
    me: string;
    unassigned: string;
    all: string;
  };
  listHeading: string;
  loading: string;
  error: string;
  retry: string;
  empty: string;
  kinds: {
    message: string;
    chat: string;
  };
  unassigned: string;
  /**
   * A conversation's button in the list: {subject}, {member}.
   */
  openLabel: string;
  previousPage: string;
  nextPage: string;
  /**
   * {page}, {pages}.
   */
  pagePosition: string;
  paginationLabel: string;
  noneSelected: string;
  back: string;
  detailLoading: string;
  detailError: string;
  memberLabel: string;
  memberNumberLabel: string;
  assignedLabel: string;
  lastActivityLabel: string;
  assignToMe: string;
  unassign: string;
  statusSelectLabel: string;
  saveStatus: string;
  updated: string;
  updateFailed: string;
  aboutLabel: string;
  /**
   * Opens a staff visit of the member and the item in their account.
   */
  openReference: string;
  openingReference: string;
  referenceFailed: string;
  entriesHeading: string;
  authors: {
    member: string;
    staff: string;
    creditUnion: string;
  };
  replyHeading: string;
  replyLabel: string;
  replyHintMessage: string;
  replyHintChat: string;
  sendReply: string;
  sending: string;
  /**
   * The live status message after a reply.
   */
  replySent: string;
  replyFailed: string;
  /**
   * Shown instead of the reply form and the changes to staff who may only read the inbox.
   */
  viewOnly: string;
  /**
   * Names the list of a message's files.
   */
  attachmentsLabel: string;
  /**
   * A file's download link: {fileName}, {size} and {type} are filled in.
   */
  attachmentDownload: string;
  /**
   * The reply's file field.
   */
  attachLabel: string;
  /**
   * Under the file field: {types}, {max} (a file's largest size) and {count} (files per reply) are filled in.
   */
  attachHint: string;
  /**
   * Live status while a file uploads; {fileName}.
   */
  attachUploading: string;
  /**
   * Live status once a file is attached; {fileName}.
   */
  attachAttached: string;
  /**
   * A refused file: {fileName} and the server's {reason}.
   */
  attachFailed: string;
  /**
   * More files than a reply takes; {max}.
   */
  attachTooMany: string;
  attachedListLabel: string;
  attachRemove: string;
  /**
   * The Remove button's accessible name; {fileName}.
   */
  attachRemoveLabel: string;
  /**
   * Live status once a file is removed; {fileName}.
   */
  attachRemoved: string;
}
export interface InboxStatusLabels {
  NEW: string;
  OPEN: string;
  PENDING: string;
  CLOSED: string;
}
/**
 * The staff audit: the supervisor's search (/servicedesk/audit), the readable names of audited calls, and how far back the member's own Staff Access list reaches (its copy is in config/copy.json, screens.security).
 */
export interface Audit {
  /**
   * Audit rows per page of a search.
   */
  pageSize: number;
  /**
   * How many months back the member's own Staff Access list in the security hub reaches.
   */
  memberWindowMonths: number;
  heading: string;
  intro: string;
  filtersLabel: string;
  staffUsernameLabel: string;
  memberNumberLabel: string;
  fromLabel: string;
  toLabel: string;
  search: string;
  clear: string;
  /**
   * Shown (and answered by the server) when From is after To.
   */
  dateRangeInvalid: string;
  resultsLabel: string;
  empty: string;
  loading: string;
  loadFailed: string;
  retry: string;
  columnWhen: string;
  columnStaff: string;
  columnMember: string;
  columnAction: string;
  columnStatus: string;
  columnReason: string;
  columnSource: string;
  columnDetail: string;
  /**
   * A result's member; {name} and {memberNumber} are filled in.
   */
  memberTemplate: string;
  /**
   * A result's staff user; {name} and {username} are filled in.
   */
  staffTemplate: string;
  noMember: string;
  noReason: string;
  /**
   * A result whose call has no answer recorded (still running, or the answer could not be recorded).
   */
  noStatus: string;
  noDetail: string;
  showDetail: string;
  pagingLabel: string;
  /**
   * Where the paging is; {page} is filled in.
   */
  pageStatus: string;
  previousPage: string;
  nextPage: string;
  /**
   * What a call is named when no audit.actions entry matches its route; {method} and {route} are filled in.
   */
  fallbackAction: string;
  /**
   * Readable names of audited calls, first match wins: a route pattern starting with prefix (and containing contains, when given), made with one of methods (any method when absent).
   *
   * @minItems 1
   */
  actions: {
    prefix: string;
    contains?: string;
    /**
     * @minItems 1
     */
    methods?: ('GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'REPORT')[];
    label: string;
  }[];
}
/**
 * The member-service tools of the staff channel: the MRC portal (the served member's overview, sign-in and verification unlocks) and manage beneficiaries of IRA and payable-on-death accounts.
 */
export interface MemberService {
  /**
   * How many of the member's recent staff visits the MRC portal lists.
   */
  recentVisitsLimit: number;
  /**
   * Pages the MRC portal links to (routes.json paths).
   */
  paths: {
    /**
     * The service desk's member search (where a representative opens a member).
     */
    memberSearch: string;
    /**
     * The served member's accounts.
     */
    accounts: string;
    /**
     * The profile page where the member's address is changed.
     */
    profile: string;
    /**
     * The manage beneficiaries page.
     */
    beneficiaries: string;
  };
  /**
   * Copy of the MRC portal (/more-menu/mrc-portal).
   */
  portal: {
    heading: string;
    intro: string;
    noVisit: string;
    memberSearchLink: string;
    loading: string;
    loadError: string;
    retry: string;
    memberHeading: string;
    memberNumber: string;
    memberSince: string;
    membershipType: string;
    accountCount: string;
    contactsHeading: string;
    phoneLabel: string;
    emailLabel: string;
    addressLabel: string;
    noContacts: string;
    conditionsHeading: string;
    noConditions: string;
    conditionColumn: string;
    alertTypeColumn: string;
    accessHeading: string;
    signInLocked: string;
    signInOpen: string;
    /**
     * {events} is filled in with the locked step-up events.
     */
    stepUpLocked: string;
    stepUpOpen: string;
    unlockSignIn: string;
    unlockStepUp: string;
    unlockReasonLabel: string;
    /**
     * {min} is filled in with visit.reasonMinLength.
     */
    unlockReasonHint: string;
    /**
     * After an unlock; {count} is filled in with the failed attempts cleared.
     */
    unlocked: string;
    nothingToUnlock: string;
    unlockFailed: string;
    visitsHeading: string;
    noVisits: string;
    visitDate: string;
    visitStaff: string;
    visitReason: string;
    linksHeading: string;
    profileLink: string;
    accountsLink: string;
    beneficiariesLink: string;
    /**
     * Label of each membership type code (members.membership_type); an unknown code is shown as it is.
     */
    membershipTypes: {
      [k: string]: string;
    };
  };
  /**
   * The MRC portal's provider sign-in section: the subjects at the credit union's OpenID Connect provider (config/sso.json identityProvider) that sign the served member in, linking one and unlinking one.
   */
  providerSignIn: {
    /**
     * The longest subject staff may link (OpenID Connect caps a subject at 255 characters).
     */
    subjectMaxLength: number;
    /**
     * The characters a subject may have (a regular expression matched against the whole subject, after trimming).
     */
    subjectPattern: string;
    heading: string;
    intro: string;
    notConfigured: string;
    loading: string;
    loadError: string;
    retry: string;
    noLinks: string;
    tableCaption: string;
    issuerColumn: string;
    subjectColumn: string;
    linkedAtColumn: string;
    actionColumn: string;
    unlink: string;
    unlinkLabel: string;
    formHeading: string;
    subjectLabel: string;
    subjectHint: string;
    subjectRequired: string;
    subjectInvalid: string;
    reasonLabel: string;
    reasonHint: string;
    link: string;
    linking: string;
    linked: string;
    alreadyLinked: string;
    unlinked: string;
    linkFailed: string;
    unlinkFailed: string;
  };
  /**
   * Copy and rules of manage beneficiaries (/more-menu/manage-beneficiaries).
   */
  beneficiaries: {
    heading: string;
    intro: string;
    loading: string;
    loadError: string;
    retry: string;
    noAccounts: string;
    /**
     * An account's heading; {name} and {lastFour} are filled in.
     */
    accountLabel: string;
    nameLabel: string;
    relationshipLabel: string;
    relationshipPlaceholder: string;
    designationLabel: string;
    shareLabel: string;
    add: string;
    remove: string;
    /**
     * Accessible name of a row's remove button; {number} is filled in.
     */
    removeLabel: string;
    /**
     * A row's legend; {number} is filled in.
     */
    rowLegend: string;
    emptyList: string;
    /**
     * The running totals; {primary} and {contingent} are filled in.
     */
    totals: string;
    reasonLabel: string;
    save: string;
    saving: string;
    saved: string;
    saveFailed: string;
    fixErrors: string;
    /**
     * Label of each kind of account with beneficiaries.
     */
    kinds: {
      IRA: string;
      POD: string;
    };
    /**
     * Label of each designation.
     */
    designations: {
      PRIMARY: string;
      CONTINGENT: string;
    };
    /**
     * The longest beneficiary name (server and form: engine/core/beneficiary-rules.ts).
     */
    nameMaxLength: number;
    /**
     * The most beneficiaries one account may name.
     */
    maxBeneficiaries: number;
    /**
     * The relationships a beneficiary may have to the member (the form's choices; the server refuses any other).
     *
     * @minItems 1
     */
    relationships: string[];
    errors: BeneficiaryRuleMessages;
  };
}
/**
 * The product owner's studio (/studio): drafts, their checks and changes, publishing and the versions.
 */
export interface StudioCopy {
  /**
   * Labels the form view's choice of which part of the manifest it shows (a menu, a modal, a section).
   */
  partLabel: string;
  /**
   * The part choice that shows the whole manifest in one form.
   */
  wholeManifest: string;
  preview: StudioPreviewCopy;
  heading: string;
  intro: string;
  loading: string;
  loadFailed: string;
  retry: string;
  draftsHeading: string;
  noDrafts: string;
  draftBy: string;
  review: string;
  editHeading: string;
  manifestLabel: string;
  titleLabel: string;
  formView: string;
  rawView: string;
  viewLabel: string;
  rawLabel: string;
  rawInvalid: string;
  check: string;
  submit: string;
  submitted: string;
  issuesHeading: string;
  noIssues: string;
  issue: string;
  changesHeading: string;
  noChanges: string;
  pointerColumn: string;
  beforeColumn: string;
  afterColumn: string;
  absent: string;
  reviewHeading: string;
  reasonLabel: string;
  publish: string;
  published: string;
  versionsHeading: string;
  versionNumber: string;
  versionRelease: string;
  versionCurrent: string;
  versionBy: string;
  versionRestoredBy: string;
  restoreReasonLabel: string;
  restore: string;
  restored: string;
  failed: string;
  /**
   * Labels the form's choice of which shape a value takes (a rule that is a flag, a guard, or all or any of others); {name} is the value's name.
   */
  schemaChoice: string;
  /**
   * The shape of a flag's value that is on or off (the form's choice).
   */
  flagOnOff: string;
  /**
   * The shape of a flag's value that is settings, each edited as the type of its value (the form's choice).
   */
  flagSettings: string;
}
/**
 * The studio's preview of a draft in the member app, and the members it previews as.
 */
export interface StudioPreviewCopy {
  heading: string;
  intro: string;
  memberLabel: string;
  /**
   * Labels the choice of the member page the preview opens on.
   */
  pageLabel: string;
  /**
   * The page choice for the member's first page after signing in.
   */
  firstPage: string;
  /**
   * The menus (config/menus.json, as the draft has them) whose pages the preview may open on, each item a page, labelled as the draft labels it; a menu the draft lacks offers none.
   *
   * @minItems 1
   */
  pageMenus: string[];
  widthLabel: string;
  phoneWidth: string;
  desktopWidth: string;
  show: string;
  /**
   * Names the preview's frame for assistive technology; {title} is the draft's, {member} the chosen member's label.
   */
  frameTitle: string;
  /**
   * The credit union's preview members: the only users a preview signs in as (test members, never a real member's sign-in). The server refuses any other.
   *
   * @minItems 1
   */
  members: {
    username: string;
    label: string;
  }[];
}
/**
 * The policy and information pages of /static/:page, linked from the footer and the small-screen footer: their text by page slug, the branches with their hours, and the pages' labels. {memberServicesPhone}, {routingNumber} and {productName} are filled from config/app.json. Loaded only by the static-page screen.
 */
export interface StaticPagesManifest {
  /**
   * Path of the JSON Schema this file follows (for editors).
   */
  $schema: string;
  copy: StaticPagesCopy;
  /**
   * Branches, in the order shown.
   *
   * @minItems 1
   */
  branches: StaticBranch[];
  pages: StaticPages;
}
/**
 * Labels of the static-page screen.
 */
export interface StaticPagesCopy {
  /**
   * Name of the page's table of contents.
   */
  onThisPage: string;
  /**
   * When the page was last revised; {date}.
   */
  lastUpdated: string;
  /**
   * Label of the member services phone.
   */
  phoneLabel: string;
  /**
   * Label of the routing number.
   */
  routingNumberLabel: string;
  /**
   * Heading of the branch list.
   */
  branchesHeading: string;
  /**
   * Label of a branch's phone.
   */
  branchPhone: string;
  /**
   * Label of a branch's hours.
   */
  branchHours: string;
  /**
   * Label of a branch's services.
   */
  branchServices: string;
  /**
   * Heading for an unknown page.
   */
  notFoundTitle: string;
  /**
   * Text for an unknown page.
   */
  notFoundBody: string;
  /**
   * Name of the list of every page, on the not-found state.
   */
  allPagesLabel: string;
}
export interface StaticBranch {
  /**
   * Branch name.
   */
  name: string;
  /**
   * Street address.
   */
  street: string;
  /**
   * City.
   */
  city: string;
  /**
   * Two-letter state code.
   */
  state: string;
  /**
   * ZIP code.
   */
  zip: string;
  /**
   * Branch phone, (NNN) NNN-NNNN.
   */
  phone: string;
  /**
   * Opening hours by days.
   *
   * @minItems 1
   */
  hours: StaticBranchHours[];
  /**
   * Services offered there.
   *
   * Items: Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  services: string[];
}
export interface StaticBranchHours {
  /**
   * The days, e.g. Monday to Friday.
   */
  days: string;
  /**
   * The hours, or Closed.
   */
  hours: string;
}
/**
 * Pages by slug (the :page of /static/:page).
 */
export interface StaticPages {
  [k: string]: StaticPage;
}
/**
 * One information page.
 *
 * This interface was referenced by `StaticPages`'s JSON-Schema definition
 * via the `patternProperty` "^[a-z][a-z0-9-]*$".
 */
export interface StaticPage {
  /**
   * Page heading and document title.
   */
  title: string;
  /**
   * The opening paragraph.
   */
  summary: string;
  /**
   * When the text was last revised.
   */
  updated: string;
  /**
   * Show the member services phone and routing number (config/app.json).
   */
  showContactFacts?: boolean;
  /**
   * Show the branches with their hours.
   */
  showBranches?: boolean;
  /**
   * Sections in order, each with a heading.
   *
   * @minItems 1
   */
  sections: StaticPageSection[];
}
export interface StaticPageSection {
  /**
   * Section heading.
   */
  heading: string;
  /**
   * Paragraphs.
   *
   * @minItems 1
   *
   * Items: Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  paragraphs?: string[];
  /**
   * A bulleted list after the paragraphs.
   *
   * @minItems 1
   *
   * Items: Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  items?: string[];
}
/**
 * Trusted users (access levels per feature): how long an invitation link lives, the acceptance endpoints' rate limit, which privileges (resource.function.privilege, the identifiers of permissions.json) each access level grants for the accounts and for each feature, and the screens' copy. The server writes these privileges to the access-control tables (function_groups) when a master holder invites or edits a trusted user; the seed's view-only and move-money groups come from the same mapping. Loaded lazily by the trusted-users screens.
 */
export interface TrustedUsersManifest {
  /**
   * Path of the JSON Schema this file follows (for editors).
   */
  $schema?: string;
  invitation: TrustedUserInvitationRules;
  acceptance: TrustedUserAcceptanceLimit;
  accounts: TrustedUserLevelGrants;
  features: TrustedUserFeatureGrants;
  copy: TrustedUsersCopy;
}
export interface TrustedUserInvitationRules {
  /**
   * How long a one-time invitation link works.
   */
  expiresInHours: number;
  /**
   * The public page the link opens; the token follows in the fragment (#), so it never reaches a server log.
   */
  linkPath: string;
  /**
   * Most invitations one agreement may have waiting at a time.
   */
  maxPending: number;
}
export interface TrustedUserAcceptanceLimit {
  /**
   * Calls to the public invitation endpoints one client address may make in the window (then 429).
   */
  maxAttemptsPerAddress: number;
  windowSeconds: number;
}
/**
 * The privileges each offered level grants; each level's list must contain the lower level's.
 */
export interface TrustedUserLevelGrants {
  VIEW_ONLY?: PrivilegeList;
  MOVE_MONEY?: PrivilegeList;
  FULL_ACCESS?: PrivilegeList;
}
/**
 * The features: per feature the levels a master holder may choose (NO_ACCESS is always offered and grants nothing) and their privileges. A feature's level may not exceed the overall level.
 */
export interface TrustedUserFeatureGrants {
  BILL_PAY: TrustedUserLevelGrants;
  PROFILE: TrustedUserLevelGrants;
  MESSAGES: TrustedUserLevelGrants;
  ACCOUNT_NOTIFICATIONS: TrustedUserLevelGrants;
}
/**
 * Every word the trusted-users screens show. {name}-style tokens are filled in at run time.
 */
export interface TrustedUsersCopy {
  /**
   * Text a member reads; shown exactly as written. {name} tokens are filled in at run time.
   */
  [k: string]: string;
}
/**
 * Upload-documents portal choices by member type.
 */
export interface UploadPortalsManifest {
  /**
   * Path of the JSON Schema this file follows (for editors).
   */
  $schema?: string;
  /**
   * Single sign-on target that opens a portal.
   */
  sso: string;
  /**
   * Choices for personal members.
   *
   * @minItems 1
   */
  consumer: UploadPortal[];
  /**
   * Choices for business members.
   *
   * @minItems 1
   */
  business: UploadPortal[];
  chatbot: UploadChatbotEntry;
  uploads: UploadRules;
  copy: UploadDocumentsCopy;
}
/**
 * A document portal choice.
 */
export interface UploadPortal {
  /**
   * Stable id.
   */
  id: string;
  /**
   * Choice label.
   */
  label: string;
  /**
   * Text under the label.
   */
  description: string;
  /**
   * Portal code sent to the docup single sign-on target.
   */
  portal?: string;
  /**
   * Shows information only; no upload.
   */
  informationalOnly: boolean;
  /**
   * upload: the member uploads here, in the app; handOff: the portal's single sign-on (handOff). Required unless informationalOnly.
   */
  delivery?: 'upload' | 'handOff';
  /**
   * Ids of uploads.fileTypes this portal accepts (delivery upload).
   *
   * @minItems 1
   */
  acceptedTypes?: string[];
  /**
   * Label of an optional reference field (a case or loan number) sent with the upload.
   */
  referenceLabel?: string;
  handOff?: UploadHandOff;
}
/**
 * Where a handOff portal sends the member: the app route of the hand-off screen and its single sign-on target.
 */
export interface UploadHandOff {
  /**
   * The sso.json target.
   */
  sso: string;
  /**
   * The hand-off screen (/docup/link, /cgiportal/link).
   */
  route: string;
}
/**
 * The chatbot entry.
 */
export interface UploadChatbotEntry {
  /**
   * Entry label.
   */
  label: string;
  /**
   * Text under the label.
   */
  description: string;
  /**
   * Opens the chat panel.
   */
  action: 'toggleChat';
}
/**
 * What an in-app upload accepts and how it is receipted.
 */
export interface UploadRules {
  /**
   * Largest file accepted, in bytes (413 above it).
   */
  maxBytes: number;
  /**
   * Letters the receipt number starts with; ten digits follow.
   */
  receiptPrefix: string;
  /**
   * File types a portal may accept; decided from the file's bytes.
   *
   * @minItems 1
   */
  fileTypes: UploadFileType[];
  intake: UploadIntakeLimits;
  virusScan: UploadVirusScan;
  errors: UploadErrors;
}
/**
 * A file type an upload may be.
 */
export interface UploadFileType {
  /**
   * Id portals name in acceptedTypes.
   */
  id: string;
  /**
   * The media type file-type detects from the bytes.
   */
  mediaType: string;
  /**
   * Name the member reads (PDF).
   */
  label: string;
  /**
   * File name extensions of this type, without the dot.
   *
   * @minItems 1
   */
  extensions: string[];
}
/**
 * Limits every member upload (documents, dispute documents, message attachments) meets before its body is read.
 */
export interface UploadIntakeLimits {
  /**
   * Uploads one session may have in progress at once; one more is answered 429 (busy).
   */
  concurrentPerSession: number;
  /**
   * Uploads one membership may have in progress at once, all its sessions together; one more is answered 429 (busy).
   */
  concurrentPerMember: number;
  /**
   * Uploads one server process takes in at once, every member together; one more is answered 503 (serverBusy) with Retry-After, so a flood from many sessions cannot slow every other member.
   */
  concurrentPerServer: number;
  /**
   * The Retry-After a serverBusy answer carries.
   */
  retryAfterSeconds: number;
  /**
   * Bytes a membership may upload within windowHours, every upload path together; past it 429 (quotaReached).
   */
  memberBytesPerWindow: number;
  /**
   * The rolling window memberBytesPerWindow counts over.
   */
  windowHours: number;
}
/**
 * The virus-scan hook every upload passes before it is stored.
 */
export interface UploadVirusScan {
  /**
   * demo-signature: refuses files carrying a known test signature (the EICAR test file).
   */
  engine: 'demo-signature';
}
/**
 * What the member reads when an upload is refused. {max}, {types} and {extensions} are filled in.
 */
export interface UploadErrors {
  /**
   * empty
   */
  empty: string;
  /**
   * tooLarge
   */
  tooLarge: string;
  /**
   * typeNotAllowed
   */
  typeNotAllowed: string;
  /**
   * nameMismatch
   */
  nameMismatch: string;
  /**
   * infected
   */
  infected: string;
  /**
   * notOffered
   */
  notOffered: string;
  /**
   * busy: the session (intake.concurrentPerSession) or the membership (intake.concurrentPerMember) already has {max} uploads in progress.
   */
  busy: string;
  /**
   * serverBusy: the server already takes in intake.concurrentPerServer uploads; try again shortly.
   */
  serverBusy: string;
  /**
   * quotaReached: the membership's uploads in the last {hours} hours reached {max}.
   */
  quotaReached: string;
}
/**
 * Text of the upload-documents and document hand-off screens.
 */
export interface UploadDocumentsCopy {
  /**
   * title
   */
  title: string;
  /**
   * intro
   */
  intro: string;
  /**
   * memberTypeConsumer
   */
  memberTypeConsumer: string;
  /**
   * memberTypeBusiness
   */
  memberTypeBusiness: string;
  /**
   * informational
   */
  informational: string;
  /**
   * uploadHeading
   */
  uploadHeading: string;
  /**
   * fileLabel
   */
  fileLabel: string;
  /**
   * fileHint
   */
  fileHint: string;
  /**
   * referenceHint
   */
  referenceHint: string;
  /**
   * submit
   */
  submit: string;
  /**
   * uploading
   */
  uploading: string;
  /**
   * receiptTitle
   */
  receiptTitle: string;
  /**
   * receiptBody
   */
  receiptBody: string;
  /**
   * handOffOpen
   */
  handOffOpen: string;
  /**
   * handOffBody
   */
  handOffBody: string;
  /**
   * historyHeading
   */
  historyHeading: string;
  /**
   * historyEmpty
   */
  historyEmpty: string;
  /**
   * historyCaption
   */
  historyCaption: string;
  /**
   * columnReceipt
   */
  columnReceipt: string;
  /**
   * columnPortal
   */
  columnPortal: string;
  /**
   * columnFile
   */
  columnFile: string;
  /**
   * columnType
   */
  columnType: string;
  /**
   * columnSize
   */
  columnSize: string;
  /**
   * columnDate
   */
  columnDate: string;
  /**
   * loadError
   */
  loadError: string;
  /**
   * retry
   */
  retry: string;
  /**
   * chooseFile
   */
  chooseFile: string;
  /**
   * linkTitleDocup
   */
  linkTitleDocup: string;
  /**
   * linkTitleCgiportal
   */
  linkTitleCgiportal: string;
  /**
   * linkIntroDocup
   */
  linkIntroDocup: string;
  /**
   * linkIntroCgiportal
   */
  linkIntroCgiportal: string;
  /**
   * linkOpen
   */
  linkOpen: string;
  /**
   * linkOpening
   */
  linkOpening: string;
  /**
   * linkOpened
   */
  linkOpened: string;
  /**
   * linkError
   */
  linkError: string;
  /**
   * linkBack
   */
  linkBack: string;
  /**
   * linkUnknownPortal
   */
  linkUnknownPortal: string;
  /**
   * linkFrameTitle
   */
  linkFrameTitle: string;
}
