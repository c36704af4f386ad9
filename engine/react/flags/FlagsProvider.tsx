import { useEffect, type ReactNode } from 'react';
import { FlagStoreContext } from './flag-context';
import { connectFlagService, type FlagServiceConfig, type FlagSdk } from './flag-service';
import type { FlagStore } from './flag-store';

export interface FlagsProviderProps {
  readonly store: FlagStore;
  /** Fetches how to reach the flag service (e.g. GET /api/flags/client-config). */
  readonly loadConfig: () => Promise<FlagServiceConfig>;
  /** Replaces the SDK's dynamic import (tests). */
  readonly loadSdk?: () => Promise<FlagSdk>;
  /** The config the page brought (connectFlagService's `pageConfig`): no config request, the SDK only when needed. */
  readonly pageConfig?: FlagServiceConfig;
  readonly children: ReactNode;
}

/**
 * Connects the flag store to the flag service once and makes it readable with useFlag. Children render at once
 * with the flags.json defaults: flags never hold up a page; what must wait (route gates) waits on `settled`.
 */
export function FlagsProvider({ store, loadConfig, loadSdk, pageConfig, children }: FlagsProviderProps) {
  useEffect(() => {
    store.start();
    return connectFlagService({ store, loadConfig, ...(loadSdk === undefined ? {} : { loadSdk }), ...(pageConfig === undefined ? {} : { pageConfig }) });
  }, [store, loadConfig, loadSdk, pageConfig]);
  return <FlagStoreContext.Provider value={store}>{children}</FlagStoreContext.Provider>;
}
