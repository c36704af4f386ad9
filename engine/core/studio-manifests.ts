/**
 * The manifests a studio draft may change, by file name under config/: those that everything reading them (the
 * browser, and the server where it reads them) takes from the version in force, so a published change applies
 * everywhere at once and a screen never offers what the server refuses. The server reads the limits, the copy (the
 * PDFs' words, the transaction export, the partner pages) and the member alerts (kinds and words, in the member's
 * language) through src/server/studio/manifest-in-force.ts or published-manifests.ts, and the flags (every evaluation,
 * the browser's included) through flags-in-force.ts; the menus, modals and banners only the browser reads. The policy
 * and the permissions are not among them: the server decides with the release's. The routes, the alerts and the
 * error catalogue are offered for their words only (below).
 */
export const STUDIO_MANIFESTS: readonly string[] = ['menus.json', 'limits.json', 'modals.json', 'banners.json', 'copy.json', 'member-alerts.json', 'flags.json'];

/** Where a language's overlays live under config/: one folder per locale tag. */
const OVERLAYS_FOLDER = 'locales/';

/**
 * The manifests a draft may change the words of only (strings where config/locales.json says members read text),
 * since the server decides with the rest as released:
 * - the routes: their titles are words; their paths, screens and visibility rules are the server's to know;
 * - the alerts: their dialogs' and explanations' words; which condition raises which alert the server decides with;
 * - the error catalogue: its messages, which the server reads from the version in force, in the reader's language,
 *   when it answers a refusal; its codes are compiled into both the browser and the server.
 */
export const WORDS_ONLY_MANIFESTS: readonly string[] = ['routes.json', 'alerts.json', 'errors.json'];

/**
 * The folders whose every manifest is words only: a form's rules are compiled into the browser at build time and
 * checked by the server with the release's, while both take its words (title, labels, hints) from the version in force.
 */
const WORDS_ONLY_FOLDERS: readonly string[] = ['forms/'];

/** Whether a draft may change only the words of this manifest ("forms/payee.json", "routes.json"). */
export const isWordsOnlyManifest = (name: string): boolean => WORDS_ONLY_MANIFESTS.includes(name) || WORDS_ONLY_FOLDERS.some((folder) => name.startsWith(folder));

const isOffered = (name: string): boolean => STUDIO_MANIFESTS.includes(name) || isWordsOnlyManifest(name);

/**
 * Whether a studio draft may change the manifest, or the language overlay, of this file name. An overlay
 * ("locales/es-US/menus.json") is the text of a manifest the studio offers in another language, so a product owner
 * changes a label in every language the product speaks; the release must ship the overlay (the server checks).
 */
export const isStudioManifest = (name: string): boolean => isOffered(name) || isOffered(overlayOf(name)?.manifest ?? '');

/** The locale and English manifest of an overlay's file name ("locales/es-US/menus.json"), or undefined for a manifest. */
export function overlayOf(name: string): { tag: string; manifest: string } | undefined {
  if (!name.startsWith(OVERLAYS_FOLDER)) return undefined;
  const [tag, ...rest] = name.slice(OVERLAYS_FOLDER.length).split('/');
  return tag && rest.length > 0 ? { tag, manifest: rest.join('/') } : undefined;
}
