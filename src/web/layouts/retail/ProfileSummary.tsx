import { resolveTemplate } from '../../../../engine/core';
import type { CurrentUser } from '../../../../engine/core/generated/api.gen';
import { memberSinceYear } from '../../../../screens/shared/member-since';
import { copyManifest } from '../../../manifests';

/** The member's name and member-since year (shown as a year) at the head of the profile entries. */
export function ProfileSummary({ user }: { user: CurrentUser }) {
  const year = memberSinceYear(user.additions.memberSince);
  return (
    <div className="profile-summary">
      <p className="profile-summary__name">{user.fullName}</p>
      {year === undefined ? null : <p className="profile-summary__since">{resolveTemplate(copyManifest.layout.memberSince, { year })}</p>}
    </div>
  );
}
