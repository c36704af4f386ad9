import type { LocalesManifest } from '../../../../engine/core/generated/manifests.gen';
import { pseudoOverlay } from '../../../../engine/core/pseudo-locale';

// The files' own text (?raw): the browser's parsed copies of the manifests leave out what the first load does not
// need (locales.json's text patterns), and raw modules stay out of the chunks English readers load.
const english = import.meta.glob<string>('../../../../config/**/*.json', { eager: true, query: '?raw', import: 'default' });
const CONFIG = '/config/';

function manifestText(name: string): string | undefined {
  const key = Object.keys(english).find((path) => path.endsWith(`${CONFIG}${name}`));
  return key === undefined ? undefined : english[key];
}

const locales = JSON.parse(manifestText('locales.json') ?? '{}') as LocalesManifest;
const overlays: Record<string, unknown> = {};
for (const [name, patterns] of Object.entries(locales.text)) {
  const text = manifestText(name);
  if (text === undefined) continue;
  const overlay = pseudoOverlay(JSON.parse(text), patterns, locales.pseudo.expansion);
  if (overlay !== undefined) overlays[name] = overlay;
}

/** The pseudo-locale (en-XA), for tests only: every member-read English string accented and made longer. */
export default overlays;
