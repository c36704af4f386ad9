import { lazy, Suspense, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { PaymentKind } from '../../engine/core/payment-rules';
import { moveMoneyCopy as copy } from './move-money-copy';
import { FlowError, FlowLoading, FlowNotice } from '../shared/flow/FlowStates';
import { endpointKinds, sourcesOf } from './payment-endpoints';
import type { PaymentOrder } from './payment-orders-api';
import { PaymentConfirmation } from './PaymentConfirmation';
import { usePaymentEndpoints } from './use-payment-endpoints';
import './move-money.css';

const PaymentFlow = lazy(() => import('./PaymentFlow'));

const offeredAsAdvance = (kind: PaymentKind): boolean => kind === 'CASH_ADVANCE' || kind === 'HELOC_ADVANCE';
const advanceAccounts = endpointKinds(['creditCard', 'heloc', 'checking', 'savings']);

function CashAdvancePage() {
  const [done, setDone] = useState<PaymentOrder | null>(null);
  const endpoints = usePaymentEndpoints({ external: false, anotherMember: false });
  const candidates = useMemo(() => endpoints.candidates.filter(advanceAccounts), [endpoints.candidates]);
  let body;
  if (done) body = <PaymentConfirmation order={done} updated={false} againLabel={copy.makeAnotherAdvance} />;
  else if (endpoints.failed) body = <FlowError text={copy.error} retryLabel={copy.retry} onRetry={endpoints.retry} />;
  else if (endpoints.pending) body = <FlowLoading text={copy.loading} />;
  else if (sourcesOf(candidates, offeredAsAdvance).length === 0) body = <FlowNotice text={copy.noAdvanceAccounts} role="status" />;
  else
    body = (
      <Suspense fallback={<FlowLoading text={copy.loading} />}>
        <PaymentFlow formId="cash-advance" offered={offeredAsAdvance} candidates={candidates} onDone={setDone} />
      </Suspense>
    );
  return (
    <div className="move-money">
      <h1>{copy.cashAdvanceHeading}</h1>
      {body}
    </div>
  );
}

/** /move-money/cash-advance: from a credit card or HELOC to checking or savings, same review and confirmation as transfers. */
export default function CashAdvanceScreen() {
  const location = useLocation();
  return <CashAdvancePage key={location.key} />;
}
