import { createBrowserRouter } from 'react-router-dom';
import { RouteLoading, buildRoutes, isSessionAlive } from '../../engine/react';
import { screenEntries } from '../../screens';
import { loginPath } from '../../screens/shared/app-paths';
import { BareLayout } from './layouts/BareLayout';
import { OnboardingLayout } from './layouts/OnboardingLayout';
import { RetailLayout } from './layouts/RetailLayout';
import { copyManifest, routesManifest } from '../manifests';
import { RouteError } from './RouteError';

/** The app's data router, built from routes.json and the screen registry at start-up. */
export const router = createBrowserRouter(
  buildRoutes({
    manifest: routesManifest,
    screens: screenEntries,
    layouts: { retail: RetailLayout, onboarding: OnboardingLayout, bare: BareLayout },
    defaultLayout: 'retail',
    loginPath,
    isSignedIn: isSessionAlive,
    loading: <RouteLoading label={copyManifest.layout.pageLoading} />,
    loadingLabel: copyManifest.layout.pageLoading,
    routeError: <RouteError />,
  }),
);
