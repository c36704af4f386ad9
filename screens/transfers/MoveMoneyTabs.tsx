import { MenuTabs } from '../../engine/react';
import { menusManifest } from '../../src/manifests';
import './move-money.css';

/** The sub-navigation between the Move Money pages (menus.json moveMoney); the current page is marked by NavLink. */
export function MoveMoneyTabs() {
  return <MenuTabs menu={menusManifest.menus.moveMoney} />;
}
