import type { PublishedConfig } from '../../engine/core/generated/api.gen';
import { PAGE_PUBLISHED_CONFIG_ELEMENT_ID } from '../../engine/core/page-data';
import { PREVIEW_SESSION_HEADER, PREVIEW_SESSION_QUERY } from '../../engine/core/preview-session';
import { onApiAnswer } from '../../engine/react/api-fetch';
import { setStandingHeader } from '../../engine/react/api/standing-headers';
import { registerManifestReplacement } from '../manifests/load-manifest';


/**
 * A studio preview's page (opened in the studio's frame with its read-only session in the address): the session is
 * kept for this page's API calls alone, in a header, and taken out of the address so a copied link carries nothing.
 * It is never stored: the product owner's own session, in the same browser, stays theirs.
 */
function takePreviewSession(): boolean {
  const url = new URL(window.location.href);
  const token = url.searchParams.get(PREVIEW_SESSION_QUERY);
  if (token === null || token === '') return false;
  setStandingHeader(PREVIEW_SESSION_HEADER, token);
  url.searchParams.delete(PREVIEW_SESSION_QUERY);
  window.history.replaceState(window.history.state, '', url);
  return true;
}

/** Where the server answers the version of the manifests in force (public; an ETag makes asking again cheap). */
export const PUBLISHED_CONFIG_PATH = '/api/config/client-api/v2/config/published';
/** The header every API answer carries: the number of the version in force. */
export const CONFIG_VERSION_HEADER = 'x-config-version';

/** The language overlays the version in force replaces, by locale tag and manifest name ("es-US", "menus.json"). */
const publishedOverlays = new Map<string, unknown>();
const OVERLAY_NAME = /^locales\/([^/]+)\/(.+)$/;

/** The overlay of a manifest in a locale as the version in force has it, if it replaces the bundled one. */
export function publishedOverlay(tag: string, name: string): unknown {
  return publishedOverlays.get(`${tag}/${name}`);
}

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
 * imports the app. A studio preview's page has its draft embedded instead (the server chose by its session). Without an answer the page runs on the bundled manifests (the
 * server still decides with the published ones), and the first answer naming a version makes the next page load fresh.
 */
export async function applyPublishedConfig(): Promise<void> {
  const preview = takePreviewSession();
  let version = 0;
  try {
    const published = embeddedPublishedConfig() ?? (await fetchPublishedConfig());
    if (published) {
      for (const [name, manifest] of Object.entries(published.manifests)) {
        // A language's overlay ("locales/es-US/menus.json") replaces the bundled overlay when that language loads.
        const overlay = OVERLAY_NAME.exec(name);
        if (overlay) publishedOverlays.set(`${overlay[1]}/${overlay[2]}`, manifest);
        else registerManifestReplacement(name, manifest);
      }
      version = published.version;
    }
  } catch {
    version = -1;
  }
  // A preview shows its draft until the studio opens it again; a newer version in force is not the draft.
  if (!preview) reloadOnNextRouteChangeAfter(version);
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
