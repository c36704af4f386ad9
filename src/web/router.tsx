import { createBrowserRouter } from 'react-router-dom';
import { RouteLoading, buildRoutes, isSessionAlive } from '../../engine/react';
import { screenEntries } from '../../screens/registry';
import { homePath, loginPath } from '../../screens/shared/app-paths';
import { serviceDeskRedirect } from './access/service-desk';
import { AlertShell } from './alerts';
import { BareLayout } from './layouts/BareLayout';
import { OnboardingLayout } from './layouts/OnboardingLayout';
import { RetailLayout } from './layouts/RetailLayout';
import { copyManifest, routesManifest } from '../manifests';
import { queryClient } from './query-client';
import { RouteError } from './RouteError';

const loading = <RouteLoading label={copyManifest.layout.pageLoading} />;

/**
 * The app's data router, built from routes.json and the screen registry at start-up: modal and banner hosts
 * around everything, flag/guard/trusted-user gates on the routes that declare them, staff sent to the service desk.
 */
export const router = createBrowserRouter(
  buildRoutes({
    manifest: routesManifest,
    screens: screenEntries,
    layouts: { retail: RetailLayout, onboarding: OnboardingLayout, bare: BareLayout },
    defaultLayout: 'retail',
    loginPath,
    isSignedIn: isSessionAlive,
    loading,
    loadingLabel: copyManifest.layout.pageLoading,
    routeError: <RouteError />,
    gate: { homePath, loading },
    shell: AlertShell,
    redirectSignedIn: serviceDeskRedirect(queryClient),
  }),
);
