import { MenuList, useVisibilityContext, type MenuActionHandlers } from '../../../../engine/react';
import { copyManifest, menusManifest } from '../../../manifests';
import { menuIcons } from '../../icons';
import { MoreMenu } from './MoreMenu';
import { ProfileSection } from './ProfileSection';

export interface MainNavigationProps {
  readonly id: string;
  /** Wide screens show the profile dropdown in the header; small ones list its entries in the drawer. */
  readonly wide: boolean;
  /** Hidden while the small-screen drawer is closed. */
  readonly hidden: boolean;
  readonly actions: MenuActionHandlers;
  /** Called when an entry is chosen, so the drawer can close. */
  readonly onChoose: () => void;
}

/** The main navigation (menus.mainNav plus the More dropdown): a bar on wide screens, a drawer on small ones. */
export function MainNavigation({ id, wide, hidden, actions, onChoose }: MainNavigationProps) {
  const context = useVisibilityContext();
  return (
    <nav id={id} className="main-nav" aria-label={copyManifest.layout.mainNavLabel} hidden={hidden}>
      <div className="main-nav__inner">
        <MenuList menu={menusManifest.menus.mainNav} context={context} icons={menuIcons} className="main-nav__list" onChoose={onChoose} />
        <MoreMenu actions={actions} onChoose={onChoose} />
        {wide ? null : <ProfileSection actions={actions} onChoose={onChoose} />}
      </div>
    </nav>
  );
}
