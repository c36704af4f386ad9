import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { StaffMemberOverview } from '../../engine/core/generated/api.gen';
import { staffManifest } from '../../src/manifests/staff-manifest';
import { FlowError, FlowLoading } from '../shared/flow/FlowStates';
import { StepHeading } from '../shared/flow/StepHeading';
import { formatDay } from '../shared/format-day';
import { useMemberOverview } from './mrc-api';
import { ProviderSignIn } from './ProviderSignIn';
import { UnlockForm } from './UnlockForm';
import './mrc-portal.css';

const { portal: copy, paths } = staffManifest.memberService;

function Facts({ member, accountCount }: Pick<StaffMemberOverview, 'member' | 'accountCount'>) {
  const facts: [string, string][] = [
    [copy.memberNumber, member.memberNumber],
    [copy.memberSince, formatDay(member.memberSince)],
    [copy.membershipType, copy.membershipTypes[member.membershipType] ?? member.membershipType],
    [copy.accountCount, String(accountCount)],
  ];
  return (
    <dl className="mrc-portal__facts">
      {facts.map(([term, value]) => (
        <div key={term} className="mrc-portal__fact">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Contacts({ contacts }: Pick<StaffMemberOverview, 'contacts'>) {
  const rows = [
    ...contacts.phones.map((phone) => [copy.phoneLabel, `${phone.type} •••-•••-${phone.lastFour}`]),
    ...contacts.emails.map((email) => [copy.emailLabel, email.masked]),
    ...contacts.addresses.map((address) => [copy.addressLabel, `${address.type}: ${address.city}, ${address.state}`]),
  ];
  if (rows.length === 0) return <p>{copy.noContacts}</p>;
  return (
    <ul className="mrc-portal__list">
      {rows.map(([label, value], index) => (
        <li key={`${label}-${index}`}>
          <span className="mrc-portal__label">{label}: </span>
          {value}
        </li>
      ))}
    </ul>
  );
}

function Conditions({ precheck }: Pick<StaffMemberOverview, 'precheck'>) {
  if (precheck.conditions.length === 0) return <p>{copy.noConditions}</p>;
  return (
    <table className="mrc-portal__table">
      <caption className="visually-hidden">{copy.conditionsHeading}</caption>
      <thead>
        <tr>
          <th scope="col">{copy.conditionColumn}</th>
          <th scope="col">{copy.alertTypeColumn}</th>
        </tr>
      </thead>
      <tbody>
        {precheck.conditions.map((condition) => (
          <tr key={condition.code}>
            <td data-label={copy.conditionColumn}>{condition.code}</td>
            <td data-label={copy.alertTypeColumn}>{condition.alertType}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Visits({ visits }: { visits: StaffMemberOverview['recentVisits'] }) {
  if (visits.length === 0) return <p>{copy.noVisits}</p>;
  return (
    <table className="mrc-portal__table">
      <caption className="visually-hidden">{copy.visitsHeading}</caption>
      <thead>
        <tr>
          <th scope="col">{copy.visitDate}</th>
          <th scope="col">{copy.visitStaff}</th>
          <th scope="col">{copy.visitReason}</th>
        </tr>
      </thead>
      <tbody>
        {visits.map((visit) => (
          <tr key={visit.id}>
            <td data-label={copy.visitDate}>
              <time dateTime={visit.startedAt}>{formatDay(visit.startedAt)}</time>
            </td>
            <td data-label={copy.visitStaff}>{visit.staffName}</td>
            <td data-label={copy.visitReason}>{visit.reason}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Shown instead of the portal while the representative serves no member: where to open one. */
function NoVisit() {
  return (
    <div className="mrc-portal__panel" role="status">
      <p>{copy.noVisit}</p>
      <p>
        <Link to={paths.memberSearch}>{copy.memberSearchLink}</Link>
      </p>
    </div>
  );
}

function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section className="mrc-portal__panel" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {children}
    </section>
  );
}

/**
 * /more-menu/mrc-portal (MSR only): the Member Relationship Center for the member being served.
 * Contacts are masked by the server; the unlocks, and linking or unlinking the member's provider sign-in, ask for a
 * reason; the address is changed on the profile page, which
 * staff serving a member may do (email and phone stay the member's own).
 */
export default function MrcPortalScreen() {
  const overview = useMemberOverview();
  const body = () => {
    if (overview.isPending) return <FlowLoading text={copy.loading} />;
    if (overview.isError) return <FlowError text={copy.loadError} retryLabel={copy.retry} onRetry={() => void overview.refetch()} />;
    const data = overview.data;
    if (data === null) return <NoVisit />;
    return (
      <>
        <Section id="mrc-member" heading={`${copy.memberHeading}: ${data.member.fullName}`}>
          <Facts member={data.member} accountCount={data.accountCount} />
        </Section>
        <Section id="mrc-contacts" heading={copy.contactsHeading}>
          <Contacts contacts={data.contacts} />
        </Section>
        <Section id="mrc-conditions" heading={copy.conditionsHeading}>
          <Conditions precheck={data.precheck} />
        </Section>
        <Section id="mrc-access" heading={copy.accessHeading}>
          <UnlockForm overview={data} />
        </Section>
        <Section id="mrc-provider-sign-in" heading={staffManifest.memberService.providerSignIn.heading}>
          <ProviderSignIn memberName={data.member.fullName} />
        </Section>
        <Section id="mrc-links" heading={copy.linksHeading}>
          <ul className="mrc-portal__list">
            <li>
              <Link to={paths.profile} state={{ editaddress: true }}>
                {copy.profileLink}
              </Link>
            </li>
            <li>
              <Link to={paths.accounts}>{copy.accountsLink}</Link>
            </li>
            <li>
              <Link to={paths.beneficiaries}>{copy.beneficiariesLink}</Link>
            </li>
          </ul>
        </Section>
        <Section id="mrc-visits" heading={copy.visitsHeading}>
          <Visits visits={data.recentVisits} />
        </Section>
      </>
    );
  };
  return (
    <div className="mrc-portal">
      <StepHeading level={1}>{copy.heading}</StepHeading>
      <p>{copy.intro}</p>
      {body()}
    </div>
  );
}
