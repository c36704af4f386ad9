import type { Kysely } from 'kysely';
import type { CurrentUser } from '../../../engine/core/generated/api.gen';
import type { Database, Member } from '../db/schema';
import { ApiProblem } from '../errors';

/** The CurrentUser answer (users/me and sign-in) for a member row. */
export function toCurrentUser(member: Member): CurrentUser {
  return {
    id: member.id,
    externalId: member.external_id,
    fullName: member.full_name,
    additions: {
      membershipType: member.membership_type,
      fullName: member.full_name,
      givenName: member.given_name,
      familyName: member.family_name,
      memberSince: member.member_since,
      isMinor: member.is_minor ? 'true' : 'false',
      ...(member.employee_guid ? { employee_guid: member.employee_guid } : {}),
    },
  };
}

export async function loadCurrentUser(db: Kysely<Database>, userId: string): Promise<CurrentUser> {
  const member = await db.selectFrom('members').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!member) throw new ApiProblem(401, 'SESSION_REQUIRED');
  return toCurrentUser(member);
}
