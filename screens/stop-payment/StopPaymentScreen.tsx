import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatCents, resolveTemplate } from '../../engine/core';
import { useVisibilityContext } from '../../engine/react';
import { copyManifest, limitsManifest } from '../../src/manifests';
import { useProductSummary } from '../shared/accounts/product-summary-api';
import { FlowError, FlowLoading, FlowNotice } from '../shared/flow/FlowStates';
import { summaryAccounts } from '../shared/payments/payment-accounts';
import '../shared/payments/payments-ui.css';
import { StopPaymentList } from './StopPaymentList';
import './stop-payment.css';

// rjsf and the form manifests come with the flow, not with the first page load.
const StopPaymentFlow = lazy(() => import('./StopPaymentFlow'));

const copy = copyManifest.screens['stop-payment'];
/** The guard of the POST route: the server refuses the same people (view-only trusted users, staff who may not move money). */
const PLACE_GUARD = 'canStopPayments';

/**
 * Stop payment on a check: the form (one check or a range) on a checking account, a confirm dialog naming the fee and
 * the last day the stop is in effect, the confirmation, and every stop payment on the member's checking accounts.
 */
export default function StopPaymentScreen() {
  const summary = useProductSummary();
  const canPlace = useVisibilityContext().guards(PLACE_GUARD);
  const [params] = useSearchParams();
  const accounts = summaryAccounts(summary.data).filter((account) => account.productKind === 'checking');
  const limits = limitsManifest.stopPayment;

  // Until the form arrives its place is held at the form's size, so the list below does not move when it paints.
  const placeholder = (
    <div className="stop-payment__form-placeholder">
      <FlowLoading text={copy.loading} />
    </div>
  );
  const form = () => {
    if (!canPlace) return <FlowNotice text={copy.viewOnly} />;
    if (summary.isPending) return placeholder;
    if (summary.isError && summary.data === undefined) return <FlowError text={copy.error} retryLabel={copy.retry} onRetry={() => void summary.refetch()} />;
    if (accounts.length === 0) return <FlowNotice text={copy.noAccounts} />;
    return (
      <Suspense fallback={placeholder}>
        <StopPaymentFlow accounts={accounts} initialAccountId={params.get('id') ?? undefined} />
      </Suspense>
    );
  };
  return (
    <div className="pay-page stop-payment">
      <h1>{copy.heading}</h1>
      <p>{resolveTemplate(copy.intro, { fee: formatCents(limits.feeCents), days: limits.durationDays })}</p>
      {form()}
      <StopPaymentList />
    </div>
  );
}
