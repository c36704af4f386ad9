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
import type { FormCopy } from '../../../engine/core/forms/form-copy';
import type { ApiError } from '../../../engine/core/generated/api.gen';
import { ApiProblem, errorMessage, type CatalogueError } from '../errors';

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
 * Validates a request body against `config/forms/<formId>.json` as `published` has it, with the messages of its
 * errors.json; an empty list means valid. A published version changes only a form's words (the studio refuses any
 * other change), so the rules are the release's and a message names the field as the member's form labels it.
 * Throws `UnknownFormError` for an unknown form id. Routes answer through `formProblem`, in the reader's language.
 */
export function validateFormDataIn(published: PublishedConfig, formId: string, data: unknown): FieldError[] {
  return validatorOf(published).validate(formId, data);
}

// The catalogue's form copy, made once per catalogue read (a version's manifest in a language is one object).
const copies = new WeakMap<ErrorCatalogue, FormCopy>();
function copyOf(catalogue: ErrorCatalogue): FormCopy {
  let copy = copies.get(catalogue);
  if (copy === undefined) {
    copy = formCopyFromErrors(catalogue.errors);
    copies.set(catalogue, copy);
  }
  return copy;
}

/** Where a form's errors go in the request, and what else the request broke (a field beside the form's). */
export interface FormProblemOptions {
  /** Places each error: "/number" of the phone form is "/mobilePhone" of an invitation. */
  readonly at?: (path: string) => string;
  /** Catalogue refusals of fields the form does not hold, answered after the form's own. */
  readonly also?: readonly CatalogueError[];
}

/**
 * The 400 for `data` that breaks form `formId`'s rules as the version in force has them, or undefined when it keeps
 * them. Its words are read when it is answered, as the member reads the form: the field labels of the form and the
 * messages of the error catalogue in force, in the reader's language. The rules are the release's in every language,
 * so the check made again over the reader's words finds the same fields at fault.
 */
export async function formProblem(db: Kysely<Database>, formId: string, data: unknown, options: FormProblemOptions = {}): Promise<ApiProblem | undefined> {
  const { at = (path: string) => path, also = [] } = options;
  const published = await currentPublishedConfig(db);
  const validator = validatorOf(published);
  const answer = (errors: readonly FieldError[], catalogue: ErrorCatalogue, locale?: string): ApiError[] => [
    ...errors.map(({ path, message }) => ({ path: at(path), message })),
    ...also.map(({ path, code, values }) => ({ path, message: errorMessage(code, values, catalogue, locale) })),
  ];
  const errors = validator.validate(formId, data);
  if (errors.length === 0 && also.length === 0) return undefined;
  const bundled = formManifests[formId] as FormManifest;
  return ApiProblem.readBy(400, 'BAD_REQUEST', answer(errors, errorsManifest), {
    read: async (read, locale) => {
      const form = await read(`forms/${formId}.json`, bundled);
      const catalogue = await read('errors.json', errorsManifest);
      return answer(validator.validate(formId, data, { form, copy: copyOf(catalogue) }), catalogue, locale);
    },
  });
}
