// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Menu, RoutesManifest } from '../../../engine/core/generated/manifests.gen';
import type { VisibilityContext } from '../../../engine/core';
import { MenuList, RoutesManifestProvider, type MenuActionHandlers } from '../../../engine/react';

const personal: VisibilityContext = {
  flags: { 'show-more': true, 'show-business-extra': false },
  guards: (name) => name !== 'canViewBillPay',
  can: () => true,
  audiences: new Set(['personal']),
  channel: 'OnlineBanking',
};

// Route ids on purpose unlike their paths: the menu names the id, routes.json alone knows the path.
const routes: RoutesManifest = {
  routes: [
    { id: 'home', path: 'accounts', screen: 'accounts-summary', title: 'Accounts' },
    { id: 'money', path: 'move-money', children: [{ id: 'bill-pay', path: 'bill-pay', screen: 'bill-pay', title: 'Bill Pay' }] },
    { id: 'extra', path: 'extra', screen: 'extra', title: 'Extra' },
    { id: 'open-account', path: 'open', screen: 'open', title: 'Open' },
    { id: 'mystery', path: 'mystery', screen: 'mystery', title: 'Mystery' },
    { id: 'inbox', path: 'message-center/v7/inbox', screen: 'message-inbox', title: 'Inbox' },
    { id: 'static', path: 'static/:page', screen: 'static-page', title: 'Page' },
  ],
  notFound: { redirect: '/accounts' },
};

const menu: Menu = {
  label: 'Test menu',
  items: [
    { id: 'accounts', label: 'Accounts', route: 'home' },
    { id: 'bill-pay', label: 'Bill Pay', route: 'bill-pay', visibleWhen: { guard: 'canViewBillPay' } },
    { id: 'extra', label: 'Business Extra', route: 'extra', visibleWhen: { all: [{ audience: 'business' }, { flag: 'show-business-extra' }] } },
    { id: 'open', label: '+ Open New Account', route: 'open-account', visibleWhen: { any: [{ not: { audience: 'business' } }, { flag: 'show-business-extra' }] } },
    { id: 'unknown-flag', label: 'Mystery', route: 'mystery', visibleWhen: { flag: 'no-such-flag' } },
    { id: 'rates', label: 'Rates', href: 'https://example.org/rates' },
    { id: 'sign-out', label: 'Sign Out', action: 'signOut' },
    { id: 'chat', label: 'Chat', action: 'toggleChat' },
    { id: 'home-loan', label: 'Home Loan', sso: 'myHomeLoan' },
  ],
};

function renderMenu(props: { menu?: Menu; context?: VisibilityContext; actions?: MenuActionHandlers } = {}) {
  return render(
    <MemoryRouter initialEntries={['/accounts']}>
      <RoutesManifestProvider value={routes}>
        <MenuList menu={props.menu ?? menu} context={props.context ?? personal} actions={props.actions ?? {}} />
      </RoutesManifestProvider>
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('MenuList', () => {
  it('leaves out every item whose visibility rule fails, including unknown flags', () => {
    renderMenu({ actions: { signOut: () => undefined } });
    const names = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(names).toEqual(['Accounts', '+ Open New Account', 'Rates', 'Sign Out']);
  });

  it('shows business-only items to a business member and hides the personal-only one', () => {
    const business: VisibilityContext = { ...personal, audiences: new Set(['business']), flags: { 'show-business-extra': true } };
    renderMenu({ context: business });
    expect(screen.getByRole('link', { name: 'Business Extra' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '+ Open New Account' })).toBeTruthy();
    const withoutFlag: VisibilityContext = { ...business, flags: {} };
    cleanup();
    renderMenu({ context: withoutFlag });
    expect(screen.queryByRole('link', { name: 'Business Extra' })).toBeNull();
    expect(screen.queryByRole('link', { name: '+ Open New Account' })).toBeNull();
  });

  it('renders route links, external links with rel="noopener noreferrer", and action buttons that call their handler', () => {
    const signOut = vi.fn();
    const toggleChat = vi.fn();
    renderMenu({ actions: { signOut, toggleChat } });
    expect(screen.getByRole('link', { name: 'Accounts' }).getAttribute('href')).toBe('/accounts');
    expect(screen.getByRole('link', { name: 'Accounts' }).getAttribute('aria-current')).toBe('page');
    const rates = screen.getByRole('link', { name: 'Rates' });
    expect(rates.getAttribute('href')).toBe('https://example.org/rates');
    expect(rates.getAttribute('rel')).toBe('noopener noreferrer');
    fireEvent.click(screen.getByRole('button', { name: 'Chat' }));
    expect(toggleChat).toHaveBeenCalledTimes(1);
    expect(signOut).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Home Loan' })).toBeNull();
  });

  it('renders nothing when the menu-level rule fails', () => {
    const { container } = renderMenu({ menu: { ...menu, visibleWhen: { flag: 'show-nothing' } } });
    expect(container.querySelector('ul')).toBeNull();
  });

  it('names icon buttons by their ariaLabel', () => {
    const iconMenu: Menu = { items: [{ id: 'mail', label: 'Messages', ariaLabel: 'Open Message Center', route: 'inbox', icon: 'mail' }] };
    render(
      <MemoryRouter>
        <RoutesManifestProvider value={routes}>
          <MenuList menu={iconMenu} context={personal} icons={{ mail: <svg /> }} />
        </RoutesManifestProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Open Message Center' }).getAttribute('href')).toBe('/message-center/v7/inbox');
  });

  it('links each route item to the path routes.json gives its id, its params filled in', () => {
    const linked: Menu = { items: [{ id: 'pay', label: 'Pay', route: 'bill-pay' }, { id: 'about', label: 'About', route: 'static', params: { page: 'about us' } }] };
    renderMenu({ menu: linked });
    expect(screen.getByRole('link', { name: 'Pay' }).getAttribute('href')).toBe('/move-money/bill-pay');
    expect(screen.getByRole('link', { name: 'About' }).getAttribute('href')).toBe('/static/about%20us');
  });

  it('refuses to draw a link to a route id routes.json does not have', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderMenu({ menu: { items: [{ id: 'gone', label: 'Gone', route: 'no-such-route' }] } })).toThrow('routes.json has no route with the id "no-such-route"');
    vi.restoreAllMocks();
  });
});
