import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { resolveTemplate } from '../../engine/core';
import { pathOf } from '../../engine/core/route-ref';
import { useMediaQuery } from '../../engine/react';
import { informationPagesManifest } from '../../src/manifests/information-pages-manifest';
import { appManifest, routesManifest } from '../../src/manifests';
import { truncateNotice } from '../shared/read-less';
import { formatLongDay } from '../shared/format-day';
import { StepHeading } from '../shared/flow/StepHeading';
import { disclosureStatusesQuery } from './information-api';
import './information.css';

const copy = informationPagesManifest.memberDisclosures;
const WIDE_QUERY = `(min-width: ${appManifest.layout.sidebarBreakpointPx}px)`;
const DISCLOSURES_PATH = pathOf(routesManifest, 'disclosures');
const POLICY_PATH = pathOf(routesManifest, 'static-page', { page: 'disclosures' });

function CurrentDocument({ title, version, body, threshold }: { readonly title: string; readonly version: number; readonly body: string; readonly threshold: number }) {
  const [expanded, setExpanded] = useState(false);
  const bodyId = useId();
  const { text, truncated } = truncateNotice(body, threshold);
  return (
    <article className="info-document card">
      <h3>{title}</h3>
      <p className="info-hint">{resolveTemplate(copy.versionLabel, { version })}</p>
      <p id={bodyId}>{expanded || !truncated ? body : text}</p>
      {truncated ? (
        <button type="button" className="info-link-button" aria-expanded={expanded} aria-controls={bodyId} onClick={() => setExpanded((open) => !open)}>
          {expanded ? copy.readLess : copy.readMore}
        </button>
      ) : null}
    </article>
  );
}

/**
 * /more-menu/disclosures (in the More menu): the notices the member was asked to accept and when they accepted each
 * (the member-disclosures service), a way to the pending ones (/disclosures), and the current text of every
 * document (config/app.json disclosures, folded like /disclosures folds them).
 */
export default function MemberDisclosuresScreen() {
  const statuses = useQuery(disclosureStatusesQuery);
  const wide = useMediaQuery(WIDE_QUERY);
  const threshold = wide ? appManifest.disclosures.readLessThresholdChars : appManifest.disclosures.readLessThresholdCharsMobile;
  const pending = statuses.data?.statuses.some((status) => status.status === 'PENDING') ?? false;
  return (
    <div className="info-page">
      <StepHeading level={1}>{copy.heading}</StepHeading>
      <p>{copy.intro}</p>
      <section className="info-section" aria-labelledby="member-disclosures-status">
        <h2 id="member-disclosures-status">{copy.statusHeading}</h2>
        {statuses.isPending ? (
          <p role="status">{copy.loading}</p>
        ) : statuses.isError ? (
          <p role="alert">{copy.error}</p>
        ) : statuses.data.statuses.length === 0 ? (
          <p>{copy.none}</p>
        ) : (
          <div className="info-table-wrap">
            <table className="info-table">
              <caption className="visually-hidden">{copy.statusHeading}</caption>
              <thead>
                <tr>
                  <th scope="col">{copy.columnDocument}</th>
                  <th scope="col">{copy.columnVersion}</th>
                  <th scope="col">{copy.columnStatus}</th>
                </tr>
              </thead>
              <tbody>
                {statuses.data.statuses.map((status) => (
                  <tr key={status.noticeId}>
                    <td data-label={copy.columnDocument}>{status.title}</td>
                    <td data-label={copy.columnVersion}>{status.version}</td>
                    <td data-label={copy.columnStatus}>
                      {status.acceptedAt === undefined ? (
                        copy.pending
                      ) : (
                        <time dateTime={status.acceptedAt}>{resolveTemplate(copy.accepted, { date: formatLongDay(status.acceptedAt) })}</time>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {pending ? (
          <p>
            <Link className="button" to={DISCLOSURES_PATH}>
              {copy.reviewPending}
            </Link>
          </p>
        ) : null}
      </section>
      <section className="info-section" aria-labelledby="member-disclosures-documents">
        <h2 id="member-disclosures-documents">{copy.documentsHeading}</h2>
        <div className="info-documents">
          {Object.entries(appManifest.disclosures.notices).map(([key, notice]) => (
            <CurrentDocument key={key} title={notice.title} version={notice.version} body={notice.body} threshold={threshold} />
          ))}
        </div>
        <p>
          <Link to={POLICY_PATH}>{copy.policyLink}</Link>
        </p>
      </section>
    </div>
  );
}
