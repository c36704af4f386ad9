// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoanDisclosureSection } from '../../../screens/accounts/LoanDisclosureSection';
import { loanServicingManifest } from '../../../src/manifests/loan-servicing-manifest';
import { handWorkedDisclosure } from '../../support/loan-disclosure';

const copy = loanServicingManifest.copy.truthInLending;
const disclosure = handWorkedDisclosure({ text: 'I consent.', consentedBy: 'Jordan Member' });

afterEach(cleanup);

describe("a funded loan's Truth in Lending disclosure", () => {
  it('boxes the four terms with their figures in a captioned table, each term a row header', () => {
    render(<LoanDisclosureSection disclosure={disclosure} />);
    const section = screen.getByRole('region', { name: copy.heading });
    const box = within(section).getByRole('table', { name: 'Truth in Lending disclosure of Personal Loan' });
    const rows = within(box).getAllByRole('row').slice(1);
    const read = rows.map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]);
    expect(read).toEqual([
      [`${copy.apr.term}${copy.apr.explanation}`, '12.00%'],
      [`${copy.financeCharge.term}${copy.financeCharge.explanation}`, '$60.20'],
      [`${copy.amountFinanced.term}${copy.amountFinanced.explanation}`, '$3,000.00'],
      [`${copy.totalOfPayments.term}${copy.totalOfPayments.explanation}`, '$3,060.20'],
    ]);
  });

  it('lists the payment schedule, who signed it and when, and its version', () => {
    render(<LoanDisclosureSection disclosure={disclosure} />);
    const section = screen.getByRole('region', { name: copy.heading });
    const schedule = within(section).getByRole('table', { name: copy.scheduleCaption });
    const cells = within(schedule).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(cells).toEqual([
      ['2', '$1,020.07', 'Monthly beginning Feb 17, 2026'],
      ['1', '$1,020.06', 'Apr 15, 2026'],
    ]);
    expect(within(section).getByRole('region', { name: copy.scheduleRegion }).getAttribute('tabindex')).toBe('0');
    // The time in the reader's zone, named (the test runner's zone is not fixed).
    expect(within(section).getByText(/^Signed electronically by Jordan Member on Jan 15, 2026, \d{1,2}:30 [AP]M [A-Z][A-Za-z0-9+:-]*\.$/)).toBeTruthy();
    expect(within(section).getByText('Disclosure version 2026-06')).toBeTruthy();
  });
});
