// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
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
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith('/disputes')) return json({ disputes: [summary] });
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
    expect(screen.getByRole('textbox', { name: copy.amountLabel })).toBeTruthy();
    expect(screen.getByRole('button', { name: copy.submit })).toBeTruthy();
  });
});
