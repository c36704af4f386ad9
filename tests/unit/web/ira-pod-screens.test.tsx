// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IraOverview, PodAccountList } from '../../../engine/core/generated/api.gen';
import IraScreen from '../../../screens/ira/IraScreen';
import PodScreen from '../../../screens/pod/PodScreen';
import { iraManifest } from '../../../src/ira-manifest';
import { staffManifest } from '../../../src/staff-manifest';
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
    },
  ],
  sources: [{ arrangementId: CHECKING, name: 'Everyday Checking', lastFour: '1234', availableCents: 500_000 }],
  destinations: [{ arrangementId: CHECKING, name: 'Everyday Checking', lastFour: '1234', availableCents: 500_000 }],
};
const pod: PodAccountList = { accounts: [{ arrangementId: CHECKING, name: 'Everyday Checking', lastFour: '1234', payableOnDeath: false, beneficiaries: [] }] };

let sent: { url: string; method: string; body: unknown }[] = [];
function answer() {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const url = new URL(path, 'http://bank.test');
      if (init.method === 'POST' || init.method === 'PUT') sent.push({ url: url.pathname, method: init.method, body: JSON.parse(String(init.body)) });
      if (url.pathname.endsWith('/iras')) return json(overview);
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
    fireEvent.click(await screen.findByRole('button', { name: staffManifest.memberService.beneficiaries.add }));
    fireEvent.change(screen.getByLabelText(staffManifest.memberService.beneficiaries.nameLabel), { target: { value: 'Avery Morgan' } });
    fireEvent.change(screen.getByLabelText(staffManifest.memberService.beneficiaries.relationshipLabel), { target: { value: 'Child' } });
    fireEvent.change(screen.getByLabelText(staffManifest.memberService.beneficiaries.shareLabel), { target: { value: '99' } });
    expect(screen.getByText(/Primary total: 99%/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: iraManifest.pod.save }));
    expect(await screen.findByText(staffManifest.memberService.beneficiaries.errors.primaryTotal)).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
