import type { ErrorObject } from 'ajv';
import { describeFound, makeIssue, pointerJoin, type ValidationIssue } from './issue';

type SchemaLike = {
  title?: unknown;
  description?: unknown;
  properties?: Record<string, unknown>;
  patternProperties?: Record<string, unknown>;
};

const quoteList = (values: readonly unknown[]): string => values.map((value) => JSON.stringify(value)).join(', ');

const article = (type: string): string => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);

function valueAt(data: unknown, pointer: string): unknown {
  if (pointer === '') return data;
  let node: unknown = data;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined;
  }
  return node;
}

function describeSchema(schema: SchemaLike | undefined): string {
  const description = typeof schema?.description === 'string' ? schema.description.replace(/\.$/, '') : '';
  return description ? ` (${description})` : '';
}

const isWithin = (path: string, root: string): boolean => path === root || path.startsWith(`${root}/`);

/**
 * With allErrors, a failed anyOf reports every branch's complaint. When one branch got past the
 * shape of the object (its errors lie deeper), only those deeper errors matter; otherwise the
 * value matched no branch at all and the anyOf's own error, worded from its schema, says so.
 */
function collapseAlternatives(errors: readonly ErrorObject[]): ErrorObject[] {
  const kept = new Set(errors);
  const alternatives = errors
    .filter((error) => error.keyword === 'anyOf' || error.keyword === 'oneOf')
    .sort((a, b) => b.instancePath.split('/').length - a.instancePath.split('/').length);
  for (const alternative of alternatives) {
    if (!kept.has(alternative)) continue;
    const at = alternative.instancePath;
    const end = errors.indexOf(alternative);
    const branchErrors = errors.slice(0, end).filter((error) => kept.has(error) && isWithin(error.instancePath, at));
    if (branchErrors.some((error) => error.instancePath !== at)) {
      kept.delete(alternative);
      for (const error of branchErrors) if (error.instancePath === at) kept.delete(error);
    } else {
      for (const error of branchErrors) kept.delete(error);
    }
  }
  return errors.filter((error) => kept.has(error));
}

function toIssue(file: string, data: unknown, error: ErrorObject): ValidationIssue {
  const pointer = error.instancePath;
  const found = describeFound(valueAt(data, pointer));
  const parent = error.parentSchema as SchemaLike | undefined;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return makeIssue(file, pointer, `a "${String(params.missingProperty)}" property`, 'none');
    case 'additionalProperties': {
      const name = String(params.additionalProperty);
      const known = Object.keys(parent?.properties ?? {});
      const patterns = Object.keys(parent?.patternProperties ?? {});
      const expected =
        patterns.length > 0
          ? `keys matching ${patterns.join(' or ')}${describeSchema(parent)}`
          : known.length > 0
            ? `only the properties ${quoteList(known)}`
            : 'no other properties';
      return makeIssue(file, pointerJoin(pointer, name), expected, `an unknown property "${name}"`, 'misspelt or misplaced?');
    }
    case 'type':
      return makeIssue(file, pointer, `${article(String(params.type))}${describeSchema(parent)}`, found);
    case 'enum':
      return makeIssue(file, pointer, `one of ${quoteList((params.allowedValues as unknown[]) ?? [])}`, found);
    case 'const':
      return makeIssue(file, pointer, JSON.stringify(params.allowedValue), found);
    case 'pattern':
      return makeIssue(file, pointer, `text matching ${String(params.pattern)}${describeSchema(parent)}`, found);
    case 'anyOf':
    case 'oneOf': {
      const what =
        typeof parent?.description === 'string'
          ? parent.description.replace(/\.$/, '')
          : typeof parent?.title === 'string'
            ? parent.title
            : 'one of the allowed shapes';
      return makeIssue(file, pointer, what, found, 'it matches none of the allowed shapes');
    }
    case 'minLength':
      return makeIssue(file, pointer, `text of at least ${String(params.limit)} character(s)${describeSchema(parent)}`, found);
    case 'maxLength':
      return makeIssue(file, pointer, `text of at most ${String(params.limit)} characters`, found);
    case 'minimum':
      return makeIssue(file, pointer, `a number of at least ${String(params.limit)}`, found);
    case 'maximum':
      return makeIssue(file, pointer, `a number of at most ${String(params.limit)}`, found);
    case 'exclusiveMinimum':
      return makeIssue(file, pointer, `a number above ${String(params.limit)}`, found);
    case 'exclusiveMaximum':
      return makeIssue(file, pointer, `a number below ${String(params.limit)}`, found);
    case 'minItems':
      return makeIssue(file, pointer, `a list of at least ${String(params.limit)} item(s)`, found);
    case 'uniqueItems':
      return makeIssue(file, pointer, 'a list without repeated items', found, `items ${String(params.j)} and ${String(params.i)} are the same`);
    case 'minProperties':
      return makeIssue(file, pointer, `an object with at least ${String(params.limit)} property`, found);
    case 'format':
      return makeIssue(file, pointer, `a valid ${String(params.format)}`, found);
    default:
      return makeIssue(file, pointer, `a value that ${error.message ?? `passes "${error.keyword}"`}`, found);
  }
}

/** Turns Ajv's errors for one file into issues a product owner can act on. */
export function ajvErrorsToIssues(file: string, data: unknown, errors: readonly ErrorObject[]): ValidationIssue[] {
  return collapseAlternatives(errors).map((error) => toIssue(file, data, error));
}
