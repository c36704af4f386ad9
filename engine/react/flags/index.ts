export { FlagStoreContext, useFlagStore } from './flag-context';
export { connectFlagService, flagContextFor, knownFlagAnswers, startingPoint } from './flag-service';
export type { ConnectFlagServiceOptions, FlagSdk, FlagServiceConfig } from './flag-service';
export { ANONYMOUS_FLAG_KEY, createFlagStore } from './flag-store';
export type { FlagIdentity, FlagSnapshot, FlagStore, FlagStoreOptions, FlagTimers } from './flag-store';
export { FlagsProvider } from './FlagsProvider';
export type { FlagsProviderProps } from './FlagsProvider';
export { useFlag, useFlagIdentity, useFlagSnapshot } from './use-flag';
