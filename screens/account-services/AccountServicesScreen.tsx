import { Link, useSearchParams } from 'react-router-dom';
import { resolveTemplate } from '../../engine/core';
import type { ProductSummaryEntry, ServiceRequest } from '../../engine/core/generated/api.gen';
import { useOptionalRouteAccess } from '../../engine/react';
import { copyManifest } from '../../src/manifests';
import { ACCOUNT_ID_PARAM } from '../shared/accounts/account-paths';
import { useProductSummary } from '../shared/accounts/product-summary-api';
import { HUB_ROUTE, serviceHref, servicePath } from './account-services-paths';
import { ACCOUNT_SERVICES, accountServiceOf } from './service-catalog';
import { useServiceRequests } from './service-requests-api';
import { businessDayOf } from '../shared/business-today';
import { formatDay } from '../shared/format-day';
import { FactList } from '../shared/flow/FactList';
import { FlowError, FlowLoading } from '../shared/flow/FlowStates';
import { PageSkeleton, useFirstLoad } from '../shared/skeleton/PageSkeleton';
import './account-services.css';

const copy = copyManifest.screens['account-services'];

function RecentRequests({ accountId }: { accountId: string | null }) {
  const requests = useServiceRequests();
  const shown = (requests.data ?? []).filter((request) => accountId === null || request.arrangementId === accountId);
  return (
    <section className="account-services__recent" aria-labelledby="account-services-recent">
      <h2 id="account-services-recent">{copy.recentHeading}</h2>
      {requests.isPending ? <FlowLoading text={copy.loading} /> : null}
      {requests.isError && requests.data === undefined ? <FlowError text={copy.error} retryLabel={copy.retry} onRetry={() => void requests.refetch()} /> : null}
      {requests.data !== undefined && shown.length === 0 ? <p>{copy.recentEmpty}</p> : null}
      {shown.length > 0 ? (
        <ul className="account-services__requests">
          {shown.map((request) => (
            <RequestItem key={request.id} request={request} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function RequestItem({ request }: { request: ServiceRequest }) {
  return (
    <li className="account-services__request card">
      <FactList
        rows={[
          { label: copy.recentColumnRequest, value: copy[accountServiceOf(request.kind).copyKey] },
          { label: copy.recentColumnAccount, value: `${request.accountName} ${request.accountNumber}` },
          { label: copy.recentColumnDate, value: <time dateTime={request.createdAt}>{formatDay(businessDayOf(request.createdAt))}</time> },
          { label: copy.recentColumnConfirmation, value: request.confirmationNumber },
          { label: copy.recentColumnStatus, value: copy.statusSubmitted },
        ]}
      />
    </li>
  );
}

/** The account-services hub: each service, for one account when the `id` parameter names one, and the member's recent requests. */
export default function AccountServicesScreen() {
  const [params] = useSearchParams();
  const summary = useProductSummary();
  const requestedId = params.get(ACCOUNT_ID_PARAM);
  const account: ProductSummaryEntry | undefined = summary.data?.groups.flatMap((group) => group.products).find((product) => product.id === requestedId);
  const accountId = account?.id ?? null;
  const access = useOptionalRouteAccess();
  // Only the services the policy lets the caller file (a trusted user never changes an account's owners or type).
  const offered = ACCOUNT_SERVICES.filter((service) => access !== undefined && access.ready && access.can(service.capability));
  const services = account ? offered.filter((service) => service.productKinds.includes(account.productKind)) : offered;
  const requests = useServiceRequests();
  // The services shown depend on the caller's access and the named account: until both are known (and the recent
  // requests below them), one placeholder holds the page so nothing painted is pushed down when they arrive.
  const firstLoad = useFirstLoad(access === undefined || !access.ready || (requestedId !== null && summary.isPending) || requests.isPending);
  return (
    <div className="account-services">
      <h1>{copy.heading}</h1>
      <p className="account-services__intro">{copy.intro}</p>
      {account ? (
        <p className="account-services__account">
          <span>{resolveTemplate(copy.forAccount, { account: `${account.name} ${account.accountNumber}` })}</span>{' '}
          <Link to={servicePath(HUB_ROUTE)}>{copy.allAccounts}</Link>
        </p>
      ) : null}
      {firstLoad ? (
        <PageSkeleton label={copy.loading} cards={[4, 2]} />
      ) : (
        <>
          <nav className="account-services__services" aria-labelledby="account-services-list">
            <h2 id="account-services-list">{copy.servicesHeading}</h2>
            <ul>
              {services.map((service) => (
                <li key={service.kind}>
                  <Link className="account-services__service card" to={serviceHref(service.route, accountId)}>
                    {copy[service.copyKey]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <RecentRequests accountId={accountId} />
        </>
      )}
    </div>
  );
}
