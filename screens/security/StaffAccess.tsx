import { useId } from 'react';
import { resolveTemplate } from '../../engine/core';
import type { StaffAccessVisit } from '../../engine/core/generated/api.gen';
import { pluralText } from '../../engine/core/plural';
import { activeLocale } from '../../engine/react/locale';
import { copyManifest } from '../../src/manifests';
import { FlowError, FlowLoading } from '../shared/flow/FlowStates';
import { formatSignInTime } from './sign-in-time';
import { useStaffAccess } from './staff-access-api';

const copy = copyManifest.screens.security;

function changesText(count: number): string {
  if (count === 0) return copy.staffAccessChangesNone;
  return pluralText(copy.staffAccessChanges, count, activeLocale());
}

function StaffVisitRow({ visit }: { visit: StaffAccessVisit }) {
  const start = formatSignInTime(visit.startedAt);
  return (
    <li className="security__device security__staff-visit">
      <div>
        <p className="security__device-name">{resolveTemplate(copy.staffAccessBy, { name: visit.staffName })}</p>
        <p className="security__device-meta">
          {visit.endedAt === null ? (
            <time dateTime={visit.startedAt}>{resolveTemplate(copy.staffAccessOpen, { start })}</time>
          ) : (
            resolveTemplate(copy.staffAccessPeriod, { start, end: formatSignInTime(visit.endedAt) })
          )}
        </p>
        <p className="security__staff-reason">{resolveTemplate(copy.staffAccessReason, { reason: visit.reason })}</p>
        <p className="security__device-meta">{changesText(visit.actionCount)}</p>
        {visit.changes.length === 0 ? null : (
          <ul className="security__staff-changes" aria-label={copy.staffAccessChangesLabel}>
            {visit.changes.map((change, index) => (
              <li key={`${change.at}-${index}`}>
                {resolveTemplate(copy.staffAccessChange, { action: change.action ?? copy.staffAccessChangeOther, when: formatSignInTime(change.at) })}
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

/**
 * "Staff access to your account": each time a member service representative opened the member's own
 * account, who (first name and last initial), when, why, and the changes they made, each named with when it was made. The server answers only the
 * signed-in member's own visits, and refuses anyone acting for them.
 */
export function StaffAccess() {
  const headingId = useId();
  const access = useStaffAccess();
  const visits = access.data?.visits;
  return (
    <section className="security__section card" aria-labelledby={headingId} data-testid="staff-access">
      <h2 id={headingId}>{copy.staffAccessHeading}</h2>
      <p>{copy.staffAccessIntro}</p>
      {access.isPending ? <FlowLoading text={copy.loading} /> : null}
      {access.isError && visits === undefined ? <FlowError text={copy.error} retryLabel={copy.retry} onRetry={() => void access.refetch()} /> : null}
      {visits !== undefined && visits.length === 0 ? <p className="security__empty">{copy.staffAccessEmpty}</p> : null}
      {visits !== undefined && visits.length > 0 ? (
        <ul className="security__devices" aria-labelledby={headingId}>
          {visits.map((visit) => (
            <StaffVisitRow key={visit.id} visit={visit} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
