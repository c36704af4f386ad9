import { Dropdown, MenuList, visibleItems, useVisibilityContext, type MenuActionHandlers } from '../../../../engine/react';
import { useCurrentUser } from '../../../../screens/shared/current-user';
import { AgreementSwitcher } from '../../context-switch';
import { appManifest, copyManifest, menusManifest } from '../../../manifests';
import { ChevronDown, menuIcons } from '../../icons';
import { ProfileSummary } from './ProfileSummary';
import './profile.css';

// The dropdown is never taller than the window minus a margin, so its last item stays reachable.
const panelStyle = { maxHeight: `calc(100vh - ${appManifest.layout.profileDropdownMarginPx}px)` };

/**
 * The user-profile dropdown under the member's name: name and member-since year, the service agreements to switch
 * to (when allowed), then menus.profile. Hidden when the menu's rule fails (e.g. a fatal precheck alert).
 */
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
        <>
          <ProfileSummary user={user} />
          <AgreementSwitcher />
          <MenuList menu={menu} context={context} actions={actions} icons={menuIcons} className="dropdown__list" onChoose={close} />
        </>
      )}
    </Dropdown>
  );
}
