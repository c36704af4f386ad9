// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductSummary, TravelItinerary } from '../../../engine/core/generated/api.gen';
import InstantIssuanceScreen from '../../../screens/cards/InstantIssuanceScreen';
import TravelPlansScreen from '../../../screens/cards/TravelPlansScreen';
import WalletsScreen from '../../../screens/cards/WalletsScreen';
import { cardsManifest } from '../../../src/manifests/card-manifest';
import { errorsManifest, modalsManifest } from '../../../src/manifests';
import { formCopyFromErrors } from '../../../engine/core/forms';
import { cardItem, cardVisibility, creditCard, debitCard } from './support/card-fixtures';
import { serveApi } from './support/fake-api';
import { json, renderScreen, summaryProduct } from './support/render-screen';

const copy = cardsManifest.copy.cardServices;
const messages = cardsManifest.messages;
// The form and the country list load on demand: the first time, on a busy machine, may take some seconds.
const LAZY_FORM = { timeout: 15_000 };
const formCopy = formCopyFromErrors(errorsManifest.errors);
const TRAVEL = '/api/profile-manager/client-api/member-travel-notifications/v1/itinerary';
const CARDS = '/api/cards/client-api/v2/cards';
const confirmLabel = (key: string): string => modalsManifest.modals[key]?.buttons?.find((button) => button.action === 'confirm')?.label ?? '';

const trip: TravelItinerary = {
  id: 'trip-1',
  destinations: [{ countryCode: 'FR', countryName: 'France' }, { countryCode: 'IT', countryName: 'Italy' }],
  startDate: '2026-12-01',
  endDate: '2026-12-14',
  cardIds: [debitCard.id],
  createdAt: '2026-11-20T15:00:00.000Z',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('travel plans (/cards/travel-plans)', () => {
  // The form's rules date a plan from today: a fixed day keeps these plans in the future whatever the real date.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.UTC(2026, 10, 18, 12, 0, 0)));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists the plans, adds one from the form and deletes one after the dialog', async () => {
    let plans = [trip];
    const api = serveApi((call) => {
      if (call.path === `${CARDS}/freeze`) return json({ cards: [debitCard, creditCard] });
      if (call.path === `${TRAVEL}/retrieve`) return json({ itineraries: plans });
      if (call.path === `${TRAVEL}/add`) {
        const added = { ...trip, id: 'trip-2', destinations: [{ countryCode: 'CA', countryName: 'Canada' }], startDate: '2027-01-10', endDate: '2027-01-12', cardIds: [creditCard.id] };
        plans = [...plans, added];
        return json(added, 201);
      }
      if (call.path === `${TRAVEL}/delete`) {
        plans = plans.filter((plan) => plan.id !== (call.body as { id: string }).id);
        return json({ deleted: true });
      }
      return undefined;
    });
    renderScreen(<TravelPlansScreen />, { entry: '/cards/travel-plans', visibility: cardVisibility() });
    expect(await screen.findByRole('heading', { name: 'France, Italy' })).toBeTruthy();
    expect(screen.getByText('Dec 1, 2026 to Dec 14, 2026')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: copy.travel.add }));
    const destinations = await screen.findByRole('group', { name: /Destinations/ }, LAZY_FORM);
    fireEvent.change(within(destinations).getByRole('searchbox', { name: 'Search countries' }), { target: { value: 'cana' } });
    fireEvent.click(within(destinations).getByRole('checkbox', { name: 'Canada' }));
    fireEvent.change(screen.getByLabelText('Departure Date', { exact: false }), { target: { value: '2027-01-10' } });
    fireEvent.change(screen.getByLabelText('Return Date', { exact: false }), { target: { value: '2027-01-12' } });
    fireEvent.click(within(screen.getByRole('group', { name: /Cards You Will Use/ })).getByRole('checkbox', { name: 'Visa Signature Rewards ••••4321' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Travel Plan' }));
    expect(await screen.findByText(copy.travel.added.replace('{destinations}', 'Canada'))).toBeTruthy();
    expect(api.calls.find((call) => call.path === `${TRAVEL}/add`)?.body).toEqual({ destinations: [{ countryCode: 'CA' }], startDate: '2027-01-10', endDate: '2027-01-12', cardIds: [creditCard.id] });
    expect(await screen.findByRole('heading', { name: 'Canada' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: copy.travel.deleteLabel.replace('{destinations}', 'France, Italy') }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: confirmLabel('deleteTravelPlan') }));
    expect(await screen.findByText(copy.travel.deleted.replace('{destinations}', 'France, Italy'))).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'France, Italy' })).toBeNull());
    expect(api.calls.find((call) => call.path === `${TRAVEL}/delete`)?.body).toEqual({ id: 'trip-1' });
  });

  it('shows every missing part at once, in a focused summary, before sending anything', async () => {
    const api = serveApi((call) => {
      if (call.path === `${CARDS}/freeze`) return json({ cards: [debitCard] });
      if (call.path === `${TRAVEL}/retrieve`) return json({ itineraries: [] });
      return undefined;
    });
    renderScreen(<TravelPlansScreen />, { entry: '/cards/travel-plans', visibility: cardVisibility() });
    fireEvent.click(await screen.findByRole('button', { name: copy.travel.add }));
    await screen.findByRole('group', { name: /Destinations/ }, LAZY_FORM);
    fireEvent.click(screen.getByRole('button', { name: 'Add Travel Plan' }));
    const summary = await screen.findByRole('alert', { name: formCopy.errorSummaryHeading });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual([
      messages.travelDestinationsRequired,
      messages.travelStartRequired,
      messages.travelEndRequired,
      messages.travelCardsRequired,
    ]);
    expect(api.calls.filter((call) => call.path === `${TRAVEL}/add`)).toEqual([]);
  });

  it('filters the countries as the member types', async () => {
    serveApi((call) => {
      if (call.path === `${CARDS}/freeze`) return json({ cards: [debitCard] });
      if (call.path === `${TRAVEL}/retrieve`) return json({ itineraries: [] });
      return undefined;
    });
    renderScreen(<TravelPlansScreen />, { entry: '/cards/travel-plans', visibility: cardVisibility() });
    fireEvent.click(await screen.findByRole('button', { name: copy.travel.add }));
    const destinations = await screen.findByRole('group', { name: /Destinations/ }, LAZY_FORM);
    expect(within(destinations).queryAllByRole('checkbox')).toEqual([]);
    fireEvent.change(within(destinations).getByRole('searchbox', { name: 'Search countries' }), { target: { value: 'an' } });
    // Every country of the ISO list whose name holds "an", from Afghanistan to Vanuatu: far beyond the old 45.
    expect(within(destinations).getAllByRole('checkbox').length).toBeGreaterThan(60);
    fireEvent.change(within(destinations).getByRole('searchbox', { name: 'Search countries' }), { target: { value: 'aland isl' } });
    expect(within(destinations).getAllByRole('checkbox').map((box) => box.getAttribute('name'))).toEqual([expect.stringMatching(/__AX$/)]);
    fireEvent.click(within(destinations).getByRole('checkbox', { name: 'Åland Islands' }));
    fireEvent.change(within(destinations).getByRole('searchbox', { name: 'Search countries' }), { target: { value: 'zzzz' } });
    expect(within(destinations).getByRole('checkbox', { name: 'Åland Islands' })).toHaveProperty('checked', true);
    expect(within(destinations).getByRole('status').textContent).toBe('No country matches “zzzz”.');
  });

  it('edits a plan: the form starts from it and saves with a PUT of its own address', async () => {
    let plans = [trip];
    const api = serveApi((call) => {
      if (call.path === `${CARDS}/freeze`) return json({ cards: [debitCard, creditCard] });
      if (call.path === `${TRAVEL}/retrieve`) return json({ itineraries: plans });
      if (call.path === `${TRAVEL}/trip-1` && call.method === 'PUT') {
        const body = call.body as { endDate: string };
        plans = [{ ...trip, endDate: body.endDate }];
        return json(plans[0]);
      }
      return undefined;
    });
    renderScreen(<TravelPlansScreen />, { entry: '/cards/travel-plans', visibility: cardVisibility() });
    fireEvent.click(await screen.findByRole('button', { name: copy.travel.editLabel.replace('{destinations}', 'France, Italy') }));
    await screen.findByRole('heading', { name: copy.travel.editHeading }, LAZY_FORM);
    expect((screen.getByLabelText('Return Date', { exact: false }) as HTMLInputElement).value).toBe('2026-12-14');
    fireEvent.change(screen.getByLabelText('Return Date', { exact: false }), { target: { value: '2026-12-20' } });
    fireEvent.click(screen.getByRole('button', { name: copy.travel.save }));
    expect(await screen.findByText(copy.travel.updated.replace('{destinations}', 'France, Italy'))).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      destinations: [{ countryCode: 'FR' }, { countryCode: 'IT' }],
      startDate: '2026-12-01',
      endDate: '2026-12-20',
      cardIds: [debitCard.id],
    });
  });

  it('asks for a country and a card before sending anything', async () => {
    const api = serveApi((call) => {
      if (call.path === `${CARDS}/freeze`) return json({ cards: [debitCard] });
      if (call.path === `${TRAVEL}/retrieve`) return json({ itineraries: [] });
      return undefined;
    });
    renderScreen(<TravelPlansScreen />, { entry: '/cards/travel-plans', visibility: cardVisibility() });
    fireEvent.click(await screen.findByRole('button', { name: copy.travel.add }));
    await screen.findByRole('group', { name: /Destinations/ }, LAZY_FORM);
    fireEvent.change(screen.getByLabelText('Departure Date', { exact: false }), { target: { value: '2027-01-10' } });
    fireEvent.change(screen.getByLabelText('Return Date', { exact: false }), { target: { value: '2027-01-12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Travel Plan' }));
    expect((await screen.findAllByText(messages.travelDestinationsRequired)).length).toBeGreaterThan(0);
    expect(screen.getAllByText(messages.travelCardsRequired).length).toBeGreaterThan(0);
    expect(api.calls.filter((call) => call.path === `${TRAVEL}/add`)).toEqual([]);
  });

  it('shows the empty state and no changes for a view-only user', async () => {
    serveApi((call) => {
      if (call.path === `${CARDS}/freeze`) return json({ cards: [debitCard] });
      if (call.path === `${TRAVEL}/retrieve`) return json({ itineraries: [] });
      return undefined;
    });
    renderScreen(<TravelPlansScreen />, { entry: '/cards/travel-plans', visibility: cardVisibility(false) });
    expect(await screen.findByText(copy.travel.empty)).toBeTruthy();
    expect(screen.queryByRole('button', { name: copy.travel.add })).toBeNull();
  });
});

describe('digital wallets (/cloud-token-binding)', () => {
  it('lists a card’s wallet tokens, adds one and removes one after the dialog', async () => {
    const token = { id: 'tok-1', wallet: 'APPLE_PAY', deviceName: 'Alex’s iPhone', tokenLastFour: '9876', status: 'ACTIVE', createdAt: '2026-11-01T00:00:00.000Z' };
    const api = serveApi((call) => {
      if (call.path === `${CARDS}/freeze`) return json({ cards: [debitCard] });
      if (call.path === `${CARDS}/${debitCard.id}/wallet-tokens` && call.method === 'GET') return json({ tokens: [token] });
      if (call.path === `${CARDS}/${debitCard.id}/wallet-tokens`) return json({ ...token, id: 'tok-2', wallet: 'GOOGLE_PAY', deviceName: 'Pixel', tokenLastFour: '5555' }, 201);
      if (call.path === `${CARDS}/${debitCard.id}/wallet-tokens/tok-1`) return new Response(null, { status: 204 });
      return undefined;
    });
    renderScreen(<WalletsScreen />, { entry: '/cloud-token-binding', visibility: cardVisibility() });
    expect(await screen.findByRole('heading', { name: 'Apple Pay · Alex’s iPhone' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: copy.wallets.add }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Google Pay' }));
    fireEvent.change(screen.getByLabelText('Device Name', { exact: false }), { target: { value: 'Pixel' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to Wallet' }));
    expect(await screen.findByRole('heading', { name: 'Google Pay · Pixel' })).toBeTruthy();
    expect(api.mutations()[0]?.body).toEqual({ wallet: 'GOOGLE_PAY', deviceName: 'Pixel' });

    fireEvent.click(screen.getByRole('button', { name: 'Remove Apple Pay on Alex’s iPhone' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: confirmLabel('removeWalletToken') }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Apple Pay · Alex’s iPhone' })).toBeNull());
    expect(api.mutations()[1]?.method).toBe('DELETE');
  });
});

describe('instant issuance (/instantissuance)', () => {
  const summary: ProductSummary = {
    totalDepositsCents: 0,
    totalOwedCents: 0,
    groups: [
      {
        kind: 'deposits',
        totalBalanceCents: 0,
        products: [summaryProduct('chk-1', 'checking', 'Everyday Checking', '••••1234', 0), summaryProduct('chk-2', 'checking', 'Second Checking', '••••2222', 0)],
      },
    ],
  };
  // Product code 999 is not on app.json cardEligibility's list.
  const ineligible = cardItem('card-debit-2', 'DEBIT', 'Visa Debit', '2222', {}, { checkingAcctId: 'chk-2', digitalIssuanceEligible: false, productCode: '999' });

  it('offers only accounts with an eligible debit card, issues under an Idempotency-Key and shows the new card', async () => {
    const issued = cardItem('card-new', 'DEBIT', 'Visa Debit', '7777', {}, { issuance: 'INSTANT', expiryMonth: 11, expiryYear: 2030 });
    const api = serveApi((call) => {
      if (call.path === `${CARDS}/freeze`) return json({ cards: [debitCard, ineligible] });
      if (call.path.endsWith('/productsummary?maskIndicator=true')) return json(summary);
      if (call.path === `${CARDS}/instant-issuance`) return json({ card: issued }, 201);
      return undefined;
    });
    renderScreen(<InstantIssuanceScreen />, { entry: '/instantissuance', visibility: cardVisibility() });
    const picker = await screen.findByRole('combobox', { name: /Checking Account/ });
    expect(within(picker).queryByText(/Second Checking/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(within(await screen.findByRole('region', { name: copy.issuance.reviewHeading })).getByRole('button', { name: copy.issuance.reviewSubmit }));
    expect((await screen.findByTestId('issued-card-number')).textContent).toBe('••••7777');
    expect(screen.getByTestId('issued-card-expiry').textContent).toBe('11/2030');
    expect(api.mutations()[0]).toMatchObject({ body: { checkingAccountId: 'chk-1' }, key: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  });

  it('says so when no account can get a card this way', async () => {
    serveApi((call) => {
      if (call.path === `${CARDS}/freeze`) return json({ cards: [ineligible] });
      if (call.path.endsWith('/productsummary?maskIndicator=true')) return json(summary);
      return undefined;
    });
    renderScreen(<InstantIssuanceScreen />, { entry: '/instantissuance', visibility: cardVisibility() });
    expect(await screen.findByText(copy.issuance.noAccounts)).toBeTruthy();
  });
});
