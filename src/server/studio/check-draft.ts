import { jsonDiff, jsonEqual } from '../../../engine/core/json-diff';
import { isStudioManifest } from '../../../engine/core/studio-manifests';
import type { StudioChange, StudioIssue } from '../../../engine/core/generated/api.gen';
import { validateManifestSet } from '../../../engine/core/config-validation/validate-manifest-set';
import type { PublishedConfig } from './published-manifests';
import { releaseConfig } from './release-config';

/** Whole manifests by file name under config/. */
export type ManifestSet = Readonly<Record<string, unknown>>;

/** The names a draft names that the studio does not offer (or the release has no file for). */
export function unknownManifestNames(manifests: ManifestSet): string[] {
  const { files } = releaseConfig();
  return Object.keys(manifests).filter((name) => !files.has(name) || !isStudioManifest(name));
}

/** A manifest as the version in force has it: published, else the release's. */
export function manifestInForce(published: PublishedConfig, name: string): unknown {
  return Object.hasOwn(published.manifests, name) ? published.manifests[name] : releaseConfig().files.get(name);
}

/**
 * Every problem of the whole configuration the draft would put in force (the release's files, the published
 * version's over them, the draft's over those), found by the same checks as `npm run validate`: schema (with the
 * limits schema's maxima), cross-references and the other rules. Each names the manifest and the pointer.
 */
export function draftIssues(published: PublishedConfig, draft: ManifestSet): StudioIssue[] {
  const release = releaseConfig();
  const files = [...release.files.keys()].map((relativePath) => {
    const data = Object.hasOwn(draft, relativePath) ? draft[relativePath] : manifestInForce(published, relativePath);
    return { file: `config/${relativePath}`, relativePath, data };
  });
  const { issues } = validateManifestSet({ files, validators: release.validators, screenKeys: release.screenKeys });
  return issues.map((issue) => ({
    manifest: issue.file.replace(/^config\//, ''),
    pointer: issue.pointer,
    expected: issue.expected,
    found: issue.found,
    message: issue.message,
  }));
}

/** What the draft changes in the version in force, manifest by manifest: pointer, before and after. */
export function draftChanges(published: PublishedConfig, draft: ManifestSet): StudioChange[] {
  return Object.keys(draft)
    .sort()
    .flatMap((manifest) => jsonDiff(manifestInForce(published, manifest), draft[manifest]).map((change) => ({ manifest, ...change })));
}

/**
 * The manifests of the version a draft publishes: those the version in force replaces, with the draft's over them,
 * leaving out any now equal to the release's own (a version holds only what differs from the release).
 */
export function nextVersionManifests(published: PublishedConfig, draft: ManifestSet): Record<string, unknown> {
  const { files } = releaseConfig();
  const merged: Record<string, unknown> = { ...published.manifests, ...draft };
  return Object.fromEntries(Object.entries(merged).filter(([name, manifest]) => !jsonEqual(files.get(name), manifest)));
}
