import { resolveTemplate } from '../../engine/core';
import { staffManifest } from '../../src/manifests/staff-manifest';

type StudioCopy = typeof staffManifest.studio;
export type StudioTextKey = Exclude<keyof StudioCopy, 'preview'>;
export type PreviewTextKey = Exclude<keyof StudioCopy['preview'], 'members' | 'pageMenus'>;

/** A text of config/staff.json studio, with its {tokens} filled in. */
export function text(key: StudioTextKey, values: Record<string, string | number> = {}): string {
  return resolveTemplate(staffManifest.studio[key], values);
}

/** A text of the studio's preview (config/staff.json studio.preview), with its {tokens} filled in. */
export function previewText(key: PreviewTextKey, values: Record<string, string | number> = {}): string {
  return resolveTemplate(staffManifest.studio.preview[key], values);
}

/** The members a preview may sign in as, with the studio's label for each. */
export const previewMembers = staffManifest.studio.preview.members;

/** The menus whose pages a preview may open on. */
export const previewPageMenus = staffManifest.studio.preview.pageMenus;
