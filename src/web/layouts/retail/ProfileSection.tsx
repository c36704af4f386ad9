import { MenuList, visibleItems, useVisibilityContext, type MenuActionHandlers } from '../../../../engine/react';
import { useCurrentUser } from '../../../../screens/shared/current-user';
import { AgreementSwitcher } from '../../context-switch';
import { menusManifest } from '../../../manifests';
import { menuIcons } from '../../icons';
import { ProfileSummary } from './ProfileSummary';
import './profile.css';

/**
 * On small screens the profile dropdown's content sits at the foot of the navigation drawer: the member's name and
 * member-since year, the agreements to switch to, and the menus.profile entries.
 */
export function ProfileSection({ actions, onChoose }: { actions: MenuActionHandlers; onChoose: () => void }) {
  const context = useVisibilityContext();
  const { data: user } = useCurrentUser();
  const menu = menusManifest.menus.profile;
  if (user === undefined || visibleItems(menu, context).length === 0) return null;
  return (
    <div className="main-nav__profile">
      <ProfileSummary user={user} />
      <AgreementSwitcher />
      <MenuList menu={menu} context={context} actions={actions} icons={menuIcons} className="main-nav__profile-list" onChoose={onChoose} />
    </div>
  );
}
