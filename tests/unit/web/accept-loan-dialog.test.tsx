// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LoanDisclosure } from '../../../engine/core/generated/api.gen';
import { AcceptLoanDialog } from '../../../screens/lending/AcceptLoanDialog';
import type { LoanApplication } from '../../../screens/lending/lending-api';
import { lendingManifest } from '../../../src/manifests/lending-manifest';
import { loanServicingManifest } from '../../../src/manifests/loan-servicing-manifest';
import { errorsManifest } from '../../../src/manifests';
import { json, renderScreen, summaryProduct } from './support/render-screen';

const text = lendingManifest.copy.acceptance;
const items = lendingManifest.copy.myApplications;
const tila = loanServicingManifest.copy.truthInLending;
const changed = errorsManifest.errors.LOAN_DISCLOSURE_CHANGED!.message;

const application: LoanApplication = {
  id: '0b8f4c1e-5a1d-4f7e-9c3a-2d6e8f0a1b2c',
  productId: 'personal',
  productKind: 'loan',
  productName: 'Personal Loan',
  amountCents: 300_000,
  termMonths: 3,
  status: 'APPROVED',
  aprBps: 1_200,
  monthlyPaymentCents: 102_007,
  createdAt: '2026-01-14T15:00:00.000Z',
  updatedAt: '2026-01-14T15:00:00.000Z',
  history: [],
};
const checking = summaryProduct('chk-1', 'checking', 'Everyday Checking', '••••1234', 500_000_00);
/** The hand-worked $3,000 at 12% over 3 months, funded on `fundedOn` with the payments due on `dates`. */
const disclosureOn = (fundedOn: string, dates: [string, string, string], fingerprint: string): LoanDisclosure => ({
  applicationId: application.id,
  productName: 'Personal Loan',
  version: '2026-06',
  fingerprint,
  fundedOn,
  aprBps: 1_200,
  financeChargeCents: 6_020,
  amountFinancedCents: 300_000,
  totalOfPaymentsCents: 306_020,
  payments: [
    { count: 2, amountCents: 102_007, firstDueDate: dates[0], lastDueDate: dates[1] },
    { count: 1, amountCents: 102_006, firstDueDate: dates[2], lastDueDate: dates[2] },
  ],
});
const reviewedFirst = disclosureOn('2026-01-15', ['2026-02-17', '2026-03-16', '2026-04-15'], 'a'.repeat(64));
// A day later the last payment falls due on the 16th.
const reviewedNextDay = disclosureOn('2026-01-16', ['2026-02-17', '2026-03-16', '2026-04-16'], 'b'.repeat(64));

let posts: { body: Record<string, unknown>; key: string | null }[] = [];

/** The server: the disclosures in turn on each read; the acceptances' answers in turn. */
function serve(disclosures: LoanDisclosure[], acceptances: Response[]) {
  posts = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const url = new URL(path, 'http://bank.test');
      if (init.method === 'POST' && url.pathname.endsWith('/acceptance')) {
        posts.push({ body: JSON.parse(String(init.body)) as Record<string, unknown>, key: new Headers(init.headers).get('Idempotency-Key') });
        return acceptances.shift() ?? json({ errors: [{ path: '', message: 'unexpected' }] }, 500);
      }
      if (url.pathname.endsWith('/disclosure')) return json(disclosures.length > 1 ? disclosures.shift() : disclosures[0]);
      return json({ errors: [{ path: '', message: 'not found' }] }, 404);
    }),
  );
}

beforeAll(() => {
  // jsdom has <dialog> but not its modal API.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open() {
  const onAccepted = vi.fn();
  const onCancel = vi.fn();
  renderScreen(<AcceptLoanDialog application={application} fundingAccount={checking} onAccepted={onAccepted} onCancel={onCancel} />);
  const dialog = screen.getByRole('dialog', { hidden: true });
  return { dialog, onAccepted, onCancel };
}

describe('the review of a loan before it is accepted', () => {
  it('starts on its heading and shows the disclosure it will accept', async () => {
    serve([reviewedFirst], []);
    const { dialog } = open();
    const heading = within(dialog).getByRole('heading', { level: 2, name: 'Review and accept your Personal Loan', hidden: true });
    expect(document.activeElement).toBe(heading);
    const box = await within(dialog).findByRole('table', { name: tila.caption.replace('{name}', 'Personal Loan'), hidden: true });
    expect(within(box).getByText('$60.20')).toBeTruthy();
    expect(within(box).getByText('$3,060.20')).toBeTruthy();
    expect(within(dialog).getByText(/funded today, Jan 15, 2026/)).toBeTruthy();
  });

  it('refuses Accept until the consent is ticked, then names the disclosure shown, with the consent and the deposit account', async () => {
    serve([reviewedFirst], [json({ ...application, status: 'FUNDED', arrangementId: 'loan-1' })]);
    const { dialog, onAccepted } = open();
    await within(dialog).findByRole('table', { name: tila.scheduleCaption, hidden: true });
    const consent = within(dialog).getByRole('checkbox', { name: text.consent, hidden: true });
    fireEvent.click(within(dialog).getByRole('button', { name: items.accept, hidden: true }));
    expect(within(dialog).getByText(text.consentRequired)).toBeTruthy();
    expect(document.activeElement).toBe(consent);
    expect(consent.getAttribute('aria-invalid')).toBe('true');
    expect(posts).toEqual([]);

    fireEvent.click(consent);
    expect(within(dialog).queryByText(text.consentRequired)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: items.accept, hidden: true }));
    await waitFor(() => expect(onAccepted).toHaveBeenCalledWith(expect.objectContaining({ status: 'FUNDED', arrangementId: 'loan-1' })));
    expect(posts.map((post) => post.body)).toEqual([{ fundingAccountId: 'chk-1', disclosure: { version: '2026-06', fingerprint: reviewedFirst.fingerprint }, esignConsent: true }]);
  });

  it('shows the updated disclosure when the server says it changed, and asks for the consent again under a new key', async () => {
    serve([reviewedFirst, reviewedNextDay], [json({ errors: [{ path: '/disclosure', message: changed }] }, 409), json({ ...application, status: 'FUNDED', arrangementId: 'loan-1' })]);
    const { dialog, onAccepted } = open();
    await within(dialog).findByRole('table', { name: tila.scheduleCaption, hidden: true });
    const consent = within(dialog).getByRole('checkbox', { name: text.consent, hidden: true }) as HTMLInputElement;
    fireEvent.click(consent);
    fireEvent.click(within(dialog).getByRole('button', { name: items.accept, hidden: true }));
    const problem = await within(dialog).findByText(`${changed} ${text.reviewAgain}`);
    expect(document.activeElement).toBe(problem);
    expect(consent.checked).toBe(false);
    expect(within(dialog).getByText(/funded today, Jan 16, 2026/)).toBeTruthy();
    expect(within(dialog).getByText('Apr 16, 2026')).toBeTruthy();
    expect(onAccepted).not.toHaveBeenCalled();

    fireEvent.click(consent);
    fireEvent.click(within(dialog).getByRole('button', { name: items.accept, hidden: true }));
    await waitFor(() => expect(onAccepted).toHaveBeenCalled());
    expect(posts.map((post) => (post.body.disclosure as { fingerprint: string }).fingerprint)).toEqual([reviewedFirst.fingerprint, reviewedNextDay.fingerprint]);
    expect(new Set(posts.map((post) => post.key)).size).toBe(2);
  });

  it('closes with Cancel without accepting', async () => {
    serve([reviewedFirst], []);
    const { dialog, onCancel } = open();
    await within(dialog).findByRole('table', { name: tila.scheduleCaption, hidden: true });
    fireEvent.click(within(dialog).getByRole('button', { name: text.cancel, hidden: true }));
    expect(onCancel).toHaveBeenCalled();
    expect(posts).toEqual([]);
  });
});
