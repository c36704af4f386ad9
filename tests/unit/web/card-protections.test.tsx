// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultProtections } from '../../../engine/core/card-protections';
import type { CardAuthorization } from '../../../engine/core/generated/api.gen';
import { draftOf, protectionsToSave } from '../../../screens/cards/protections-draft';
import ProtectionsScreen from '../../../screens/cards/ProtectionsScreen';
import { cardsManifest } from '../../../src/manifests/card-manifest';
import { cardVisibility, creditCard, debitCard } from './support/card-fixtures';
import { serveApi } from './support/fake-api';
import { json, renderScreen } from './support/render-screen';

const copy = cardsManifest.copy.cardServices.protections;
const CARD = `/api/cards/client-api/v2/cards/${debitCard.id}`;
const gambling = cardsManifest.merchantCategories.find((category) => category.id === 'gambling')!;

const decline: CardAuthorization = {
  id: 'auth-1',
  at: '2026-11-25T18:00:00.000Z',
  merchantName: 'Lucky Star Casino',
  category: 'gambling',
  categoryLabel: gambling.label,
  amountCents: 4000,
  channel: 'IN_STORE',
  countryCode: 'US',
  decision: 'DECLINED',
  reasonCode: 'MERCHANT_CATEGORY_BLOCKED',
  reason: cardsManifest.declineReasons.MERCHANT_CATEGORY_BLOCKED,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function serveCards() {
  return serveApi((call) => {
    if (call.path === '/api/cards/client-api/v2/cards/freeze') return json({ cards: [debitCard, creditCard] });
    if (call.path === `${CARD}/protections`) return json(call.method === 'PUT' ? call.body : defaultProtections(cardsManifest.merchantCategories));
    if (call.path === `${CARD}/authorizations?decision=DECLINED`) return json({ items: [decline] });
    if (call.path === `${CARD}/authorizations?decision=APPROVED`) return json({ items: [] });
    return undefined;
  });
}

describe('the protections draft (browser side of engine/core validateProtections)', () => {
  it('turns typed dollars into cents and blank into no limit', () => {
    const draft = { ...draftOf(defaultProtections(cardsManifest.merchantCategories)), perTransaction: '250', monthly: '' };
    expect(protectionsToSave(draft)).toEqual({ ok: true, protections: { ...defaultProtections(cardsManifest.merchantCategories), perTransactionLimitCents: 25000, monthlyLimitCents: null } });
  });

  it('refuses an amount that is not one, and a monthly limit below the per-purchase one, with config messages', () => {
    const bad = protectionsToSave({ ...draftOf(defaultProtections(cardsManifest.merchantCategories)), perTransaction: 'abc', monthly: '10' });
    expect(bad.ok ? [] : [...bad.errors]).toEqual([['/perTransactionLimitCents', copy.limitFormat]]);
    const below = protectionsToSave({ ...draftOf(defaultProtections(cardsManifest.merchantCategories)), perTransaction: '100', monthly: '50' });
    expect(below.ok ? [] : [...below.errors]).toEqual([['/monthlyLimitCents', cardsManifest.messages.monthlyBelowPerTransaction]]);
  });
});

describe('card protections (/cards/protections)', () => {
  it('blocks a merchant category and saves every protection with PUT', async () => {
    const api = serveCards();
    renderScreen(<ProtectionsScreen />, { entry: '/cards/protections', visibility: cardVisibility() });
    const group = await screen.findByRole('group', { name: gambling.label });
    fireEvent.click(within(group).getByRole('radio', { name: copy.ruleBlock }));
    fireEvent.change(screen.getByLabelText(copy.perTransactionLabel), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: copy.save }));
    await waitFor(() => expect(api.mutations()).toHaveLength(1));
    const [put] = api.mutations();
    expect(put?.method).toBe('PUT');
    expect(put?.body).toMatchObject({ merchantCategories: { gambling: 'BLOCK' }, perTransactionLimitCents: 50000, monthlyLimitCents: null });
    expect(await screen.findByText(copy.saved.replace('{card}', 'Visa Debit ••••1111'))).toBeTruthy();
  });

  it('shows a limit that is not an amount on its field and saves nothing', async () => {
    const api = serveCards();
    renderScreen(<ProtectionsScreen />, { entry: '/cards/protections', visibility: cardVisibility() });
    const monthly = await screen.findByLabelText(copy.monthlyLabel);
    fireEvent.change(monthly, { target: { value: 'lots' } });
    fireEvent.click(screen.getByRole('button', { name: copy.save }));
    expect(await screen.findByText(copy.limitFormat)).toBeTruthy();
    expect(monthly.getAttribute('aria-invalid')).toBe('true');
    expect(api.mutations()).toEqual([]);
  });

  it('lists the recent declines with their reason', async () => {
    serveCards();
    renderScreen(<ProtectionsScreen />, { entry: '/cards/protections', visibility: cardVisibility() });
    const declines = await screen.findByTestId('authorizations-declined');
    expect(within(declines).getByText('Lucky Star Casino')).toBeTruthy();
    expect(within(declines).getByText(decline.reason)).toBeTruthy();
    expect(await screen.findByText(copy.approvalsEmpty)).toBeTruthy();
  });

  it('shows a view-only user the protections read-only', async () => {
    serveCards();
    renderScreen(<ProtectionsScreen />, { entry: '/cards/protections', visibility: cardVisibility(false) });
    const group = await screen.findByRole('group', { name: gambling.label });
    expect(within(group).getByRole('radio', { name: copy.ruleBlock }).matches(':disabled')).toBe(true);
    expect(screen.getByText(copy.readOnly)).toBeTruthy();
    expect(screen.queryByRole('button', { name: copy.save })).toBeNull();
  });

  it('opens on the card the link names (?card=)', async () => {
    serveApi((call) => {
      if (call.path === '/api/cards/client-api/v2/cards/freeze') return json({ cards: [debitCard, creditCard] });
      if (call.path.endsWith('/protections')) return json(defaultProtections(cardsManifest.merchantCategories));
      if (call.path.includes('/authorizations')) return json({ items: [] });
      return undefined;
    });
    renderScreen(<ProtectionsScreen />, { entry: `/cards/protections?card=${creditCard.id}`, visibility: cardVisibility() });
    expect(await screen.findByRole('heading', { name: copy.settingsHeading.replace('{card}', 'Visa Signature Rewards ••••4321') })).toBeTruthy();
  });
});
