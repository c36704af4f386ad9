import { useCallback, useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { MenuActionsProvider, useMediaQuery, type MenuActionHandlers } from '../../../engine/react';
import { appManifest } from '../../manifests';
import { useBlockedPage } from '../alerts/blocked-page';
import { AppBanners } from '../AppBanners';
import { useSsoLauncher } from '../sso/use-sso-launcher';
import { useSignOut } from '../use-sign-out';
import { SignedInVisibility } from '../visibility';
import { RetailHeader } from './retail/RetailHeader';
import { SiteFooter } from './SiteFooter';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { SmallScreenFooter } from './SmallScreenFooter';

const SCROLL_KEYS = new Set([' ', 'PageDown', 'PageUp', 'ArrowDown', 'ArrowUp', 'Home', 'End']);
const WIDE_QUERY = `(min-width: ${appManifest.layout.sidebarBreakpointPx}px)`;

function RetailShell() {
  const wide = useMediaQuery(WIDE_QUERY);
  const [navOpen, setNavOpen] = useState(false);
  const closeNav = useCallback(() => setNavOpen(false), []);
  // SPEC 4: the sidebar closes by itself once the window reaches the breakpoint.
  useEffect(() => {
    if (wide) closeNav();
  }, [wide, closeNav]);
  const { pathname } = useLocation();
  useEffect(closeNav, [pathname, closeNav]);
  // On small screens the page scrolls in its own region, not the document: a scrolling key (Space, Page Down, the
  // arrows) pressed while nothing has focus would go to the document and do nothing. Focus the main content first
  // (without moving it), so the browser scrolls the region that holds it.
  useEffect(() => {
    if (wide) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!SCROLL_KEYS.has(event.key) || event.defaultPrevented || document.activeElement !== document.body) return;
      document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [wide]);

  const blocked = useBlockedPage();
  const signOut = useSignOut();
  const launchSso = useSsoLauncher();
  const actions = useMemo<MenuActionHandlers>(
    () => ({ signOut: () => void signOut(), toggleSidebar: () => setNavOpen((open) => !open), sso: launchSso }),
    [signOut, launchSso],
  );

  return (
    <div className={`layout retail ${wide ? 'retail--wide' : 'retail--narrow'}`}>
      {/* On small screens this part scrolls and the bottom bar sits below it, never over it (WCAG 2.4.11, 2.5.8). */}
      <div className="retail__page" data-scroll-root="">
        <SkipLink />
        <RetailHeader wide={wide} navOpen={navOpen} onToggleNav={() => setNavOpen((open) => !open)} onCloseNav={closeNav} actions={actions} />
        <main id={MAIN_CONTENT_ID} className="layout__main" tabIndex={-1}>
          <AppBanners />
          <MenuActionsProvider value={actions}>{blocked ?? <Outlet />}</MenuActionsProvider>
        </main>
        <SiteFooter />
      </div>
      {wide ? null : <SmallScreenFooter actions={actions} />}
    </div>
  );
}

/** The signed-in member's layout (SPEC 2): header with navigation, page content, footer, small-screen nav footer. */
export function RetailLayout() {
  return (
    <SignedInVisibility>
      <RetailShell />
    </SignedInVisibility>
  );
}
