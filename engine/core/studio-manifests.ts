/**
 * The manifests a studio draft may change, by file name under config/: those that everything reading them (the
 * browser, and the server where it reads them) takes from the version in force, so a published change applies
 * everywhere at once and a screen never offers what the server refuses. The policy, the permissions and the routes
 * are not among them: the server decides with the release's.
 */
export const STUDIO_MANIFESTS: readonly string[] = ['menus.json', 'limits.json', 'modals.json', 'banners.json'];

/** Whether a studio draft may change the manifest of this file name. */
export const isStudioManifest = (name: string): boolean => STUDIO_MANIFESTS.includes(name);
