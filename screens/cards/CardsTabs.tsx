import { MenuTabs } from '../../engine/react';
import { menusManifest } from '../../src/manifests';

/** The sub-navigation between the Cards pages (menus.json `cards`); the current page is marked by NavLink. */
export function CardsTabs() {
  return <MenuTabs menu={menusManifest.menus.cards} />;
}
