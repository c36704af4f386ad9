import { formatCents, resolveTemplate } from '../../engine/core';
import type { ProductSummary, ProductSummaryEntry } from '../../engine/core/generated/api.gen';
import { useCan, useOptionalRouteAccess } from '../../engine/react';
import { copyManifest } from '../../src/manifests';
import { SessionAlertExplanation } from '../shared/alert-explanation/SessionAlertExplanation';
import { useCurrentUser } from '../shared/current-user';
import { formatDay } from '../shared/format-day';
import { Slot } from '../shared/slots/Slot';
import { accountDetailHref } from '../shared/accounts/account-paths';
import { AccountGroup, type AccountLink } from './AccountGroup';
import { AccountsSummaryEmpty, AccountsSummaryError, AccountsSummaryLoading } from './AccountsSummaryStates';
import { useProductSummary } from '../shared/accounts/product-summary-api';
import { useFirstLoad } from '../shared/skeleton/PageSkeleton';
import './accounts.css';

const copy = copyManifest.screens['accounts-summary'];
const detailCopy = copyManifest.screens['account-details'];

function detailLink(product: ProductSummaryEntry): AccountLink {
  return { href: accountDetailHref(product.id), label: resolveTemplate(detailCopy.detailsLink, { name: product.name }) };
}

/** The member's greeting. Staff serving a member are not greeted on the member's accounts: the visit bar names whom they serve. */
function Greeting() {
  const { data: user } = useCurrentUser();
  if (user === undefined || user.additions.employee_guid !== undefined) return null;
  const year = user.additions.memberSince.slice(0, 4);
  return (
    <p className="accounts-summary__greeting">
      <span>{resolveTemplate(copy.greeting, { name: user.additions.givenName || user.fullName })}</span>
      {year === '' ? null : <span className="accounts-summary__since">{resolveTemplate(copy.memberSince, { year })}</span>}
    </p>
  );
}

/** What the member holds and what they owe, each added up by the server and labelled; never netted. */
function SummaryTotals({ summary }: { summary: ProductSummary }) {
  return (
    <dl className="accounts-summary__totals" aria-label={copy.totalsLabel}>
      <div className="accounts-summary__total" data-total="deposits">
        <dt className="accounts-summary__total-label">{copy.totalDeposits}</dt>
        <dd className="accounts-summary__total-amount">{formatCents(summary.totalDepositsCents)}</dd>
      </div>
      <div className="accounts-summary__total" data-total="owed">
        <dt className="accounts-summary__total-label">{copy.totalOwed}</dt>
        <dd className="accounts-summary__total-amount">{formatCents(summary.totalOwedCents)}</dd>
      </div>
    </dl>
  );
}

/** The accounts that are past due, by how much and since when, for the restriction's explanation. */
function PastDueAccounts({ summary }: { summary: ProductSummary }) {
  const late = summary.groups.flatMap((group) => group.products).filter((product) => product.pastDue !== undefined);
  if (late.length === 0) return null;
  return (
    <ul className="accounts-summary__past-due">
      {late.map((product) => (
        <li key={product.id}>
          {resolveTemplate(copy.pastDueLine, {
            name: product.name,
            number: product.accountNumber,
            amount: formatCents(product.pastDue?.amountCents ?? 0),
            date: formatDay(product.pastDue?.dueDate ?? ''),
          })}
        </li>
      ))}
    </ul>
  );
}

/** The accounts summary: every account the member reaches, grouped by kind in the order the server sends, each linking to its page. */
export default function AccountsSummaryScreen() {
  const summary = useProductSummary();
  // Offers chosen from the accounts only for a caller the policy offers them to (not staff, trusted users or a
  // member who asked not to be contacted or may not borrow).
  const canReceiveOffers = useCan('receive-offers');
  // What the caller may do with the accounts (the Edit Accounts link above them) is known only with their access: on
  // the first load the accounts wait for it too, so the link never arrives above groups already painted.
  const access = useOptionalRouteAccess();
  const firstLoad = useFirstLoad(summary.isPending || access?.ready === false);
  const data = firstLoad ? undefined : summary.data;
  return (
    <div className="accounts-summary">
      <div className="accounts-summary__intro">
        <div>
          <h1>{copy.heading}</h1>
          <Greeting />
        </div>
        {data === undefined || data.groups.length === 0 ? null : <SummaryTotals summary={data} />}
      </div>
      <SessionAlertExplanation>{data === undefined ? null : <PastDueAccounts summary={data} />}</SessionAlertExplanation>
      {firstLoad ? <AccountsSummaryLoading /> : null}
      {summary.isError && summary.data === undefined ? <AccountsSummaryError onRetry={() => void summary.refetch()} /> : null}
      {data === undefined ? null : <Slot name="accounts-summary.edit-link" props={{ hiddenCount: data.hiddenAccountCount ?? 0 }} />}
      {data?.groups.length === 0 ? <AccountsSummaryEmpty /> : null}
      {data?.groups.map((group) => <AccountGroup key={group.kind} group={group} linkFor={detailLink} />)}
      {data === undefined || !canReceiveOffers ? null : <Slot name="accounts-summary.offers" props={{ realEstateArea: 'AS' }} />}
    </div>
  );
}
