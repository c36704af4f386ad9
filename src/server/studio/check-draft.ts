import { jsonDiff, jsonEqual } from '../../../engine/core/json-diff';
import { isStudioManifest, isWordsOnlyManifest, overlayOf, STUDIO_MANIFESTS } from '../../../engine/core/studio-manifests';
import { changesBeyondWords } from '../../../engine/core/config-validation/words-only';
import { flagKeyChanges } from '../../../engine/core/config-validation/flag-keys';
import type { LocalesManifest } from '../../../engine/core/generated/manifests.gen';
import { checkTranslated, compareOverlayShape } from '../../../engine/core/config-validation/locale-overlay-shape';
import type { ValidationIssue } from '../../../engine/core/config-validation/issue';
import type { StudioChange, StudioIssue } from '../../../engine/core/generated/api.gen';
import { validateManifestSet } from '../../../engine/core/config-validation/validate-manifest-set';
import type { PublishedConfig } from './published-manifests';
import { releaseConfig, releaseFile } from './release-config';

/** Whole manifests by file name under config/. */
export type ManifestSet = Readonly<Record<string, unknown>>;

/**
 * Every file a draft may change: the manifests the studio offers, then those it may change the words of only (the
 * forms), then the language overlays of both that the release ships.
 */
export function studioFileNames(): string[] {
  const release = releaseConfig();
  return [...STUDIO_MANIFESTS, ...[...release.files.keys()].filter(isWordsOnlyManifest), ...[...release.overlays.keys()].filter((name) => isStudioManifest(name))];
}

/** The names a draft names that the studio does not offer (or the release has no file for). */
export function unknownManifestNames(manifests: ManifestSet): string[] {
  return Object.keys(manifests).filter((name) => releaseFile(name) === undefined || !isStudioManifest(name));
}

/** A manifest (or a language overlay) as the version in force has it: published, else the release's. */
export function manifestInForce(published: PublishedConfig, name: string): unknown {
  return Object.hasOwn(published.manifests, name) ? published.manifests[name] : releaseFile(name);
}

/**
 * The language overlays of the manifests the studio offers, against the English the draft would put in force: each in
 * force (the draft's, else the version in force's, else the release's) has English's shape and placeholders and
 * translates every member-read string, as `npm run validate` requires of the files.
 */
function overlayIssues(published: PublishedConfig, draft: ManifestSet): ValidationIssue[] {
  const release = releaseConfig();
  const inForce = (name: string): unknown => (Object.hasOwn(draft, name) ? draft[name] : manifestInForce(published, name));
  const locales = release.files.get('locales.json') as LocalesManifest;
  const issues: ValidationIssue[] = [];
  for (const name of release.overlays.keys()) {
    const overlay = overlayOf(name);
    if (!overlay || !isStudioManifest(name)) continue;
    const english = inForce(overlay.manifest);
    const where = { file: `config/${name}`, englishFile: `config/${overlay.manifest}`, tag: overlay.tag };
    compareOverlayShape(where, english, inForce(name), '', issues);
    const patterns = locales.text[overlay.manifest];
    if (patterns) checkTranslated(where, english, inForce(name), patterns, issues);
  }
  return issues;
}

/** Where a words-only manifest's member-read words are (config/locales.json): nowhere when it names none. */
export function wordsOf(name: string): { text: string[]; exclude?: string[] } {
  const locales = releaseConfig().files.get('locales.json') as LocalesManifest;
  const { text, exclude } = locales.text[name] ?? { text: [] };
  return { text: [...text], ...(exclude === undefined ? {} : { exclude: [...exclude] }) };
}

/** The changes a draft makes beyond the words of a manifest whose rules stay the release's (a form), by pointer. */
function wordsOnlyIssues(draft: ManifestSet): ValidationIssue[] {
  return Object.keys(draft)
    .filter(isWordsOnlyManifest)
    .flatMap((name) => changesBeyondWords(`config/${name}`, releaseFile(name), draft[name], wordsOf(name)));
}

/** The flags a draft adds or drops: a release adds and retires flags, since code asks for them by key. */
function flagIssues(draft: ManifestSet): ValidationIssue[] {
  return Object.hasOwn(draft, 'flags.json') ? flagKeyChanges('config/flags.json', releaseFile('flags.json'), draft['flags.json']) : [];
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
  return [...issues, ...wordsOnlyIssues(draft), ...flagIssues(draft), ...overlayIssues(published, draft)].map((issue) => ({
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
  const merged: Record<string, unknown> = { ...published.manifests, ...draft };
  return Object.fromEntries(Object.entries(merged).filter(([name, manifest]) => !jsonEqual(releaseFile(name), manifest)));
}
