import { useRef } from 'react';
import { MenuList, useDismiss, useVisibilityContext, visibleItems, type MenuActionHandlers } from '../../../../engine/react';
import { homePath } from '../../../../screens/shared/app-paths';
import { copyManifest, menusManifest } from '../../../manifests';
import { MenuBars, menuIcons } from '../../icons';
import { MESSAGE_CENTER_MENU_ITEM, useMessageBadges } from '../../messages/use-message-badges';
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
  /** Header action items whose panel is open, by menu item id (the chat toggle). */
  readonly expanded?: Readonly<Record<string, boolean>>;
}

const NAV_ID = 'main-navigation';

function withoutSignOut(actions: MenuActionHandlers): MenuActionHandlers {
  const { signOut: _signOut, ...rest } = actions;
  return rest;
}

/**
 * Header of the retail layout: hamburger (small screens), product name, header actions, profile, navigation. The
 * open drawer closes on Escape (focus back on the hamburger) and on a press outside the header, as a dropdown does.
 */
export function RetailHeader({ wide, navOpen, onToggleNav, onCloseNav, actions, expanded }: RetailHeaderProps) {
  const context = useVisibilityContext();
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useDismiss(!wide && navOpen, headerRef, onCloseNav, toggleRef);
  // On small screens the bottom bar's Sign Out is always in view: the header and the drawer leave theirs out, so
  // the member sees one Sign Out at a time (MenuList leaves out an action item without its handler).
  const headerActions = wide ? actions : withoutSignOut(actions);
  const copy = copyManifest.layout;
  const headerMenu = menusManifest.menus.headerActions;
  const mailShown = visibleItems(headerMenu, context).some((item) => item.id === MESSAGE_CENTER_MENU_ITEM);
  const badges = useMessageBadges(mailShown);
  return (
    <header className="retail-header" ref={headerRef}>
      <div className="retail-header__bar">
        {wide ? null : (
          <button ref={toggleRef} type="button" className="retail-header__toggle" aria-expanded={navOpen} aria-controls={NAV_ID} onClick={onToggleNav}>
            <MenuBars open={navOpen} />
            <span className="visually-hidden">{navOpen ? copy.closeMenu : copy.openMenu}</span>
          </button>
        )}
        <Brand to={homePath} />
        <div className="retail-header__actions">
          <MenuList
            menu={headerMenu}
            context={context}
            actions={headerActions}
            icons={menuIcons}
            badges={badges}
            expanded={expanded}
            className="header-actions"
          />
          {wide ? <ProfileMenu actions={actions} /> : null}
        </div>
      </div>
      <MainNavigation id={NAV_ID} wide={wide} hidden={!wide && !navOpen} actions={headerActions} onChoose={onCloseNav} />
    </header>
  );
}
