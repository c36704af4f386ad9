import { Outlet } from 'react-router-dom';
import { MenuTabs } from '../../engine/react';
import { menusManifest } from '../../src/manifests';
import './settings.css';

/** Every /settings page renders inside this: the Settings entries (menus.json settings) as tabs above the page. */
export default function SettingsLayout() {
  return (
    <div className="settings-layout">
      <MenuTabs menu={menusManifest.menus.settings} />
      <Outlet />
    </div>
  );
}
