// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VisibilityContext } from '../../../engine/core';
import type { PaymentOrder, ProductSummary, ProductSummaryEntry } from '../../../engine/core/generated/api.gen';
import BillPayScreen from '../../../screens/bill-pay/BillPayScreen';
import ManageExternalAccountsScreen from '../../../screens/external-accounts/ManageExternalAccountsScreen';
import MobileDepositFaqScreen from '../../../screens/move-money-info/MobileDepositFaqScreen';
import ZelleEligibilityScreen from '../../../screens/move-money-info/ZelleEligibilityScreen';
import ZelleFaqScreen from '../../../screens/move-money-info/ZelleFaqScreen';
import { copyManifest, errorsManifest, limitsManifest, modalsManifest } from '../../../src/manifests';
import { serveApi } from './support/fake-api';
import { paymentOrder } from './support/payment-order';
import type { ApiRoute } from './support/fake-api';
import { json, renderScreen, summaryProduct as product } from './support/render-screen';

const billPay = copyManifest.screens['bill-pay'];
const deletePayeeModal = modalsManifest.modals.deletePayee!;
const cancelPaymentModal = modalsManifest.modals.cancelBillPayment!;
const modalButton = (key: string, id: string): string => modalsManifest.modals[key]?.buttons.find((button) => button.id === id)?.label ?? id;
const external = copyManifest.screens['external-accounts'];
const zelle = copyManifest.screens.zelle;
const mobileDeposit = copyManifest.screens['mobile-deposit-faq'];
const BASE = '/api/payment-order-service/client-api/v2';
// Forms load lazily with rjsf: the first one can take a while on a busy machine.
const LAZY = { timeout: 10_000 };

const checking = product('chk-1', 'checking', 'Everyday Checking', '••••1234', 1_000_00);
const savings = product('sav-1', 'savings', 'Rainy Day Savings', '••••5678', 50_00);
const card = product('cc-1', 'creditCard', 'Rewards Card', '••••9999', 2_000_00);
const summary = (products: ProductSummaryEntry[]): ProductSummary => ({ totalDepositsCents: 0, totalOwedCents: 0, groups: [{ kind: 'deposits', totalBalanceCents: 0, products }] });

const payees = [
  { id: 'p-1', name: 'City Power & Light', nickname: 'Electric', maskedAccountNumber: '••••4321', addressLine1: '1 Main St', city: 'Atlanta', state: 'GA', zipCode: '30301', leadBusinessDays: 3, createdAt: '2026-11-01T00:00:00Z' },
  { id: 'p-2', name: 'Metro Water Utility', maskedAccountNumber: '••••8765', addressLine1: '2 River Rd', city: 'Atlanta', state: 'GA', zipCode: '30302', leadBusinessDays: 0, createdAt: '2026-11-01T00:00:00Z' },
];

const visibilityWith = (allowed: readonly string[]): VisibilityContext => ({ flags: {}, guards: (name) => allowed.includes(name), can: () => true, audiences: new Set(['member']), channel: 'OnlineBanking' });
const fullAccess = visibilityWith(['canViewBillPay', 'canPayBills', 'canAddPayees', 'canEditPayees', 'canDeletePayees']);

const order = (overrides: Partial<PaymentOrder>): PaymentOrder =>
  paymentOrder({ kind: 'BILL_PAY', to: { id: 'p-2', name: 'Metro Water Utility', maskedNumber: '••••8765' }, amountCents: 42_50, ...overrides });

let api = serveApi(() => undefined);
const serve = (route: ApiRoute) => {
  api = serveApi(route);
};
const mutations = () => api.mutations();

beforeEach(() => {
  // Wednesday, November 18, 2026, noon: a business day with a weekend ahead.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 18, 12, 0, 0));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('bill pay', () => {
  const billPayRoutes: ApiRoute = (call) => {
    if (call.method === 'GET' && call.path === `${BASE}/payees`) return json({ items: payees });
    if (call.method === 'GET' && call.path.startsWith(`${BASE}/payment-orders?`)) {
      return json({ items: [order({}), order({ id: 'o-2', kind: 'INTERNAL_TRANSFER', confirmationNumber: 'PO-NOT-BILL' })], total: 2 });
    }
    if (call.path.endsWith('/productsummary?maskIndicator=true')) return json(summary([checking, savings, card]));
    if (call.method === 'POST' && call.path === `${BASE}/payment-orders/validate`) {
      return json({ valid: true, kind: 'BILL_PAY', executionDate: '2026-11-23', notes: [limitsManifest.messages.paymentDateAdjusted], requiredAcknowledgement: null });
    }
    if (call.method === 'POST' && call.path === `${BASE}/payment-orders`) {
      return json({ status: 'ACCEPTED', paymentOrder: order({ id: 'o-9', confirmationNumber: 'PO-2000000002', to: { id: 'p-1', name: 'City Power & Light', maskedNumber: '••••4321' } }) }, 201);
    }
    if (call.method === 'DELETE' && call.path === `${BASE}/payees/p-1`) return json({ status: 'ACCEPTED' });
    if (call.method === 'POST' && call.path === `${BASE}/payment-orders/o-1/cancel`) return json({ status: 'ACCEPTED', paymentOrder: order({ state: 'CANCELLED' }) });
    return undefined;
  };

  it('checks the amount with the core rules, reviews with the server, pays under an Idempotency-Key and shows the confirmation number', async () => {
    serve(billPayRoutes);
    renderScreen(<BillPayScreen />, { visibility: fullAccess });
    expect(await screen.findByRole('heading', { level: 3, name: 'City Power & Light' })).toBeTruthy();
    expect(screen.getByText('••••4321')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay City Power & Light' }));

    const heading = await screen.findByRole('heading', { level: 2, name: 'Pay a Bill' }, LAZY);
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const payTo = screen.getByLabelText('Pay To', { exact: false }) as HTMLSelectElement;
    expect(payTo.value).toBe('p-1');
    // City Power & Light needs 3 business days: Wednesday the 18th is paid by Monday the 23rd at the earliest.
    expect((screen.getByLabelText('Deliver By', { exact: false }) as HTMLInputElement).value).toBe('2026-11-23');
    const from = screen.getByLabelText('Pay From', { exact: false });
    // Bill pay comes out of deposit accounts only (classifyPayment): no credit card here; each with its available balance.
    expect(within(from).queryByText(/Rewards Card/)).toBeNull();
    expect(within(from).getByRole('option', { name: 'Everyday Checking ••••1234 — $1,000.00 available' })).toBeTruthy();
    expect(within(from).getByRole('option', { name: 'Rainy Day Savings ••••5678 — $50.00 available' })).toBeTruthy();
    fireEvent.change(from, { target: { value: 'chk-1' } });
    // The chosen account's balance also shows under the picker (a narrow select cuts its label short) and describes it.
    expect(document.getElementById(`${from.id}__note`)?.textContent).toBe('$1,000.00 available');
    expect(from.getAttribute('aria-describedby')?.split(' ')).toContain(`${from.id}__note`);
    // Paid today, the available balance limits the amount.
    fireEvent.change(screen.getByLabelText('Deliver By', { exact: false }), { target: { value: '2026-11-18' } });
    fireEvent.change(screen.getByLabelText('Amount', { exact: false }), { target: { value: '2,000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findAllByText('This amount exceeds your Available Balance. Please enter an amount less than $1,000.01')).length).toBeGreaterThan(0);
    expect(mutations()).toEqual([]);

    fireEvent.change(screen.getByLabelText('Amount', { exact: false }), { target: { value: '25.00' } });
    fireEvent.change(screen.getByLabelText('Deliver By', { exact: false }), { target: { value: '2026-11-21' } });
    expect(screen.getByText(limitsManifest.messages.paymentDateAdjusted)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    const review = await screen.findByRole('region', { name: billPay.reviewHeading }, LAZY);
    expect(mutations()).toEqual([
      {
        method: 'POST',
        path: `${BASE}/payment-orders/validate`,
        body: { payeeId: 'p-1', fromAccountId: 'chk-1', amountCents: 2500, timing: 'FUTURE', frequency: 'ONCE', executionDate: '2026-11-21' },
        key: null,
      },
    ]);
    expect(within(review).getByText('Nov 23, 2026')).toBeTruthy();
    expect(within(review).getByText('$25.00')).toBeTruthy();
    expect(within(review).getByText('Everyday Checking ••••1234')).toBeTruthy();
    fireEvent.click(within(review).getByRole('button', { name: billPay.reviewSubmit }));

    expect((await screen.findByTestId('confirmation-number', {}, LAZY)).textContent).toBe('PO-2000000002');
    // The confirmation names the payee and the account paid from, besides the amount and the date.
    const confirmation = screen.getByRole('region', { name: billPay.confirmationHeading });
    expect(within(confirmation).getByText('City Power & Light ••••4321')).toBeTruthy();
    expect(within(confirmation).getByText('Everyday Checking ••••1234')).toBeTruthy();
    const submitted = mutations().filter((call) => call.path === `${BASE}/payment-orders`);
    expect(submitted).toHaveLength(1);
    expect(submitted[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(submitted[0]?.body).toEqual(mutations()[0]?.body);
  });

  it('lists only bill payments and cancels a scheduled one after a confirmation', async () => {
    serve(billPayRoutes);
    renderScreen(<BillPayScreen />, { visibility: fullAccess });
    expect(await screen.findByText('PO-1000000001')).toBeTruthy();
    expect(screen.queryByText('PO-NOT-BILL')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Payment of $42.50 to Metro Water Utility on Nov 25, 2026' }));
    const dialog = screen.getByRole('dialog', { name: cancelPaymentModal.title });
    expect(within(dialog).getByText('Are you sure you want to cancel the payment of $42.50 to Metro Water Utility on Nov 25, 2026?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: modalButton('cancelBillPayment', 'cancel-payment') }));
    expect((await screen.findByRole('status')).textContent).toContain('The payment of $42.50 to Metro Water Utility was canceled.');
    expect(mutations()).toEqual([{ method: 'POST', path: `${BASE}/payment-orders/o-1/cancel`, body: {}, key: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown as string }]);
  });

  it('edits a scheduled payment in the same form, prefilled, and confirms the payee, amount, account and date', async () => {
    const edited = order({ amountCents: 55_00, from: { id: 'sav-1', name: 'Rainy Day Savings', maskedNumber: '••••5678' }, requestedDate: '2026-11-30', executionDate: '2026-11-30' });
    serve((call) => {
      if (call.method === 'PUT' && call.path === `${BASE}/payment-orders/o-1`) return json({ status: 'ACCEPTED', paymentOrder: edited });
      // The payment being edited is the server's possible duplicate of itself: no question is asked about it.
      if (call.method === 'POST' && call.path === `${BASE}/payment-orders/validate`) {
        const possibleDuplicate = { createdAt: '2026-11-18T12:00:00.000Z', executionDate: '2026-11-25', confirmationNumber: 'PO-1000000001' };
        return json({ valid: true, kind: 'BILL_PAY', executionDate: '2026-11-30', notes: [], requiredAcknowledgement: null, possibleDuplicate });
      }
      return billPayRoutes(call);
    });
    renderScreen(<BillPayScreen />, { visibility: fullAccess });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Payment of $42.50 to Metro Water Utility on Nov 25, 2026' }));
    const heading = await screen.findByRole('heading', { level: 2, name: billPay.editPaymentHeading }, LAZY);
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect((screen.getByLabelText('Pay To', { exact: false }) as HTMLSelectElement).value).toBe('p-2');
    expect((screen.getByLabelText('Pay From', { exact: false }) as HTMLSelectElement).value).toBe('chk-1');
    expect((screen.getByLabelText('Deliver By', { exact: false }) as HTMLInputElement).value).toBe('2026-11-25');
    expect((screen.getByLabelText('Amount', { exact: false }) as HTMLInputElement).value).toContain('42.50');

    fireEvent.change(screen.getByLabelText('Pay From', { exact: false }), { target: { value: 'sav-1' } });
    fireEvent.change(screen.getByLabelText('Amount', { exact: false }), { target: { value: '55' } });
    fireEvent.change(screen.getByLabelText('Deliver By', { exact: false }), { target: { value: '2026-11-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const review = await screen.findByRole('region', { name: billPay.reviewHeading }, LAZY);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(within(review).getByRole('button', { name: billPay.saveChanges }));

    const confirmation = await screen.findByRole('region', { name: billPay.updatedHeading }, LAZY);
    expect(within(confirmation).getByText('Your payment of $55.00 to Metro Water Utility from Rainy Day Savings ••••5678 is scheduled for Nov 30, 2026. Your confirmation number is PO-1000000001.')).toBeTruthy();
    expect(within(confirmation).queryByRole('button', { name: billPay.payAnother })).toBeNull();
    const put = mutations().filter((call) => call.method === 'PUT');
    expect(put).toEqual([
      {
        method: 'PUT',
        path: `${BASE}/payment-orders/o-1`,
        body: { payeeId: 'p-2', fromAccountId: 'sav-1', amountCents: 5500, timing: 'FUTURE', frequency: 'ONCE', executionDate: '2026-11-30' },
        key: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown as string,
      },
    ]);
  });

  it('opens the edit of the scheduled payment a link names (?edit=), and says so when it is no longer scheduled', async () => {
    serve(billPayRoutes);
    renderScreen(<BillPayScreen />, { visibility: fullAccess, entry: '/move-money/bill-pay?edit=o-1' });
    expect(await screen.findByRole('heading', { level: 2, name: billPay.editPaymentHeading }, LAZY)).toBeTruthy();
    cleanup();
    renderScreen(<BillPayScreen />, { visibility: fullAccess, entry: '/move-money/bill-pay?edit=o-gone' });
    expect(await screen.findByText(billPay.paymentNotFound)).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: billPay.editPaymentHeading })).toBeNull();
  });

  it('deletes a payee only after the confirmation dialog, and not at all on Cancel', async () => {
    serve(billPayRoutes);
    renderScreen(<BillPayScreen />, { visibility: fullAccess });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete City Power & Light' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: deletePayeeModal.title })).getByRole('button', { name: modalButton('deletePayee', 'cancel') }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(mutations()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete City Power & Light' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: deletePayeeModal.title })).getByRole('button', { name: modalButton('deletePayee', 'delete-payee') }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('City Power & Light was deleted from your payees.'));
    expect(mutations().map((call) => [call.method, call.path, typeof call.key])).toEqual([['DELETE', `${BASE}/payees/p-1`, 'string']]);
  });

  it('edits a payee with a PUT of the whole form, the account number entered again', async () => {
    serve((call) => (call.method === 'PUT' && call.path === `${BASE}/payees/p-2` ? json({ status: 'ACCEPTED', payee: payees[1] }) : billPayRoutes(call)));
    renderScreen(<BillPayScreen />, { visibility: fullAccess });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Metro Water Utility' }));
    const heading = await screen.findByRole('heading', { level: 2, name: billPay.editPayeeHeading }, LAZY);
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText(billPay.editPayeeIntro)).toBeTruthy();
    expect((screen.getByLabelText('City', { exact: false }) as HTMLInputElement).value).toBe('Atlanta');
    fireEvent.change(screen.getByLabelText('Street Address', { exact: false }), { target: { value: '3 Lake Dr' } });
    fireEvent.click(screen.getByRole('button', { name: billPay.savePayee }));
    // The account number comes back masked, so the form asks for it again instead of sending the mask.
    expect(await screen.findAllByText('Account Number at Payee is required.')).not.toHaveLength(0);
    expect(mutations()).toEqual([]);
    fireEvent.change(screen.getByLabelText('Account Number at Payee', { exact: false }), { target: { value: 'MW-448812' } });
    fireEvent.click(screen.getByRole('button', { name: billPay.savePayee }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Metro Water Utility was saved to your payees.'));
    expect(mutations()).toEqual([
      {
        method: 'PUT',
        path: `${BASE}/payees/p-2`,
        body: { name: 'Metro Water Utility', addressLine1: '3 Lake Dr', city: 'Atlanta', state: 'GA', zipCode: '30302', accountNumber: 'MW-448812' },
        key: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown as string,
      },
    ]);
  });

  it('returns to the form with the catalogue message when the payment is refused', async () => {
    const exists = errorsManifest.errors.SCHEDULED_PAYMENT_DUPLICATE!.message;
    serve((call) => (call.method === 'POST' && call.path === `${BASE}/payment-orders` ? json({ errors: [{ path: '', message: exists }] }, 409) : billPayRoutes(call)));
    renderScreen(<BillPayScreen />, { visibility: fullAccess });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay Metro Water Utility' }));
    fireEvent.change(await screen.findByLabelText('Pay From', { exact: false }, LAZY), { target: { value: 'sav-1' } });
    fireEvent.change(screen.getByLabelText('Amount', { exact: false }), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('button', { name: billPay.reviewSubmit }));
    expect((await screen.findAllByText(exists)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('region', { name: billPay.reviewHeading })).toBeNull();
    // Metro Water needs no lead time and today is a business day: paid today, an immediate payment without a date.
    expect(mutations()[0]?.body).toEqual({ payeeId: 'p-2', fromAccountId: 'sav-1', amountCents: 1000, timing: 'IMMEDIATE', frequency: 'ONCE' });
  });

  it('asks before paying a payee the same amount the server says was paid within the duplicate window, and pays nothing on Cancel', async () => {
    const duplicate = modalsManifest.modals.duplicateBillPayment!;
    const earlier = { createdAt: '2026-11-18T09:30:00.000Z', executionDate: '2026-11-18', confirmationNumber: 'PO-1000000001' };
    serve((call) =>
      call.method === 'POST' && call.path === `${BASE}/payment-orders/validate`
        ? json({ valid: true, kind: 'BILL_PAY', executionDate: '2026-11-18', notes: [], requiredAcknowledgement: null, possibleDuplicate: earlier })
        : billPayRoutes(call),
    );
    renderScreen(<BillPayScreen />, { visibility: fullAccess });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay Metro Water Utility' }));
    fireEvent.change(await screen.findByLabelText('Pay From', { exact: false }, LAZY), { target: { value: 'chk-1' } });
    fireEvent.change(screen.getByLabelText('Amount', { exact: false }), { target: { value: '42.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    const dialog = await screen.findByRole('dialog', { name: duplicate.title }, LAZY);
    expect(within(dialog).getByText('You made a payment of $42.50 to Metro Water Utility on Nov 18, 2026. Do you want to make this payment again?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: modalButton('duplicateBillPayment', 'cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('region', { name: billPay.reviewHeading })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Pay a Bill' })).toBeTruthy();

    // The dialog closes before the form's submit settles: Continue is pressable again only once it has.
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    await waitFor(() => expect((continueButton as HTMLButtonElement).disabled).toBe(false), LAZY);
    fireEvent.click(continueButton);
    const again = await screen.findByRole('dialog', { name: duplicate.title }, LAZY);
    fireEvent.click(within(again).getByRole('button', { name: modalButton('duplicateBillPayment', 'pay-again') }));
    const review = await screen.findByRole('region', { name: billPay.reviewHeading }, LAZY);
    fireEvent.click(within(review).getByRole('button', { name: billPay.reviewSubmit }));
    expect((await screen.findByTestId('confirmation-number', {}, LAZY)).textContent).toBe('PO-2000000002');
    expect(mutations().map((call) => call.path)).toEqual([`${BASE}/payment-orders/validate`, `${BASE}/payment-orders/validate`, `${BASE}/payment-orders`]);
  });

  it('offers a view-only user no Pay, Add, Edit, Delete or Cancel: the payees and payments only', async () => {
    serve(billPayRoutes);
    renderScreen(<BillPayScreen />, { visibility: visibilityWith(['canViewBillPay']) });
    expect(await screen.findByRole('heading', { level: 3, name: 'City Power & Light' })).toBeTruthy();
    expect(await screen.findByText('PO-1000000001')).toBeTruthy();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('offers a user who may pay but not change payees Pay and Add only', async () => {
    serve(billPayRoutes);
    renderScreen(<BillPayScreen />, { visibility: visibilityWith(['canViewBillPay', 'canPayBills', 'canAddPayees']) });
    expect(await screen.findByRole('button', { name: 'Pay City Power & Light' })).toBeTruthy();
    expect(screen.getByRole('button', { name: billPay.addPayee })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit City Power & Light' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete City Power & Light' })).toBeNull();
  });

  it('opens the permission-denied modal, not an input error, when the server refuses the payment (403)', async () => {
    const denied = modalsManifest.modals.permissionDenied!;
    const forbidden = "You don't have permission to do that.";
    serve((call) => (call.method === 'POST' && call.path === `${BASE}/payment-orders/validate` ? json({ errors: [{ path: '', message: forbidden }] }, 403) : billPayRoutes(call)));
    renderScreen(<BillPayScreen />, { visibility: fullAccess });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay Metro Water Utility' }));
    fireEvent.change(await screen.findByLabelText('Pay From', { exact: false }, LAZY), { target: { value: 'chk-1' } });
    fireEvent.change(screen.getByLabelText('Amount', { exact: false }), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: denied.title }, LAZY);
    expect(within(dialog).getByText(denied.body!)).toBeTruthy();
    expect(screen.queryByText(forbidden)).toBeNull();
    expect(screen.queryByText(billPay.reviewHeading)).toBeNull();
    // No error on the form: every alert region stays empty.
    expect(screen.queryAllByRole('alert').map((alert) => alert.textContent)).toEqual(screen.queryAllByRole('alert').map(() => ''));
  });

  it('closes the confirmation and opens the permission-denied modal when the server refuses a delete (403)', async () => {
    const denied = modalsManifest.modals.permissionDenied!;
    const forbidden = "You don't have permission to do that.";
    serve((call) => (call.method === 'DELETE' ? json({ errors: [{ path: '', message: forbidden }] }, 403) : billPayRoutes(call)));
    renderScreen(<BillPayScreen />, { visibility: fullAccess });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete City Power & Light' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: deletePayeeModal.title })).getByRole('button', { name: modalButton('deletePayee', 'delete-payee') }));
    const dialog = await screen.findByRole('dialog', { name: denied.title }, LAZY);
    expect(within(dialog).getByText(denied.body!)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: deletePayeeModal.title })).toBeNull();
    expect(screen.queryByText(forbidden)).toBeNull();
  });

  it('shows the display problem with a retry when the payees cannot be loaded', async () => {
    serve((call) => (call.path === `${BASE}/payees` ? json({ errors: [{ path: '', message: 'down' }] }, 500) : billPayRoutes(call)));
    renderScreen(<BillPayScreen />, { visibility: fullAccess });
    const alert = await screen.findByText(billPay.error);
    expect(within(alert.parentElement as HTMLElement).getByRole('button', { name: billPay.retry })).toBeTruthy();
  });
});

describe('manage external accounts', () => {
  const accounts = [
    { id: 'x-1', nickname: 'Other Bank Checking', institutionName: 'Other Bank', maskedAccountNumber: '••••1111', routingNumber: '011000015', accountType: 'CHECKING', ownerName: 'Pat Member', status: 'VERIFIED', verificationMethod: 'INSTANT', createdAt: '2026-11-01T00:00:00Z' },
    { id: 'x-2', institutionName: 'Credit Union Two', maskedAccountNumber: '••••2222', routingNumber: '011000015', accountType: 'SAVINGS', ownerName: 'Pat Member', status: 'PENDING_VERIFICATION', verificationMethod: 'MICRO_DEPOSITS', createdAt: '2026-11-02T00:00:00Z' },
  ];

  it('shows each account with its status and verifies the pending one with the two deposit amounts in cents', async () => {
    serve((call) => {
      if (call.method === 'GET' && call.path === `${BASE}/external-accounts`) return json({ items: accounts });
      if (call.method === 'POST' && call.path === `${BASE}/external-accounts/x-2/verify`) return json({ status: 'ACCEPTED', externalAccount: { ...accounts[1], status: 'VERIFIED' } });
      return undefined;
    });
    renderScreen(<ManageExternalAccountsScreen />);
    const items = await screen.findAllByTestId('external-account');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([`Other Bank Checking ${external.statusVerified}`, `Credit Union Two ${external.statusPending}`]);
    expect(within(items[0]!).queryByRole('button', { name: 'Verify Other Bank Checking' })).toBeNull();
    fireEvent.click(within(items[1]!).getByRole('button', { name: 'Verify Credit Union Two' }));

    await screen.findByRole('heading', { level: 2, name: 'Verify Credit Union Two' });
    fireEvent.change(screen.getByLabelText(external.verifyAmount1), { target: { value: '1.50' } });
    fireEvent.change(screen.getByLabelText(external.verifyAmount2), { target: { value: '0.45' } });
    fireEvent.click(screen.getByRole('button', { name: external.verifySubmit }));
    expect(screen.getByText(external.verifyAmountFormat)).toBeTruthy();
    expect(mutations()).toEqual([]);

    fireEvent.change(screen.getByLabelText(external.verifyAmount1), { target: { value: '0.32' } });
    fireEvent.click(screen.getByRole('button', { name: external.verifySubmit }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Credit Union Two is verified and ready for transfers.'));
    expect(mutations()).toEqual([{ method: 'POST', path: `${BASE}/external-accounts/x-2/verify`, body: { amountsCents: [32, 45] }, key: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown as string }]);
  });

  it('adds an account: form with the verification method, a review with the number masked, then one keyed request', async () => {
    let release: (response: Response) => void = () => undefined;
    serve((call) => {
      if (call.method === 'GET') return json({ items: accounts });
      return undefined;
    });
    const fetchMock = vi.mocked(fetch);
    const serveList = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (path, init) => {
      if ((init?.method ?? 'GET') === 'POST') {
        api.calls.push({ method: 'POST', path: String(path), body: JSON.parse(String(init?.body)), key: new Headers(init?.headers).get('Idempotency-Key') });
        return new Promise<Response>((resolve) => {
          release = resolve;
        });
      }
      return serveList!(path, init);
    });
    renderScreen(<ManageExternalAccountsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: external.addAccount }));
    await screen.findByRole('heading', { level: 2, name: 'Add an External Account' }, LAZY);
    fireEvent.change(screen.getByLabelText('Routing Number', { exact: false }), { target: { value: '011000015' } });
    fireEvent.change(screen.getByLabelText('Account Number', { exact: false }), { target: { value: '123456789' } });
    fireEvent.click(screen.getByLabelText('Checking'));
    fireEvent.change(screen.getByLabelText('Name on Account', { exact: false }), { target: { value: 'Pat Member' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Account' }));

    const review = await screen.findByRole('region', { name: external.reviewHeading });
    expect(within(review).getByText('••••6789')).toBeTruthy();
    expect(within(review).queryByText('123456789')).toBeNull();
    expect(within(review).getByText('Two small deposits (1-3 business days)')).toBeTruthy();
    fireEvent.click(within(review).getByRole('button', { name: external.reviewSubmit }));
    // While the server (or a step-up challenge in front of it) has not answered, the flow stays in Submitting.
    expect((await within(review).findByRole('button', { name: external.submitting })).hasAttribute('disabled')).toBe(true);
    expect(mutations()).toEqual([
      {
        method: 'POST',
        path: `${BASE}/external-accounts`,
        body: { routingNumber: '011000015', accountNumber: '123456789', accountType: 'CHECKING', ownerName: 'Pat Member', verificationMethod: 'MICRO_DEPOSITS' },
        key: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown as string,
      },
    ]);
    release(json({ status: 'ACCEPTED', externalAccount: { ...accounts[1], id: 'x-3', nickname: undefined, institutionName: 'Other Bank' } }, 201));
    expect(await screen.findByText('We sent two small deposits to Other Bank. When they arrive in 1-3 business days, come back and enter the amounts to verify the account.')).toBeTruthy();
  });

  it('keeps the member on the verification with the server message when the amounts are wrong', async () => {
    serve((call) => {
      if (call.method === 'GET') return json({ items: accounts });
      return json({ errors: [{ path: '/amountsCents', message: 'Those amounts do not match the deposits we sent.' }] }, 400);
    });
    renderScreen(<ManageExternalAccountsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Verify Credit Union Two' }));
    fireEvent.change(await screen.findByLabelText(external.verifyAmount1), { target: { value: '0.10' } });
    fireEvent.change(screen.getByLabelText(external.verifyAmount2), { target: { value: '0.20' } });
    fireEvent.click(screen.getByRole('button', { name: external.verifySubmit }));
    const message = await screen.findByText('Those amounts do not match the deposits we sent.');
    expect(message.getAttribute('role')).toBe('alert');
    expect(screen.getByRole('heading', { level: 2, name: 'Verify Credit Union Two' })).toBeTruthy();
  });
});

describe('Zelle and FAQ pages', () => {
  it('lists every FAQ entry of the config as a disclosure widget', () => {
    renderScreen(<ZelleFaqScreen />);
    const questions = [...document.querySelectorAll('details > summary')].map((summaryElement) => summaryElement.textContent);
    expect(questions).toEqual(zelle.faq.map((entry) => entry.question));
    cleanup();
    renderScreen(<MobileDepositFaqScreen />);
    expect([...document.querySelectorAll('details > summary')].map((summaryElement) => summaryElement.textContent)).toEqual(mobileDeposit.faq.map((entry) => entry.question));
  });

  it('says the member is eligible with a checking account and lists the rules', async () => {
    serve((call) => (call.path.endsWith('/productsummary?maskIndicator=true') ? json(summary([savings, checking])) : undefined));
    renderScreen(<ZelleEligibilityScreen />);
    expect(await screen.findByText("You're eligible to use Zelle® with Everyday Checking ••••1234.")).toBeTruthy();
    expect(screen.getByRole('button', { name: zelle.continue })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(zelle.rules);
  });

  it('continues to Zelle in the frame with the partner sign-on link of sso.json "zelle"', async () => {
    serve((call) => {
      if (call.path.endsWith('/productsummary?maskIndicator=true')) return json(summary([checking]));
      if (call.path === '/api/partnership/zelle') return json({ ssoPostUrl: 'https://partner.example/zelle/sso?token=abc', validationError: '' });
      return undefined;
    });
    renderScreen(<ZelleEligibilityScreen />);
    fireEvent.click(await screen.findByRole('button', { name: zelle.continue }));
    const frame = await waitFor(() => {
      const element = document.querySelector('iframe');
      expect(element).not.toBeNull();
      return element!;
    });
    expect(frame.getAttribute('src')).toBe('https://partner.example/zelle/sso?token=abc');
    expect(frame.getAttribute('title')).toBe(zelle.frameTitle);
  });

  it('shows the partnership error modal when the sign-on is refused', async () => {
    serve((call) => {
      if (call.path.endsWith('/productsummary?maskIndicator=true')) return json(summary([checking]));
      if (call.path === '/api/partnership/zelle') return json({ validationError: 'NOT_ENROLLED' });
      return undefined;
    });
    renderScreen(<ZelleEligibilityScreen />);
    fireEvent.click(await screen.findByRole('button', { name: zelle.continue }));
    const dialog = await screen.findByRole('dialog', { name: modalsManifest.modals.partnershipError?.title }, LAZY);
    expect(dialog).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('says the member is not eligible without a checking account', async () => {
    serve((call) => (call.path.endsWith('/productsummary?maskIndicator=true') ? json(summary([savings])) : undefined));
    renderScreen(<ZelleEligibilityScreen />);
    expect(await screen.findByText(zelle.ineligible)).toBeTruthy();
    expect(screen.queryByRole('button', { name: zelle.continue })).toBeNull();
  });
});
