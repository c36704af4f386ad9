import { useMemo, useState } from 'react';
import type { PaymentOrder, PaymentOrderRequest, PaymentOrderValidation, ProductSummaryEntry } from '../../engine/core/generated/api.gen';
import { formatCents } from '../../engine/core/money';
import { resolveTemplate } from '../../engine/core';
import { checkPayment, earliestPayeeDate, effectiveExecutionDate, isIsoDate } from '../../engine/core/payment-rules';
import { SchemaForm } from '../../engine/react/forms';
import { type FieldError } from '../../engine/core/forms';
import type { PayeeOption, SubmitResult } from '../../engine/react/forms';
import { formManifests } from '../../src/manifests/form-manifests';
import { copyManifest, errorsManifest, limitsManifest } from '../../src/manifests';
import { formatDay } from '../shared/format-day';
import { useCreateBillPayment, useEditBillPayment, validateBillPayment } from './bill-payments-api';
import { ConfirmationStep, confirmationText } from '../shared/flow/ConfirmationStep';
import { paymentFailure } from '../shared/flow/flow-errors';
import { businessDayOf, businessToday, processingDay } from '../shared/business-today';
import { accountLabel, sourceFacts, toAccountOption } from '../shared/payments/payment-accounts';
import { partyLabel } from '../shared/payments/party-label';
import type { Payee } from './payees-api';
import { ReviewStep } from '../shared/flow/ReviewStep';
import { StepHeading } from '../shared/flow/StepHeading';
import { useConfirmModal } from '../shared/flow/use-confirm-modal';
import { usePermissionDenied } from '../shared/flow/use-permission-denied';
import { useReview } from '../shared/flow/use-review';
import { formCopy } from '../shared/form-copy';

const copy = copyManifest.screens['bill-pay'];
const DUPLICATE_MODAL = 'duplicateBillPayment';

interface BillPayData {
  payeeId?: string;
  fromAccountId?: string;
  amountCents?: number;
  executionDate?: string;
  memo?: string;
}

interface Reviewed {
  readonly data: BillPayData;
  readonly request: PaymentOrderRequest;
  readonly validation: PaymentOrderValidation;
}

export interface BillPayFlowProps {
  readonly payees: readonly Payee[];
  readonly accounts: readonly ProductSummaryEntry[];
  readonly payeeId?: string;
  /** A scheduled payment to change: the form opens with its values and saving replaces it (same confirmation number). */
  readonly editing?: PaymentOrder;
  /** Back to the payee list. */
  readonly onClose: () => void;
}

/** A payment for the day the member picked: today is "now", a later day is scheduled. */
function toRequest(data: BillPayData, today: string): PaymentOrderRequest {
  const date = data.executionDate ?? today;
  const future = date !== today;
  return {
    payeeId: data.payeeId ?? '',
    fromAccountId: data.fromAccountId ?? '',
    amountCents: data.amountCents ?? 0,
    timing: future ? 'FUTURE' : 'IMMEDIATE',
    frequency: 'ONCE',
    ...(future ? { executionDate: date } : {}),
    ...(data.memo ? { memo: data.memo } : {}),
  };
}

/** The same rules the server runs (engine/core/payment-rules), on what the browser knows of the accounts. */
function clientErrors(data: BillPayData, from: ProductSummaryEntry | undefined, today: string): FieldError[] {
  const request = toRequest(data, today);
  return checkPayment(
    {
      kind: 'BILL_PAY',
      amountCents: data.amountCents,
      timing: request.timing ?? 'IMMEDIATE',
      frequency: 'ONCE',
      today,
      executionDate: request.executionDate,
      from: sourceFacts(from),
      to: { kind: 'payee' },
    },
    limitsManifest,
    errorsManifest.errors,
  ).map(({ path, message }) => ({ path, message }));
}

/**
 * The first Deliver By date the payee can be paid on: its lead time in Fed business days counted from the day the
 * payment is processed (after the cut-off, a weekend or a holiday, the next business day), not simply today.
 */
function earliestDeliverBy(payee: Payee | undefined, firstDay: string): string {
  return earliestPayeeDate(firstDay, payee?.leadBusinessDays ?? limitsManifest.billPay.payeeLeadBusinessDays);
}

/** The business-day note when the picked date is a weekend or holiday (limits.json paymentDateAdjusted). */
function dateNote(date: string | undefined, today: string): string | undefined {
  if (!isIsoDate(date) || date < today) return undefined;
  return effectiveExecutionDate('BILL_PAY', date, today, limitsManifest).note;
}

/** The form's values of a scheduled payment: the day the member asked for, not the business day it moves on. */
function editedData(payment: PaymentOrder): BillPayData {
  return {
    payeeId: payment.to.id,
    fromAccountId: payment.from.id,
    amountCents: payment.amountCents,
    executionDate: payment.requestedDate,
    ...(payment.memo ? { memo: payment.memo } : {}),
  };
}

/** The confirmation of an edit names what the payment now is: payee, amount, account and date. */
function updatedBody(payment: PaymentOrder): string {
  return resolveTemplate(copy.updatedBody, {
    amount: formatCents(payment.amountCents),
    payee: payment.to.name,
    account: partyLabel(payment.from),
    date: formatDay(payment.executionDate),
    confirmationNumber: payment.confirmationNumber,
  });
}

/**
 * Pay a bill: the bill-pay form of config/forms with the payees and the accounts that may pay,
 * checked by the core payment rules, then a review (the server's validate answer: effective date and notes), then
 * the payment under an Idempotency-Key and its confirmation number. Deliver By starts at the earliest date the payee
 * can be paid; a payment the server calls a possible duplicate asks for confirmation before the review. With
 * `editing` the same form opens prefilled and the review saves the change to that scheduled payment. Loaded lazily (rjsf).
 */
export default function BillPayFlow(props: BillPayFlowProps) {
  const manifest = formManifests['bill-pay'];
  if (!manifest) throw new Error('No form "bill-pay" in config/forms');
  const today = useMemo(() => businessToday(), []);
  const firstDay = useMemo(() => processingDay(), []);
  const { review, returns, submitting, start, back, send } = useReview<Reviewed>();
  const [paid, setPaid] = useState<PaymentOrder | null>(null);
  const [formKey, setFormKey] = useState(0);
  const create = useCreateBillPayment();
  const edit = useEditBillPayment();
  const editing = props.editing;
  const confirmModal = useConfirmModal();
  const permissionDenied = usePermissionDenied();

  const payeeOptions: PayeeOption[] = props.payees.map((payee) => ({ id: payee.id, name: payee.nickname ? `${payee.name} (${payee.nickname})` : payee.name, accountNumber: payee.maskedAccountNumber }));
  const initial: BillPayData = editing
    ? editedData(editing)
    : {
        executionDate: earliestDeliverBy(props.payees.find((payee) => payee.id === props.payeeId), firstDay),
        ...(props.payeeId ? { payeeId: props.payeeId } : {}),
        ...(props.accounts.length === 1 ? { fromAccountId: props.accounts[0]?.id } : {}),
      };
  const [note, setNote] = useState<string | undefined>(() => dateNote(initial.executionDate, today));

  const onSubmit = async (data: BillPayData): Promise<SubmitResult> => {
    const from = props.accounts.find((account) => account.id === data.fromAccountId);
    const problems = clientErrors(data, from, today);
    if (problems.length > 0) return problems;
    const request = toRequest(data, today);
    let validation: PaymentOrderValidation;
    try {
      validation = await validateBillPayment(request);
    } catch (error) {
      return permissionDenied(error) ? undefined : paymentFailure(error);
    }
    // The payment being edited is not a duplicate of itself.
    const earlier = validation.possibleDuplicate?.confirmationNumber === editing?.confirmationNumber ? undefined : validation.possibleDuplicate;
    if (earlier) {
      // The server found the same amount paid to this payee within the duplicate window: pay again only when told to.
      const payee = props.payees.find((candidate) => candidate.id === data.payeeId);
      const values = { amount: formatCents(request.amountCents), payee: payee?.name ?? '', date: formatDay(businessDayOf(earlier.createdAt)) };
      const outcome = await confirmModal(DUPLICATE_MODAL, values, () => Promise.resolve());
      if (!outcome.confirmed) return undefined;
    }
    return start({ data, request, validation });
  };

  const confirm = () =>
    send(
      (pending) =>
        editing
          ? edit.mutateAsync({ id: editing.id, request: pending.data.request, key: pending.idempotencyKey })
          : create.mutateAsync({ request: pending.data.request, key: pending.idempotencyKey }),
      (receipt) => setPaid(receipt.paymentOrder),
      paymentFailure,
    );

  const payAnother = () => {
    setPaid(null);
    setNote(dateNote(initial.executionDate, today));
    setFormKey((key) => key + 1);
  };

  if (paid) {
    const text = editing
      ? { heading: copy.updatedHeading, body: updatedBody(paid), numberLabel: copy.confirmationNumberLabel, confirmationNumber: paid.confirmationNumber }
      : confirmationText(copy, paid.confirmationNumber);
    return (
      <ConfirmationStep
        id="bill-pay-confirmation"
        {...text}
        rows={[
          { label: copy.reviewPayee, value: partyLabel(paid.to) },
          { label: copy.reviewFrom, value: partyLabel(paid.from) },
          { label: copy.reviewAmount, value: formatCents(paid.amountCents) },
          { label: copy.reviewDate, value: formatDay(paid.executionDate) },
        ]}
      >
        <button type="button" className="button" onClick={props.onClose}>
          {copy.backToBillPay}
        </button>
        {editing ? null : (
          <button type="button" className="button button--secondary" onClick={payAnother}>
            {copy.payAnother}
          </button>
        )}
      </ConfirmationStep>
    );
  }

  const reviewRows = (data: BillPayData, validation: PaymentOrderValidation) => {
    const payee = payeeOptions.find((option) => option.id === data.payeeId);
    const from = props.accounts.find((account) => account.id === data.fromAccountId);
    return [
      { label: copy.reviewPayee, value: payee ? `${payee.name} ${payee.accountNumber ?? ''}`.trim() : '' },
      { label: copy.reviewFrom, value: accountLabel(from ? toAccountOption(from) : undefined) },
      { label: copy.reviewAmount, value: formatCents(data.amountCents ?? 0) },
      { label: copy.reviewDate, value: formatDay(validation.executionDate) },
      ...(data.memo ? [{ label: copy.reviewMemo, value: data.memo }] : []),
    ];
  };

  return (
    <>
      <section className="flow-step card" aria-labelledby="bill-pay-form" hidden={review !== null}>
        <StepHeading id="bill-pay-form" focusToken={returns}>
          {editing ? copy.editPaymentHeading : manifest.title}
        </StepHeading>
        {editing ? <p>{copy.editPaymentIntro}</p> : null}
        <SchemaForm<BillPayData>
          key={formKey}
          manifest={manifest}
          copy={formCopy}
          formData={initial}
          onSubmit={onSubmit}
          onChange={(data) => setNote(dateNote(data.executionDate, today))}
          context={{ accounts: props.accounts.map(toAccountOption), payees: payeeOptions }}
        >
          <button type="button" className="button button--secondary" onClick={props.onClose}>
            {copy.cancel}
          </button>
        </SchemaForm>
        <p className="pay-note" aria-live="polite">
          {note}
        </p>
      </section>
      {review ? (
        <ReviewStep
          id="bill-pay-review"
          copy={editing ? { ...copy, reviewSubmit: copy.saveChanges } : copy}
          rows={reviewRows(review.data.data, review.data.validation)}
          notes={review.data.validation.notes}
          submitting={submitting}
          onEdit={() => back()}
          onConfirm={() => void confirm()}
        />
      ) : null}
    </>
  );
}
