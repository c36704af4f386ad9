import type { AccessLevel, StaffRole } from '../db/schema';
import { parsePrivilege, privilegesFor } from '../domain/trusted-users/access-mapping';

/** Privileges granted on one business function. Names match the identifiers of config/permissions.json. */
export interface FunctionGrant {
  readonly resource: string;
  readonly function: string;
  readonly privileges: readonly string[];
}

/** What a demo function group grants: the group's name in its agreement, its access level and its privileges. */
export interface AccessProfile {
  readonly name: AccessProfileName;
  readonly groupName: string;
  readonly accessLevel: AccessLevel;
  readonly description: string;
  readonly grants: readonly FunctionGrant[];
}

export type AccessProfileName = 'personal' | 'business' | 'viewOnly' | 'moveMoney' | 'staff' | 'staffViewOnly' | 'staffSupervisor' | 'noAccess';

export type { StaffRole } from '../db/schema';

const fn = (resource: string, name: string, privileges: readonly string[]): FunctionGrant => ({ resource, function: name, privileges });

/** The demo credit union's business functions and every privilege each one has. */
export const BUSINESS_FUNCTIONS: readonly FunctionGrant[] = [
  fn('Product Summary', 'Product Summary', ['view', 'edit']),
  fn('Transactions', 'Transactions', ['view']),
  fn('Accounts', 'Open New Account', ['create']),
  fn('Accounts', 'Overdraft Protection', ['view', 'edit']),
  fn('Direct Deposit', 'Direct Deposit Form', ['view', 'create']),
  fn('Loans', 'Payment Extension', ['view', 'create']),
  fn('Payments', 'A2A Internal', ['view', 'create', 'edit', 'delete', 'execute']),
  fn('Payments', 'M2M Internal', ['view', 'create', 'edit', 'delete', 'execute']),
  fn('Payments', 'ACH', ['view', 'create', 'edit', 'delete', 'execute']),
  fn('Payments', 'Zelle', ['view', 'create', 'execute']),
  fn('Payments', 'Cashiers Check', ['view', 'create']),
  fn('BillPay', 'BillPay', ['view', 'create', 'edit', 'delete', 'execute']),
  fn('Cards', 'CardManagement', ['view', 'edit']),
  fn('Cards', 'CC Balance Transfer', ['view', 'create']),
  fn('Statements', 'Account Statements', ['view', 'edit']),
  fn('Message Center', 'Messages', ['view', 'create', 'edit', 'delete']),
  fn('User Profiles', 'Profile', ['view', 'edit']),
  fn('Notifications', 'Notification Preferences', ['view', 'edit']),
  fn('Identities', 'Credentials', ['view', 'edit']),
  fn('MakingCents', 'MakingCents', ['view']),
  fn('Documents', 'Electronic Documents Room', ['view']),
  fn('Lending', 'Homesquad Application', ['view', 'create']),
  fn('Security Hub', 'Security Hub', ['view', 'edit']),
  fn('Access Control', 'Trusted Users', ['view', 'create', 'edit', 'delete']),
];

/** The staff channel's own functions: never part of a membership, so no member holds them. */
export const STAFF_FUNCTIONS: readonly FunctionGrant[] = [
  fn('Service Desk', 'Member Search', ['view']),
  fn('Service Desk', 'Member Service', ['view', 'edit']),
  fn('Service Desk', 'Staff Inbox', ['view', 'edit']),
  fn('Service Desk', 'Staff Audit', ['view']),
  fn('Service Desk', 'Loan Review', ['view', 'edit']),
];

/** Every function the access-control tables know: the membership's and the staff channel's. */
export const ALL_FUNCTIONS: readonly FunctionGrant[] = [...BUSINESS_FUNCTIONS, ...STAFF_FUNCTIONS];

const key = (resource: string, name: string): string => `${resource}.${name}`;
const catalogue = new Map(ALL_FUNCTIONS.map((grant) => [key(grant.resource, grant.function), grant]));

/** The catalogue's privileges of one function, narrowed to `only` (all when omitted); an unknown name is a bug. */
function privilegesOf(resource: string, name: string, only?: readonly string[]): FunctionGrant {
  const known = catalogue.get(key(resource, name));
  if (!known) throw new Error(`No business function ${key(resource, name)} in BUSINESS_FUNCTIONS`);
  const privileges = only === undefined ? known.privileges : known.privileges.filter((privilege) => only.includes(privilege));
  return fn(resource, name, privileges);
}

// Consumer products a business membership does not offer.
const CONSUMER_ONLY = new Set([key('Lending', 'Homesquad Application'), key('Direct Deposit', 'Direct Deposit Form')]);

/** Adds up grants, one entry per function, privileges in catalogue order. */
function combine(...lists: readonly (readonly FunctionGrant[])[]): FunctionGrant[] {
  const merged = new Map<string, Set<string>>();
  for (const grant of lists.flat()) {
    const privileges = merged.get(key(grant.resource, grant.function)) ?? new Set<string>();
    for (const privilege of grant.privileges) privileges.add(privilege);
    merged.set(key(grant.resource, grant.function), privileges);
  }
  return ALL_FUNCTIONS.flatMap((known) => {
    const held = merged.get(key(known.resource, known.function));
    return held && held.size > 0 ? [fn(known.resource, known.function, known.privileges.filter((privilege) => held.has(privilege)))] : [];
  });
}

const viewOf = (functions: readonly (readonly [string, string])[]): FunctionGrant[] =>
  functions.map(([resource, name]) => privilegesOf(resource, name, ['view']));

/** Grants from config/trusted-users.json identifiers (resource.function.privilege), each checked against the catalogue. */
const fromIdentifiers = (identifiers: readonly string[]): FunctionGrant[] =>
  combine(
    identifiers.map((identifier) => {
      const { resource, function: name, privilege } = parsePrivilege(identifier);
      const grant = privilegesOf(resource, name, [privilege]);
      if (grant.privileges.length === 0) throw new Error(`config/trusted-users.json: ${identifier} is not in BUSINESS_FUNCTIONS`);
      return grant;
    }),
  );

// A trusted member's groups come from config/trusted-users.json (the same mapping the trusted-users screen writes):
// the accounts at their level plus Bill Pay at the same level; not the member's profile, sign-in, messages,
// notifications or trusted users.
const trustedGrants = (level: 'VIEW_ONLY' | 'MOVE_MONEY'): FunctionGrant[] =>
  fromIdentifiers([...privilegesFor('ACCOUNTS', level), ...privilegesFor('BILL_PAY', level)]);

const viewOnly = trustedGrants('VIEW_ONLY');

// What every staff role may look at: the member's accounts, messages, profile, notifications and security, and
// the service desk's search and inbox.
const staffViewGrants = combine(
  viewOnly,
  viewOf([
    ['Direct Deposit', 'Direct Deposit Form'],
    ['Message Center', 'Messages'],
    ['User Profiles', 'Profile'],
    ['Notifications', 'Notification Preferences'],
    ['Security Hub', 'Security Hub'],
    ['Service Desk', 'Member Search'],
    ['Service Desk', 'Member Service'],
    ['Service Desk', 'Staff Inbox'],
  ]),
);

/** The demo's function groups: who gets which is decided by accessProfileFor. */
export const ACCESS_PROFILES: Readonly<Record<AccessProfileName, AccessProfile>> = {
  personal: {
    name: 'personal',
    groupName: 'Full Access',
    accessLevel: 'FULL_ACCESS',
    description: 'The member: every function of the membership.',
    grants: BUSINESS_FUNCTIONS,
  },
  business: {
    name: 'business',
    groupName: 'Business Full Access',
    accessLevel: 'FULL_ACCESS',
    description: 'The business member: every business function (no consumer lending or direct deposit switch).',
    grants: BUSINESS_FUNCTIONS.filter((grant) => !CONSUMER_ONLY.has(key(grant.resource, grant.function))),
  },
  viewOnly: {
    name: 'viewOnly',
    groupName: 'View Only',
    accessLevel: 'VIEW_ONLY',
    description: "A trusted member who may look at the member's accounts, payments and documents, and change nothing.",
    grants: viewOnly,
  },
  moveMoney: {
    name: 'moveMoney',
    groupName: 'Move Money',
    accessLevel: 'MOVE_MONEY',
    description: 'A trusted member who may also make transfers and payments (not manage external accounts or the profile).',
    grants: trustedGrants('MOVE_MONEY'),
  },
  staff: {
    name: 'staff',
    groupName: 'Member Service Representative',
    accessLevel: 'FULL_ACCESS',
    description: 'Staff serving members: find and open a member, read their accounts and profile, card lock and other service actions, the staff inbox.',
    grants: combine(staffViewGrants, [
      privilegesOf('Cards', 'CardManagement', ['edit']),
      privilegesOf('Accounts', 'Overdraft Protection', ['edit']),
      privilegesOf('Loans', 'Payment Extension', ['create']),
      privilegesOf('Service Desk', 'Member Service', ['edit']),
      privilegesOf('Service Desk', 'Staff Inbox', ['edit']),
    ]),
  },
  staffViewOnly: {
    name: 'staffViewOnly',
    groupName: 'Service Desk View Only',
    accessLevel: 'VIEW_ONLY',
    description: "Staff who may find a member and look at their accounts and the staff inbox, and change nothing.",
    grants: staffViewGrants,
  },
  staffSupervisor: {
    name: 'staffSupervisor',
    groupName: 'Service Desk Supervisor',
    accessLevel: 'FULL_ACCESS',
    description: "A representative's service actions, money movement for a member (always with a reason), and the staff audit.",
    grants: combine(
      staffViewGrants,
      [
        privilegesOf('Cards', 'CardManagement', ['edit']),
        privilegesOf('Accounts', 'Overdraft Protection', ['edit']),
        privilegesOf('Loans', 'Payment Extension', ['create']),
        privilegesOf('Service Desk', 'Member Service', ['edit']),
        privilegesOf('Service Desk', 'Staff Inbox', ['edit']),
        privilegesOf('Service Desk', 'Staff Audit'),
        privilegesOf('Service Desk', 'Loan Review'),
        privilegesOf('Payments', 'A2A Internal'),
        privilegesOf('Payments', 'M2M Internal'),
      ],
    ),
  },
  noAccess: {
    name: 'noAccess',
    groupName: 'No Access',
    accessLevel: 'NO_ACCESS',
    description: 'Listed on the agreement, with no function.',
    grants: [],
  },
};

const STAFF_PROFILES: Readonly<Record<StaffRole, AccessProfile>> = {
  service: ACCESS_PROFILES.staff,
  'view-only': ACCESS_PROFILES.staffViewOnly,
  supervisor: ACCESS_PROFILES.staffSupervisor,
};

/**
 * Which function group a user gets on an agreement: staff the staff set; trusted members by their access level;
 * an agreement's own holder full access, business or personal by membership.
 */
export function accessProfileFor(input: { accessLevel: AccessLevel; business: boolean; staff: boolean; staffRole?: StaffRole | undefined }): AccessProfile {
  if (input.accessLevel === 'NO_ACCESS') return ACCESS_PROFILES.noAccess;
  if (input.staff) return STAFF_PROFILES[input.staffRole ?? 'service'];
  if (input.accessLevel === 'VIEW_ONLY') return ACCESS_PROFILES.viewOnly;
  if (input.accessLevel === 'MOVE_MONEY') return ACCESS_PROFILES.moveMoney;
  return input.business ? ACCESS_PROFILES.business : ACCESS_PROFILES.personal;
}
