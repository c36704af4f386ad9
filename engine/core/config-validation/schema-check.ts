import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { ajvErrorsToIssues } from './ajv-errors';
import { describeFound, makeIssue, type ValidationIssue } from './issue';
import type { ConfigFile } from './config-file';

/** The manifest kinds: each needs one file at the top of config/ with this name. */
export const MANIFEST_KINDS = [
  'access-profiles',
  'account-preferences',
  'account-opening',
  'alerts',
  'app',
  'banners',
  'cards',
  'chat',
  'copy',
  'disputes',
  'errors',
  'flags',
  'gl-accounts',
  'information-pages',
  'insights',
  'ira',
  'lending',
  'limits',
  'locales',
  'member-alerts',
  'menus',
  'messages',
  'modals',
  'money-insights',
  'passkeys',
  'permissions',
  'profile',
  'products-and-more',
  'privacy',
  'risk',
  'routes',
  'savings-goals',
  'sign-in-help',
  'sso',
  'static-pages',
  'staff',
  'trusted-users',
  'upload-portals',
] as const;

export type ManifestKind = (typeof MANIFEST_KINDS)[number];

const FORMS_DIR = 'forms/';

/** A path's last segment without ".json": pure string work, so the browser and the server run the same check. */
export function fileBaseName(path: string): string {
  return (path.split('/').pop() ?? path).replace(/\.json$/, '');
}

const schemaFileName = (path: string): string => path.split('/').pop() ?? path;

/** The schema file a config file must name: its own kind at the top level, form.schema.json for forms. */
export function expectedSchemaName(relativePath: string): string {
  return relativePath.startsWith(FORMS_DIR) ? 'form.schema.json' : `${fileBaseName(relativePath)}.schema.json`;
}

/** A schema file of schemas/: its file name ("menus.schema.json") and its text. */
export interface SchemaText {
  readonly name: string;
  readonly text: string;
}

/** The validator of each schema file, by file name. Compiling is most of a check's cost: callers keep the result. */
export function compileSchemaValidators(schemas: readonly SchemaText[]): Map<string, ValidateFunction> {
  // verbose: errors carry their schema, so messages can list allowed properties and name rule shapes.
  const ajv = new Ajv2020({ allErrors: true, strict: true, verbose: true });
  addFormats(ajv);
  const ids = new Map<string, string>();
  for (const { name, text } of schemas) {
    const schema = JSON.parse(text) as { $id: string };
    ajv.addSchema(schema);
    ids.set(name, schema.$id);
  }
  const validators = new Map<string, ValidateFunction>();
  for (const [name, id] of ids) {
    const validate = ajv.getSchema(id);
    if (validate) validators.set(name, validate);
  }
  return validators;
}

/**
 * Pass 1: every file against the schema its `$schema` names (Ajv, draft 2020-12, all errors,
 * strict). A file must name the schema of its own kind, and every manifest kind must exist.
 */
export function checkSchemasWith(
  files: readonly ConfigFile[],
  validators: ReadonlyMap<string, ValidateFunction>,
  unreadable: readonly string[] = [],
): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const { file, relativePath, data } of files) {
    const expected = expectedSchemaName(relativePath);
    if (!validators.has(expected)) {
      const kinds = [...MANIFEST_KINDS].map((kind) => `${kind}.json`).join(', ');
      issues.push(makeIssue(file, '', `one of the manifest files ${kinds} or a form under forms/`, 'a file of no known kind'));
      continue;
    }
    const named = typeof data === 'object' && data !== null ? (data as Record<string, unknown>).$schema : undefined;
    if (typeof named !== 'string' || schemaFileName(named) !== expected) {
      const prefix = relativePath.startsWith(FORMS_DIR) ? '../../schemas/' : '../schemas/';
      issues.push(makeIssue(file, '/$schema', `"${prefix}${expected}"`, describeFound(named)));
    }
    const validate = validators.get(expected);
    if (validate && !validate(data)) issues.push(...ajvErrorsToIssues(file, data, validate.errors ?? []));
  }
  const present = new Set([...files.map((entry) => entry.relativePath), ...unreadable]);
  for (const kind of MANIFEST_KINDS) {
    if (!present.has(`${kind}.json`)) {
      issues.push(makeIssue(`config/${kind}.json`, '', `a ${kind}.json manifest (every manifest kind is required)`, 'no such file'));
    }
  }
  return issues;
}
