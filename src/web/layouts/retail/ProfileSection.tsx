import { MenuList, visibleItems, useVisibilityContext, type MenuActionHandlers } from '../../../../engine/react';
import { useCurrentUser } from '../../../../screens/shared/current-user';
import { menusManifest } from '../../../manifests';
import { menuIcons } from '../../icons';

/** On small screens the profile dropdown's entries sit at the foot of the navigation drawer, under the member's name. */
export function ProfileSection({ actions, onChoose }: { actions: MenuActionHandlers; onChoose: () => void }) {
  const context = useVisibilityContext();
  const { data: user } = useCurrentUser();
  const menu = menusManifest.menus.profile;
  if (user === undefined || visibleItems(menu, context).length === 0) return null;
  return (
    <div className="main-nav__profile">
      <p className="main-nav__user">{user.fullName}</p>
      <MenuList menu={menu} context={context} actions={actions} icons={menuIcons} className="main-nav__profile-list" onChoose={onChoose} />
    </div>
  );
}
