import { useEffect, useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { BannerProvider, ModalProvider, useBanners, type ModalActionHandlers } from '../../engine/react';
import { isPublicPath, loginPath } from '../../screens/shared/app-paths';
import { bannersManifest, errorsManifest, modalsManifest } from '../manifests';
import { contactUsPath } from '../../screens/shared/contact-us';
import { SessionWatcher } from './session';
import { StepUpHost } from './step-up';
import { useSignOut } from './use-sign-out';

// Banner key shown when a modal's confirm callback fails ("on error a banner").
const MODAL_ACTION_FAILED = 'modalActionFailed';

// Banners are about the signed-in member's accounts: none may outlive the session into the sign-in page.
function ClearBannersOnSignIn() {
  const { pathname } = useLocation();
  const { clear } = useBanners();
  useEffect(() => {
    if (pathname === loginPath) clear();
  }, [pathname, clear]);
  return null;
}

function Modals({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const banners = useBanners();
  const signedIn = !isPublicPath(useLocation().pathname);
  const handlers = useMemo<ModalActionHandlers>(
    () => ({
      signOut: () => void signOut(),
      contactUs: () => void navigate(contactUsPath),
      navigate: (to) => void navigate(to),
    }),
    [navigate, signOut],
  );
  return (
    // A new host per side of sign-in: a modal still open when the session ends (the timeout warning) must not
    // follow the member onto the sign-in page.
    <ModalProvider
      key={signedIn ? 'signed-in' : 'signed-out'}
      manifest={modalsManifest}
      handlers={handlers}
      onActionError={() => banners.show({ key: MODAL_ACTION_FAILED })}
    >
      {signedIn ? <SessionWatcher /> : null}
      {signedIn ? <StepUpHost /> : null}
      {children}
    </ModalProvider>
  );
}

/**
 * App-wide hosts inside the router: one banner host and one modal host, copy from banners/errors/modals.json, and
 * on signed-in pages the session watcher and the step-up challenge host.
 */
export function AppShell({ children }: { readonly children: ReactNode }) {
  return (
    <BannerProvider banners={bannersManifest} errors={errorsManifest}>
      <ClearBannersOnSignIn />
      <Modals>{children}</Modals>
    </BannerProvider>
  );
}
