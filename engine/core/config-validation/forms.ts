import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FormManifest } from '../generated/manifests.gen';
import { describeFound, makeIssue, pointerJoin, type ValidationIssue } from './issue';
import type { ConfigFile } from './config-file';
import { fileBaseName } from './schema-check';

/**
 * Forms: the id matches the file name, the form's own `schema` compiles as a JSON Schema
 * (draft-07, what react-jsonschema-form uses), and every uiSchema field names a schema property.
 */
export function checkForms(forms: readonly ConfigFile[]): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const { file, relativePath, data } of forms) {
    const form = data as FormManifest;
    const expectedId = fileBaseName(relativePath);
    if (form.id !== expectedId) {
      issues.push(makeIssue(file, '/id', `the file name "${expectedId}"`, describeFound(form.id)));
    }
    try {
      const ajv = new Ajv({ allErrors: true, strict: true });
      addFormats(ajv);
      ajv.compile(form.schema);
    } catch (error) {
      issues.push(makeIssue(file, '/schema', 'a valid JSON Schema (draft-07)', 'a schema Ajv cannot compile', (error as Error).message));
    }
    const properties = (form.schema as { properties?: Record<string, unknown> }).properties ?? {};
    for (const field of Object.keys(form.uiSchema)) {
      if (field.startsWith('ui:') || field in properties) continue;
      issues.push(
        makeIssue(file, pointerJoin('/uiSchema', field), `a field of the form schema (${Object.keys(properties).join(', ')})`, describeFound(field), 'no field has that name'),
      );
    }
  }
  return issues;
}
