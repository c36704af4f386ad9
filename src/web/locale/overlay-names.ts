/**
 * The overlays of one locale by the name of the manifest they overlay ("copy.json", "forms/transfer.json"), from
 * the modules an `import.meta.glob` of config/locales/<tag>/ found (keys are paths ending in that name).
 */
export function overlaysByManifest(modules: Readonly<Record<string, unknown>>, folder: string): Record<string, unknown> {
  const overlays: Record<string, unknown> = {};
  for (const [path, overlay] of Object.entries(modules)) {
    const at = path.indexOf(folder);
    if (at >= 0) overlays[path.slice(at + folder.length)] = overlay;
  }
  return overlays;
}
