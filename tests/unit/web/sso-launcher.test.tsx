// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuItem } from '../../../engine/core/generated/manifests.gen';
import { ModalProvider } from '../../../engine/react';
import { menusManifest, modalsManifest, ssoManifest } from '../../../src/manifests';
import { useSsoLauncher } from '../../../src/web/sso/use-sso-launcher';

const moreItem = (id: string): MenuItem => {
  const item = menusManifest.menus.more.items.find((candidate) => candidate.id === id);
  if (item === undefined) throw new Error(`no more-menu item ${id}`);
  return item;
};
const digitalInvestor = moreItem('digital-investor');
const investmentCenter: MenuItem = { id: 'investment-center', label: 'Investment Center', sso: 'investmentCenter' };
const ineligible = modalsManifest.modals.digitalInvestorIneligible!;
const partnershipError = modalsManifest.modals.partnershipError!;

function Launcher({ item }: { item: MenuItem }) {
  const launch = useSsoLauncher();
  return (
    <button type="button" onClick={() => launch(item)}>
      {item.label}
    </button>
  );
}

let popup: { close: ReturnType<typeof vi.fn>; location: { href: string }; opener: unknown };
let answer: () => Response;

beforeEach(() => {
  popup = { close: vi.fn(), location: { href: '' }, opener: {} };
  vi.stubGlobal('open', vi.fn(() => popup));
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer()),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function launch(item: MenuItem) {
  render(
    <ModalProvider manifest={modalsManifest} handlers={{}}>
      <Launcher item={item} />
    </ModalProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: item.label }));
}

describe('a single sign-on entry of the menus', () => {
  it('points the window opened at the click to the partner when the hand-off is allowed', async () => {
    answer = () => json(200, { ssoPostUrl: 'https://partner.example/di?token=t', validationError: '' });
    launch(digitalInvestor);
    await waitFor(() => expect(popup.location.href).toBe('https://partner.example/di?token=t'));
    expect(popup.opener).toBeNull();
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe(`/api/partnership${ssoManifest.targets.digitalInvestor!.path}`);
  });

  it("refuses Digital Investor on a non-empty validationError: closes the window and shows 'We're Sorry' with Continue and Go Back", async () => {
    answer = () => json(200, { ssoPostUrl: '', validationError: ssoManifest.targets.digitalInvestor!.eligibleWhen!.refusal });
    launch(digitalInvestor);
    const dialog = await screen.findByRole('dialog', { name: ineligible.title });
    expect(within(dialog).getByText('You are not eligible to access this feature. Please contact us via LiveChat on the Digital Investor Website.')).toBeTruthy();
    expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual(['Continue', 'Go Back']);
    expect(popup.close).toHaveBeenCalledTimes(1);
    expect(popup.location.href).toBe('');
  });

  it('closes the window and shows the error modal when the investment call fails, and Try Again asks once more', async () => {
    let calls = 0;
    answer = () => {
      calls += 1;
      return calls === 1 ? json(502, { errors: [{ path: '', message: 'Bad gateway' }] }) : json(200, { ssoPostUrl: 'https://partner.example/osaic?token=u', validationError: '' });
    };
    launch(investmentCenter);
    const dialog = await screen.findByRole('dialog', { name: partnershipError.title });
    expect(popup.close).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(popup.location.href).toBe('https://partner.example/osaic?token=u'));
    expect(calls).toBe(2);
  });
});
