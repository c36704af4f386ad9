import type { FlagsBootstrap, FlagsClientConfig } from '../../engine/core/generated/api.gen';
import { apiFetch, createFlagStore, knownFlagAnswers, type FlagServiceConfig } from '../../engine/react';
import { PAGE_FLAGS_ELEMENT_ID } from '../../engine/core/page-data';
import { appManifest, flagsManifest } from '../manifests';

const FLAGS_CLIENT_CONFIG = '/api/flags/client-config';

interface PageFlags {
  readonly config: FlagsClientConfig;
  readonly anonymous?: FlagsBootstrap;
}

/** The flags the server evaluated into this page for its session; undefined without them (dev server, old page). */
function readPageFlags(): PageFlags | undefined {
  const text = typeof document === 'undefined' ? null : document.getElementById(PAGE_FLAGS_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = JSON.parse(text) as Partial<PageFlags>;
    return typeof parsed.config === 'object' && parsed.config !== null ? (parsed as PageFlags) : undefined;
  } catch {
    return undefined;
  }
}

const pageFlags = readPageFlags();

/** How to reach the flag service, as the page brought it: the first screen needs no flag request. */
export const pageFlagServiceConfig: FlagServiceConfig | undefined = pageFlags?.config;

/**
 * The app's one flag store: the page's evaluated flags for its session (and for anonymous) at once, flags.json
 * defaults for anyone else until the flag service answers, defaults for certain after app.json
 * `flags.defaultsAfterMs`. A module singleton so layouts can read it without a provider.
 */
export const flagStore = createFlagStore({
  definitions: flagsManifest.flags,
  defaultsAfterMs: appManifest.flags.defaultsAfterMs,
  ...(pageFlags === undefined ? {} : { known: knownFlagAnswers(pageFlags.config, pageFlags.anonymous) }),
});

/** How to reach the flag service, from the server (GET /api/flags/client-config). */
export const loadFlagServiceConfig = (): Promise<FlagServiceConfig> => apiFetch<FlagsClientConfig>(FLAGS_CLIENT_CONFIG, { checkSessionOn401: false });
