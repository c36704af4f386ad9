import { MenuList, useVisibilityContext } from '../../engine/react';
import { menusManifest } from '../../src/manifests';
import './move-money.css';

/** The sub-navigation between the Move Money pages (menus.json moveMoney); the current page is marked by NavLink. */
export function MoveMoneyTabs() {
  const context = useVisibilityContext();
  const menu = menusManifest.menus.moveMoney;
  return (
    <nav className="move-money__tabs" aria-label={menu.label}>
      <MenuList menu={menu} context={context} className="move-money__tab-list" />
    </nav>
  );
}
