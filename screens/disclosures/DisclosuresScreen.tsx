import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { DisclosureNotice } from '../../engine/core/generated/api.gen';
import { resolveTemplate } from '../../engine/core';
import { useMediaQuery } from '../../engine/react';
import { alertsManifest, appManifest, copyManifest } from '../../src/manifests';
import { formatLongDay } from '../shared/format-day';
import { precheckQuery } from '../shared/precheck-api';
import { acceptNotices, pendingNoticesQuery } from './disclosures-api';
import { truncateNotice } from '../shared/read-less';
import './disclosures.css';

const copy = copyManifest.screens.disclosures;
const WIDE_QUERY = `(min-width: ${appManifest.layout.sidebarBreakpointPx}px)`;

function Notice({ notice, threshold }: { readonly notice: DisclosureNotice; readonly threshold: number }) {
  const [expanded, setExpanded] = useState(false);
  const bodyId = useId();
  const { text, truncated } = truncateNotice(notice.body, threshold);
  return (
    <article className="disclosure card">
      <h2>{notice.title}</h2>
      <p className="disclosure__effective">
        <time dateTime={notice.effectiveDate}>{resolveTemplate(copy.effective, { date: formatLongDay(notice.effectiveDate) })}</time>
      </p>
      <p id={bodyId} className="disclosure__body">
        {expanded || !truncated ? notice.body : text}
      </p>
      {truncated ? (
        <button type="button" className="disclosure__toggle" aria-expanded={expanded} aria-controls={bodyId} onClick={() => setExpanded((open) => !open)}>
          {expanded ? copy.readLess : copy.readMore}
        </button>
      ) : null}
    </article>
  );
}

/**
 * The pending disclosures: each notice, long ones folded at app.json's read-less threshold; Accept records
 * them all, refetches the precheck (which no longer sends the member here) and goes on to the accounts.
 */
export default function DisclosuresScreen() {
  const wide = useMediaQuery(WIDE_QUERY);
  const threshold = wide ? appManifest.disclosures.readLessThresholdChars : appManifest.disclosures.readLessThresholdCharsMobile;
  const notices = useQuery(pendingNoticesQuery);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const accept = useMutation({
    mutationFn: acceptNotices,
    onSuccess: async () => {
      await queryClient.refetchQueries({ queryKey: precheckQuery.queryKey });
      await navigate(alertsManifest.landingPath, { replace: true });
    },
  });

  return (
    <div className="disclosures">
      <h1>{copy.heading}</h1>
      {notices.isPending ? (
        <p role="status">{copy.loading}</p>
      ) : notices.isError ? (
        <p role="alert">{copy.error}</p>
      ) : (
        <>
          <p>{copy.intro}</p>
          {notices.data.notices.map((notice) => (
            <Notice key={notice.noticeId} notice={notice} threshold={threshold} />
          ))}
          {accept.isError ? <p role="alert">{copy.error}</p> : null}
          <button type="button" className="button" disabled={accept.isPending || notices.data.notices.length === 0} onClick={() => accept.mutate(notices.data.notices)}>
            {accept.isPending ? copy.accepting : copy.accept}
          </button>
        </>
      )}
    </div>
  );
}
