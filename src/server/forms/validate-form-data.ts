import type { Kysely } from 'kysely';
import { formCopyFromErrors } from '../../../engine/core/forms/form-copy';
import type { FieldError } from '../../../engine/core/forms/field-errors';
import type { FormManifest } from '../../../engine/core/generated/manifests.gen';
import type { Database } from '../db/schema';
import { formManifests } from '../../manifests/form-manifests';
import { errorsManifest, type ErrorCatalogue } from '../../manifests';
import { currentPublishedConfig, type PublishedConfig } from '../studio/published-manifests';
import { createFormValidator } from './form-validator';
import type { FormValidator } from './form-validator';

/** The forms' file names in a published version: "forms/<id>.json". */
const FORM_FILE = /^forms\/(.+)\.json$/;

// A version never changes, so its validator is kept by the version's id (null: the release); the newest few suffice.
const KEPT_VERSIONS = 4;
const validators = new Map<string | null, FormValidator>();

function validatorOf(published: PublishedConfig): FormValidator {
  const kept = validators.get(published.id);
  if (kept) return kept;
  const forms: Record<string, FormManifest> = { ...formManifests };
  for (const [name, manifest] of Object.entries(published.manifests)) {
    const id = FORM_FILE.exec(name)?.[1];
    if (id !== undefined && Object.hasOwn(forms, id)) forms[id] = manifest as FormManifest;
  }
  const catalogue = Object.hasOwn(published.manifests, 'errors.json') ? (published.manifests['errors.json'] as ErrorCatalogue) : errorsManifest;
  const validator = createFormValidator(forms, formCopyFromErrors(catalogue.errors));
  validators.set(published.id, validator);
  for (const oldest of validators.keys()) {
    if (validators.size <= KEPT_VERSIONS) break;
    validators.delete(oldest);
  }
  return validator;
}

/**
 * Validates a request body against `config/forms/<formId>.json` as the version in force has it, with the messages of
 * its errors.json; an empty list means valid. A published version changes only a form's words (the studio refuses any
 * other change), so the rules are the release's and a message names the field as the member's form labels it.
 * Answer a non-empty list as 400 `{ errors }`. Throws `UnknownFormError` for an unknown form id.
 */
export async function validateFormData(db: Kysely<Database>, formId: string, data: unknown): Promise<FieldError[]> {
  return validateFormDataIn(await currentPublishedConfig(db), formId, data);
}

/** validateFormData against the forms of a given version (RELEASE_VERSION: the release's). */
export function validateFormDataIn(published: PublishedConfig, formId: string, data: unknown): FieldError[] {
  return validatorOf(published).validate(formId, data);
}
