// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DisputeDetail, DisputeSummary, DisputeTransaction } from '../../../engine/core/generated/api.gen';
import ClaimsCenterScreen from '../../../screens/claims-center/ClaimsCenterScreen';
import { disputesManifest } from '../../../src/manifests/disputes-manifest';
import { json, renderScreen } from './support/render-screen';

const copy = disputesManifest.copy;
const summary: DisputeSummary = {
  disputeId: 'd-1',
  caseNumber: 'CASE-0001',
  status: 'UNDER_REVIEW',
  transactionId: 't-1',
  transactionDescription: 'Corner Cafe',
  transactionDate: '2026-11-02',
  accountName: 'Everyday Checking',
  amountCents: 1_250,
  reasonId: disputesManifest.reasons[0]!.id,
  reasonLabel: disputesManifest.reasons[0]!.label,
  filedOn: '2026-11-03',
  provisionalCreditDue: '2026-11-13',
  resolutionDue: '2027-01-02',
  provisionalCreditPosted: false,
  filedAt: '2026-11-03T15:00:00Z',
  updatedAt: '2026-11-04T15:00:00Z',
};
const detail: DisputeDetail = {
  ...summary,
  transactionAmountCents: 1_250,
  events: [{ kind: 'FILED', occurredAt: '2026-11-03T15:00:00Z' }],
  documents: [],
  limits: disputesManifest.regulationE,
};
const transaction: DisputeTransaction = {
  transactionId: 't-2',
  arrangementId: 'a-1',
  accountName: 'Everyday Checking',
  description: 'Hardware Store',
  bookingDate: '2026-11-05',
  amountCents: 4_000,
  creditDebitIndicator: 'DEBIT',
  disputable: true,
  duplicateChoices: [{ transactionId: 't-1', description: 'Hardware Store', bookingDate: '2026-11-04', amountCents: 4_000, sameCharge: true }],
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith('/disputes')) return json({ disputes: [summary] });
      if (url.endsWith('/disputes/accounts')) return json({ accounts: [{ arrangementId: 'a-1', accountName: 'Everyday Checking ••1234', productKind: 'checking' }] });
      if (url.includes('/disputes/disputable-transactions?arrangementId=a-1')) {
        return json({ arrangementId: 'a-1', accountName: 'Everyday Checking ••1234', transactions: [{ transactionId: 't-2', description: 'Hardware Store', bookingDate: '2026-11-05', amountCents: 4_000 }] });
      }
      if (url.includes('/disputes/transactions/')) return json(transaction);
      return json(detail);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('claims center views', () => {
  it('lists the disputes with a link to each case, the heading focused', async () => {
    renderScreen(<ClaimsCenterScreen />, { entry: '/claims-center' });
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: 'CASE-0001' }).getAttribute('href')).toBe('/claims-center?case=d-1');
    expect(screen.getByRole('heading', { level: 1, name: copy.heading })).toBe(document.activeElement);
  });

  it('?case= follows one case: its facts, its timeline, a way back', async () => {
    renderScreen(<ClaimsCenterScreen />, { entry: '/claims-center?case=d-1' });
    expect(await screen.findByRole('heading', { name: copy.caseHeading.replace('{caseNumber}', 'CASE-0001') })).toBeTruthy();
    expect(screen.getByText(copy.eventFiled)).toBeTruthy();
    expect(screen.getByRole('link', { name: copy.back }).getAttribute('href')).toBe('/claims-center');
    expect(screen.getByRole('heading', { level: 1, name: copy.heading })).not.toBe(document.activeElement);
  });

  it('?transaction= disputes one transaction: its facts, the reasons, amount and documents', async () => {
    renderScreen(<ClaimsCenterScreen />, { entry: '/claims-center?transaction=t-2' });
    expect(await screen.findByRole('heading', { name: copy.newHeading })).toBeTruthy();
    expect(screen.getByText('Hardware Store')).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(disputesManifest.reasons.length);
    expect((screen.getByRole('textbox', { name: copy.amountLabel }) as HTMLInputElement).value).toBe('40.00');
    expect(screen.getByRole('button', { name: copy.submit })).toBeTruthy();
  });

  it('submitted with nothing chosen, lists every problem in a focused alert, each a link to its field', async () => {
    renderScreen(<ClaimsCenterScreen />, { entry: '/claims-center?transaction=t-2' });
    await screen.findByRole('heading', { name: copy.newHeading });
    fireEvent.change(screen.getByRole('textbox', { name: copy.amountLabel }), { target: { value: '50.00' } });
    fireEvent.click(screen.getByRole('button', { name: copy.submit }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    const links = within(alert).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([copy.reasonMissing, copy.amountInvalid.replace('{amount}', '$40.00')]);
    expect(document.getElementById(links[1]!.getAttribute('href')!.slice(1))).toBe(screen.getByRole('textbox', { name: copy.amountLabel }));
  });

  it('asks which charge a duplicate duplicates, and keeps the whole amount for it', async () => {
    renderScreen(<ClaimsCenterScreen />, { entry: '/claims-center?transaction=t-2' });
    await screen.findByRole('heading', { name: copy.newHeading });
    expect(screen.queryByRole('group', { name: copy.duplicateLegend })).toBeNull();
    const duplicate = disputesManifest.reasons.find((reason) => reason.asksDuplicateOf === true)!;
    fireEvent.click(screen.getByRole('radio', { name: new RegExp(duplicate.label) }));
    const group = screen.getByRole('group', { name: copy.duplicateLegend });
    expect(within(group).getAllByRole('radio')).toHaveLength(1);
    expect(within(group).getByText(copy.duplicateSameCharge)).toBeTruthy();
    const amount = screen.getByRole('textbox', { name: copy.amountLabel }) as HTMLInputElement;
    expect(amount.readOnly).toBe(true);
    expect(amount.value).toBe('40.00');
  });

  it('starts a dispute: an account, then its disputable transactions as links to the form', async () => {
    renderScreen(<ClaimsCenterScreen />, { entry: '/claims-center' });
    const start = await screen.findByRole('region', { name: copy.startHeading });
    fireEvent.change(await within(start).findByRole('combobox', { name: copy.startAccountLabel }), { target: { value: 'a-1' } });
    const list = await within(start).findByRole('list', { name: copy.startTransactionsHeading });
    expect(within(list).getByRole('link').getAttribute('href')).toBe('/claims-center?transaction=t-2');
  });
});
