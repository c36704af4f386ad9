import { channelForUser } from '../../../engine/core/audience';
import type { FlagContext } from '../../../engine/core/flags';
import type { Member } from '../db/schema';
import { flagContextKey } from './current-user';

export type FlagMember = Pick<Member, 'id' | 'username' | 'membership_type' | 'employee_guid'>;

/** A signed-in user's flag context: the one the browser's SDK is evaluated with by the local flag service. */
export function flagContextOf(member: FlagMember): FlagContext {
  return {
    key: flagContextKey(member),
    anonymous: false,
    username: member.username,
    membershipType: member.membership_type,
    channel: channelForUser({ additions: member.employee_guid ? { employee_guid: member.employee_guid } : {} }),
  };
}
