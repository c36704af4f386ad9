import { describe, expect, it } from 'vitest';
import type { ProductSummary, ProductSummaryEntry } from '../../../engine/core/generated/api.gen';
import { formatCents } from '../../../engine/core/money';
import { ApiError } from '../../../engine/react';
import { hiddenFields, withoutHidden } from '../../../engine/core/forms/show-when';
import { presentedManifest } from '../../../screens/shared/conditional-fields';
import { endpointLabels } from '../../../screens/transfers/move-money-copy';
import {
  ANOTHER_MEMBER_ID,
  anotherMemberEndpoint,
  destinationsOf,
  externalEndpoints,
  memberEndpoints,
  paymentKindOf,
  sourcesOf,
} from '../../../screens/transfers/payment-endpoints';
import type { PaymentEndpoint } from '../../../screens/transfers/payment-endpoints';
import { paymentFailure } from '../../../screens/shared/flow/flow-errors';
import { acknowledgementMessage, formPathOf, localPaymentErrors, toPaymentRequest } from '../../../screens/transfers/payment-request';
import type { PaymentFormData } from '../../../screens/transfers/payment-request';
import { formManifests } from '../../../src/manifests/form-manifests';
import { copyManifest, errorsManifest, limitsManifest } from '../../../src/manifests';
import { contactUsPath } from '../../../screens/shared/contact-us';
import { summaryProduct } from './support/render-screen';

const transferForm = formManifests.transfer!;
const cashAdvanceForm = formManifests['cash-advance']!;
const TODAY = '2026-11-18';
const REQUIRED = 'This field is required.';

const product = (id: string, productKind: ProductSummaryEntry['productKind'], availableCents: number, bookedCents = availableCents) =>
  summaryProduct(id, productKind, id, `••••${id.length}000`.slice(0, 8), availableCents, { bookedBalanceCents: bookedCents });

const summary: ProductSummary = {
  totalDepositsCents: 0,
  totalOwedCents: 0,
  groups: [
    { kind: 'deposits', totalBalanceCents: 0, products: [product('checking', 'checking', 1_250_00), product('savings', 'savings', 0)] },
    { kind: 'creditCards', totalBalanceCents: 0, products: [product('card', 'creditCard', 2_000_00, 500_00)] },
    { kind: 'loans', totalBalanceCents: 0, products: [product('auto', 'autoLoan', 9_000_00)] },
    { kind: 'heloc', totalBalanceCents: 0, products: [product('heloc', 'heloc', 50_000_00, 10_000_00)] },
    { kind: 'ira', totalBalanceCents: 0, products: [product('ira', 'ira', 7_000_00)] },
  ],
};

const members = memberEndpoints(summary, endpointLabels);
const externals = externalEndpoints(
  [
    { id: 'ext-ok', institutionName: 'Other Bank', nickname: 'Other Bank Checking', maskedAccountNumber: '••••7823', status: 'VERIFIED' },
    { id: 'ext-pending', institutionName: 'Pending Bank', maskedAccountNumber: '••••1111', status: 'PENDING_VERIFICATION' },
  ],
  endpointLabels,
);
const candidates: PaymentEndpoint[] = [...members, ...externals, anotherMemberEndpoint(endpointLabels)];
const byId = (id: string) => candidates.find((candidate) => candidate.id === id)!;
const notBillPay = (kind: string) => kind !== 'BILL_PAY';
const ids = (endpoints: readonly PaymentEndpoint[]) => endpoints.map((endpoint) => endpoint.id);

function localErrors(data: PaymentFormData) {
  const from = candidates.find((candidate) => candidate.id === data.fromAccountId);
  const to = candidates.find((candidate) => candidate.id === data.toAccountId);
  return localPaymentErrors({
    data,
    kind: paymentKindOf(from, to, notBillPay),
    from,
    to,
    acknowledgement: null,
    today: TODAY,
    limits: limitsManifest,
    errors: errorsManifest.errors,
    requiredMessage: REQUIRED,
    fields: new Set(Object.keys((transferForm.schema as { properties: object }).properties)),
  });
}

describe('transfer endpoints', () => {
  it('groups member accounts like the accounts summary and offers only verified external accounts', () => {
    expect(byId('checking').group).toBe(endpointLabels.groups.deposits);
    expect(byId('card').group).toBe(endpointLabels.groups.creditCards);
    expect(ids(externals)).toEqual(['ext-ok']);
    expect(externals[0]).toMatchObject({ name: 'Other Bank Checking', accountNumber: '••••7823', group: endpointLabels.external, facts: { kind: 'external' } });
  });

  it('offers as sources only what can send money somewhere: not the IRA, the auto loan or another member', () => {
    expect(ids(sourcesOf(candidates, notBillPay))).toEqual(['checking', 'savings', 'card', 'heloc', 'ext-ok']);
  });

  it('offers as destinations what the payment rules allow from the chosen source, never the source itself', () => {
    expect(ids(destinationsOf(byId('checking'), candidates, notBillPay))).toEqual(['savings', 'card', 'auto', 'heloc', 'ira', 'ext-ok', ANOTHER_MEMBER_ID]);
    expect(ids(destinationsOf(byId('card'), candidates, notBillPay))).toEqual(['checking', 'savings']);
    expect(ids(destinationsOf(byId('ext-ok'), candidates, notBillPay))).toEqual(['checking', 'savings', 'auto', 'heloc']);
  });

  it('classifies only pairs the page offers', () => {
    expect(paymentKindOf(byId('checking'), byId('savings'), notBillPay)).toBe('INTERNAL_TRANSFER');
    expect(paymentKindOf(byId('checking'), byId('checking'), notBillPay)).toBeNull();
    const advances = (kind: string) => kind === 'CASH_ADVANCE' || kind === 'HELOC_ADVANCE';
    expect(paymentKindOf(byId('card'), byId('checking'), advances)).toBe('CASH_ADVANCE');
    expect(paymentKindOf(byId('checking'), byId('savings'), advances)).toBeNull();
  });
});

describe('conditional fields of config/forms', () => {
  it('hides the date until "Later", the end date until a repeat, and the member fields until "Another member"', () => {
    expect([...hiddenFields(transferForm.uiSchema, { timing: 'IMMEDIATE', frequency: 'ONCE' })].sort()).toEqual(['endDate', 'executionDate', 'toMemberAccountNumber', 'toMemberLastName']);
    expect(hiddenFields(transferForm.uiSchema, { timing: 'FUTURE', frequency: 'MONTHLY', toAccountId: ANOTHER_MEMBER_ID }).size).toBe(0);
    expect([...hiddenFields(cashAdvanceForm.uiSchema, { timing: 'IMMEDIATE' })]).toEqual(['executionDate']);
  });

  it('presents hidden fields as hidden inputs and relabels fields, keeping the schema the validators are keyed by', () => {
    const presented = presentedManifest(transferForm, new Set(['executionDate']), { acknowledged: 'Label' });
    const ui = (manifest: typeof transferForm) => manifest.uiSchema as Record<string, unknown>;
    expect(presented.schema).toBe(transferForm.schema);
    expect(ui(presented).executionDate).toMatchObject({ 'ui:widget': 'hidden' });
    expect(ui(presented).acknowledged).toEqual({ 'ui:title': 'Label' });
    expect(ui(transferForm).executionDate).toMatchObject({ 'ui:widget': 'business-date' });
    expect(withoutHidden({ timing: 'IMMEDIATE', executionDate: '2026-12-01' }, new Set(['executionDate']))).toEqual({ timing: 'IMMEDIATE' });
  });
});

describe('the payment request a form sends', () => {
  it('sends another member by account number and last name instead of an account id', () => {
    const request = toPaymentRequest(
      { fromAccountId: 'checking', toAccountId: ANOTHER_MEMBER_ID, toMemberAccountNumber: ' 123456 ', toMemberLastName: 'Rivera', amountCents: 500, timing: 'IMMEDIATE', frequency: 'ONCE', memo: '  ' },
      null,
    );
    expect(request).toEqual({ fromAccountId: 'checking', toMemberAccountNumber: '123456', toMemberLastName: 'Rivera', amountCents: 500, timing: 'IMMEDIATE', frequency: 'ONCE' });
  });

  it('sends the date only when later, the end date only when repeating, the acknowledgement only when ticked', () => {
    const base: PaymentFormData = { fromAccountId: 'checking', toAccountId: 'card', amountCents: 100, executionDate: '2026-12-01', endDate: '2027-06-01' };
    expect(toPaymentRequest({ ...base, timing: 'IMMEDIATE', frequency: 'ONCE' }, 'LATE_FEE')).toEqual({ fromAccountId: 'checking', toAccountId: 'card', amountCents: 100, timing: 'IMMEDIATE', frequency: 'ONCE' });
    expect(toPaymentRequest({ ...base, timing: 'FUTURE', frequency: 'MONTHLY', acknowledged: true }, 'LATE_FEE')).toEqual({
      fromAccountId: 'checking',
      toAccountId: 'card',
      amountCents: 100,
      timing: 'FUTURE',
      executionDate: '2026-12-01',
      frequency: 'MONTHLY',
      endDate: '2027-06-01',
      acknowledgements: ['LATE_FEE'],
    });
  });

  it('labels the acknowledgement checkbox with the limits.json copy', () => {
    expect(acknowledgementMessage('LATE_FEE', limitsManifest)).toBe('I understand that paying less than the amount due may result in a late fee.');
  });
});

describe('checks in the browser before the server is asked', () => {
  const base: PaymentFormData = { fromAccountId: 'checking', timing: 'IMMEDIATE', frequency: 'ONCE' };

  it('puts the ACH daily limit message on the amount for $6,000 to an external account', () => {
    expect(localErrors({ ...base, toAccountId: 'ext-ok', amountCents: 6_000_00 })).toEqual([{ path: '/amountCents', message: 'Amount cannot exceed $5,000.00 per day' }]);
  });

  it('puts the available-balance message (balance plus one cent) on the amount', () => {
    expect(localErrors({ ...base, toAccountId: 'savings', amountCents: 1_300_00 })).toEqual([
      { path: '/amountCents', message: `This amount exceeds your Available Balance. Please enter an amount less than ${formatCents(1_250_01)}` },
    ]);
  });

  it('asks a zero-balance source to schedule, and an immediate transfer not to carry a future date', () => {
    expect(localErrors({ ...base, fromAccountId: 'savings', toAccountId: 'checking', amountCents: 100 })).toEqual([
      { path: '/amountCents', message: limitsManifest.messages.zeroBalanceMustSchedule },
    ]);
    expect(localErrors({ ...base, toAccountId: 'savings', amountCents: 100, timing: 'FUTURE' })).toEqual([
      { path: '/executionDate', message: limitsManifest.messages.futureDateRequired },
    ]);
  });

  it('needs the other member\'s account number and last name, and a destination the source can reach', () => {
    expect(localErrors({ ...base, toAccountId: ANOTHER_MEMBER_ID, amountCents: 100 })).toEqual([
      { path: '/toMemberAccountNumber', message: REQUIRED },
      { path: '/toMemberLastName', message: REQUIRED },
    ]);
    expect(localErrors({ ...base, fromAccountId: 'card', toAccountId: 'ira', amountCents: 100 })).toEqual([{ path: '/toAccountId', message: REQUIRED }]);
  });

  it('finds nothing wrong with a transfer within every limit', () => {
    expect(localErrors({ ...base, toAccountId: 'savings', amountCents: 25_00 })).toEqual([]);
  });
});

describe('payment failures', () => {
  const fields = new Set(['amountCents', 'executionDate', 'acknowledged']);
  const fallback = 'Failed to validate payment. Please try again.';
  const toFormPath = (path: string) => formPathOf(path, fields);

  it('puts 400 errors on the fields they name, acknowledgements on the checkbox, unknown paths on the form', () => {
    const error = new ApiError(400, [
      { path: '/amountCents', message: 'A' },
      { path: '/acknowledgements', message: 'B' },
      { path: '/payeeId', message: 'C' },
    ]);
    expect(paymentFailure(error, toFormPath)).toEqual([
      { path: '/amountCents', message: 'A' },
      { path: '/acknowledged', message: 'B' },
      { path: '', message: 'C' },
    ]);
  });

  it("completes the transfer limit's catalogue message with its Contact Us link, on the form", () => {
    const limit = errorsManifest.errors.TRANSFER_LIMIT_EXCEEDED.message;
    expect(paymentFailure(new ApiError(400, [{ path: '', message: limit }]), toFormPath)).toEqual([
      { path: '', message: limit, link: { label: copyManifest.common.contactUs, href: contactUsPath } },
    ]);
    expect(contactUsPath).toBe('/static/contact');
  });

  it('shows a catalogue message (e.g. a scheduled payment exists) on the form, and the default for anything else', () => {
    expect(paymentFailure(new ApiError(409, [{ path: '', message: 'A scheduled payment already exists' }]), toFormPath)).toEqual([
      { path: '', message: 'A scheduled payment already exists' },
    ]);
    expect(paymentFailure(new ApiError(503, [{ path: '', message: 'x' }]), toFormPath)).toEqual([{ path: '', message: fallback }]);
    expect(paymentFailure(new ApiError(0, []), toFormPath)).toEqual([{ path: '', message: fallback }]);
    expect(paymentFailure(new Error('boom'), toFormPath)).toEqual([{ path: '', message: fallback }]);
  });
});
