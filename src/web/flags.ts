import type { FlagsClientConfig } from '../../engine/core/generated/api.gen';
import { apiFetch, createFlagStore, type FlagServiceConfig } from '../../engine/react';
import { appManifest, flagsManifest } from '../manifests';

const FLAGS_CLIENT_CONFIG = '/api/flags/client-config';

/**
 * The app's one flag store: flags.json defaults at first, the flag service's values once they arrive, defaults
 * for certain after app.json `flags.defaultsAfterMs`. A module singleton so layouts can read it without a provider.
 */
export const flagStore = createFlagStore({ definitions: flagsManifest.flags, defaultsAfterMs: appManifest.flags.defaultsAfterMs });

/** How to reach the flag service, from the server (GET /api/flags/client-config). */
export const loadFlagServiceConfig = (): Promise<FlagServiceConfig> => apiFetch<FlagsClientConfig>(FLAGS_CLIENT_CONFIG, { checkSessionOn401: false });
