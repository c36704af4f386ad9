import type { Audience, Channel } from './generated/manifests.gen';

export type { Audience, Channel } from './generated/manifests.gen';

/** Every audience the manifests' schema allows, for checking rule values at run time. */
export const AUDIENCES = [
  'personal',
  'business',
  'msr',
  'trusted',
  'master',
  'minor',
] as const satisfies readonly Audience[];

/** Every channel the manifests' schema allows. */
export const CHANNELS = ['OnlineBanking', 'OneView'] as const satisfies readonly Channel[];

/** The parts of the current user (GET users/me) that decide audience and channel. */
export interface AudienceUser {
  readonly additions?: {
    readonly membershipType?: string;
    readonly employee_guid?: string;
    readonly isMinor?: string | boolean;
  };
}

/** The part of the active service-agreement context that decides trusted versus master. */
export interface AudienceAgreement {
  readonly isMaster?: boolean;
}

// "Present" means a non-empty string: an empty employee_guid identifies no employee.
const hasEmployeeGuid = (user: AudienceUser): boolean => {
  const guid = user.additions?.employee_guid;
  return typeof guid === 'string' && guid !== '';
};

/** OneView for staff (employee_guid present), OnlineBanking for everyone else. */
export function channelForUser(user: AudienceUser): Channel {
  return hasEmployeeGuid(user) ? 'OneView' : 'OnlineBanking';
}

/**
 * Every audience the user belongs to, for visibility rules. A missing membershipType gives
 * neither personal nor business, and a missing agreement (or isMaster) neither trusted nor
 * master, so rules naming those audiences stay hidden until the data is known.
 */
export function audiencesForUser(user: AudienceUser, agreement?: AudienceAgreement): Set<string> {
  const audiences = new Set<string>();
  const membershipType = user.additions?.membershipType;
  if (membershipType !== undefined) audiences.add(membershipType === 'P' ? 'personal' : 'business');
  if (hasEmployeeGuid(user)) audiences.add('msr');
  if (agreement?.isMaster === true) audiences.add('master');
  if (agreement?.isMaster === false) audiences.add('trusted');
  const isMinor = user.additions?.isMinor;
  if (isMinor === true || isMinor === 'true') audiences.add('minor');
  return audiences;
}
