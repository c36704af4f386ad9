// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductSummary, ProductSummaryEntry, ServiceRequestList } from '../../../engine/core/generated/api.gen';
import AccountServicesScreen from '../../../screens/account-services/AccountServicesScreen';
import DirectDepositRequestScreen from '../../../screens/account-services/DirectDepositRequestScreen';
import OverdraftProtectionScreen from '../../../screens/account-services/OverdraftProtectionScreen';
import { copyManifest, errorsManifest } from '../../../src/manifests';
import { json, renderScreen, summaryProduct } from './support/render-screen';

const copy = copyManifest.screens['account-services'];

const product = (id: string, productKind: ProductSummaryEntry['productKind'], name: string, accountNumber: string) => summaryProduct(id, productKind, name, accountNumber, 100_00);
const show = (ui: ReactNode, entry = '/accounts/overdraft-protection-options') => renderScreen(ui, { entry });

const checking = product('chk-1', 'checking', 'Everyday Checking', '••••1234');
const savings = product('sav-1', 'savings', 'Rainy Day Savings', '••••5678');
const summary: ProductSummary = {
  totalDepositsCents: 200_00,
  totalOwedCents: 0,
  groups: [{ kind: 'deposits', totalBalanceCents: 200_00, products: [checking, savings] }],
};
const recent: ServiceRequestList = [
  {
    id: '5d0f7d1e-0000-4000-8000-000000000001',
    kind: 'overdraft-protection',
    arrangementId: 'chk-1',
    accountName: 'Everyday Checking',
    accountNumber: '••••1234',
    confirmationNumber: 'SR-0000012345',
    status: 'SUBMITTED',
    createdAt: '2026-11-20T15:00:00.000Z',
  },
];

let posted: { url: string; body: unknown }[] = [];

function answer(answers: { summary?: () => Response; eligible?: boolean; post?: () => Response } = {}) {
  posted = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const url = new URL(path, 'http://bank.test');
      if (init.method === 'POST') {
        posted.push({ url: url.pathname, body: JSON.parse(String(init.body)) });
        return answers.post?.() ?? json({ id: '5d0f7d1e-0000-4000-8000-000000000002', confirmationNumber: 'SR-0123456789', status: 'SUBMITTED' }, 201);
      }
      if (url.pathname.endsWith('/productsummary')) return answers.summary?.() ?? json(summary);
      if (url.pathname.endsWith('/direct-deposit/eligibility')) return json({ eligible: answers.eligible ?? true, reasons: answers.eligible === false ? ['LITIGATION'] : [] });
      if (url.pathname.endsWith('/service-requests')) return json(recent);
      return json({ errors: [{ path: '', message: 'not found' }] }, 404);
    }),
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('account-services screens', () => {
  it('offers only checking accounts, reviews the answers, submits, and shows the confirmation number', async () => {
    answer();
    show(<OverdraftProtectionScreen />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(copy.overdraftProtection);
    const picker = await screen.findByLabelText('Checking Account', { exact: false });
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toContain('Everyday Checking ••••1234');
    expect(within(picker).queryByText('Rainy Day Savings ••••5678')).toBeNull();
    fireEvent.change(picker, { target: { value: 'chk-1' } });
    fireEvent.click(screen.getByLabelText('No overdraft coverage'));
    fireEvent.click(screen.getByRole('button', { name: 'Review Request' }));

    const review = await screen.findByRole('region', { name: copy.reviewHeading });
    expect(within(review).getByText('Everyday Checking ••••1234')).toBeTruthy();
    expect(within(review).getByText('No overdraft coverage')).toBeTruthy();
    expect(posted).toEqual([]);
    fireEvent.click(within(review).getByRole('button', { name: copy.reviewSubmit }));

    expect((await screen.findByTestId('confirmation-number')).textContent).toBe('SR-0123456789');
    expect(posted).toEqual([{ url: '/api/arrangement-manager/client-api/v2/service-requests/overdraft-protection', body: { accountId: 'chk-1', option: 'OPT_OUT' } }]);
  });

  it('puts the server errors on their fields and returns to the form', async () => {
    answer({ post: () => json({ errors: [{ path: '/accountId', message: 'That account cannot be changed right now.' }] }, 400) });
    show(<OverdraftProtectionScreen />, '/accounts/overdraft-protection-options?id=chk-1');
    const picker = (await screen.findByLabelText('Checking Account', { exact: false })) as HTMLSelectElement;
    expect(picker.value).toBe('chk-1');
    fireEvent.click(screen.getByLabelText('No overdraft coverage'));
    fireEvent.click(screen.getByRole('button', { name: 'Review Request' }));
    fireEvent.click(await screen.findByRole('button', { name: copy.reviewSubmit }));
    expect((await screen.findAllByText('That account cannot be changed right now.')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('region', { name: copy.reviewHeading })).toBeNull();
    expect(screen.queryByTestId('confirmation-number')).toBeNull();
  });

  it('shows the ineligible message instead of the direct deposit form', async () => {
    answer({ eligible: false });
    show(<DirectDepositRequestScreen />, '/accounts/direct-deposit-request');
    expect((await screen.findByRole('alert')).textContent).toBe(errorsManifest.errors.DIRECT_DEPOSIT_INELIGIBLE?.message);
    expect(screen.queryByRole('button', { name: 'Review Request' })).toBeNull();
  });

  it('shows the direct deposit form when the account is eligible', async () => {
    answer({ eligible: true });
    show(<DirectDepositRequestScreen />, '/accounts/direct-deposit-request');
    expect(await screen.findByLabelText('Employer or Payer', { exact: false })).toBeTruthy();
  });

  it('shows the display problem with a retry when the accounts cannot be loaded', async () => {
    answer({ summary: () => json({ errors: [{ path: '', message: 'down' }] }, 500) });
    show(<OverdraftProtectionScreen />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(copy.error);
    expect(within(alert).getByRole('button', { name: copy.retry })).toBeTruthy();
  });

  it('lists the services for one account with links that keep the account, and the recent requests', async () => {
    answer();
    show(<AccountServicesScreen />, '/accounts/account-services?id=sav-1');
    expect(await screen.findByText('For Rainy Day Savings ••••5678')).toBeTruthy();
    const services = screen.getByRole('navigation', { name: copy.servicesHeading });
    const links = within(services).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([copy.addJointOwner]);
    expect(links[0]!.getAttribute('href')).toBe('/accounts/add-joint-owner?id=sav-1');
    await waitFor(() => expect(screen.getByText(copy.recentEmpty)).toBeTruthy());
  });

  it('lists every service and the recent requests with their confirmation numbers', async () => {
    answer();
    show(<AccountServicesScreen />, '/accounts/account-services');
    const services = await screen.findByRole('navigation', { name: copy.servicesHeading });
    expect(within(services).getAllByRole('link').map((link) => link.textContent)).toEqual([
      copy.addJointOwner,
      copy.directDeposit,
      copy.overdraftProtection,
      copy.changeCheckingAccountType,
    ]);
    expect(await screen.findByText('SR-0000012345')).toBeTruthy();
  });
});
