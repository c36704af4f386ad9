import type { Menu } from '../core/generated/manifests.gen';
import { MenuList } from './MenuList';
import { useVisibilityContext } from './visibility-context';
import './menu-tabs.css';

/**
 * A menus.json menu as the tab bar of a section (Move Money, Settings): a labelled navigation landmark whose current
 * page NavLink marks with aria-current. The section's screen decides where the bar sits; the menu decides what is in it.
 */
export function MenuTabs({ menu }: { readonly menu: Menu }) {
  const context = useVisibilityContext();
  return (
    <nav className="menu-tabs" aria-label={menu.label}>
      <MenuList menu={menu} context={context} className="menu-tabs__list" />
    </nav>
  );
}
