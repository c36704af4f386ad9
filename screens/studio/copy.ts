import { resolveTemplate } from '../../engine/core';
import { staffManifest } from '../../src/manifests/staff-manifest';

export type StudioTextKey = keyof typeof staffManifest.studio;

/** A text of config/staff.json studio, with its {tokens} filled in. */
export function text(key: StudioTextKey, values: Record<string, string | number> = {}): string {
  return resolveTemplate(staffManifest.studio[key], values);
}
