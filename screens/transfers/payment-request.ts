import { checkPayment, requiredAcknowledgement } from '../../engine/core/payment-rules';
import type { Acknowledgement, ErrorCatalogue, Limits, PaymentFrequency, PaymentKind, PaymentTiming } from '../../engine/core/payment-rules';
import type { FieldError } from '../../engine/core/forms';
import { ANOTHER_MEMBER_ID } from './payment-endpoints';
import type { PaymentEndpoint } from './payment-endpoints';
import type { PaymentOrder, PaymentOrderRequest } from './payment-orders-api';

/** The data of the transfer and cash-advance forms (config/forms/transfer.json, cash-advance.json). */
export interface PaymentFormData {
  readonly fromAccountId?: string;
  readonly toAccountId?: string;
  readonly toMemberAccountNumber?: string;
  readonly toMemberLastName?: string;
  readonly amountCents?: number;
  readonly timing?: PaymentTiming;
  readonly executionDate?: string;
  readonly frequency?: PaymentFrequency;
  readonly endDate?: string;
  readonly memo?: string;
  /** A one-time transfer into an IRA: the tax year it is for (a choice of the open years). */
  readonly taxYear?: string;
  readonly acknowledged?: boolean;
}

/** Which acknowledgement a short payment of this kind asks for (used when only the server knows the amount due). */
export function acknowledgementOfKind(kind: PaymentKind): Acknowledgement {
  if (kind === 'CARD_PAYMENT') return 'LATE_FEE';
  if (kind === 'LOAN_PAYMENT') return 'DUE_AMOUNT';
  return 'OVERDRAWN_AMOUNT';
}

const ACKNOWLEDGEMENT_COPY = { LATE_FEE: 'acknowledgeLateFee', DUE_AMOUNT: 'acknowledgeDueAmount', OVERDRAWN_AMOUNT: 'acknowledgeOverdrawnAmount' } as const;

/** The checkbox label of an acknowledgement, from config/limits.json. */
export function acknowledgementMessage(acknowledgement: Acknowledgement, limits: Limits): string {
  return limits.messages[ACKNOWLEDGEMENT_COPY[acknowledgement]];
}

/** The acknowledgement the rules ask for with what the browser knows (the server may know more: amounts due). */
export function clientAcknowledgement(kind: PaymentKind | null, data: PaymentFormData, to: PaymentEndpoint | undefined): Acknowledgement | null {
  if (kind === null || !to) return null;
  return requiredAcknowledgement({ kind, amountCents: data.amountCents, to: to.facts });
}

const nonEmpty = (text: string | undefined): string | undefined => {
  const trimmed = text?.trim();
  return trimmed ? trimmed : undefined;
};

/** The API body for the form's (visible) data; `acknowledgement` is sent only when the member ticked the box. */
export function toPaymentRequest(data: PaymentFormData, acknowledgement: Acknowledgement | null): PaymentOrderRequest {
  const timing = data.timing ?? 'IMMEDIATE';
  const frequency = data.frequency ?? 'ONCE';
  const toMember = data.toAccountId === ANOTHER_MEMBER_ID;
  const memo = nonEmpty(data.memo);
  return {
    fromAccountId: data.fromAccountId ?? '',
    ...(toMember
      ? { toMemberAccountNumber: nonEmpty(data.toMemberAccountNumber), toMemberLastName: nonEmpty(data.toMemberLastName) }
      : { toAccountId: data.toAccountId }),
    amountCents: data.amountCents ?? 0,
    timing,
    ...(timing === 'FUTURE' && data.executionDate ? { executionDate: data.executionDate } : {}),
    frequency,
    ...(frequency !== 'ONCE' && data.endDate ? { endDate: data.endDate } : {}),
    ...(memo ? { memo } : {}),
    ...(data.taxYear ? { taxYear: Number(data.taxYear) } : {}),
    ...(acknowledgement && data.acknowledged === true ? { acknowledgements: [acknowledgement] } : {}),
  };
}

/** The form data that edits a scheduled order: its accounts, amount, next date, frequency and memo. */
export function formDataOfOrder(order: PaymentOrder): PaymentFormData {
  return {
    fromAccountId: order.from.id,
    toAccountId: order.to.id,
    amountCents: order.amountCents,
    timing: 'FUTURE',
    executionDate: order.executionDate,
    frequency: order.frequency,
    ...(order.endDate ? { endDate: order.endDate } : {}),
    ...(order.memo ? { memo: order.memo } : {}),
  };
}

/** Rule paths of the payment rules and the API, as fields of the forms. */
export function formPathOf(path: string, fields: ReadonlySet<string>): string {
  const field = /^\/([^/]+)/.exec(path)?.[1];
  if (field === 'acknowledgements') return fields.has('acknowledged') ? '/acknowledged' : '';
  return field !== undefined && fields.has(field) ? `/${field}` : '';
}

export interface LocalCheckInput {
  readonly data: PaymentFormData;
  readonly kind: PaymentKind | null;
  readonly from: PaymentEndpoint | undefined;
  readonly to: PaymentEndpoint | undefined;
  readonly acknowledgement: Acknowledgement | null;
  readonly today: string;
  readonly limits: Limits;
  /** The error catalogue (config/errors.json): the copy of the account rules. */
  readonly errors: ErrorCatalogue;
  /** The form's "required" message (config/errors.json FORM_REQUIRED). */
  readonly requiredMessage: string;
  /** The form's top-level field names. */
  readonly fields: ReadonlySet<string>;
}

/**
 * What the browser can tell before asking the server: the fields another-member transfers need, a pair of accounts
 * that is not offered (a "To" left over from another "From"), and every payment rule of engine/core with the facts
 * the product summary gives (available balance, booked balance); exact limits.json messages on their fields.
 */
export function localPaymentErrors(input: LocalCheckInput): FieldError[] {
  const { data, kind, from, to } = input;
  const errors: FieldError[] = [];
  if (data.toAccountId === ANOTHER_MEMBER_ID) {
    if (!nonEmpty(data.toMemberAccountNumber)) errors.push({ path: '/toMemberAccountNumber', message: input.requiredMessage });
    if (!nonEmpty(data.toMemberLastName)) errors.push({ path: '/toMemberLastName', message: input.requiredMessage });
  }
  if (kind === null || !from || !to) {
    errors.push({ path: '/toAccountId', message: input.requiredMessage });
    return errors;
  }
  const request = toPaymentRequest(data, input.acknowledgement);
  const violations = checkPayment(
    {
      kind,
      amountCents: data.amountCents,
      timing: request.timing ?? 'IMMEDIATE',
      frequency: request.frequency ?? 'ONCE',
      today: input.today,
      executionDate: request.executionDate,
      endDate: request.endDate,
      from: from.facts,
      to: to.facts,
      acknowledgements: request.acknowledgements,
    },
    input.limits,
    input.errors,
  );
  const seen = new Set(errors.map((error) => error.path));
  for (const violation of violations) {
    const path = formPathOf(violation.path, input.fields);
    if (seen.has(path)) continue;
    seen.add(path);
    errors.push({ path, message: violation.message });
  }
  return errors;
}
