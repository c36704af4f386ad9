import { MenuList, useVisibilityContext, type MenuActionHandlers } from '../../../engine/react';
import { menusManifest } from '../../manifests';
import { menuIcons } from '../icons';

/** The bottom navigation bar of small screens: routing number, location, contact, help, Sign Out. */
export function SmallScreenFooter({ actions }: { actions: MenuActionHandlers }) {
  const context = useVisibilityContext();
  const menu = menusManifest.menus.smallScreenFooter;
  return (
    <nav className="small-footer" aria-label={menu.label}>
      <MenuList menu={menu} context={context} actions={actions} icons={menuIcons} className="small-footer__list" />
    </nav>
  );
}
