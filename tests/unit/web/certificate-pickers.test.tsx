// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VisibilityContext } from '../../../engine/core';
import type { ProductSummary } from '../../../engine/core/generated/api.gen';
import BillPayScreen from '../../../screens/bill-pay/BillPayScreen';
import { accountsThatCanPay } from '../../../screens/shared/payments/payment-accounts';
import { rewardDestinations } from '../../../screens/cards/card-choices';
import TransfersScreen from '../../../screens/transfers/TransfersScreen';
import { endpointLabels } from '../../../screens/transfers/move-money-copy';
import { destinationsOf, memberEndpoints, sourcesOf } from '../../../screens/transfers/payment-endpoints';
import { serveApi } from './support/fake-api';
import { json, renderScreen, summaryProduct as product } from './support/render-screen';

const BASE = '/api/payment-order-service/client-api/v2';
const LAZY = { timeout: 10_000 };

const checking = product('chk-1', 'checking', 'Everyday Checking', '••••1234', 1_000_00);
const savings = product('sav-1', 'savings', 'Share Savings', '••••5678', 500_00);
// The server marks a certificate in its term with its maturity date; its balance would otherwise make it a fine source.
const certificate = product('cd-1', 'savings', '24-Month Certificate', '••••2424', 25_000_00, { productTypeName: 'Certificate', certificateMaturesOn: '2027-10-18' });
const summary: ProductSummary = {
  totalDepositsCents: 0,
  totalOwedCents: 0,
  groups: [
    { kind: 'deposits', totalBalanceCents: 0, products: [checking, savings, certificate] },
    { kind: 'creditCards', totalBalanceCents: 0, products: [product('card-1', 'creditCard', 'Rewards Card', '••••9999', 3_000_00)] },
  ],
};
const payees = [{ id: 'p-1', name: 'City Power & Light', maskedAccountNumber: '••••4321', addressLine1: '1 Main St', city: 'Atlanta', state: 'GA', zipCode: '30301', leadBusinessDays: 2, createdAt: '2026-11-01T00:00:00Z' }];

const visibility: VisibilityContext = { flags: {}, guards: () => true, can: () => true, audiences: new Set(['member']), channel: 'OnlineBanking' };
const optionNames = (select: HTMLElement) => within(select).queryAllByRole('option').map((option) => option.textContent ?? '');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 18, 12, 0, 0));
  serveApi((call) => {
    if (call.path.startsWith('/api/arrangement-manager/client-api/v2/productsummary')) return json(summary);
    if (call.path === `${BASE}/external-accounts`) return json({ items: [] });
    if (call.method === 'GET' && call.path === `${BASE}/payees`) return json({ items: payees });
    if (call.method === 'GET' && call.path.startsWith(`${BASE}/payment-orders?`)) return json({ items: [], total: 0 });
    return undefined;
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('pickers never offer a certificate in its term', () => {
  it('transfers: not in From, not in To, while checking and savings still are', async () => {
    renderScreen(<TransfersScreen />, { entry: '/move-money/transfers', visibility });
    const from = await screen.findByLabelText('From', { exact: false }, LAZY);
    expect(optionNames(from).some((name) => name.includes('Everyday Checking'))).toBe(true);
    expect(optionNames(from).some((name) => name.includes('Share Savings'))).toBe(true);
    expect(optionNames(from).some((name) => name.includes('Certificate'))).toBe(false);
    fireEvent.change(from, { target: { value: 'chk-1' } });
    const to = screen.getByLabelText('To', { exact: false });
    expect(optionNames(to).some((name) => name.includes('Share Savings'))).toBe(true);
    expect(optionNames(to).some((name) => name.includes('Certificate'))).toBe(false);
  });

  it('bill pay: not in Pay From', async () => {
    renderScreen(<BillPayScreen />, { visibility });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay City Power & Light' }));
    await screen.findByRole('heading', { level: 2, name: 'Pay a Bill' }, LAZY);
    const from = screen.getByLabelText('Pay From', { exact: false });
    expect(optionNames(from).some((name) => name.includes('Everyday Checking'))).toBe(true);
    expect(optionNames(from).some((name) => name.includes('Certificate'))).toBe(false);
  });

  it("the shared lists: transfer sources and destinations, bill pay and cashier's check sources, rewards destinations", () => {
    const endpoints = memberEndpoints(summary, endpointLabels);
    const ids = (list: readonly { id: string }[]) => list.map((entry) => entry.id);
    const offered = () => true;
    expect(ids(sourcesOf(endpoints, offered))).toEqual(['chk-1', 'sav-1', 'card-1']);
    expect(ids(destinationsOf(endpoints.find((entry) => entry.id === 'chk-1'), endpoints, offered))).toEqual(['sav-1', 'card-1']);
    expect(ids(destinationsOf(undefined, endpoints, offered))).not.toContain('cd-1');
    const accounts = summary.groups.flatMap((group) => group.products);
    expect(ids(accountsThatCanPay(accounts, 'payee'))).toEqual(['chk-1', 'sav-1']);
    expect(ids(rewardDestinations(accounts, []))).toEqual(['chk-1', 'sav-1']);
  });
});
