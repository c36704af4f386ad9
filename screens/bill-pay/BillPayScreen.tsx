import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { resolveTemplate } from '../../engine/core';
import type { PaymentOrder } from '../../engine/core/generated/api.gen';
import { formatCents } from '../../engine/core/money';
import { useVisibilityContext } from '../../engine/react';
import { copyManifest } from '../../src/manifests';
import { useProductSummary } from '../shared/accounts/product-summary-api';
import { formatDay } from '../shared/format-day';
import { BillPaymentList } from './BillPaymentList';
import { useBillPayments, useCancelBillPayment } from './bill-payments-api';
import { messageOf } from '../shared/flow/flow-errors';
import { FlowError, FlowLoading, FlowNotice } from '../shared/flow/FlowStates';
import { PageSkeleton, useFirstLoad } from '../shared/skeleton/PageSkeleton';
import { StatusMessage } from '../shared/flow/StatusMessage';
import type { Status } from '../shared/flow/StatusMessage';
import { StepHeading } from '../shared/flow/StepHeading';
import { useConfirmModal } from '../shared/flow/use-confirm-modal';
import type { ConfirmOutcome } from '../shared/flow/use-confirm-modal';
import { accountsThatCanPay, summaryAccounts } from '../shared/payments/payment-accounts';
import { PayeeList } from './PayeeList';
import { useDeletePayee, usePayees } from './payees-api';
import type { Payee } from './payees-api';
import '../shared/payments/payments-ui.css';

// rjsf and the form manifests come with a flow, not with the first page load.
const BillPayFlow = lazy(() => import('./BillPayFlow'));
const PayeeEditor = lazy(() => import('./PayeeEditor'));

const copy = copyManifest.screens['bill-pay'];
const DELETE_PAYEE_MODAL = 'deletePayee';
const CANCEL_PAYMENT_MODAL = 'cancelBillPayment';

type Mode = { kind: 'list' } | { kind: 'add-payee' } | { kind: 'edit-payee'; payee: Payee } | { kind: 'pay'; payeeId?: string } | { kind: 'edit-payment'; payment: PaymentOrder };

/** The query parameter naming a scheduled bill payment to open for editing (the Scheduled list under Move Money links here). */
const EDIT_PARAM = 'edit';

function BillPayments({ onCancel, onEdit }: { onCancel?: (payment: PaymentOrder) => void; onEdit?: (payment: PaymentOrder) => void }) {
  const payments = useBillPayments();
  const scheduled = (payments.data ?? []).filter((payment) => payment.state === 'SCHEDULED');
  const recent = (payments.data ?? []).filter((payment) => payment.state !== 'SCHEDULED');
  return (
    <section className="pay-section" aria-labelledby="bill-payments">
      <h2 id="bill-payments">{copy.paymentsHeading}</h2>
      {payments.isPending ? <FlowLoading text={copy.loading} /> : null}
      {payments.isError && payments.data === undefined ? <FlowError text={copy.error} retryLabel={copy.retry} onRetry={() => void payments.refetch()} /> : null}
      {payments.data !== undefined ? (
        <>
          <h3>{copy.scheduledHeading}</h3>
          <BillPaymentList payments={scheduled} empty={copy.scheduledEmpty} onCancel={onCancel} onEdit={onEdit} />
          <h3>{copy.recentHeading}</h3>
          <BillPaymentList payments={recent} empty={copy.recentEmpty} />
        </>
      ) : null}
    </section>
  );
}

/**
 * Bill pay: the agreement's payees (add, edit, delete with a confirmation), paying a bill to one,
 * and the scheduled and recent bill payments with edit and cancel (`?edit=<id>` opens that scheduled payment's edit). Each action is offered only to a user whose permissions
 * (config/permissions.json guards, the ones the server checks) allow it: a view-only trusted user only looks.
 */
export default function BillPayScreen() {
  const payees = usePayees();
  // The payees and the payments appear together on the first load, so the payments answering first are not pushed
  // down by the payee list.
  const billPayments = useBillPayments();
  const firstLoading = useFirstLoad(payees.isPending || billPayments.isPending);
  const summary = useProductSummary();
  const deletePayee = useDeletePayee();
  const cancelPayment = useCancelBillPayment();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [status, setStatus] = useState<Status | null>(null);
  const [listFocus, setListFocus] = useState(0);
  const { guards } = useVisibilityContext();
  const may = { pay: guards('canPayBills'), add: guards('canAddPayees'), edit: guards('canEditPayees'), remove: guards('canDeletePayees') };
  const [searchParams, setSearchParams] = useSearchParams();
  const editId = searchParams.get(EDIT_PARAM);

  // A link naming a payment opens its edit once the payments are known; one no longer scheduled says so instead.
  useEffect(() => {
    if (editId === null || billPayments.data === undefined) return;
    setSearchParams((params) => {
      params.delete(EDIT_PARAM);
      return params;
    }, { replace: true });
    const payment = billPayments.data.find((candidate) => candidate.id === editId && candidate.state === 'SCHEDULED');
    if (payment && may.pay) {
      setStatus(null);
      setMode({ kind: 'edit-payment', payment });
    } else {
      setStatus({ text: copy.paymentNotFound, error: true });
    }
  }, [editId, billPayments.data, may.pay, setSearchParams]);

  const fromAccounts = accountsThatCanPay(summaryAccounts(summary.data), 'payee');
  const backToList = (text?: string) => {
    setMode({ kind: 'list' });
    setStatus(text === undefined ? null : { text, error: false });
    setListFocus((count) => count + 1);
  };

  const open = (next: Mode) => {
    setStatus(null);
    setMode(next);
  };

  const confirm = useConfirmModal();
  const report = (outcome: ConfirmOutcome<unknown>, success: string) => {
    if (!outcome.confirmed) return;
    setStatus('error' in outcome ? { text: messageOf(outcome.error), error: true } : { text: success, error: false });
    setListFocus((count) => count + 1);
  };

  const onDeletePayee = async (payee: Payee) => {
    setStatus(null);
    const outcome = await confirm(DELETE_PAYEE_MODAL, { name: payee.name }, (key) => deletePayee.mutateAsync({ id: payee.id, key }));
    report(outcome, resolveTemplate(copy.payeeDeleted, { name: payee.name }));
  };

  const onCancelPayment = async (payment: PaymentOrder) => {
    setStatus(null);
    const values = { amount: formatCents(payment.amountCents), payee: payment.to.name };
    const outcome = await confirm(CANCEL_PAYMENT_MODAL, { ...values, date: formatDay(payment.executionDate) }, (key) => cancelPayment.mutateAsync({ id: payment.id, key }));
    report(outcome, resolveTemplate(copy.paymentCancelled, values));
  };

  const flow = () => {
    if (mode.kind === 'add-payee') return <PayeeEditor onSaved={(name) => backToList(resolveTemplate(copy.payeeSaved, { name }))} onCancel={() => backToList()} />;
    if (mode.kind === 'edit-payee') return <PayeeEditor payee={mode.payee} onSaved={(name) => backToList(resolveTemplate(copy.payeeSaved, { name }))} onCancel={() => backToList()} />;
    if (mode.kind === 'edit-payment') return editFlow(mode.payment);
    if (mode.kind !== 'pay') return null;
    if (summary.isPending) return <FlowLoading text={copy.loading} />;
    if (summary.isError && summary.data === undefined) return <FlowError text={copy.error} retryLabel={copy.retry} onRetry={() => void summary.refetch()} />;
    if (fromAccounts.length === 0) return <FlowNotice text={copy.noFromAccounts} />;
    return <BillPayFlow payees={payees.data ?? []} accounts={fromAccounts} payeeId={mode.payeeId} onClose={() => backToList()} />;
  };

  const editFlow = (payment: PaymentOrder) => {
    if (summary.isPending || payees.isPending) return <FlowLoading text={copy.loading} />;
    if (summary.isError && summary.data === undefined) return <FlowError text={copy.error} retryLabel={copy.retry} onRetry={() => void summary.refetch()} />;
    if (fromAccounts.length === 0) return <FlowNotice text={copy.noFromAccounts} />;
    return <BillPayFlow payees={payees.data ?? []} accounts={fromAccounts} editing={payment} onClose={() => backToList()} />;
  };

  const payeeCount = payees.data?.length ?? 0;
  return (
    <div className="pay-page">
      <h1>{copy.heading}</h1>
      <p>{copy.intro}</p>
      <StatusMessage status={status} />
      {mode.kind === 'list' && firstLoading ? (
        <PageSkeleton label={copy.loading} />
      ) : mode.kind === 'list' ? (
        <>
          <section className="pay-section" aria-labelledby="bill-pay-payees">
            <StepHeading id="bill-pay-payees" focusOnMount={false} focusToken={listFocus}>
              {copy.payeesHeading}
            </StepHeading>
            {payees.isPending ? <FlowLoading text={copy.loading} /> : null}
            {payees.isError && payees.data === undefined ? <FlowError text={copy.error} retryLabel={copy.retry} onRetry={() => void payees.refetch()} /> : null}
            {may.add || (may.pay && payeeCount > 0) ? (
              <p className="flow-actions">
                {may.add ? (
                  <button type="button" className="button" onClick={() => open({ kind: 'add-payee' })}>
                    {copy.addPayee}
                  </button>
                ) : null}
                {may.pay && payeeCount > 0 ? (
                  <button type="button" className="button button--secondary" onClick={() => open({ kind: 'pay' })}>
                    {copy.payBill}
                  </button>
                ) : null}
              </p>
            ) : null}
            {payees.data !== undefined ? (
              <PayeeList
                payees={payees.data}
                {...(may.pay ? { onPay: (payee: Payee) => open({ kind: 'pay', payeeId: payee.id }) } : {})}
                {...(may.edit ? { onEdit: (payee: Payee) => open({ kind: 'edit-payee', payee }) } : {})}
                {...(may.remove ? { onDelete: (payee: Payee) => void onDeletePayee(payee) } : {})}
              />
            ) : null}
          </section>
          <BillPayments
            {...(may.pay ? { onCancel: (payment: PaymentOrder) => void onCancelPayment(payment), onEdit: (payment: PaymentOrder) => open({ kind: 'edit-payment', payment }) } : {})}
          />
        </>
      ) : (
        <Suspense fallback={<FlowLoading text={copy.loading} />}>{flow()}</Suspense>
      )}
    </div>
  );
}
