import { formatIcuMessage } from '../../../engine/core/icu-formatter';
import { installMessageFormatter } from '../../../engine/core/template';
import { registerManifestOverlay } from '../../manifests/load-manifest';
import { publishedOverlay } from '../published-config';

// One module per locale under ./overlays/, each holding that locale's overlays: one chunk per locale.
const overlayModules = import.meta.glob<{ default: Readonly<Record<string, unknown>> }>('./overlays/*.ts');

/**
 * Readies the page for a locale before the app loads: registers its overlays (none for a locale without a module
 * here, such as the default) and formats ICU messages in it.
 */
export async function loadLocale(tag: string): Promise<void> {
  const overlays = await overlayModules[`./overlays/${tag}.ts`]?.();
  // The version in force may replace a bundled overlay (the studio edits the text of its manifests in each language).
  for (const [name, overlay] of Object.entries(overlays?.default ?? {})) registerManifestOverlay(name, publishedOverlay(tag, name) ?? overlay);
  installMessageFormatter((text, values, locale) => formatIcuMessage(text, values, locale ?? tag));
}
