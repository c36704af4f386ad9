import type { StaffMemberSearchResult } from '../../engine/core/generated/api.gen';
import { resolveTemplate } from '../../engine/core';
import { pluralText } from '../../engine/core/plural';
import { staffManifest } from '../../src/manifests/staff-manifest';
import { formatDay } from '../shared/format-day';

const copy = staffManifest.desk;
/** Staff screens are in English (config/staff.json has no other language), whatever this device chose for members. */
const STAFF_LOCALE = 'en-US';
type Member = StaffMemberSearchResult['members'][number];

export interface MemberResultsProps {
  readonly result: StaffMemberSearchResult;
  readonly onOpen: (member: Member, opener: HTMLButtonElement) => void;
  readonly onPage: (page: number) => void;
}

function Fact({ label, children }: { label: string; children: string }) {
  return (
    <div className="service-desk__fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * One page of search results: a list of members, each with what tells two members apart (number, since when, city,
 * membership, masked accounts and phone) and an Open button, then the paging. A list, not a table, so it reads the
 * same at 375 px.
 */
export function MemberResults({ result, onOpen, onPage }: MemberResultsProps) {
  const pages = Math.max(1, Math.ceil(result.total / result.pageSize));
  const from = result.page * result.pageSize + 1;
  const to = result.page * result.pageSize + result.members.length;
  if (result.total === 0) return <p role="status">{copy.noResults}</p>;
  return (
    <>
      <p role="status">{pluralText(copy.resultsCount, result.total, STAFF_LOCALE, { from: Math.min(from, result.total), to })}</p>
      <ul className="service-desk__results">
        {result.members.map((member) => (
          <li key={member.id} className="service-desk__result">
            <h3 className="service-desk__name">{member.fullName}</h3>
            <dl className="service-desk__facts">
              <Fact label={copy.memberNumberLabel}>{member.memberNumber}</Fact>
              <Fact label={copy.memberSinceLabel}>{formatDay(member.memberSince)}</Fact>
              <Fact label={copy.cityLabel}>{member.city ?? copy.none}</Fact>
              <Fact label={copy.membershipTypeLabel}>{member.membershipType}</Fact>
              <Fact label={copy.accountsLabel}>
                {member.accounts.length === 0 ? copy.none : member.accounts.map((account) => `${account.name} ${account.maskedNumber}`).join(', ')}
              </Fact>
              <Fact label={copy.phoneLabel}>{member.maskedPhone ?? copy.none}</Fact>
            </dl>
            <button
              type="button"
              className="button service-desk__open"
              aria-label={resolveTemplate(copy.openLabel, { member: member.fullName })}
              onClick={(event) => onOpen(member, event.currentTarget)}
            >
              {copy.open}
            </button>
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav className="service-desk__paging" aria-label={copy.pagingLabel}>
          <button type="button" className="button button--secondary" disabled={result.page === 0} onClick={() => onPage(result.page - 1)}>
            {copy.previous}
          </button>
          <span>{resolveTemplate(copy.pageStatus, { page: result.page + 1, pages })}</span>
          <button type="button" className="button button--secondary" disabled={result.page + 1 >= pages} onClick={() => onPage(result.page + 1)}>
            {copy.next}
          </button>
        </nav>
      ) : null}
    </>
  );
}
