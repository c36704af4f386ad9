import type { TrustedUserFeatureLevels, TrustedUserInvitationDetails } from '../../engine/core/generated/api.gen';
import { text } from './copy';
import { FEATURE_FIELDS } from './trusted-users-api';

/** What an invitation grants: the accounts' level and each feature's. */
export function InvitationAccess({ offer }: { offer: TrustedUserInvitationDetails }) {
  const rows: [string, string][] = [
    [text('accountsLabel'), offer.accessLevel],
    ...FEATURE_FIELDS.map(([feature]): [string, string] => [text(`feature${feature}`), offer.features[feature as keyof TrustedUserFeatureLevels]]),
  ];
  return (
    <dl className="trusted-users__access">
      {rows.map(([label, level]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{text(`level${level}`)}</dd>
        </div>
      ))}
    </dl>
  );
}
