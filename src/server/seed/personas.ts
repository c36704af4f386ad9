import type { AccessLevel, ProductKind } from '../db/schema';
import type { StaffRole } from '../domain/trusted-users/access-profiles';

/** An account a persona owns under their own master agreement. */
export interface AccountSpec {
  /** How activity generators find the account (e.g. "checking"). */
  key: string;
  kind: ProductKind;
  name: string;
  productTypeName: string;
  externalProductId: string;
  /** Brought forward six months ago: what the member holds (deposits) or owes (cards, loans). */
  openingCents: number;
  creditLimitCents?: number;
  principalCents?: number;
  openedOn: string;
  card?: CardSpec;
  /** A payable-on-death account: the seed names its beneficiary (beneficiaries.ts). */
  payableOnDeath?: boolean;
}

/** The card on an account: debit cards carry a product code (200, 201, ...) as credit cards do. */
export interface CardSpec {
  kind: 'debit' | 'credit';
  brand: string;
  productCode: string;
  /** additions.productDescription (the card's name when it has no other). */
  description: string;
}

/**
 * A card beyond each account's own primary card (seed/cards.ts): an authorized user's child card, a joint holder's,
 * or a second card of the holder's own that was mailed and awaits activation.
 */
export interface ExtraCardSpec {
  accountKey: string;
  /** Null: the persona themselves. */
  holderName: string | null;
  role: 'Primary Cardholder' | 'Joint Cardholder' | 'Authorized User';
  accountSummaryType: 'PRI' | 'COAP' | 'AU';
  accountOwnershipCode: 'PRI' | 'SEC' | 'USR';
  status: 'AC' | 'IN';
  /** A child card of the account's primary card (a joint holder's or authorized user's card) rather than a card of its own. */
  child: boolean;
  /** Days before the seeding day the card was issued (mailed). */
  issuedDaysAgo: number;
}

export type ActivityProfile = 'household' | 'business' | 'light' | 'none';

export interface PersonaSpec {
  username: string;
  givenName: string;
  familyName: string;
  /** Defaults to "given family"; a business member's full name is the business. */
  fullName?: string;
  /** "P" personal; "C" business. */
  membershipType: string;
  memberSince: string;
  isMinor?: boolean;
  /** Staff: makes the channel OneView; the persona acts under the staff (MSR) agreement. */
  employeeGuid?: string;
  /** A staff persona's employee id. */
  employeeId?: string;
  /** A member persona's military rank. */
  militaryRank?: string;
  /** Staff only: their function group on the MSR agreement (config/access-profiles.json staffRoles); a representative by default. */
  staffRole?: StaffRole;
  accounts: readonly AccountSpec[];
  /**
   * A trusted member acting for another persona: a second agreement reaching that persona's accounts, offered to
   * this persona's own master agreement (its trustedExternalId) and the one they start in at sign-in.
   */
  actsFor?: { username: string; accessLevel: AccessLevel };
  /**
   * Precheck condition base codes of config/alerts.json (e.g. "LIT"); the precheck appends "_MBR" or "_MSR" for the
   * member or staff view. "ONBOARDING" is not an alert: it sets the precheck's showOnboardingFlag.
   */
  conditions?: readonly { code: string; details?: Record<string, unknown> }[];
  activity: ActivityProfile;
  extraCards?: readonly ExtraCardSpec[];
  /** Rewards points on a credit card account: the points brought forward six months ago, then monthly earnings. */
  rewards?: { accountKey: string; centsPerPoint: number; openingPoints: number };  /** false: a member with accounts who has not enrolled in online banking yet (no password; enrols at /enrol). */
  credentials?: false;
}

/** The demo password of every persona. */
export const DEMO_PASSWORD = 'Demo-pass-2026';

const DEBIT_CARD: CardSpec = { kind: 'debit', brand: 'Visa', productCode: '200', description: 'Visa Debit Card' };

function everydayAccounts(openingCheckingCents: number, openingSavingsCents: number, openedOn: string): AccountSpec[] {
  return [
    { key: 'checking', kind: 'checking', name: 'Everyday Checking', productTypeName: 'Checking', externalProductId: 'CHK-EVERYDAY', openingCents: openingCheckingCents, openedOn, card: DEBIT_CARD },
    { key: 'savings', kind: 'savings', name: 'Share Savings', productTypeName: 'Savings', externalProductId: 'SAV-SHARE', openingCents: openingSavingsCents, openedOn },
  ];
}

function alertPersona(username: string, givenName: string, familyName: string, memberSince: string, code: string, details?: Record<string, unknown>): PersonaSpec {
  return {
    username,
    givenName,
    familyName,
    membershipType: 'P',
    memberSince,
    accounts: everydayAccounts(184_250, 420_000, memberSince),
    conditions: [details ? { code, details } : { code }],
    activity: 'light',
  };
}

/** Every demo persona, in seeding order (owners before the trusted users who act for them). */
export const personas: readonly PersonaSpec[] = [
  {
    username: 'member',
    givenName: 'Alex',
    familyName: 'Morgan',
    membershipType: 'P',
    memberSince: '2011-04-18',
    militaryRank: 'Staff Sergeant',
    accounts: [
      { key: 'checking', kind: 'checking', name: 'Everyday Checking', productTypeName: 'Checking', externalProductId: 'CHK-EVERYDAY', openingCents: 385_012, openedOn: '2011-04-18', card: DEBIT_CARD },
      { key: 'savings', kind: 'savings', name: 'Rainy Day Savings', productTypeName: 'Savings', externalProductId: 'SAV-SHARE', openingCents: 1_248_733, openedOn: '2011-04-18', payableOnDeath: true },
      { key: 'card', kind: 'creditCard', name: 'Visa Signature Rewards', productTypeName: 'Credit Card', externalProductId: 'CC-VISA-SIG', openingCents: 124_018, creditLimitCents: 800_000, openedOn: '2014-09-02', card: { kind: 'credit', brand: 'Visa', productCode: '313', description: 'Visa Signature Rewards' } },
      { key: 'auto', kind: 'autoLoan', name: 'Auto Loan', productTypeName: 'Auto Loan', externalProductId: 'LN-AUTO-60', openingCents: 2_106_544, principalCents: 2_400_000, openedOn: '2024-03-15' },
      { key: 'heloc', kind: 'heloc', name: 'Home Equity Line of Credit', productTypeName: 'HELOC', externalProductId: 'HELOC-VAR', openingCents: 1_183_920, creditLimitCents: 5_000_000, openedOn: '2021-06-01' },
      { key: 'ira', kind: 'ira', name: 'Traditional IRA', productTypeName: 'IRA', externalProductId: 'IRA-TRAD', openingCents: 4_112_870, openedOn: '2012-01-10' },
    ],
    activity: 'household',
    // Cards: the debit and rewards credit cards of the accounts above, plus Riley's authorized-user card on
    // the credit card and a second debit card for Alex, mailed last week and awaiting activation (status IN).
    extraCards: [
      { accountKey: 'card', holderName: 'Riley Morgan', role: 'Authorized User', accountSummaryType: 'AU', accountOwnershipCode: 'USR', status: 'AC', child: true, issuedDaysAgo: 200 },
      { accountKey: 'checking', holderName: null, role: 'Primary Cardholder', accountSummaryType: 'PRI', accountOwnershipCode: 'PRI', status: 'IN', child: false, issuedDaysAgo: 6 },
    ],
    rewards: { accountKey: 'card', centsPerPoint: 1, openingPoints: 31_480 },
  },
  {
    username: 'business',
    givenName: 'Dana',
    familyName: 'Whitfield',
    fullName: 'Harbor Street Bakery LLC',
    membershipType: 'C',
    memberSince: '2016-09-01',
    accounts: [
      { key: 'checking', kind: 'checking', name: 'Business Checking', productTypeName: 'Business Checking', externalProductId: 'CHK-BUSINESS', openingCents: 2_450_000, openedOn: '2016-09-01', card: { kind: 'debit', brand: 'Visa', productCode: '201', description: 'Visa Business Debit Card' } },
      { key: 'card', kind: 'creditCard', name: 'Business Visa Card', productTypeName: 'Business Credit Card', externalProductId: 'CC-VISA-BUS', openingCents: 186_440, creditLimitCents: 1_500_000, openedOn: '2017-02-14', card: { kind: 'credit', brand: 'Visa', productCode: '320', description: 'Business Visa Card' } },
    ],
    activity: 'business',
  },
  // Trusted members are members too: their own accounts under their own master agreement, and member's accounts
  // through a second agreement offered to them (the one they sign in to).
  {
    username: 'trusted',
    givenName: 'Jordan',
    familyName: 'Morgan',
    membershipType: 'P',
    memberSince: '2015-06-10',
    accounts: everydayAccounts(96_410, 215_000, '2015-06-10'),
    actsFor: { username: 'member', accessLevel: 'VIEW_ONLY' },
    activity: 'light',
  },
  {
    username: 'trusted-mover',
    givenName: 'Casey',
    familyName: 'Rivera',
    membershipType: 'P',
    memberSince: '2019-02-22',
    accounts: everydayAccounts(142_775, 88_300, '2019-02-22'),
    actsFor: { username: 'member', accessLevel: 'MOVE_MONEY' },
    activity: 'light',
  },
  { username: 'msr', givenName: 'Priya', familyName: 'Shah', membershipType: 'P', memberSince: '2018-01-08', employeeGuid: 'EMP-7F3A9C21-0B44-4E1D-9A52-5D7E1C0F8B36', employeeId: 'E10482', staffRole: 'service', accounts: [], activity: 'none' },
  // Litigation blocks only a credit card's or loan's detail: this member needs one of each beside the deposits.
  {
    ...alertPersona('litigation', 'Robert', 'Hale', '2009-11-03', 'LIT'),
    accounts: [
      ...everydayAccounts(184_250, 420_000, '2009-11-03'),
      { key: 'card', kind: 'creditCard', name: 'Visa Platinum', productTypeName: 'Credit Card', externalProductId: 'CC-VISA-PLAT', openingCents: 86_310, creditLimitCents: 500_000, openedOn: '2016-05-12', card: { kind: 'credit', brand: 'Visa', productCode: '311', description: 'Visa Platinum' } },
      { key: 'auto', kind: 'autoLoan', name: 'Auto Loan', productTypeName: 'Auto Loan', externalProductId: 'LN-AUTO-60', openingCents: 1_204_400, principalCents: 1_500_000, openedOn: '2023-08-01' },
    ],
  },
  alertPersona('bankruptcy', 'Linda', 'Ortiz', '2013-05-21', 'BKR'),
  alertPersona('level7', 'Marcus', 'Greene', '2017-08-14', 'L7L'),
  alertPersona('level7-severe', 'Tanya', 'Brooks', '2012-03-30', 'L7S'),
  // Delinquency is about a loan: this member's auto loan is past due (seed/past-due.ts).
  {
    ...alertPersona('delinquent', 'Kevin', 'Walsh', '2020-10-05', 'DEL'),
    accounts: [
      ...everydayAccounts(184_250, 420_000, '2020-10-05'),
      { key: 'auto', kind: 'autoLoan', name: 'Auto Loan', productTypeName: 'Auto Loan', externalProductId: 'LN-AUTO-60', openingCents: 1_386_240, principalCents: 1_800_000, openedOn: '2022-06-20' },
    ],
  },
  alertPersona('cease-desist', 'Gloria', 'Chen', '2008-07-19', 'CND'),
  alertPersona('fatal', 'Samuel', 'Price', '2014-12-01', 'FTL'),
  alertPersona('profile-intercept', 'Nina', 'Patel', '2019-04-11', 'PRF', {
    phone: [{ number: '', extension: '', status: 'Missing' }],
    email: { emailAddress: 'nina.patel@example', status: 'INVALID' },
  }),
  alertPersona('paperless', 'Owen', 'Fischer', '2016-02-09', 'PPL'),
  alertPersona('disclosures', 'Hannah', 'Kim', '2021-09-27', 'DPE', { notices: ['consumer-account-agreement', 'electronic-communications-disclosure'] }),
  alertPersona('onboarding', 'Leo', 'Martinez', '2025-10-02', 'ONBOARDING'),
  // Accounts but no online banking sign-in yet. The username is only held for them until they enrol (at
  // /enrol, with the identity facts of seed/identity-facts.ts), when they choose their own username and password.
  { username: 'enrol', givenName: 'Maya', familyName: 'Lopez', membershipType: 'P', memberSince: '2022-05-16', accounts: everydayAccounts(231_540, 75_000, '2022-05-16'), activity: 'light', credentials: false },
  // The other staff roles beside msr's representative (config/access-profiles.json staffRoles).
  { username: 'msr-viewer', givenName: 'Tomas', familyName: 'Delgado', membershipType: 'P', memberSince: '2022-06-13', employeeGuid: 'EMP-2C8D4E10-5A61-4F7B-8E93-0D1F6B2A7C45', employeeId: 'E11937', staffRole: 'view-only', accounts: [], activity: 'none' },
  { username: 'msr-supervisor', givenName: 'Grace', familyName: 'Okafor', membershipType: 'P', memberSince: '2011-09-26', employeeGuid: 'EMP-9E1B7A33-C402-4D58-B6F1-3A7E5C9D0B12', employeeId: 'E07215', staffRole: 'supervisor', accounts: [], activity: 'none' },
  // The studio's product owners: one writes drafts of the manifests, the other approves (publishes) drafts others wrote.
  { username: 'owner', givenName: 'Nadia', familyName: 'Brooks', membershipType: 'P', memberSince: '2019-03-11', employeeGuid: 'EMP-5B7C1D22-8E34-4A6F-9C10-2D4E6F8A0B13', employeeId: 'E12044', staffRole: 'product-owner', accounts: [], activity: 'none' },
  { username: 'approver', givenName: 'Samuel', familyName: 'Reyes', membershipType: 'P', memberSince: '2014-11-03', employeeGuid: 'EMP-8D2E4F66-1A93-4C7B-B5E2-7F0A1C3E5D24', employeeId: 'E09318', staffRole: 'product-owner-approver', accounts: [], activity: 'none' },
];
