// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { VisibilityContext } from '../../../engine/core';
import type { Menu, RoutesManifest } from '../../../engine/core/generated/manifests.gen';
import { MenuList, RoutesManifestProvider, type MenuItemBadges } from '../../../engine/react';
import { unreadLabel } from '../../../src/web/messages/use-message-badges';

const context: VisibilityContext = { flags: {}, guards: () => true, can: () => true, audiences: new Set(['personal']), channel: 'OnlineBanking' };
const routes: RoutesManifest = {
  routes: [
    { id: 'messages.inbox', path: 'message-center/v7/inbox', screen: 'message-inbox', title: 'Inbox' },
    { id: 'help', path: 'help', screen: 'help', title: 'Help' },
  ],
  notFound: { redirect: '/help' },
};
const menu: Menu = {
  label: 'Header actions',
  items: [
    { id: 'message-center', label: 'Messages', ariaLabel: 'Open Message Center', route: 'messages.inbox', icon: 'mail' },
    { id: 'help', label: 'Help', route: 'help' },
  ],
};
const icons = { mail: <svg /> };

function renderMenu(badges?: MenuItemBadges) {
  return render(
    <MemoryRouter>
      <RoutesManifestProvider value={routes}>
        <MenuList menu={menu} context={context} icons={icons} badges={badges} />
      </RoutesManifestProvider>
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('MenuList badges (the message-center badge)', () => {
  it('draws no badge without one', () => {
    const { container } = renderMenu();
    expect(container.querySelector('.menu-list__badge')).toBeNull();
    expect(screen.getByRole('link', { name: 'Open Message Center' }).getAttribute('aria-describedby')).toBeNull();
  });

  it('draws a dot and describes an icon item (named by its ariaLabel) with the badge words', () => {
    const { container } = renderMenu({ 'message-center': { label: unreadLabel(3) } });
    const link = screen.getByRole('link', { name: 'Open Message Center' });
    expect(container.querySelectorAll('.menu-list__badge')).toHaveLength(1);
    expect(container.querySelector('.menu-list__badge')?.getAttribute('aria-hidden')).toBe('true');
    const description = document.getElementById(link.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent?.trim()).toBe('3 unread messages');
  });

  it('puts the badge words into the name of an item without an ariaLabel', () => {
    renderMenu({ help: { label: unreadLabel(1) } });
    const link = screen.getByRole('link', { name: /^Help\s*1 unread message$/ });
    expect(link.getAttribute('aria-describedby')).toBeNull();
  });
});
