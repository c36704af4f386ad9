import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RouteLoading } from '../../../engine/react';
import { isPublicPath } from '../../../screens/shared/app-paths';
import { copyManifest } from '../../manifests';
import { AppShell } from '../AppShell';
import { AlertGuard } from './AlertGuard';

const loading = <RouteLoading label={copyManifest.layout.pageLoading} />;

// Public pages (sign-in, sign-in help) have no session: no precheck there.
function SignedInOnly({ children }: { readonly children: ReactNode }) {
  const { pathname } = useLocation();
  return isPublicPath(pathname) ? children : <AlertGuard loading={loading}>{children}</AlertGuard>;
}

/** The app's hosts (AppShell) with the alert guard inside them, for the router's `shell`. */
export function AlertShell({ children }: { readonly children: ReactNode }) {
  return (
    <AppShell>
      <SignedInOnly>{children}</SignedInOnly>
    </AppShell>
  );
}
