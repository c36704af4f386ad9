import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { FlagsProvider, SlotsProvider, configureApiClient, keepDocumentTitle } from '../../engine/react';
import { slotEntries } from '../../screens/registry';
import { apiClientOptions } from '../../screens/shared/api-client-options';
import { appManifest } from '../manifests';
import { flagStore, loadFlagServiceConfig, pageFlagServiceConfig } from './flags';
import { queryClient } from './query-client';
import { router } from './router';
import { redirectToSignInWhenSessionEnds } from './session-redirect';
import './styles/base.css';
import './styles/layout.css';

configureApiClient(apiClientOptions);
keepDocumentTitle(router, { suffix: appManifest.titleSuffix, fallback: appManifest.productName });
redirectToSignInWhenSessionEnds(router, queryClient);

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element to render the app into.');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <FlagsProvider store={flagStore} loadConfig={loadFlagServiceConfig} {...(pageFlagServiceConfig === undefined ? {} : { pageConfig: pageFlagServiceConfig })}>
        <SlotsProvider entries={slotEntries}>
          <RouterProvider router={router} />
        </SlotsProvider>
      </FlagsProvider>
    </QueryClientProvider>
  </StrictMode>,
);
