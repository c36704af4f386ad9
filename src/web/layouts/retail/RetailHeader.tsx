import { MenuList, useVisibilityContext, type MenuActionHandlers } from '../../../../engine/react';
import { homePath } from '../../../../screens/shared/app-paths';
import { copyManifest, menusManifest } from '../../../manifests';
import { MenuBars, menuIcons } from '../../icons';
import { Brand } from '../Brand';
import { MainNavigation } from './MainNavigation';
import { ProfileMenu } from './ProfileMenu';

export interface RetailHeaderProps {
  /** At or above the sidebar breakpoint: navigation shows as a bar and the hamburger goes away. */
  readonly wide: boolean;
  readonly navOpen: boolean;
  readonly onToggleNav: () => void;
  readonly onCloseNav: () => void;
  readonly actions: MenuActionHandlers;
}

const NAV_ID = 'main-navigation';

function withoutSignOut(actions: MenuActionHandlers): MenuActionHandlers {
  const { signOut: _signOut, ...rest } = actions;
  return rest;
}

/** Header of the retail layout: hamburger (small screens), product name, header actions, profile, navigation. */
export function RetailHeader({ wide, navOpen, onToggleNav, onCloseNav, actions }: RetailHeaderProps) {
  const context = useVisibilityContext();
  // On small screens the bottom bar's Sign Out is always in view: the header and the drawer leave theirs out, so
  // the member sees one Sign Out at a time (MenuList leaves out an action item without its handler).
  const headerActions = wide ? actions : withoutSignOut(actions);
  const copy = copyManifest.layout;
  return (
    <header className="retail-header">
      <div className="retail-header__bar">
        {wide ? null : (
          <button type="button" className="retail-header__toggle" aria-expanded={navOpen} aria-controls={NAV_ID} onClick={onToggleNav}>
            <MenuBars open={navOpen} />
            <span className="visually-hidden">{navOpen ? copy.closeMenu : copy.openMenu}</span>
          </button>
        )}
        <Brand to={homePath} />
        <div className="retail-header__actions">
          <MenuList
            menu={menusManifest.menus.headerActions}
            context={context}
            actions={headerActions}
            icons={menuIcons}
            className="header-actions"
          />
          {wide ? <ProfileMenu actions={actions} /> : null}
        </div>
      </div>
      <MainNavigation id={NAV_ID} wide={wide} hidden={!wide && !navOpen} actions={headerActions} onChoose={onCloseNav} />
    </header>
  );
}
