import { lazy, Suspense } from 'react';
import { copyManifest } from '../../src/manifests';
import { useProductSummary } from '../shared/accounts/product-summary-api';
import { FlowError, FlowLoading, FlowNotice } from '../shared/flow/FlowStates';
import { accountsThatCanPay, summaryAccounts } from '../shared/payments/payment-accounts';
import '../shared/payments/payments-ui.css';

// rjsf and the form manifests come with the flow, not with the first page load.
const CashiersCheckFlow = lazy(() => import('./CashiersCheckFlow'));

const copy = copyManifest.screens['cashiers-check'];

/** Request a cashier's check: paid from a checking or savings account, recorded with a confirmation number. */
export default function CashiersCheckScreen() {
  const summary = useProductSummary();
  // A cashier's check is paid out of a deposit account: the accounts the core rules let pay a third party.
  const accounts = accountsThatCanPay(summaryAccounts(summary.data), 'payee');
  const body = () => {
    if (summary.isPending) return <FlowLoading text={copy.loading} />;
    if (summary.isError && summary.data === undefined) return <FlowError text={copy.error} retryLabel={copy.retry} onRetry={() => void summary.refetch()} />;
    if (accounts.length === 0) return <FlowNotice text={copy.noAccounts} />;
    return (
      <Suspense fallback={<FlowLoading text={copy.loading} />}>
        <CashiersCheckFlow accounts={accounts} />
      </Suspense>
    );
  };
  return (
    <div className="pay-page">
      <h1>{copy.heading}</h1>
      <p>{copy.intro}</p>
      {body()}
    </div>
  );
}
