import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { AmountChoiceId } from '../../engine/core';
import type { PaymentKind } from '../../engine/core/payment-rules';
import { moveMoneyCopy as copy } from './move-money-copy';
import { FlowError, FlowLoading, FlowNotice } from '../shared/flow/FlowStates';
import { ANOTHER_MEMBER_ID, sourcesOf } from './payment-endpoints';
import type { PaymentEndpoint } from './payment-endpoints';
import { usePaymentOrder } from './payment-orders-api';
import type { PaymentOrder } from './payment-orders-api';
import { formDataOfOrder } from './payment-request';
import type { PaymentFormData } from './payment-request';
import { accountDetailQuery } from '../shared/accounts/account-detail-api';
import { AmountDueChoices, choicesOf } from './AmountDueChoices';
import { PaymentConfirmation } from './PaymentConfirmation';
import { usePaymentEndpoints } from './use-payment-endpoints';
import { prefillOf, type PaymentPrefill } from './payment-prefill';
import './move-money.css';

// rjsf and the form manifests come with the flow, not with the first page load.
const PaymentFlow = lazy(() => import('./PaymentFlow'));

/** Bill payments have their own page; everything else between two accounts is a transfer. */
const offeredOnTransfers = (kind: PaymentKind): boolean => kind !== 'BILL_PAY';

export const EDIT_PARAM = 'edit';
/** The account a new payment goes to (menus.json accountActions make-payment, accountParam). */
export const TO_PARAM = 'to';

function initialOf(order: PaymentOrder): PaymentFormData {
  const data = formDataOfOrder(order);
  // The other member's account number is not shown back; the member types it again.
  return order.kind === 'MEMBER_TRANSFER' ? { ...data, toAccountId: ANOTHER_MEMBER_ID } : data;
}

function TransferBody(props: { candidates: readonly PaymentEndpoint[]; editId: string | null; onDone: (order: PaymentOrder) => void }) {
  const order = usePaymentOrder(props.editId);
  if (props.editId !== null) {
    if (order.isError) return <FlowError text={copy.error} retryLabel={copy.retry} onRetry={() => void order.refetch()} />;
    if (!order.data) return <FlowLoading text={copy.loading} />;
    if (order.data.state !== 'SCHEDULED' || order.data.kind === 'BILL_PAY') return <FlowNotice text={copy.notEditable} role="status" />;
  }
  return (
    <Suspense fallback={<FlowLoading text={copy.loading} />}>
      <PaymentFlow
        formId="transfer"
        offered={offeredOnTransfers}
        candidates={props.candidates}
        initial={order.data ? initialOf(order.data) : undefined}
        editingId={props.editId ?? undefined}
        onDone={props.onDone}
      />
    </Suspense>
  );
}

/**
 * A new payment to the account `?to=` names (an account page's Make a Payment, an insight's Schedule a payment): that
 * account is the destination and, when it has something due, the amount choices come first; choosing one fills the
 * form's amount. An amount and day the link carries (`?amount=`, `?date=`) fill the form until the member chooses;
 * the form validates them as it validates what the member types.
 */
function PayAccountBody(props: { candidates: readonly PaymentEndpoint[]; toAccountId: string; prefill: PaymentPrefill; onDone: (order: PaymentOrder) => void }) {
  const account = useQuery({ ...accountDetailQuery(props.toAccountId), retry: false });
  const choices = choicesOf(account.data);
  const { amountCents: linkedCents, executionDate } = props.prefill;
  // Until the member chooses: the choice of the linked amount (else "another amount" with it), or the most that is due.
  const linked = linkedCents === undefined ? undefined : (choices.find((choice) => choice.amountCents === linkedCents) ?? choices.find((choice) => choice.amountCents === undefined));
  const [chosen, setChosen] = useState<AmountChoiceId | null>(null);
  if (account.isPending) return <FlowLoading text={copy.loading} />;
  const current = choices.find((choice) => choice.id === chosen) ?? linked ?? choices[0]!;
  const amountCents = chosen === null && linkedCents !== undefined ? linkedCents : current.amountCents;
  const initial: PaymentFormData = {
    toAccountId: props.toAccountId,
    ...(amountCents === undefined ? {} : { amountCents }),
    ...(executionDate === undefined ? {} : { timing: 'FUTURE', executionDate }),
  };
  return (
    <>
      <AmountDueChoices choices={choices} chosen={current.id} onChoose={(choice) => setChosen(choice.id)} />
      <Suspense fallback={<FlowLoading text={copy.loading} />}>
        {/* A new choice starts the form again with its amount. */}
        <PaymentFlow key={current.id} formId="transfer" offered={offeredOnTransfers} candidates={props.candidates} initial={initial} onDone={props.onDone} />
      </Suspense>
    </>
  );
}

function TransfersPage() {
  const [params] = useSearchParams();
  const editId = params.get(EDIT_PARAM);
  const toAccountId = params.get(TO_PARAM);
  const [done, setDone] = useState<PaymentOrder | null>(null);
  const endpoints = usePaymentEndpoints({ external: true, anotherMember: true });
  let body;
  if (done) body = <PaymentConfirmation order={done} updated={editId !== null} againLabel={copy.makeAnotherTransfer} />;
  else if (endpoints.failed) body = <FlowError text={copy.error} retryLabel={copy.retry} onRetry={endpoints.retry} />;
  else if (endpoints.pending) body = <FlowLoading text={copy.loading} />;
  else if (sourcesOf(endpoints.candidates, offeredOnTransfers).length === 0) body = <FlowNotice text={copy.noSourceAccounts} role="status" />;
  else if (editId === null && toAccountId !== null && endpoints.candidates.some((candidate) => candidate.id === toAccountId)) {
    body = <PayAccountBody candidates={endpoints.candidates} toAccountId={toAccountId} prefill={prefillOf(params)} onDone={setDone} />;
  } else body = <TransferBody candidates={endpoints.candidates} editId={editId} onDone={setDone} />;
  return (
    <div className="move-money">
      <h1>{editId === null ? copy.transfersHeading : copy.editHeading}</h1>
      {body}
    </div>
  );
}

/** /move-money/transfers: the transfer form, its review and confirmation; `?edit=<id>` edits a scheduled order. */
export default function TransfersScreen() {
  // A new visit (e.g. "Make Another Transfer") starts a fresh form.
  const location = useLocation();
  return <TransfersPage key={location.key} />;
}
