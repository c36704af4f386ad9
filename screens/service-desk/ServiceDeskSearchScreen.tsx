import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { resolveTemplate } from '../../engine/core';
import type { StaffMemberSearchResult } from '../../engine/core/generated/api.gen';
import { useModals, useRouteAccess } from '../../engine/react';
import { staffManifest } from '../../src/manifests/staff-manifest';
import { StepHeading } from '../shared/flow/StepHeading';
import { ReasonDialog } from '../shared/reason-dialog/ReasonDialog';
import { useStaffVisitSwitch } from '../shared/staff-visit';
import { deskLinks } from './desk-links';
import { memberSearchQuery, type MemberSearch } from './member-search-api';
import { MemberResults } from './MemberResults';
import { VisitNotice } from './VisitNotice';
import './service-desk.css';

const copy = staffManifest.desk;
const { reasonMinLength, reasonMaxLength } = staffManifest.visit;
const LINKS = deskLinks({ inbox: copy.inboxLink, loanReviews: copy.loanReviewsLink, audit: copy.auditLink });
type Member = StaffMemberSearchResult['members'][number];

function DeskTools() {
  const access = useRouteAccess();
  const links = LINKS.filter((link) => access.ready && access.guards(link.guard));
  if (links.length === 0) return null;
  return (
    <nav className="service-desk__tools" aria-label={copy.toolsLabel}>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * /servicedesk/search: staff find the member they are helping (name, username, member number, account
 * number or its last four, phone or email), then open them with a reason: the visit starts, every cached answer is
 * dropped and the member's accounts summary opens with the staff banner. A visit already open is named, to continue
 * or end. Links to the staff inbox and audit show when the staff role may open them.
 */
export default function ServiceDeskSearchScreen() {
  const modals = useModals();
  const visits = useStaffVisitSwitch();
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState<MemberSearch | null>(null);
  const [tooShort, setTooShort] = useState(false);
  const options = useMemo(() => memberSearchQuery(search ?? { query: '', page: 0 }), [search]);
  const results = useQuery({ ...options, enabled: search !== null });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = draft.trim();
    const short = [...query].length < copy.queryMinLength;
    setTooShort(short);
    if (!short) setSearch({ query, page: 0 });
  };

  const open = (member: Member, opener: HTMLButtonElement) => {
    opener.focus();
    void modals.openCustom((close) => (
      <ReasonDialog
        copy={{
          title: resolveTemplate(copy.openTitle, { member: member.fullName }),
          body: copy.openBody,
          label: staffManifest.visit.reasonLabel,
          hint: resolveTemplate(copy.reasonHint, { min: reasonMinLength, max: reasonMaxLength }),
          submit: copy.openSubmit,
          busy: copy.opening,
          cancel: copy.cancel,
          tooShort: resolveTemplate(copy.reasonTooShort, { min: reasonMinLength }),
        }}
        minLength={reasonMinLength}
        maxLength={reasonMaxLength}
        onCancel={close}
        onSubmit={async (reason) => {
          try {
            await visits.open(member.id, reason, close);
            return undefined;
          } catch {
            return copy.openFailed;
          }
        }}
      />
    ));
  };

  const describedBy = tooShort ? `${hintId} ${errorId}` : hintId;
  return (
    <div className="service-desk">
      <StepHeading level={1}>{copy.heading}</StepHeading>
      <p>{copy.intro}</p>
      <VisitNotice />
      <DeskTools />
      <div className="service-desk__panel">
        <form className="service-desk__search" role="search" onSubmit={submit} noValidate>
          <label htmlFor={fieldId}>{copy.searchLabel}</label>
          <span id={hintId} className="service-desk__hint">
            {copy.searchHint}
          </span>
          <div className="service-desk__search-row">
            <input
              id={fieldId}
              type="search"
              autoComplete="off"
              maxLength={100}
              value={draft}
              aria-describedby={describedBy}
              aria-invalid={tooShort}
              onChange={(event) => setDraft(event.target.value)}
            />
            <button type="submit" className="button" disabled={results.isFetching}>
              {results.isFetching ? copy.searching : copy.searchButton}
            </button>
          </div>
          {tooShort ? (
            <p id={errorId} className="service-desk__error" role="alert">
              {resolveTemplate(copy.tooShort, { min: copy.queryMinLength })}
            </p>
          ) : null}
        </form>
      </div>
      {search === null ? null : (
        <section className="service-desk__panel" aria-labelledby={`${fieldId}-results`} aria-busy={results.isFetching}>
          <h2 id={`${fieldId}-results`}>{copy.resultsHeading}</h2>
          {results.isPending ? (
            <p role="status">{copy.searching}</p>
          ) : results.isError ? (
            <p className="service-desk__error" role="alert">
              {copy.searchFailed}
            </p>
          ) : (
            <MemberResults result={results.data} onOpen={open} onPage={(page) => setSearch({ query: search.query, page })} />
          )}
        </section>
      )}
    </div>
  );
}
