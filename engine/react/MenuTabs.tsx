import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { Menu } from '../core/generated/manifests.gen';
import { MenuList } from './MenuList';
import { useVisibilityContext } from './visibility-context';
import './menu-tabs.css';

/** Scrolls the tab row (never the page) so the current tab is in view: the bar is one row that scrolls sideways. */
function revealCurrentTab(nav: HTMLElement | null): void {
  const row = nav?.querySelector<HTMLElement>('.menu-tabs__list');
  const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
  if (!row || !current) return;
  const start = current.offsetLeft - row.offsetLeft;
  const end = start + current.offsetWidth;
  if (start < row.scrollLeft) row.scrollLeft = start;
  else if (end > row.scrollLeft + row.clientWidth) row.scrollLeft = end - row.clientWidth;
}

/**
 * A menus.json menu as the tab bar of a section (Move Money, Settings): a labelled navigation landmark whose current
 * page NavLink marks with aria-current. The section's screen decides where the bar sits; the menu decides what is in it.
 */
export function MenuTabs({ menu }: { readonly menu: Menu }) {
  const context = useVisibilityContext();
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useLayoutEffect(() => revealCurrentTab(nav.current), [pathname, context]);
  return (
    <nav ref={nav} className="menu-tabs" aria-label={menu.label}>
      <MenuList menu={menu} context={context} className="menu-tabs__list" />
    </nav>
  );
}
