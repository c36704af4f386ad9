import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { MenuActionsProvider, useFlag, useMediaQuery, useVisibilityContext, type MenuActionHandlers } from '../../../engine/react';
import { readUrgentBanner, URGENT_BANNER_FLAG } from '../../../screens/information/urgent-banner';
import { homePath } from '../../../screens/shared/app-paths';
import { pathOf } from '../../../engine/core/route-ref';
import { appManifest, routesManifest } from '../../manifests';
import { useBlockedPage } from '../alerts/blocked-page';
import { AppBanners } from '../AppBanners';
import { useChatPanel } from '../chat/use-chat-panel';
import { useSsoLauncher } from '../sso/use-sso-launcher';
import { useSignOut } from '../use-sign-out';
import { SignedInVisibility } from '../visibility';
import { RetailHeader } from './retail/RetailHeader';
import { SiteFooter } from './SiteFooter';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { SmallScreenFooter } from './SmallScreenFooter';

const SCROLL_KEYS = new Set([' ', 'PageDown', 'PageUp', 'ArrowDown', 'ArrowUp', 'Home', 'End']);
const WIDE_QUERY = `(min-width: ${appManifest.layout.sidebarBreakpointPx}px)`;
/** The chat page of small screens, which the header's chat button toggles there. */
const CHAT_BOT_PATH = pathOf(routesManifest, 'chat-bot');
// Loaded when chat is first shown: the panel and config/chat.json stay out of the first page load.
/** MenuList's class of the header's chat item (menus.json headerActions id "chat"). */
const CHAT_TOGGLE_CLASS = 'menu-list__item--chat';
const ChatPanel = lazy(() => import('../chat/ChatPanel').then((module) => ({ default: module.ChatPanel })));
// Staff (OneView) only: the staff banner and the action-reason prompt, loaded for them alone (a member's first load carries none of it).
const StaffChannel = lazy(() => import('../staff/StaffChannel'));
// Only fetched while the urgent banner flag's value says show, so the first load does not carry it.
const UrgentBanner = lazy(() => import('../../../screens/information/UrgentBanner'));

function RetailShell() {
  const wide = useMediaQuery(WIDE_QUERY);
  const [navOpen, setNavOpen] = useState(false);
  const closeNav = useCallback(() => setNavOpen(false), []);
  // The sidebar closes by itself once the window reaches the breakpoint.
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
  const staff = useVisibilityContext().channel === 'OneView';
  const urgentBannerShown = readUrgentBanner(useFlag(URGENT_BANNER_FLAG)) !== undefined;
  const signOut = useSignOut();
  const launchSso = useSsoLauncher();
  // The header's chat toggle shows and hides the chat panel; on small screens it toggles /chat-bot instead.
  const chat = useChatPanel();
  const navigate = useNavigate();
  const { key: locationKey } = useLocation();
  const toggleChat = useCallback(() => {
    if (wide) chat.toggle();
    else if (pathname !== CHAT_BOT_PATH) void navigate(CHAT_BOT_PATH);
    else void (locationKey === 'default' ? navigate(homePath) : navigate(-1));
  }, [wide, chat.toggle, pathname, locationKey, navigate]);
  const closeChat = chat.close;
  // Closing by its own button or Escape puts focus back on the toggle that opened it.
  const closeChatToToggle = useCallback(() => {
    closeChat();
    document.querySelector<HTMLElement>(`.retail-header .${CHAT_TOGGLE_CLASS}`)?.focus();
  }, [closeChat]);
  useEffect(() => {
    if (!wide) closeChat();
  }, [wide, closeChat]);
  // The header's chat item (menus.json headerActions id "chat") tells assistive technology whether chat is showing.
  const chatOpen = wide ? chat.state.kind !== 'closed' : pathname === CHAT_BOT_PATH;
  const chatExpanded = useMemo(() => ({ chat: chatOpen }), [chatOpen]);
  const actions = useMemo<MenuActionHandlers>(
    () => ({ signOut: () => void signOut(), toggleSidebar: () => setNavOpen((open) => !open), sso: launchSso, toggleChat }),
    [signOut, launchSso, toggleChat],
  );

  return (
    <div className={`layout retail ${wide ? 'retail--wide' : 'retail--narrow'}`}>
      {/* On small screens this part scrolls and the bottom bar sits below it, never over it (WCAG 2.4.11, 2.5.8). */}
      <div className="retail__page" data-scroll-root="">
        <SkipLink />
        <RetailHeader wide={wide} navOpen={navOpen} onToggleNav={() => setNavOpen((open) => !open)} onCloseNav={closeNav} actions={actions} expanded={chatExpanded} />
        <main id={MAIN_CONTENT_ID} className="layout__main" tabIndex={-1}>
          {staff ? (
            <Suspense fallback={null}>
              <StaffChannel />
            </Suspense>
          ) : null}
          <AppBanners />
          {urgentBannerShown ? (
            <Suspense fallback={null}>
              <UrgentBanner />
            </Suspense>
          ) : null}
          <MenuActionsProvider value={actions}>{blocked ?? <Outlet />}</MenuActionsProvider>
        </main>
        <SiteFooter />
      </div>
      {wide && chat.state.kind !== 'closed' ? (
        <Suspense fallback={null}>
          <ChatPanel state={chat.state} onClose={closeChatToToggle} />
        </Suspense>
      ) : null}
      {wide ? null : <SmallScreenFooter actions={actions} />}
    </div>
  );
}

/** The signed-in member's layout: header with navigation, page content, footer, small-screen nav footer. */
export function RetailLayout() {
  return (
    <SignedInVisibility>
      <RetailShell />
    </SignedInVisibility>
  );
}
