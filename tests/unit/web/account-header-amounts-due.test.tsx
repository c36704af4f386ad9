// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { AccountDetail } from '../../../engine/core/generated/api.gen';
import { AccountHeader } from '../../../screens/accounts/AccountHeader';
import { copyManifest } from '../../../src/manifests';

const copy = copyManifest.screens['account-details'];

const base: AccountDetail = {
  id: 'acct-1',
  name: 'Auto Loan',
  productKind: 'autoLoan',
  productTypeName: 'Auto Loan',
  accountNumber: '••••1234',
  bookedBalanceCents: 1_500_000,
  availableBalanceCents: 0,
  currency: 'USD',
  state: 'ACTIVE',
  details: { openingDate: '2025-01-05', paymentDueDate: '2026-12-05', minimumDueCents: 45_218 },
} as AccountDetail;

/** The value shown for a term of the account details list. */
function termValue(label: string): string | null {
  const term = screen.queryByText(label, { selector: 'dt' });
  return term?.nextElementSibling?.textContent ?? null;
}

function renderHeader(account: AccountDetail) {
  render(
    <MemoryRouter>
      <AccountHeader account={account} />
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('the amounts due on an account page', () => {
  it('shows a past-due loan its current amount due and the total due apart, the past-due amount among the balances', () => {
    renderHeader({
      ...base,
      pastDue: { amountCents: 45_218, dueDate: '2026-10-05' },
      details: { ...base.details, pastDueCents: 45_218, totalDueCents: 90_436 },
    });
    expect(termValue(copy.pastDueAmount)).toBe('$452.18');
    expect(termValue(copy.currentAmountDue)).toBe('$452.18');
    expect(termValue(copy.totalAmountDue)).toBe('$904.36');
    expect(termValue(copy.minimumDue)).toBeNull();
  });

  it('shows an account that is not behind its minimum payment due, and says plainly when nothing is due', () => {
    renderHeader(base);
    expect(termValue(copy.minimumDue)).toBe('$452.18');
    expect(termValue(copy.totalAmountDue)).toBeNull();
    cleanup();
    renderHeader({ ...base, productKind: 'creditCard', details: { ...base.details, minimumDueCents: 0, lastStatementBalanceCents: 60_000 } });
    expect(termValue(copy.minimumDue)).toBe('$0.00 (nothing is due)');
  });
});
