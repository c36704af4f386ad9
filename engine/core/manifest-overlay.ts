/**
 * A manifest overlay holds only some of a manifest's strings, at the same places: a language's translation of the
 * member-read text, for example. Objects carry only the keys that hold such text; an array has the manifest's
 * array's length, `null` marking an element the overlay leaves alone. Applying one never changes its inputs.
 */
export type ManifestOverlay = string | null | readonly ManifestOverlay[] | { readonly [key: string]: ManifestOverlay };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The manifest with the overlay's strings in place of its own; where the two disagree in shape, the manifest wins. */
export function applyOverlay<T>(manifest: T, overlay: unknown): T {
  if (overlay === null || overlay === undefined) return manifest;
  if (typeof overlay === 'string') return (typeof manifest === 'string' ? overlay : manifest) as T;
  if (Array.isArray(overlay)) {
    if (!Array.isArray(manifest)) return manifest;
    return manifest.map((element: unknown, index) => applyOverlay(element, overlay[index])) as T;
  }
  if (!isPlainObject(overlay) || !isPlainObject(manifest)) return manifest;
  const result: Record<string, unknown> = { ...manifest };
  for (const [key, value] of Object.entries(overlay)) {
    if (Object.hasOwn(manifest, key)) result[key] = applyOverlay(manifest[key], value);
  }
  return result as T;
}
