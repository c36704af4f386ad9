// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveTemplate } from '../../../engine/core';
import type { CardItem } from '../../../engine/core/generated/api.gen';
import { RouteAccessProvider, type RouteAccess } from '../../../engine/react';
import CardsListScreen from '../../../screens/cards/CardsListScreen';
import { cardsManifest } from '../../../src/manifests/card-manifest';
import { modalsManifest } from '../../../src/manifests';
import { staffManifest } from '../../../src/manifests/staff-manifest';
import { cardItem } from './support/card-fixtures';
import { serveApi } from './support/fake-api';
import { json, renderScreen } from './support/render-screen';

const copy = cardsManifest.copy.cards;
const CARDS = '/api/cards/client-api/v2/cards';
const modalButton = (key: string, id: string): string => modalsManifest.modals[key]?.buttons.find((button) => button.id === id)?.label ?? id;

function card(id: string, type: CardItem['type'], lastFour: string, extra: Partial<CardItem> = {}, additions: Partial<CardItem['additions']> = {}): CardItem {
  const expiry = { expiryMonth: 4, expiryYear: 2029, fullCardExpDt: '2029-04-30' };
  return cardItem(id, type, type === 'DEBIT' ? 'Visa Debit' : 'Visa Signature Rewards', lastFour, extra, { cardPolicyRefId: `CP-0000${lastFour}`, ...expiry, ...additions });
}

const debit = card('d-1', 'DEBIT', '1234');
const credit = card('c-1', 'CREDIT', '4321', { lockStatus: 'LOCKED' }, {
  childCards: [{ id: 'c-2', lastFour: '7777', productCode: '313', holderName: 'Riley Member', status: 'AC', lockStatus: 'UNLOCKED', role: 'Authorized User', cardNumber: '••••7777' }],
});
const pending = card('d-2', 'DEBIT', '5555', { status: 'IN' }, { activationRequired: true });

const flags = { 'show-freeze-card-omni': true, 'show-card-activation': true, 'show-pin-change': true, 'show-card-replacement': true, 'show-card-order': true };

function renderList({ manage = true, staff = false }: { manage?: boolean; staff?: boolean } = {}) {
  const guards = (name: string) => manage || name !== 'canManageCards';
  const access: RouteAccess = { flags, guards, can: () => true, decision: () => ({ allowed: true }), isMaster: manage, ready: true };
  return renderScreen(
    <RouteAccessProvider value={access}>
      <CardsListScreen />
    </RouteAccessProvider>,
    { entry: '/cards/list', visibility: { flags, guards, can: () => true, audiences: new Set(staff ? ['member', 'msr'] : ['member']), channel: staff ? 'OneView' : 'OnlineBanking' } },
  );
}

/** The fake card service: the list, and lock-status answering the card with the lock it was sent. */
function serveCards(list: CardItem[] | (() => Response)) {
  return serveApi((call) => {
    if (call.method === 'GET' && call.path === `${CARDS}/freeze`) return typeof list === 'function' ? list() : json({ cards: list });
    const lock = /\/cards\/(?:chk-1\/debit\/)?([^/]+)\/(?:credit\/)?lock-status$/.exec(call.path);
    if (call.method === 'POST' && lock && Array.isArray(list)) {
      const found = list.find((item) => item.id === lock[1]);
      const body = call.body as { lockStatus: CardItem['lockStatus'] };
      return found ? json({ ...found, lockStatus: body.lockStatus }) : undefined;
    }
    if (call.method === 'POST' && call.path === `${CARDS}/chk-1/debit/d-2/activation`) return json({ ...pending, status: 'AC', additions: { ...pending.additions, activationRequired: false } });
    return undefined;
  });
}

const tile = (lastFour: string) => screen.getAllByTestId('card-tile').find((element) => within(element).queryByRole('heading', { level: 2, name: new RegExp(`${lastFour}$`) })) as HTMLElement;
const listFetches = (calls: readonly { method: string; path: string }[]) => calls.filter((call) => call.method === 'GET' && call.path === `${CARDS}/freeze`).length;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the cards list (/cards/list)', () => {
  it('draws each card with its facts and child cards', async () => {
    serveCards([debit, credit]);
    renderList();
    await screen.findByRole('heading', { level: 2, name: 'Visa Debit ••••1234' });
    const creditTile = tile('4321');
    expect(within(creditTile).getByTestId('lock-status').textContent).toBe(copy.locked);
    expect(within(within(creditTile).getByTestId('child-card')).getByText('Riley Member')).toBeTruthy();
    expect(within(creditTile).getByText('04/29', { selector: 'dd' })).toBeTruthy();
    expect(within(tile('1234')).getByTestId('lock-status').textContent).toBe(copy.unlocked);
    expect(screen.getByRole('link', { name: copy.orderCard })).toBeTruthy();
  });

  it('asks staff the reason in the freeze confirmation itself, and sends it with the one request', async () => {
    const api = serveCards([debit, credit]);
    renderList({ staff: true });
    fireEvent.click(await screen.findByRole('button', { name: `${copy.actions.freeze}: Visa Debit ••••1234` }));
    const dialog = await screen.findByRole('dialog', { name: modalsManifest.modals.freezeCard!.title! });
    expect(within(dialog).getByText(/will be declined for new purchases/).textContent).toContain('Visa Debit ••••1234');
    const field = within(dialog).getByLabelText(staffManifest.actionReason.label);
    await waitFor(() => expect(document.activeElement).toBe(field));
    const confirm = within(dialog).getByRole('button', { name: modalButton('freezeCard', 'freeze-card') });
    fireEvent.click(confirm);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(resolveTemplate(staffManifest.actionReason.tooShort, { min: staffManifest.visit.reasonMinLength }));
    expect(api.mutations()).toEqual([]);

    fireEvent.change(field, { target: { value: 'Member reported the card lost' } });
    fireEvent.click(confirm);
    await within(tile('1234')).findByText(resolveTemplate(copy.cardFrozen, { card: 'Visa Debit ••••1234' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(tile('1234')).getByTestId('lock-status').textContent).toBe(copy.locked);
    expect(api.mutations()).toEqual([expect.objectContaining({ method: 'POST', path: `${CARDS}/chk-1/debit/d-1/lock-status`, body: { lockStatus: 'LOCKED', cardPolicyRefId: 'CP-00001234' } })]);
    const sent = vi.mocked(fetch).mock.calls.find(([, init]) => init?.method === 'POST');
    expect(new Headers(sent?.[1]?.headers).get('X-Action-Reason')).toBe(encodeURIComponent('Member reported the card lost'));
    await waitFor(() => expect(document.activeElement).toBe(within(tile('1234')).getByRole('button', { name: /^Unfreeze/ })));

    // Cancel changes nothing.
    fireEvent.click(within(tile('4321')).getByRole('button', { name: `${copy.actions.unfreeze}: Visa Signature Rewards ••••4321` }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: modalsManifest.modals.unfreezeCard!.title! })).getByRole('button', { name: modalButton('unfreezeCard', 'cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.mutations()).toHaveLength(1);
  });

  it('shows members the plain confirmation, with no reason to give', async () => {
    serveCards([debit]);
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: `${copy.actions.freeze}: Visa Debit ••••1234` }));
    const dialog = await screen.findByRole('dialog', { name: modalsManifest.modals.freezeCard!.title! });
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    const sentHeaders = () => vi.mocked(fetch).mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => new Headers(init?.headers).get('X-Action-Reason'));
    fireEvent.click(within(dialog).getByRole('button', { name: modalButton('freezeCard', 'freeze-card') }));
    await within(tile('1234')).findByText(resolveTemplate(copy.cardFrozen, { card: 'Visa Debit ••••1234' }));
    expect(sentHeaders()).toEqual([null]);
  });

  it('freezes a debit card and unfreezes a credit card from the cached list, without fetching the list again', async () => {
    const api = serveCards([debit, credit]);
    renderList();
    const freeze = await screen.findByRole('button', { name: `${copy.actions.freeze}: Visa Debit ••••1234` });
    fireEvent.click(freeze);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(modalsManifest.modals.freezeCard!.title!)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: modalButton('freezeCard', 'freeze-card') }));

    // The confirmation names the card and is said in that card's own live region, not atop the page.
    const frozen = resolveTemplate(copy.cardFrozen, { card: 'Visa Debit ••••1234' });
    expect((await within(tile('1234')).findByRole('status')).textContent).toBe(frozen);
    expect(within(tile('4321')).getByRole('status').textContent).toBe('');
    expect(screen.getAllByText(frozen)).toHaveLength(1);
    expect(within(tile('1234')).getByTestId('lock-status').textContent).toBe(copy.locked);
    expect(within(tile('1234')).getByRole('button', { name: `${copy.actions.unfreeze}: Visa Debit ••••1234` })).toBeTruthy();
    expect(api.mutations()).toEqual([
      expect.objectContaining({ method: 'POST', path: `${CARDS}/chk-1/debit/d-1/lock-status`, body: { lockStatus: 'LOCKED', cardPolicyRefId: 'CP-00001234' } }),
    ]);
    await waitFor(() => expect(document.activeElement).toBe(within(tile('1234')).getByRole('button', { name: /^Unfreeze/ })));

    fireEvent.click(within(tile('4321')).getByRole('button', { name: `${copy.actions.unfreeze}: Visa Signature Rewards ••••4321` }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: modalButton('unfreezeCard', 'unfreeze-card') }));
    expect((await within(tile('4321')).findByRole('status')).textContent).toBe(resolveTemplate(copy.cardUnfrozen, { card: 'Visa Signature Rewards ••••4321' }));
    // The earlier card's confirmation is gone: only the latest outcome is said.
    expect(within(tile('1234')).getByRole('status').textContent).toBe('');
    expect(within(tile('4321')).getByTestId('lock-status').textContent).toBe(copy.unlocked);
    expect(api.mutations()[1]).toEqual(expect.objectContaining({ path: `${CARDS}/c-1/credit/lock-status`, body: { lockStatus: 'UNLOCKED', cardPolicyRefId: 'CP-00004321' } }));
    expect(listFetches(api.calls)).toBe(1);
  });

  it('changes nothing when the member cancels the confirmation', async () => {
    const api = serveCards([debit]);
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: /^Freeze/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: modalButton('freezeCard', 'cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.mutations()).toEqual([]);
    expect(within(tile('1234')).getByTestId('lock-status').textContent).toBe(copy.unlocked);
  });

  it('activates a card awaiting activation and writes the answer into the cached list', async () => {
    const api = serveCards([pending]);
    renderList();
    expect(within(await screen.findByTestId('card-tile')).getByText(copy.statuses.IN, { selector: '.card-badge' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Freeze/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: `${copy.actions.activate}: Visa Debit ••••5555` }));
    const panel = await screen.findByTestId('card-panel', {}, { timeout: 5000 });
    fireEvent.change(await within(panel).findByLabelText(/Last 4 Digits/), { target: { value: '5555' } });
    fireEvent.change(within(panel).getByLabelText(/Expiration Month/), { target: { value: '3' } });
    fireEvent.change(within(panel).getByLabelText(/Expiration Year/), { target: { value: '2029' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Activate Card' }));
    await screen.findByText(copy.cardActivated);
    expect(api.mutations()).toEqual([expect.objectContaining({ path: `${CARDS}/chk-1/debit/d-2/activation`, body: { lastFour: '5555', expiryMonth: 4, expiryYear: 2029 } })]);
    expect(screen.queryByRole('button', { name: /^Activate/ })).toBeNull();
    expect(within(tile('5555')).getByText(copy.statuses.AC, { selector: '.card-badge' })).toBeTruthy();
    expect(listFetches(api.calls)).toBe(1);
  });

  it('checks that the new PIN was typed the same twice before sending it', async () => {
    const api = serveCards([debit]);
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: `${copy.actions.changePin}: Visa Debit ••••1234` }));
    const panel = await screen.findByTestId('card-panel', {}, { timeout: 5000 });
    fireEvent.change(await within(panel).findByLabelText(/^New PIN/), { target: { value: '1234' } });
    fireEvent.change(within(panel).getByLabelText(/^Confirm New PIN/), { target: { value: '4321' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Change PIN' }));
    expect((await within(panel).findAllByText(copy.pinMismatch)).length).toBeGreaterThan(0);
    expect(api.mutations()).toEqual([]);
    fireEvent.click(within(panel).getByRole('button', { name: copy.cancel }));
    await waitFor(() => expect(screen.queryByTestId('card-panel')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: `${copy.actions.changePin}: Visa Debit ••••1234` }));
  });

  it('shows a view-only user the cards and their details, and no control that changes them', async () => {
    serveCards([debit, credit, pending]);
    renderList({ manage: false });
    await screen.findByRole('heading', { level: 2, name: 'Visa Debit ••••1234' });
    for (const name of [/^Freeze/, /^Unfreeze/, /^Activate/, /^Change PIN/, /^Replace/]) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Details/ })).toHaveLength(3);
    expect(screen.queryByRole('link', { name: copy.orderCard })).toBeNull();
  });

  it('says so when there are no cards, and offers Try Again when the list cannot load', async () => {
    serveCards([]);
    renderList();
    await screen.findByText(copy.empty);
    cleanup();
    vi.unstubAllGlobals();
    serveCards(() => json({ errors: [{ path: '', message: 'down' }] }, 500));
    renderList();
    await screen.findByText(copy.error);
    expect(screen.getByRole('button', { name: copy.retry })).toBeTruthy();
  });
});
