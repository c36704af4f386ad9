import type { TrustedUserLevelGrants } from '../../../../engine/core/generated/manifests.gen';
import { trustedUsersManifest } from '../../../manifests/trusted-users-manifest';
import type { AccessLevel } from '../../db/schema';
import type { ErrorCode } from '../../errors';

/** The features a trusted user's access is set per. */
export const TRUSTED_FEATURES = ['BILL_PAY', 'PROFILE', 'MESSAGES', 'ACCOUNT_NOTIFICATIONS'] as const;
export type TrustedFeature = (typeof TRUSTED_FEATURES)[number];
export type FeatureLevels = Record<TrustedFeature, AccessLevel>;

/** The access levels, lowest first. */
export const ACCESS_LEVELS: readonly AccessLevel[] = ['NO_ACCESS', 'VIEW_ONLY', 'MOVE_MONEY', 'FULL_ACCESS'];
const rank = (level: AccessLevel): number => ACCESS_LEVELS.indexOf(level);

/** One privilege: resource, function, privilege (the parts of a permissions.json identifier). */
export interface Privilege {
  resource: string;
  function: string;
  privilege: string;
}

export function parsePrivilege(identifier: string): Privilege {
  const parts = identifier.split('.');
  if (parts.length !== 3) throw new Error(`"${identifier}" is not resource.function.privilege`);
  const [resource, fn, privilege] = parts as [string, string, string];
  return { resource, function: fn, privilege };
}

/** The area of config/trusted-users.json a group grants: the accounts, or one feature. */
export type AccessArea = 'ACCOUNTS' | TrustedFeature;

function grantsOf(area: AccessArea): TrustedUserLevelGrants {
  return area === 'ACCOUNTS' ? trustedUsersManifest.accounts : trustedUsersManifest.features[area];
}

/** The levels a master holder may choose for an area: NO_ACCESS and those config/trusted-users.json lists. */
export function offeredLevels(area: AccessArea): AccessLevel[] {
  const grants = grantsOf(area);
  return ACCESS_LEVELS.filter((level) => level === 'NO_ACCESS' || grants[level as keyof TrustedUserLevelGrants] !== undefined);
}

/** The privilege identifiers a level grants in an area (none for NO_ACCESS or a level not offered). */
export function privilegesFor(area: AccessArea, level: AccessLevel): readonly string[] {
  if (level === 'NO_ACCESS') return [];
  return grantsOf(area)[level as keyof TrustedUserLevelGrants] ?? [];
}

/** Why a choice of levels is refused, or null: no access to the accounts, a level an area does not offer, or a feature above the accounts. */
export function levelProblem(accessLevel: AccessLevel, features: FeatureLevels): { code: ErrorCode; path: string } | null {
  // A trusted user with no access to the accounts is one to remove, not to keep: the accounts need a level.
  if (accessLevel === 'NO_ACCESS' || !offeredLevels('ACCOUNTS').includes(accessLevel)) return { code: 'TRUSTED_USER_LEVEL_NOT_OFFERED', path: '/accessLevel' };
  for (const feature of TRUSTED_FEATURES) {
    const level = features[feature];
    if (!offeredLevels(feature).includes(level)) return { code: 'TRUSTED_USER_LEVEL_NOT_OFFERED', path: `/features/${feature}` };
    if (rank(level) > rank(accessLevel)) return { code: 'TRUSTED_USER_FEATURE_ABOVE_ACCESS', path: `/features/${feature}` };
  }
  return null;
}

/**
 * The function groups a trusted user gets on their agreement: one per area with some access, named after it, with
 * that level and the privileges config/trusted-users.json gives it.
 */
export function groupsFor(accessLevel: AccessLevel, features: FeatureLevels): { name: string; accessLevel: AccessLevel; privileges: Privilege[] }[] {
  const areas: [AccessArea, AccessLevel][] = [['ACCOUNTS', accessLevel], ...TRUSTED_FEATURES.map((feature): [AccessArea, AccessLevel] => [feature, features[feature]])];
  return areas
    .filter(([, level]) => level !== 'NO_ACCESS')
    .map(([area, level]) => ({ name: `Trusted ${area} ${level}`, accessLevel: level, privileges: privilegesFor(area, level).map(parsePrivilege) }))
    .filter((group) => group.privileges.length > 0);
}

/**
 * A feature's level read back from the privileges a trusted user holds: the highest offered level all of whose
 * privileges are held (NO_ACCESS when not even the lowest is). Reads the seed's groups and the ones written here alike.
 */
export function featureLevelsFromHeld(held: ReadonlySet<string>): FeatureLevels {
  const levelOf = (feature: TrustedFeature): AccessLevel => {
    let found: AccessLevel = 'NO_ACCESS';
    for (const level of offeredLevels(feature)) {
      const needed = privilegesFor(feature, level);
      if (needed.length > 0 && needed.every((identifier) => held.has(identifier))) found = level;
    }
    return found;
  };
  return Object.fromEntries(TRUSTED_FEATURES.map((feature) => [feature, levelOf(feature)])) as FeatureLevels;
}
