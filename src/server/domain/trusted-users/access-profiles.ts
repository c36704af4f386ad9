import type { AccessProfileGrants, AccessProfileName } from '../../../../engine/core/generated/manifests.gen';
import { accessProfilesManifest } from '../../../manifests/access-profiles-manifest';
import type { AccessLevel, StaffRole } from '../../db/schema';
import { parsePrivilege, privilegesFor } from './access-mapping';

/** Privileges granted on one business function. Names match the identifiers of config/permissions.json. */
export interface FunctionGrant {
  readonly resource: string;
  readonly function: string;
  readonly privileges: readonly string[];
}

/** What a function group grants: the group's name in its agreement, its access level and its privileges. */
export interface AccessProfile {
  readonly name: AccessProfileName;
  readonly groupName: string;
  readonly accessLevel: AccessLevel;
  readonly description: string;
  readonly grants: readonly FunctionGrant[];
}

export type { AccessProfileName } from '../../../../engine/core/generated/manifests.gen';
export type { StaffRole } from '../../db/schema';

const config = accessProfilesManifest;
const fn = (resource: string, name: string, privileges: readonly string[]): FunctionGrant => ({ resource, function: name, privileges });

/** The membership's business functions and every privilege each one has (config/access-profiles.json). */
export const BUSINESS_FUNCTIONS: readonly FunctionGrant[] = config.businessFunctions.map((grant) => fn(grant.resource, grant.function, grant.privileges));

/** The staff channel's own functions: never part of a membership, so no member holds them. */
export const STAFF_FUNCTIONS: readonly FunctionGrant[] = config.staffFunctions.map((grant) => fn(grant.resource, grant.function, grant.privileges));

/** Every function the access-control tables know: the membership's and the staff channel's. */
export const ALL_FUNCTIONS: readonly FunctionGrant[] = [...BUSINESS_FUNCTIONS, ...STAFF_FUNCTIONS];

const key = (resource: string, name: string): string => `${resource}.${name}`;
const catalogue = new Map(ALL_FUNCTIONS.map((grant) => [key(grant.resource, grant.function), grant]));

/** One privilege identifier (resource.function.privilege) as a grant; one the catalogue lacks is a config error. */
function grantOf(identifier: string, source: string): FunctionGrant {
  const { resource, function: name, privilege } = parsePrivilege(identifier);
  if (!catalogue.get(key(resource, name))?.privileges.includes(privilege)) throw new Error(`${source}: ${identifier} is not in the business function catalogue`);
  return fn(resource, name, [privilege]);
}

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

// A trusted member's groups come from config/trusted-users.json (the same mapping the trusted-users screen writes):
// the accounts at their level plus Bill Pay at the same level.
const trustedGrants = (level: 'VIEW_ONLY' | 'MOVE_MONEY'): FunctionGrant[] =>
  [...privilegesFor('ACCOUNTS', level), ...privilegesFor('BILL_PAY', level)].map((identifier) => grantOf(identifier, `config/trusted-users.json ${level}`));

/** What one group of config/access-profiles.json grants, the groups it includes resolved first (a cycle is a config error). */
function grantsOf(name: AccessProfileName, resolving: readonly AccessProfileName[] = []): FunctionGrant[] {
  if (resolving.includes(name)) throw new Error(`config/access-profiles.json: the group ${name} includes itself (${[...resolving, name].join(' > ')})`);
  const spec: AccessProfileGrants = config.profiles[name].grants;
  const source = `config/access-profiles.json ${name}`;
  const except = new Set(spec.except ?? []);
  for (const left of except) if (!catalogue.has(left)) throw new Error(`${source}: ${left} is not in the business function catalogue`);
  return combine(
    spec.businessFunctions ? BUSINESS_FUNCTIONS.filter((grant) => !except.has(key(grant.resource, grant.function))) : [],
    spec.trustedUserLevel ? trustedGrants(spec.trustedUserLevel) : [],
    ...(spec.profiles ?? []).map((included) => grantsOf(included, [...resolving, name])),
    (spec.privileges ?? []).map((identifier) => grantOf(identifier, source)),
  );
}

const profileOf = (name: AccessProfileName): AccessProfile => {
  const spec = config.profiles[name];
  return { name, groupName: spec.groupName, accessLevel: spec.accessLevel, description: spec.description, grants: grantsOf(name) };
};

/** Every function group, built once from config/access-profiles.json: who gets which is decided by accessProfileFor. */
export const ACCESS_PROFILES: Readonly<Record<AccessProfileName, AccessProfile>> = Object.fromEntries(
  (Object.keys(config.profiles) as AccessProfileName[]).map((name) => [name, profileOf(name)]),
) as Record<AccessProfileName, AccessProfile>;

/**
 * Which function group a user gets on an agreement: staff their role's set; trusted members by their access level;
 * an agreement's own holder full access, business or personal by membership.
 */
export function accessProfileFor(input: { accessLevel: AccessLevel; business: boolean; staff: boolean; staffRole?: StaffRole | undefined }): AccessProfile {
  if (input.accessLevel === 'NO_ACCESS') return ACCESS_PROFILES.noAccess;
  if (input.staff) return ACCESS_PROFILES[config.staffRoles[input.staffRole ?? 'service']];
  if (input.accessLevel === 'VIEW_ONLY') return ACCESS_PROFILES.viewOnly;
  if (input.accessLevel === 'MOVE_MONEY') return ACCESS_PROFILES.moveMoney;
  return input.business ? ACCESS_PROFILES.business : ACCESS_PROFILES.personal;
}
