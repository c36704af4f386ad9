// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentOrder, ProductSummary } from '../../../engine/core/generated/api.gen';
import type { VisibilityContext } from '../../../engine/core';
import CashAdvanceScreen from '../../../screens/transfers/CashAdvanceScreen';
import ScheduledScreen from '../../../screens/transfers/ScheduledScreen';
import TransfersScreen from '../../../screens/transfers/TransfersScreen';
import { copyManifest, errorsManifest, limitsManifest, modalsManifest } from '../../../src/manifests';
import { serveApi } from './support/fake-api';
import { paymentOrder } from './support/payment-order';
import type { ApiRoute } from './support/fake-api';
import { json, renderScreen, summaryProduct as product } from './support/render-screen';

const copy = copyManifest.screens['move-money'];
const BASE = '/api/payment-order-service/client-api/v2';
const LAZY = { timeout: 10_000 };

const summary: ProductSummary = {
  totalDepositsCents: 0,
  totalOwedCents: 0,
  groups: [
    {
      kind: 'deposits',
      totalBalanceCents: 0,
      products: [product('chk-1', 'checking', 'Everyday Checking', '••••1234', 1_000_00), product('sav-1', 'savings', 'Rainy Day Savings', '••••5678', 50_00)],
    },
    { kind: 'creditCards', totalBalanceCents: 0, products: [product('card-1', 'creditCard', 'Rewards Card', '••••9999', 3_000_00)] },
  ],
};

const order = (overrides: Partial<PaymentOrder>): PaymentOrder => paymentOrder({ frequency: 'MONTHLY', ...overrides });

let api = serveApi(() => undefined);
type Route = ApiRoute;

/** The product summary and no external accounts, then `route`. */
function serve(route: Route) {
  api = serveApi((call) => {
    if (call.path.startsWith('/api/arrangement-manager/client-api/v2/productsummary')) return json(summary);
    if (call.path === `${BASE}/external-accounts`) return json({ items: [] });
    return route(call);
  });
}

const mutations = () => api.mutations();

const visibility: VisibilityContext = { flags: {}, guards: () => true, can: () => true, audiences: new Set(['member']), channel: 'OnlineBanking' };

const show = (ui: ReactNode, entry = '/move-money/transfers') => renderScreen(ui, { entry, visibility });

const field = (label: string) => screen.getByLabelText(label, { exact: false });

async function fillTransfer(to: string, amount: string) {
  const from = await screen.findByLabelText('From', { exact: false }, LAZY);
  fireEvent.change(from, { target: { value: 'chk-1' } });
  fireEvent.change(field('To'), { target: { value: to } });
  fireEvent.change(field('Amount'), { target: { value: amount } });
}

const validated = (kind = 'INTERNAL_TRANSFER', notes: string[] = []) =>
  json({ valid: true, kind, executionDate: '2026-11-18', notes, requiredAcknowledgement: null });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(Date.UTC(2026, 10, 18, 12, 0, 0)));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('transfers', () => {
  it('shows the available-balance message on the amount without asking the server', async () => {
    serve(() => undefined);
    show(<TransfersScreen />);
    await fillTransfer('sav-1', '2,000');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const message = 'This amount exceeds your Available Balance. Please enter an amount less than $1,000.01';
    await waitFor(() => expect(document.getElementById('root_amountCents__error')?.textContent).toBe(message));
    expect(mutations()).toEqual([]);
  });

  it('groups the "To" accounts and offers another member, whose account number and last name then show', async () => {
    serve(() => undefined);
    show(<TransfersScreen />);
    await fillTransfer('another-member', '10');
    const to = field('To');
    expect(within(to).getByRole('group', { name: copyManifest.screens['accounts-summary'].groupDeposits })).toBeTruthy();
    expect(within(to).getByRole('group', { name: copy.groupOtherMember })).toBeTruthy();
    expect(await screen.findByLabelText("Member's Account Number", { exact: false })).toBeTruthy();
    expect(screen.getByLabelText("Member's Last Name", { exact: false })).toBeTruthy();
    expect(screen.queryByLabelText('Date', { exact: true })).toBeNull();
  });

  it('reviews what the server validated, and a retried Submit sends the same Idempotency-Key', async () => {
    let attempts = 0;
    serve((call) => {
      if (call.method === 'POST' && call.path === `${BASE}/payment-orders/validate`) return validated('INTERNAL_TRANSFER', ['A note from the server.']);
      if (call.method === 'POST' && call.path === `${BASE}/payment-orders`) {
        attempts += 1;
        if (attempts === 1) return json({ errors: [{ path: '', message: 'down' }] }, 503);
        return json({ status: 'ACCEPTED', paymentOrder: order({ state: 'POSTED', confirmationNumber: 'PO-2000000002', amountCents: 25_00, timing: 'IMMEDIATE', frequency: 'ONCE', executionDate: '2026-11-18' }) }, 201);
      }
      return undefined;
    });
    show(<TransfersScreen />);
    await fillTransfer('sav-1', '25.00');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    const review = await screen.findByRole('region', { name: copy.reviewHeading });
    expect(within(review).getByText(copy.kinds.INTERNAL_TRANSFER)).toBeTruthy();
    expect(within(review).getByText('Rainy Day Savings ••••5678')).toBeTruthy();
    expect(within(review).getByText('$25.00')).toBeTruthy();
    expect(within(review).getByText('Nov 18, 2026')).toBeTruthy();
    expect(within(review).getByText('A note from the server.')).toBeTruthy();
    expect(mutations()[0]).toEqual({
      method: 'POST',
      path: `${BASE}/payment-orders/validate`,
      body: { fromAccountId: 'chk-1', toAccountId: 'sav-1', amountCents: 2500, timing: 'IMMEDIATE', frequency: 'ONCE' },
      key: null,
    });

    fireEvent.click(within(review).getByRole('button', { name: copy.reviewSubmit }));
    expect((await within(review).findByRole('alert')).textContent).toBe(errorsManifest.errors.PAYMENT_VALIDATION_FAILED!.message);
    fireEvent.click(within(review).getByRole('button', { name: copy.reviewSubmit }));

    expect((await screen.findByTestId('confirmation-number')).textContent).toBe('PO-2000000002');
    expect(screen.getByRole('heading', { level: 2, name: copy.confirmationPostedHeading })).toBeTruthy();
    // The confirmation names both accounts, not only the amount and the date.
    const confirmation = screen.getByRole('region', { name: copy.confirmationPostedHeading });
    expect(within(confirmation).getByText('Everyday Checking ••••1234')).toBeTruthy();
    expect(within(confirmation).getByText('Rainy Day Savings ••••5678')).toBeTruthy();
    const submits = mutations().filter((call) => call.path === `${BASE}/payment-orders`);
    expect(submits).toHaveLength(2);
    expect(submits[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(submits[1]!.key).toBe(submits[0]!.key);
    expect(screen.getByRole('link', { name: copy.makeAnotherTransfer })).toBeTruthy();
    expect(screen.getByRole('link', { name: copy.viewScheduled }).getAttribute('href')).toBe('/move-money/scheduled');
  });

  it('puts the server\'s 400 errors on their fields and shows the acknowledgement the server asks for', async () => {
    const ackRequired = limitsManifest.messages.acknowledgementRequired;
    serve((call) => {
      if (call.method === 'POST' && call.path === `${BASE}/payment-orders/validate`) {
        const body = call.body as { acknowledgements?: string[] };
        if (!body.acknowledgements) return json({ errors: [{ path: '/acknowledgements', message: ackRequired }] }, 400);
        return json({ valid: true, kind: 'CARD_PAYMENT', executionDate: '2026-11-18', notes: [], requiredAcknowledgement: 'LATE_FEE' });
      }
      return undefined;
    });
    show(<TransfersScreen />);
    await fillTransfer('card-1', '5.00');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    const checkbox = await screen.findByRole('checkbox', { name: limitsManifest.messages.acknowledgeLateFee });
    await waitFor(() => expect(document.getElementById('root_acknowledged__error')?.textContent).toBe(ackRequired));
    fireEvent.click(checkbox);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('region', { name: copy.reviewHeading });
    expect(mutations().at(-1)?.body).toMatchObject({ toAccountId: 'card-1', acknowledgements: ['LATE_FEE'] });
  });

  it('opens the permission-denied modal, not an error on the form, when the server refuses the transfer (403)', async () => {
    const denied = modalsManifest.modals.permissionDenied!;
    const forbidden = errorsManifest.errors.FORBIDDEN!.message;
    serve((call) => {
      if (call.method === 'POST' && call.path === `${BASE}/payment-orders/validate`) return validated('INTERNAL_TRANSFER', []);
      if (call.method === 'POST' && call.path === `${BASE}/payment-orders`) return json({ errors: [{ path: '', message: forbidden }] }, 403);
      return undefined;
    });
    show(<TransfersScreen />);
    await fillTransfer('sav-1', '25.00');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const review = await screen.findByRole('region', { name: copy.reviewHeading });
    fireEvent.click(within(review).getByRole('button', { name: copy.reviewSubmit }));

    const dialog = await screen.findByRole('dialog', { name: denied.title });
    expect(within(dialog).getByText(denied.body!)).toBeTruthy();
    // Back on the form, which carries no error: the refusal is about access, not about what was typed.
    await waitFor(() => expect(screen.queryByRole('region', { name: copy.reviewHeading })).toBeNull());
    expect(screen.queryByText(forbidden)).toBeNull();
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  });

  it('edits a scheduled order with a PUT under a key, the form prefilled with its date', async () => {
    serve((call) => {
      if (call.method === 'GET' && call.path === `${BASE}/payment-orders/o-1`) return json(order({}));
      if (call.method === 'POST' && call.path === `${BASE}/payment-orders/validate`) return validated();
      if (call.method === 'PUT' && call.path === `${BASE}/payment-orders/o-1`) return json({ status: 'ACCEPTED', paymentOrder: order({ amountCents: 20_00 }) });
      return undefined;
    });
    show(<TransfersScreen />, '/move-money/transfers?edit=o-1');
    expect(await screen.findByRole('heading', { level: 1, name: copy.editHeading })).toBeTruthy();
    await screen.findByLabelText('From', { exact: false }, LAZY);
    const date = document.getElementById('root_executionDate') as HTMLInputElement;
    expect(date.value).toBe('2026-11-25');
    expect((field('Amount') as HTMLInputElement).value).toBe('12.34');
    fireEvent.change(field('Amount'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(within(await screen.findByRole('region', { name: copy.reviewHeading })).getByRole('button', { name: copy.reviewSubmit }));
    expect(await screen.findByRole('heading', { level: 2, name: copy.confirmationUpdatedHeading })).toBeTruthy();
    const put = mutations().find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ fromAccountId: 'chk-1', toAccountId: 'sav-1', amountCents: 2000, timing: 'FUTURE', executionDate: '2026-11-25', frequency: 'MONTHLY' });
    expect(put?.key).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('making a payment to a card or loan (an account page\'s Make a Payment)', () => {
  const cardDetail = {
    ...product('card-1', 'creditCard', 'Rewards Card', '••••9999', 3_000_00),
    pastDue: { amountCents: 35_00, dueDate: '2026-10-25' },
    details: { openingDate: '2024-01-01', paymentDueDate: '2026-11-25', minimumDueCents: 25_00, pastDueCents: 35_00, totalDueCents: 60_00 },
  };

  it('opens the transfer form to that account with past due plus current chosen, and the current amount or another amount on offer', async () => {
    api = serveApi((call) => {
      if (call.path.startsWith('/api/arrangement-manager/client-api/v2/productsummary/arrangements/card-1')) return json(cardDetail);
      if (call.path.startsWith('/api/arrangement-manager/client-api/v2/productsummary')) return json(summary);
      if (call.path === `${BASE}/external-accounts`) return json({ items: [] });
      return undefined;
    });
    show(<TransfersScreen />, '/move-money/transfers?to=card-1');
    const choices = await screen.findByRole('group', { name: copy.amountChoiceLegend }, LAZY);
    const total = within(choices).getByRole('radio', { name: 'Total due, past due plus current: $60.00' }) as HTMLInputElement;
    expect(total.checked).toBe(true);
    expect(within(choices).getByRole('radio', { name: 'Current amount due: $25.00' })).toBeTruthy();
    expect(within(choices).getByRole('radio', { name: copy.amountChoiceOther })).toBeTruthy();
    await screen.findByLabelText('From', { exact: false }, LAZY);
    expect((document.getElementById('root_toAccountId') as HTMLSelectElement).value).toBe('card-1');
    expect((document.getElementById('root_amountCents') as HTMLInputElement).value).toBe('60.00');
    fireEvent.click(within(choices).getByRole('radio', { name: 'Current amount due: $25.00' }));
    await waitFor(() => expect((document.getElementById('root_amountCents') as HTMLInputElement).value).toBe('25.00'));
    fireEvent.click(within(choices).getByRole('radio', { name: copy.amountChoiceOther }));
    await waitFor(() => expect((document.getElementById('root_amountCents') as HTMLInputElement).value).toBe(''));
    expect((document.getElementById('root_toAccountId') as HTMLSelectElement).value).toBe('card-1');
  });

  it("opens prefilled from an insight's link: the account, the amount it named and the business day before the Sunday it is due, validated as typed", async () => {
    api = serveApi((call) => {
      if (call.path.startsWith('/api/arrangement-manager/client-api/v2/productsummary/arrangements/card-1')) return json(cardDetail);
      if (call.path.startsWith('/api/arrangement-manager/client-api/v2/productsummary')) return json(summary);
      if (call.path === `${BASE}/external-accounts`) return json({ items: [] });
      if (call.method === 'POST' && call.path === `${BASE}/payment-orders/validate`) return validated('CARD_PAYMENT');
      return undefined;
    });
    // 2026-11-29 is a Sunday and 2026-11-26 Thanksgiving: the payment posts on Friday the 27th.
    show(<TransfersScreen />, '/move-money/transfers?to=card-1&amount=2500&date=2026-11-29');
    const choices = await screen.findByRole('group', { name: copy.amountChoiceLegend }, LAZY);
    expect((within(choices).getByRole('radio', { name: 'Current amount due: $25.00' }) as HTMLInputElement).checked).toBe(true);
    const from = await screen.findByLabelText('From', { exact: false }, LAZY);
    expect((document.getElementById('root_toAccountId') as HTMLSelectElement).value).toBe('card-1');
    expect((document.getElementById('root_amountCents') as HTMLInputElement).value).toBe('25.00');
    expect((document.getElementById('root_executionDate') as HTMLInputElement).value).toBe('2026-11-27');
    fireEvent.change(from, { target: { value: 'chk-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('region', { name: copy.reviewHeading });
    const validation = mutations().find((call) => call.path === `${BASE}/payment-orders/validate`);
    expect(validation?.body).toMatchObject({ fromAccountId: 'chk-1', toAccountId: 'card-1', amountCents: 2500, timing: 'FUTURE', executionDate: '2026-11-27' });
  });

  it('ignores a linked amount or day that is not one, leaving the fields to the member', async () => {
    api = serveApi((call) => {
      if (call.path.startsWith('/api/arrangement-manager/client-api/v2/productsummary/arrangements/card-1')) return json(cardDetail);
      if (call.path.startsWith('/api/arrangement-manager/client-api/v2/productsummary')) return json(summary);
      if (call.path === `${BASE}/external-accounts`) return json({ items: [] });
      return undefined;
    });
    show(<TransfersScreen />, '/move-money/transfers?to=card-1&amount=-5&date=soon');
    await screen.findByLabelText('From', { exact: false }, LAZY);
    expect((document.getElementById('root_amountCents') as HTMLInputElement).value).toBe('60.00');
    expect((screen.getByRole('radio', { name: 'Now' }) as HTMLInputElement).checked).toBe(true);
  });
});

describe('cash advance', () => {
  it('offers only cards and lines of credit as sources, and applies the cash advance minimum', async () => {
    serve(() => undefined);
    show(<CashAdvanceScreen />, '/move-money/cash-advance');
    const from = await screen.findByLabelText('From', { exact: false }, LAZY);
    expect(within(from).queryByText(/Everyday Checking/)).toBeNull();
    // Each account with what it holds or owes: a card with what is owed and the credit left.
    expect(within(from).getByRole('option', { name: 'Rewards Card ••••9999 — $3,000.00 owed, $3,000.00 available' })).toBeTruthy();
    fireEvent.change(from, { target: { value: 'card-1' } });
    expect(within(field('To')).getByRole('option', { name: 'Everyday Checking ••••1234 — $1,000.00 available' })).toBeTruthy();
    fireEvent.change(field('To'), { target: { value: 'chk-1' } });
    fireEvent.change(field('Amount'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(document.getElementById('root_amountCents__error')?.textContent).toBe('The minimum cash advance amount is $50.00.'));
    expect(mutations()).toEqual([]);
  });
});

describe('scheduled transfers', () => {
  it('lists scheduled and recent orders, and cancels one after the confirmation modal with a key', async () => {
    serve((call) => {
      if (call.method === 'GET' && call.path.startsWith(`${BASE}/payment-orders?state=SCHEDULED`)) return json({ items: [order({})], total: 1 });
      if (call.method === 'GET' && call.path.startsWith(`${BASE}/payment-orders?state=ALL`)) {
        return json({ items: [order({}), order({ id: 'o-2', state: 'POSTED', confirmationNumber: 'PO-1000000002' })], total: 2 });
      }
      if (call.method === 'POST' && call.path === `${BASE}/payment-orders/o-1/cancel`) return json({ status: 'ACCEPTED', paymentOrder: order({ state: 'CANCELLED' }) });
      return undefined;
    });
    show(<ScheduledScreen />, '/move-money/scheduled');
    // Both lists paint together once both have answered.
    const upcoming = await screen.findByRole('region', { name: copy.upcomingHeading });
    expect(await within(upcoming).findByText('PO-1000000001')).toBeTruthy();
    const recent = screen.getByRole('region', { name: copy.recentHeading });
    expect(await within(recent).findByText('PO-1000000002')).toBeTruthy();
    expect(within(recent).queryByText('PO-1000000001')).toBeNull();
    expect(within(upcoming).getByRole('link', { name: 'Edit the $12.34 transfer on Nov 25, 2026' }).getAttribute('href')).toBe('/move-money/transfers?edit=o-1');

    fireEvent.click(within(upcoming).getByRole('button', { name: 'Cancel the $12.34 transfer on Nov 25, 2026' }));
    const dialog = screen.getByRole('dialog', { name: modalsManifest.modals.cancelScheduledTransfer!.title });
    expect(within(dialog).getByText('The $12.34 transfer from Everyday Checking to Rainy Day Savings on Nov 25, 2026 will not be made.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Transfer' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Your scheduled transfer was canceled. Confirmation number PO-1000000001.'));
    expect(mutations()).toEqual([{ method: 'POST', path: `${BASE}/payment-orders/o-1/cancel`, body: {}, key: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown as string }]);
  });

  it('calls a scheduled bill payment a bill payment: its type, its labels, its cancel confirmation and its status; Edit opens Bill Pay', async () => {
    const bill = order({ id: 'o-7', kind: 'BILL_PAY', frequency: 'ONCE', confirmationNumber: 'PO-1000000007', to: { id: 'p-2', name: 'Metro Water Utility', maskedNumber: '••••8765' }, amountCents: 42_50 });
    serve((call) => {
      if (call.method === 'GET' && call.path.startsWith(`${BASE}/payment-orders?state=SCHEDULED`)) return json({ items: [bill], total: 1 });
      if (call.method === 'GET' && call.path.startsWith(`${BASE}/payment-orders?state=ALL`)) return json({ items: [bill], total: 1 });
      if (call.method === 'POST' && call.path === `${BASE}/payment-orders/o-7/cancel`) return json({ status: 'ACCEPTED', paymentOrder: { ...bill, state: 'CANCELLED' } });
      return undefined;
    });
    show(<ScheduledScreen />, '/move-money/scheduled');
    // Both lists paint together once both have answered.
    const upcoming = await screen.findByRole('region', { name: copy.upcomingHeading });
    expect(await within(upcoming).findByText(copy.kinds.BILL_PAY)).toBeTruthy();
    expect(within(upcoming).getByRole('link', { name: 'Edit the $42.50 bill payment to Metro Water Utility on Nov 25, 2026' }).getAttribute('href')).toBe('/move-money/bill-pay?edit=o-7');
    expect(within(upcoming).queryByText(/transfer/i)).toBeNull();
    fireEvent.click(within(upcoming).getByRole('button', { name: 'Cancel the $42.50 bill payment to Metro Water Utility on Nov 25, 2026' }));
    const dialog = screen.getByRole('dialog', { name: modalsManifest.modals.cancelBillPayment!.title });
    expect(within(dialog).getByText('Are you sure you want to cancel the payment of $42.50 to Metro Water Utility on Nov 25, 2026?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Payment' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Your scheduled bill payment was canceled. Confirmation number PO-1000000007.'));
  });

  it('says so when nothing is scheduled, and keeps the order on "Keep Transfer"', async () => {
    serve((call) => (call.method === 'GET' && call.path.includes('/payment-orders?') ? json({ items: [], total: 0 }) : undefined));
    show(<ScheduledScreen />, '/move-money/scheduled');
    expect(await screen.findByText(copy.upcomingEmpty)).toBeTruthy();
    expect(await screen.findByText(copy.recentEmpty)).toBeTruthy();
  });
});
