import { createHash, createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CurrentUser } from '../../../engine/core/generated/api.gen';
import type { Database, Member } from '../db/schema';
import { ApiProblem } from '../errors';
import { localeToUse } from '../i18n/locales';

/** What users/me signs with: the key of LaunchDarkly secure mode. */
export interface CurrentUserKeys {
  ldSecureModeKey: string;
}

/**
 * The flag context key of a user: their internal id. The browser's LaunchDarkly SDK identifies with it, the local
 * flag service recognises it, and ld_hash signs it.
 */
export function flagContextKey(member: Pick<Member, 'id'>): string {
  return member.id;
}

/** LaunchDarkly secure mode: HMAC-SHA256 of the context key with the SDK key, hex. */
export function ldHash(contextKey: string, secureModeKey: string): string {
  return createHmac('sha256', secureModeKey).update(contextKey, 'utf8').digest('hex');
}

/** A stable pseudonymous id for analytics tags: it identifies the same user across visits without being their id. */
export function analyticsGuid(userId: string): string {
  const hex = createHash('sha256').update(`analytics_guid:${userId}`, 'utf8').digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** The CurrentUser answer (users/me and sign-in) for a member row: always the signed-in user, whatever the agreement. */
export function toCurrentUser(member: Member, keys: CurrentUserKeys): CurrentUser {
  return {
    id: member.id,
    externalId: member.external_id,
    fullName: member.full_name,
    language: localeToUse(member.language),
    additions: {
      membershipType: member.membership_type,
      fullName: member.full_name,
      givenName: member.given_name,
      familyName: member.family_name,
      memberSince: member.member_since,
      isMinor: member.is_minor ? 'true' : 'false',
      ...(member.employee_guid ? { employee_guid: member.employee_guid } : {}),
      ...(member.employee_guid && member.employee_id ? { employee_id: member.employee_id } : {}),
      ...(member.military_rank ? { militaryRank: member.military_rank } : {}),
      guid: member.id,
      analytics_guid: analyticsGuid(member.id),
      ld_hash: ldHash(flagContextKey(member), keys.ldSecureModeKey),
    },
  };
}

export async function loadMember(db: Kysely<Database>, userId: string): Promise<Member | undefined> {
  return db.selectFrom('members').selectAll().where('id', '=', userId).executeTakeFirst();
}

export async function loadCurrentUser(db: Kysely<Database>, userId: string, keys: CurrentUserKeys): Promise<CurrentUser> {
  const member = await loadMember(db, userId);
  if (!member) throw new ApiProblem(401, 'SESSION_REQUIRED');
  return toCurrentUser(member, keys);
}
