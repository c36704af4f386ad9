// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IraDistribution, IraOverview, PodAccountList } from '../../../engine/core/generated/api.gen';
import { resolveTemplate } from '../../../engine/core/template';
import IraScreen from '../../../screens/ira/IraScreen';
import PodScreen from '../../../screens/pod/PodScreen';
import { iraManifest } from '../../../src/manifests/ira-manifest';
import { json, renderScreen } from './support/render-screen';

const IRA = '5d0f7d1e-0000-4000-8000-00000000000a';
const CHECKING = '5d0f7d1e-0000-4000-8000-00000000000c';
const overview: IraOverview = {
  today: '2026-03-18',
  taxYears: [
    { taxYear: 2026, deadline: null },
    { taxYear: 2025, deadline: '2026-04-15' },
  ],
  iras: [
    {
      arrangementId: IRA,
      name: 'Traditional IRA',
      lastFour: '4321',
      balanceCents: 4_112_870,
      distributableCents: 4_112_870,
      distributionTypes: ['EARLY'],
      years: [
        { taxYear: 2026, contributedCents: 650_000, limitCents: 700_000, remainingCents: 50_000, catchUpCents: 0 },
        { taxYear: 2025, contributedCents: 0, limitCents: 700_000, remainingCents: 700_000, catchUpCents: 0 },
      ],
      distributions: [],
      paidThisYear: { taxYear: 2026, grossCents: 0, withheldCents: 0 },
    },
  ],
  sources: [{ arrangementId: CHECKING, name: 'Everyday Checking', lastFour: '1234', availableCents: 500_000 }],
  destinations: [{ arrangementId: CHECKING, name: 'Everyday Checking', lastFour: '1234', availableCents: 500_000 }],
};
const pod: PodAccountList = { accounts: [{ arrangementId: CHECKING, name: 'Everyday Checking', lastFour: '1234', payableOnDeath: false, beneficiaries: [] }] };

const submitted: IraDistribution = {
  id: '5d0f7d1e-0000-4000-8000-0000000000d1',
  arrangementId: IRA,
  amountCents: 100_000,
  distributionType: 'EARLY',
  federalWithholdingPercent: 12,
  withholdingCents: 12_000,
  netCents: 88_000,
  destinationArrangementId: CHECKING,
  destinationName: 'Everyday Checking',
  status: 'SUBMITTED',
  paysOn: '2026-03-19',
  paidOn: null,
  rejectionReason: null,
  confirmationNumber: 'IRD-0000100002',
  createdAt: '2026-03-18T15:00:00.000Z',
};
const paid: IraDistribution = { ...submitted, id: '5d0f7d1e-0000-4000-8000-0000000000d2', status: 'PAID', paidOn: '2026-03-10', confirmationNumber: 'IRD-0000100001', createdAt: '2026-03-09T15:00:00.000Z' };

let sent: { url: string; method: string; body: unknown }[] = [];
function answer(current: IraOverview = overview) {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const url = new URL(path, 'http://bank.test');
      if (init.method === 'POST' || init.method === 'PUT') sent.push({ url: url.pathname, method: init.method, body: init.body === undefined ? undefined : JSON.parse(String(init.body)) });
      if (url.pathname.endsWith('/iras')) return json(current);
      if (url.pathname.endsWith(`/distribution-requests/${submitted.id}/cancel`)) return json({ ...submitted, status: 'CANCELLED' });
      if (url.pathname.endsWith('/pod-beneficiaries/client-api/v1/accounts')) return json(pod);
      return json({ errors: [{ path: '', message: 'not found' }] }, 404);
    }),
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('IRA and payable-on-death screens', () => {
  it('shows each tax year against its limit and refuses an amount above what remains before sending anything', async () => {
    answer();
    renderScreen(<IraScreen />, { entry: '/ira' });
    expect(await screen.findByRole('progressbar', { name: /\$6,500\.00 of \$7,000\.00 contributed for 2026/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: iraManifest.screen.beneficiariesLink }).getAttribute('href')).toBe(iraManifest.screen.beneficiariesPath);
    // The contribution form comes first; the distribution form has an amount field too.
    fireEvent.change(screen.getAllByLabelText(iraManifest.screen.amountLabel)[0]!, { target: { value: '500.01' } });
    fireEvent.click(screen.getByRole('button', { name: iraManifest.screen.contribute }));
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-invalid')).toBe('true'));
    expect(sent).toEqual([]);
  });

  it('adds rows with a live total and refuses shares that do not add up to 100 before saving', async () => {
    answer();
    renderScreen(<PodScreen />, { entry: '/pod' });
    fireEvent.click(await screen.findByRole('button', { name: iraManifest.pod.editor.add }));
    fireEvent.change(screen.getByLabelText(iraManifest.pod.editor.nameLabel), { target: { value: 'Avery Morgan' } });
    fireEvent.change(screen.getByLabelText(iraManifest.pod.editor.relationshipLabel), { target: { value: 'Child' } });
    fireEvent.change(screen.getByLabelText(iraManifest.pod.editor.shareLabel), { target: { value: '99' } });
    expect(screen.getByText(/Primary total: 99%/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: iraManifest.pod.save }));
    expect(await screen.findByText(iraManifest.pod.editor.errors.primaryTotal)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('shows each request with its net, withholding and status, and cancels a submitted one only after asking, the focus managed', async () => {
    const withRequests: IraOverview = { ...overview, iras: [{ ...overview.iras[0]!, distributions: [submitted, paid], paidThisYear: { taxYear: 2026, grossCents: 100_000, withheldCents: 12_000 } }] };
    answer(withRequests);
    renderScreen(<IraScreen />, { entry: '/ira' });
    const copy = iraManifest.screen;
    expect(await screen.findByText(resolveTemplate(copy.statuses.SUBMITTED, { date: 'Mar 19, 2026' }))).toBeTruthy();
    expect(screen.getByText(resolveTemplate(copy.statuses.PAID, { date: 'Mar 10, 2026' }))).toBeTruthy();
    expect(screen.getAllByText('$880.00')).toHaveLength(2);
    expect(screen.getAllByText('$120.00')).toHaveLength(2);
    expect(screen.getByText(resolveTemplate(copy.paidThisYear, { year: '2026', gross: '$1,000.00', withheld: '$120.00' }))).toBeTruthy();
    // Only the submitted request can be cancelled.
    const cancelButtons = screen.getAllByRole('button', { name: /Cancel request/ });
    expect(cancelButtons).toHaveLength(1);
    const opener = screen.getByRole('button', { name: resolveTemplate(copy.cancelRequestLabel, { confirmation: submitted.confirmationNumber }) });

    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: copy.cancelDialog.title });
    expect(document.activeElement?.textContent).toBe(copy.cancelDialog.keep);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(sent).toEqual([]);

    fireEvent.click(opener);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: copy.cancelDialog.confirm }));
    expect(await screen.findByText(resolveTemplate(copy.cancelled, { confirmation: submitted.confirmationNumber }))).toBeTruthy();
    expect(sent).toEqual([{ url: `/api/ira/client-api/v1/distribution-requests/${submitted.id}/cancel`, method: 'POST', body: undefined }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement?.classList.contains('ira__requests')).toBe(true);
  });
});
