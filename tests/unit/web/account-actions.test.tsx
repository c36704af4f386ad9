// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { VisibilityProvider } from '../../../engine/react';
import { AccountActions } from '../../../screens/accounts/AccountActions';

const context = { flags: {}, guards: () => true, can: (_capability: string) => true, audiences: new Set(['personal', 'master']), channel: 'OnlineBanking' as const };
/** A member the policy does not let move money (no move-money capability). */
const viewOnly = { ...context, can: (capability: string) => capability !== 'move-money' };

function renderFor(productKind: 'checking' | 'savings' | 'creditCard' | 'autoLoan' | 'heloc' | 'ira', visibility: typeof context = context) {
  render(
    <MemoryRouter>
      <VisibilityProvider value={visibility}>
        <AccountActions account={{ id: 'acct-7', productKind }} />
      </VisibilityProvider>
    </MemoryRouter>,
  );
  return screen.queryByRole('navigation', { name: 'Account actions' });
}

const hrefs = (nav: HTMLElement | null): Record<string, string | null> =>
  Object.fromEntries([...(nav?.querySelectorAll('a') ?? [])].map((link) => [link.textContent ?? '', link.getAttribute('href')]));

afterEach(cleanup);

describe('account actions (menus.json accountActions)', () => {
  it('offers Account Services on checking and savings, and Stop Payment on checking only, for that account', () => {
    expect(hrefs(renderFor('checking'))).toEqual({ 'Account Services': '/accounts/account-services?id=acct-7', 'Stop Payment': '/accounts/stop-payments?id=acct-7' });
    cleanup();
    expect(hrefs(renderFor('savings'))).toEqual({ 'Account Services': '/accounts/account-services?id=acct-7' });
  });

  it("offers an IRA's beneficiaries, with the account as the partner page expects it", () => {
    expect(hrefs(renderFor('ira'))).toEqual({ 'Designated Beneficiaries': '/accounts/manage-ira-beneficiaries?account=acct-7' });
  });

  it('offers Make a Payment, to this account, and Credit Card Fraud on a credit card', () => {
    expect(hrefs(renderFor('creditCard'))).toEqual({ 'Make a Payment': '/move-money/transfers?to=acct-7', 'Report Credit Card Fraud': '/credit-card-fraud?id=acct-7' });
  });

  it('offers Make a Payment on every loan and line of credit, to that account', () => {
    expect(hrefs(renderFor('autoLoan'))).toEqual({ 'Make a Payment': '/move-money/transfers?to=acct-7' });
    cleanup();
    expect(hrefs(renderFor('heloc'))).toEqual({ 'Make a Payment': '/move-money/transfers?to=acct-7' });
  });

  it('offers no Make a Payment when the policy does not let the member move money', () => {
    expect(renderFor('autoLoan', viewOnly)).toBeNull();
    cleanup();
    expect(hrefs(renderFor('creditCard', viewOnly))).toEqual({ 'Report Credit Card Fraud': '/credit-card-fraud?id=acct-7' });
  });
});
