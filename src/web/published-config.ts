import type { PublishedConfig } from '../../engine/core/generated/api.gen';
import { PAGE_PUBLISHED_CONFIG_ELEMENT_ID } from '../../engine/core/page-data';
import { onApiAnswer } from '../../engine/react/api-fetch';
import { registerManifestReplacement } from '../manifests/load-manifest';

/** Where the server answers the version of the manifests in force (public; an ETag makes asking again cheap). */
export const PUBLISHED_CONFIG_PATH = '/api/config/client-api/v2/config/published';
/** The header every API answer carries: the number of the version in force. */
export const CONFIG_VERSION_HEADER = 'x-config-version';

/** Once an answer names a newer version, the next page the app moves to is loaded in full, with that version. */
function reloadOnNextRouteChangeAfter(loadedVersion: number): void {
  let stale = false;
  onApiAnswer((response) => {
    const named = Number(response.headers.get(CONFIG_VERSION_HEADER));
    if (Number.isInteger(named) && named !== loadedVersion) stale = true;
  });
  // The router moves between pages with history.pushState: a stale app asks the server for the page instead.
  const pushState = window.history.pushState.bind(window.history);
  window.history.pushState = (data: unknown, unused: string, url?: string | URL | null) => {
    if (stale && url !== undefined && url !== null) {
      window.location.assign(url);
      return;
    }
    pushState(data, unused, url);
  };
}

/**
 * Puts the version of the manifests the studio published in force in this page: each manifest it replaces is
 * registered before the app first loads it, so the app reads the published menus, limits and copy as if bundled.
 * The server embeds the version in index.html, so this usually costs no request; the bootstrap awaits it, then
 * imports the app. Without an answer the page runs on the bundled manifests (the
 * server still decides with the published ones), and the first answer naming a version makes the next page load fresh.
 */
export async function applyPublishedConfig(): Promise<void> {
  let version = 0;
  try {
    const published = embeddedPublishedConfig() ?? (await fetchPublishedConfig());
    if (published) {
      for (const [name, manifest] of Object.entries(published.manifests)) registerManifestReplacement(name, manifest);
      version = published.version;
    }
  } catch {
    version = -1;
  }
  reloadOnNextRouteChangeAfter(version);
}

/** The version the server embedded in index.html (no request); absent when a page is served otherwise (vite's dev server). */
function embeddedPublishedConfig(): PublishedConfig | undefined {
  const text = document.getElementById(PAGE_PUBLISHED_CONFIG_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as PublishedConfig) : undefined;
}

async function fetchPublishedConfig(): Promise<PublishedConfig | undefined> {
  const response = await fetch(PUBLISHED_CONFIG_PATH, { credentials: 'same-origin' });
  return response.ok ? ((await response.json()) as PublishedConfig) : undefined;
}
