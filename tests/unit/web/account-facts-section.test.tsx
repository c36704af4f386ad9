// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountFactsSection } from '../../../screens/accounts/AccountFactsSection';
import { accountFactsManifest } from '../../../src/manifests/account-facts-manifest';
import { json, renderScreen } from './support/render-screen';

const copy = accountFactsManifest.copy;
const REVEAL = { accountId: 'chk-1', accountNumber: '4100123456', routingNumber: '211489876' };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the account page's full number and direct-deposit form", () => {
  it('shows the numbers only once asked for, and hides them again', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(REVEAL)));
    renderScreen(<AccountFactsSection account={{ id: 'chk-1', name: 'Everyday Checking', productKind: 'checking' }} />);
    const region = screen.getByRole('region', { name: copy.regionLabel });
    expect(within(region).queryByText(REVEAL.accountNumber)).toBeNull();
    expect(within(region).getByRole('button', { name: copy.directDepositForm })).toBeTruthy();

    fireEvent.click(within(region).getByRole('button', { name: copy.showNumber }));
    await within(region).findByText(REVEAL.accountNumber);
    expect(within(region).getByText(REVEAL.routingNumber)).toBeTruthy();
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe('/api/arrangement-manager/client-api/v2/productsummary/arrangements/chk-1/account-number');
    const hide = within(region).getByRole('button', { name: copy.hideNumber });
    expect(hide.getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(hide);
    expect(within(region).queryByText(REVEAL.accountNumber)).toBeNull();
    expect(within(region).getByRole('status').textContent).toBe(copy.hiddenAgain);
  });

  it('says the number could not be shown when the call fails, and offers no form for a certificate or a loan', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ errors: [] }, 500)));
    renderScreen(<AccountFactsSection account={{ id: 'cd-1', name: '12-Month Certificate', productKind: 'savings', certificateMaturesOn: '2026-12-01' }} />);
    const region = screen.getByRole('region', { name: copy.regionLabel });
    expect(within(region).queryByRole('button', { name: copy.directDepositForm })).toBeNull();
    fireEvent.click(within(region).getByRole('button', { name: copy.showNumber }));
    await waitFor(() => expect(within(region).getByRole('alert').textContent).toBe(copy.revealFailed));
    cleanup();
    renderScreen(<AccountFactsSection account={{ id: 'loan-1', name: 'Auto Loan', productKind: 'autoLoan' }} />);
    expect(screen.queryByRole('button', { name: copy.directDepositForm })).toBeNull();
  });
});
