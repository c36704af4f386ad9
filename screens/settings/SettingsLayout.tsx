import { Outlet } from 'react-router-dom';
import { MenuList, useVisibilityContext } from '../../engine/react';
import { menusManifest } from '../../src/manifests';
import './settings.css';

/** Every /settings page renders inside this: the Settings entries (menus.json settings) as tabs above the page. */
export default function SettingsLayout() {
  const context = useVisibilityContext();
  const menu = menusManifest.menus.settings;
  return (
    <div className="settings-layout">
      <nav className="settings__tabs" aria-label={menu.label}>
        <MenuList menu={menu} context={context} className="settings__tab-list" />
      </nav>
      <Outlet />
    </div>
  );
}
