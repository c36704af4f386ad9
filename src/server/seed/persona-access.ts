import { accessProfileFor, ALL_FUNCTIONS, type AccessProfile } from '../domain/trusted-users/access-profiles';
import type { PersonaSpec } from './personas';

/** The agreement a persona starts in at sign-in, and the function group they hold there. */
export interface PersonaAccess {
  readonly isMaster: boolean;
  readonly profile: AccessProfile;
}

/**
 * What the seed gives a persona in the agreement they sign in to (build-rows.ts marks it the default): a trusted
 * member the second agreement they act under, staff the MSR agreement, everyone else their own master agreement.
 */
export function personaAccess(persona: PersonaSpec): PersonaAccess {
  if (persona.actsFor) return { isMaster: false, profile: accessProfileFor({ accessLevel: persona.actsFor.accessLevel, business: false, staff: false }) };
  if (persona.employeeGuid) return { isMaster: true, profile: accessProfileFor({ accessLevel: 'FULL_ACCESS', business: false, staff: true, staffRole: persona.staffRole }) };
  return { isMaster: true, profile: accessProfileFor({ accessLevel: 'FULL_ACCESS', business: persona.membershipType !== 'P', staff: false }) };
}

/**
 * A profile as a permission summary: every function it touches with all the catalogue's privileges of that
 * function, true where the profile grants them. What the menu and guard tests evaluate expressions against.
 */
export function profilePermissionSummary(profile: AccessProfile): { resource: string; function: string; permissions: Record<string, boolean> }[] {
  return profile.grants.map((grant) => {
    const known = ALL_FUNCTIONS.find((entry) => entry.resource === grant.resource && entry.function === grant.function);
    const privileges = known?.privileges ?? grant.privileges;
    return {
      resource: grant.resource,
      function: grant.function,
      permissions: Object.fromEntries(privileges.map((privilege) => [privilege, grant.privileges.includes(privilege)])),
    };
  });
}
