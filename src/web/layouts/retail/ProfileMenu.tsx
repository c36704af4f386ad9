import { Dropdown, MenuList, visibleItems, useVisibilityContext, type MenuActionHandlers } from '../../../../engine/react';
import { useCurrentUser } from '../../../../screens/shared/current-user';
import { appManifest, copyManifest, menusManifest } from '../../../manifests';
import { ChevronDown, menuIcons } from '../../icons';

// SPEC 9: the dropdown is never taller than the window minus a margin, so its last item stays reachable.
const panelStyle = { maxHeight: `calc(100vh - ${appManifest.layout.profileDropdownMarginPx}px)` };

/** The user-profile dropdown (menus.profile) under the member's name; hidden when the menu's rule fails. */
export function ProfileMenu({ actions }: { actions: MenuActionHandlers }) {
  const context = useVisibilityContext();
  const { data: user } = useCurrentUser();
  const menu = menusManifest.menus.profile;
  if (user === undefined || visibleItems(menu, context).length === 0) return null;
  return (
    <Dropdown
      className="profile-menu"
      panelStyle={panelStyle}
      toggle={
        <>
          <span className="profile-menu__name">{user.fullName}</span>
          <span className="visually-hidden">{copyManifest.layout.profileMenuLabel}</span>
          <ChevronDown />
        </>
      }
    >
      {(close) => (
        <MenuList menu={menu} context={context} actions={actions} icons={menuIcons} className="dropdown__list" onChoose={close} />
      )}
    </Dropdown>
  );
}
