import { createContext, useContext } from 'react';
import type { FlagStore } from './flag-store';

/** The app's flag store, supplied by FlagsProvider. */
export const FlagStoreContext = createContext<FlagStore | undefined>(undefined);

/** The flag store of the nearest FlagsProvider; throws without one, because no flag can be read without it. */
export function useFlagStore(): FlagStore {
  const store = useContext(FlagStoreContext);
  if (store === undefined) throw new Error('Reading a feature flag needs a <FlagsProvider> above it.');
  return store;
}
