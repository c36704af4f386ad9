// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CardDueDateInfo, CardRewards, ProductSummary } from '../../../engine/core/generated/api.gen';
import DueDateScreen from '../../../screens/cards/DueDateScreen';
import RewardsScreen from '../../../screens/cards/RewardsScreen';
import { cardsManifest } from '../../../src/manifests/card-manifest';
import { modalsManifest } from '../../../src/manifests';
import { cardVisibility, creditCard, debitCard } from './support/card-fixtures';
import { serveApi } from './support/fake-api';
import { json, renderScreen, summaryProduct } from './support/render-screen';

const copy = cardsManifest.copy.cardServices;
const CARDS = '/api/cards/client-api/v2';

const summary: ProductSummary = {
  totalDepositsCents: 100_00,
  totalOwedCents: 0,
  groups: [{ kind: 'deposits', totalBalanceCents: 100_00, products: [summaryProduct('chk-1', 'checking', 'Everyday Checking', '••••1234', 100_00)] }],
};

const rewards = (pointsBalance: number): CardRewards => ({
  cardId: creditCard.id,
  pointsBalance,
  centsPerPoint: 1,
  cashValueCents: pointsBalance,
  minimumRedemptionCents: 2500,
  stepCents: 100,
  history: [{ id: 'ev-1', date: '2026-11-01', description: 'Purchases in October', points: 4200, kind: 'EARN' }],
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('rewards (/kobie-rewards)', () => {
  it('shows the balance and history, redeems through a review under one Idempotency-Key, and shows the new balance', async () => {
    let points = 12_500;
    const api = serveApi((call) => {
      if (call.path === `${CARDS}/cards/freeze`) return json({ cards: [debitCard, creditCard] });
      if (call.path === `${CARDS}/rewards/${creditCard.id}`) return json(rewards(points));
      if (call.path.endsWith('/productsummary?maskIndicator=true')) return json(summary);
      if (call.path === `${CARDS}/redeemcashrewards`) {
        points -= 5000;
        return json({ confirmationNumber: 'RW-0000000042', amountCents: 5000, pointsRedeemed: 5000, pointsBalance: points, cashValueCents: points, destinationAccountId: 'chk-1' });
      }
      return undefined;
    });
    renderScreen(<RewardsScreen />, { entry: '/kobie-rewards', visibility: cardVisibility() });

    expect((await screen.findByTestId('rewards-points')).textContent).toBe('12,500 points');
    expect(screen.getByTestId('rewards-cash-value').textContent).toBe('$125.00');
    expect(screen.getByText('Purchases in October', { exact: false })).toBeTruthy();

    fireEvent.change(await screen.findByLabelText('Cash Amount', { exact: false }), { target: { value: '50.00' } });
    fireEvent.change(screen.getByLabelText('Deposit To', { exact: false }), { target: { value: 'chk-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const review = await screen.findByRole('region', { name: copy.rewards.reviewHeading });
    expect(within(review).getByText('Visa Signature Rewards ••••4321')).toBeTruthy();
    expect(within(review).getByText('$50.00')).toBeTruthy();
    expect(api.mutations()).toEqual([]);
    fireEvent.click(within(review).getByRole('button', { name: copy.rewards.reviewSubmit }));

    expect((await screen.findByTestId('confirmation-number')).textContent).toBe('RW-0000000042');
    const [redeem] = api.mutations();
    expect(redeem?.body).toEqual({ cardId: creditCard.id, amountCents: 5000, destinationAccountId: 'chk-1' });
    expect(redeem?.key).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.getByTestId('rewards-points').textContent).toBe('7,500 points'));
  });

  it('says so when the member has no credit card', async () => {
    serveApi((call) => (call.path === `${CARDS}/cards/freeze` ? json({ cards: [debitCard] }) : undefined));
    renderScreen(<RewardsScreen />, { entry: '/kobie-rewards', visibility: cardVisibility() });
    expect((await screen.findByText(copy.rewards.noCards)).closest('[role="status"]')).not.toBeNull();
  });

  it('shows the display problem with Try Again when the cards cannot be loaded', async () => {
    serveApi(() => json({ errors: [{ path: '', message: 'down' }] }, 500));
    renderScreen(<RewardsScreen />, { entry: '/kobie-rewards', visibility: cardVisibility() });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(copy.common.error);
    expect(within(alert).getByRole('button', { name: copy.common.retry })).toBeTruthy();
  });
});

describe('change of payment due date (/change-due-date)', () => {
  const info = (extra: Partial<CardDueDateInfo> = {}): CardDueDateInfo => ({
    creditCardLastFour: '4321',
    cardId: creditCard.id,
    currentDueDay: 15,
    availableDueDays: [1, 5, 10, 20, 25],
    pendingChange: null,
    nextChangeAllowedOn: null,
    ...extra,
  });

  it('asks by the last four digits, offers the allowed days, and shows the server refusal on the form', async () => {
    const api = serveApi((call) => {
      if (call.path === `${CARDS}/cards/freeze`) return json({ cards: [creditCard] });
      if (call.path === `${CARDS}/change-payment-due-date/dueDateInfo?creditCardLastFour=4321`) return json(info());
      if (call.path === `${CARDS}/change-payment-due-date/submitChangeDueDate`) return json({ errors: [{ path: '', message: 'You changed this due date less than 12 months ago.' }] }, 409);
      return undefined;
    });
    renderScreen(<DueDateScreen />, { entry: '/change-due-date', visibility: cardVisibility() });
    expect((await screen.findByTestId('due-day')).textContent).toBe('Day 15 of each month');
    const picker = await screen.findByLabelText('New Due Day', { exact: false });
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['', 'Day 1', 'Day 5', 'Day 10', 'Day 20', 'Day 25']);
    fireEvent.change(picker, { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change Due Date' }));
    expect((await screen.findAllByText('You changed this due date less than 12 months ago.')).length).toBeGreaterThan(0);
    expect(api.mutations()[0]?.body).toEqual({ creditCardLastFour: '4321', newDueDay: 20 });
  });

  it('shows a pending change and cancels it after the confirmation dialog', async () => {
    const api = serveApi((call) => {
      if (call.path === `${CARDS}/cards/freeze`) return json({ cards: [creditCard] });
      if (call.path.startsWith(`${CARDS}/change-payment-due-date/dueDateInfo`)) return json(info({ pendingChange: { newDueDay: 5, requestedAt: '2026-11-20T15:00:00.000Z' } }));
      if (call.path === `${CARDS}/change-payment-due-date/cancelChangeDueDate?creditCardLastFour=4321`) return json(info());
      return undefined;
    });
    renderScreen(<DueDateScreen />, { entry: '/change-due-date', visibility: cardVisibility() });
    fireEvent.click(await screen.findByRole('button', { name: copy.dueDate.cancelPending }));
    const dialog = await screen.findByRole('dialog');
    const confirmLabel = modalsManifest.modals.cancelDueDateChange?.buttons?.find((button) => button.action === 'confirm')?.label ?? '';
    fireEvent.click(within(dialog).getByRole('button', { name: confirmLabel }));
    await waitFor(() => expect(screen.getByText(copy.dueDate.cancelled.replace('{day}', '15'))).toBeTruthy());
    expect(api.mutations().map((call) => call.method + ' ' + call.path)).toEqual([`POST ${CARDS}/change-payment-due-date/cancelChangeDueDate?creditCardLastFour=4321`]);
    expect(await screen.findByLabelText('New Due Day', { exact: false })).toBeTruthy();
  });

  it('shows a view-only user the due date without the form', async () => {
    serveApi((call) => {
      if (call.path === `${CARDS}/cards/freeze`) return json({ cards: [creditCard] });
      if (call.path.startsWith(`${CARDS}/change-payment-due-date/dueDateInfo`)) return json(info());
      return undefined;
    });
    renderScreen(<DueDateScreen />, { entry: '/change-due-date', visibility: cardVisibility(false) });
    expect(await screen.findByText(copy.dueDate.readOnly)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change Due Date' })).toBeNull();
  });
});
