import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { ProductSummaryEntry, ServiceRequestKind, ServiceRequestReceipt } from '../../engine/core/generated/api.gen';
import type { AccountOption } from '../../engine/react/forms';
import { copyManifest, errorsManifest } from '../../src/manifests';
import { ACCOUNT_ID_PARAM } from '../shared/accounts/account-paths';
import { useProductSummary } from '../shared/accounts/product-summary-api';
import { HUB_ROUTE, serviceHref } from './account-services-paths';
import { accountServiceOf } from './service-catalog';
import { ServiceRequestConfirmation } from './ServiceRequestConfirmation';
import { useDirectDepositEligibility } from './service-requests-api';
import { FlowError, FlowLoading, FlowNotice } from '../shared/flow/FlowStates';
import { PolicyGate } from '../shared/flow/PolicyGate';
import './account-services.css';

// rjsf and the form manifests come with the flow, not with the first page load.
const ServiceRequestFlow = lazy(() => import('./ServiceRequestFlow'));

const copy = copyManifest.screens['account-services'];

const toOption = (product: ProductSummaryEntry): AccountOption => ({ id: product.id, name: product.name, accountNumber: product.accountNumber });

/** Which of the accounts may use the service: all of the right kind, and for direct deposit only the eligible ones. */
function useEligibleAccounts(kind: ServiceRequestKind) {
  const service = accountServiceOf(kind);
  const summary = useProductSummary();
  const candidates = (summary.data?.groups ?? []).flatMap((group) => group.products).filter((product) => service.productKinds.includes(product.productKind));
  const checksEligibility = kind === 'direct-deposit';
  const eligibility = useDirectDepositEligibility(checksEligibility ? candidates.map((product) => product.id) : [], summary.data !== undefined);
  const eligible = checksEligibility ? candidates.filter((_, index) => eligibility[index]?.data?.eligible === true) : candidates;
  return {
    service,
    candidates,
    accounts: eligible.map(toOption),
    pending: summary.isPending || eligibility.some((query) => query.isPending),
    failed: (summary.isError && summary.data === undefined) || eligibility.some((query) => query.isError),
    retry: () => {
      void summary.refetch();
      for (const query of eligibility) if (query.isError) void query.refetch();
    },
  };
}

function ServiceBody({ kind, onSubmitted }: { kind: ServiceRequestKind; onSubmitted: (receipt: ServiceRequestReceipt) => void }) {
  const [params] = useSearchParams();
  const { service, candidates, accounts, pending, failed, retry } = useEligibleAccounts(kind);
  if (failed) return <FlowError text={copy.error} retryLabel={copy.retry} onRetry={retry} />;
  if (pending) return <FlowLoading text={copy.loading} />;
  if (candidates.length === 0) return <FlowNotice text={copy.noEligibleAccounts} role="alert" />;
  if (accounts.length === 0) return <FlowNotice text={errorsManifest.errors.DIRECT_DEPOSIT_INELIGIBLE?.message ?? copy.noEligibleAccounts} role="alert" />;
  return (
    <Suspense fallback={<FlowLoading text={copy.loading} />}>
      <ServiceRequestFlow service={service} accounts={accounts} accountId={params.get(ACCOUNT_ID_PARAM)} onSubmitted={onSubmitted} />
    </Suspense>
  );
}

/** One account service: its form with the accounts it applies to, a review, then the confirmation number. */
export function ServiceRequestScreen({ kind }: { kind: ServiceRequestKind }) {
  const [params] = useSearchParams();
  const [receipt, setReceipt] = useState<ServiceRequestReceipt | null>(null);
  const service = accountServiceOf(kind);
  return (
    <div className="account-services">
      <p className="account-services__back">
        <Link to={serviceHref(HUB_ROUTE, params.get(ACCOUNT_ID_PARAM))}>{copy.backToServices}</Link>
      </p>
      <h1>{copy[service.copyKey]}</h1>
      <PolicyGate capability={service.capability}>
        {receipt ? <ServiceRequestConfirmation receipt={receipt} /> : <ServiceBody kind={kind} onSubmitted={setReceipt} />}
      </PolicyGate>
    </div>
  );
}
