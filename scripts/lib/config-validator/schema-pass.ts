import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import type { ValidationIssue } from '../../../engine/core/config-validation/issue';
import type { ConfigFile } from './load-config';
import { checkSchemasWith, compileSchemaValidators, type SchemaText } from '../../../engine/core/config-validation/schema-check';
import { textsKey } from './texts-key';

export { MANIFEST_KINDS, expectedSchemaName, type ManifestKind } from '../../../engine/core/config-validation/schema-check';

/** Every schema file of a schemas directory with its text, in name order. */
export function readSchemaTexts(schemasDir: string): SchemaText[] {
  return readdirSync(schemasDir)
    .filter((entry) => entry.endsWith('.schema.json'))
    .sort()
    .map((name) => ({ name, text: readFileSync(join(schemasDir, name), 'utf8') }));
}

const compiled = new Map<string, Map<string, ValidateFunction>>();

/**
 * The schemas' validators, compiled once per distinct set of schema texts: compiling is most of a check's cost, and
 * one process (a test file, a tool checking edits as they are made) may check many configs against the same schemas.
 */
export function loadValidators(schemasDir: string): Map<string, ValidateFunction> {
  const schemas = readSchemaTexts(schemasDir);
  const key = textsKey(schemas);
  const cached = compiled.get(key);
  if (cached) return cached;
  const validators = compileSchemaValidators(schemas);
  compiled.set(key, validators);
  return validators;
}

/** Pass 1 over the schemas of a directory (see checkSchemasWith). */
export function checkSchemas(files: readonly ConfigFile[], schemasDir: string, unreadable: readonly string[] = []): ValidationIssue[] {
  return checkSchemasWith(files, loadValidators(schemasDir), unreadable);
}
