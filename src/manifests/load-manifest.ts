import { applyOverlay } from '../../engine/core/manifest-overlay';

/** Freezes a manifest that `npm run validate` has already checked, and names its generated type. */
function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}

/** What replaces or overlays a manifest, by its file name under config/ ("copy.json", "forms/transfer.json"). */
const replacements = new Map<string, unknown>();
const overlays = new Map<string, unknown[]>();
const loaded = new Set<string>();

function refuseAfterLoad(name: string): void {
  if (loaded.has(name)) throw new Error(`The manifest ${name} is already loaded; register what changes it before the app starts.`);
}

/** A whole manifest to use in place of the bundled one (a published version). Register before the app loads. */
export function registerManifestReplacement(name: string, manifest: unknown): void {
  refuseAfterLoad(name);
  replacements.set(name, manifest);
}

/** An overlay of some of a manifest's strings (a language). Applied in the order registered, after any replacement. */
export function registerManifestOverlay(name: string, overlay: unknown): void {
  refuseAfterLoad(name);
  overlays.set(name, [...(overlays.get(name) ?? []), overlay]);
}

// The JSON is checked against its schema by `npm run validate` before every build and test run,
// so the cast only names what the validator has already proven; nothing is validated at run time
// (that would put ajv in the first page load). The types stay the generated (mutable) ones so
// engine functions take them as they are; the freeze makes any write throw instead.
export function load<T>(json: unknown, name: string): T {
  loaded.add(name);
  let manifest = replacements.get(name) ?? json;
  for (const overlay of overlays.get(name) ?? []) manifest = applyOverlay(manifest, overlay);
  deepFreeze(manifest);
  return manifest as T;
}
