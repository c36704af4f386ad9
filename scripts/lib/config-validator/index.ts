import { fileURLToPath } from 'node:url';
import type { ValidationIssue } from '../../../engine/core/config-validation/issue';
import { loadConfigFiles } from './load-config';
import { loadValidators } from './schema-pass';
import { readSourceTexts, stringsOf } from './source-texts';
import { checkErrorCodes } from './error-codes';
import type { ErrorsManifest } from '../../../engine/core/generated/manifests.gen';
import { validateManifestSet, type ValidationSummary } from '../../../engine/core/config-validation/validate-manifest-set';
import type { LocalesManifest } from '../../../engine/core/generated/manifests.gen';
import { checkLocaleOverlays } from './locale-overlays';

export type { ValidationIssue } from '../../../engine/core/config-validation/issue';
export type { ValidationSummary } from '../../../engine/core/config-validation/validate-manifest-set';

export interface ValidateConfigOptions {
  /** The directory holding the manifests (config/). */
  readonly configDir: string;
  /** Keys of the screen registry (screens/index.ts) routes may name. */
  readonly screenKeys: readonly string[];
  /** The directory holding the manifest schemas; the repository's schemas/ when omitted. */
  readonly schemasDir?: string;
  /** The project whose engine/, screens/ and src/ must name every catalogue code and only those; unchecked when omitted. */
  readonly sourceRoot?: string;
}

const DEFAULT_SCHEMAS_DIR = fileURLToPath(new URL('../../../schemas/', import.meta.url));

/** Both passes over a config directory: its files read from disk, then checked by validateManifestSet. */
export function runValidation(options: ValidateConfigOptions): { issues: ValidationIssue[]; summary: ValidationSummary } {
  const loaded = loadConfigFiles(options.configDir);
  const { issues, summary, referencesChecked } = validateManifestSet({
    files: loaded.files,
    unreadable: loaded.unreadable,
    readIssues: loaded.issues,
    validators: loadValidators(options.schemasDir ?? DEFAULT_SCHEMAS_DIR),
    screenKeys: options.screenKeys,
  });
  // The catalogue against the code that raises it: only the repository has the code, so only the CLI checks it.
  if (referencesChecked && options.sourceRoot !== undefined) {
    const others = loaded.files.filter((entry) => entry.relativePath !== 'errors.json');
    const configStrings = new Set<string>();
    for (const entry of others) stringsOf(entry.data, configStrings);
    const definitions = (loaded.files.find((entry) => entry.relativePath === 'errors.json')?.data as ErrorsManifest).errors;
    const catalogue = Object.keys(definitions);
    const unshown = catalogue.filter((code) => definitions[code]?.unshown === true);
    issues.push(...checkErrorCodes({ catalogue, unshown, sources: readSourceTexts(options.sourceRoot), configStrings }));
  }
  // Each language's overlays against the English manifests: the overlays are files of their own under config/locales/.
  const locales = loaded.files.find((entry) => entry.relativePath === 'locales.json')?.data as LocalesManifest | undefined;
  if (referencesChecked && locales !== undefined) issues.push(...checkLocaleOverlays(options.configDir, locales, loaded.files));
  return { issues, summary };
}

/** Every problem in the manifests under `configDir`; an empty list means they are good to ship. */
export function validateConfig(options: ValidateConfigOptions): ValidationIssue[] {
  return runValidation(options).issues;
}
