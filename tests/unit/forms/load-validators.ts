import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { FormManifest } from '../../../engine/core/generated/manifests.gen';
import { compileFormValidators, readForms } from '../../../scripts/compile-form-validators';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const FIXTURE_FORMS_DIR = join(ROOT, 'tests', 'fixtures', 'forms');
// Inside the project so the generated imports (ajv, ajv-formats) resolve from node_modules.
const CACHE_DIR = join(ROOT, 'node_modules', '.cache', 'forms-tests');

/** Compiles the forms of `dir` exactly as the build does and imports the result, as the browser would. */
export async function loadPrecompiledValidators(dir = FIXTURE_FORMS_DIR): Promise<ValidatorFunctions> {
  const { js } = compileFormValidators(readForms(dir));
  const file = join(CACHE_DIR, `validators-${createHash('sha256').update(js).digest('hex').slice(0, 16)}.js`);
  mkdirSync(CACHE_DIR, { recursive: true });
  writeFileSync(file, js);
  const loaded = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { validateFns: ValidatorFunctions };
  return loaded.validateFns;
}

/** The fixture forms as manifests, by id. */
export function fixtureForms(): Record<string, FormManifest> {
  const files = readdirSync(FIXTURE_FORMS_DIR).filter((name) => name.endsWith('.json'));
  const forms = files.map((name) => JSON.parse(readFileSync(join(FIXTURE_FORMS_DIR, name), 'utf8')) as FormManifest);
  return Object.fromEntries(forms.map((form) => [form.id, form]));
}
