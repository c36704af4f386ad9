import { useId, type ReactNode } from 'react';
import type { SecurityHubMember } from '../../engine/core/generated/api.gen';
import { copyManifest } from '../../src/manifests';
import { FlowError, FlowLoading } from '../shared/flow/FlowStates';
import { LastSignIn } from './LastSignIn';
import { useSecurityHub } from './security-api';

const copy = copyManifest.screens.security;

function Facts({ member, showActivity }: { member: SecurityHubMember; showActivity: boolean }) {
  return (
    <dl className="flow-facts">
      <LastSignIn at={member.lastSignIn} />
      <div className="flow-fact">
        <dt>{copy.usernameLabel}</dt>
        <dd data-testid="username">{member.usernameDetails.username}</dd>
      </div>
      {showActivity ? (
        <div className="flow-fact">
          <dt>{copy.activityHeading}</dt>
          <dd>{member.activityIndicators.fintechConfirm ? copy.fintechPending : copy.fintechNone}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/**
 * The security hub call as a card: the previous sign-in with its time zone, the username and, on the hub,
 * the activity indicators. `children` renders under the facts once they have loaded (links, forms).
 */
export function SignInSummary({ showActivity, children }: { showActivity: boolean; children?: (member: SecurityHubMember) => ReactNode }) {
  const headingId = useId();
  const hub = useSecurityHub();
  return (
    <section className="security__section card" aria-labelledby={headingId}>
      <h2 id={headingId}>{copy.summaryHeading}</h2>
      {hub.isPending ? <FlowLoading text={copy.loading} /> : null}
      {hub.isError && hub.data === undefined ? <FlowError text={copy.error} retryLabel={copy.retry} onRetry={() => void hub.refetch()} /> : null}
      {hub.data === undefined ? null : (
        <>
          <Facts member={hub.data} showActivity={showActivity} />
          {children?.(hub.data)}
        </>
      )}
    </section>
  );
}
