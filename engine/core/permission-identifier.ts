import type { PermissionSummaryEntry } from './permission-summary';

const WILDCARD = '*';

/** Thrown for any malformed permission expression; `identifier` is the offending text. */
export class InvalidPermissionIdentifierError extends Error {
  readonly identifier: string;

  constructor(identifier: string) {
    super(
      `Invalid permission identifier "${identifier}": expected resource.function.privilege (three parts separated by dots)`,
    );
    this.name = 'InvalidPermissionIdentifierError';
    this.identifier = identifier;
  }
}

/** One `[!]resource.function.privilege` operand, its parts already stripped of whitespace. */
export interface PermissionIdentifier {
  readonly source: string;
  readonly negated: boolean;
  readonly resource: string;
  readonly function: string;
  readonly privilege: string;
}

const stripWhitespace = (text: string): string => text.replace(/\s+/g, '');

// "!" is only meaningful in front of the identifier; "!!a.b.c" would otherwise silently never match.
const isValidPart = (part: string | undefined): part is string =>
  part !== undefined && part !== '' && !part.includes('!');

/**
 * Parses one identifier. Whitespace anywhere inside it is dropped, so
 * "Payments.A2A Internal.view" names resource "Payments", function "A2AInternal".
 */
export function parsePermissionIdentifier(source: string): PermissionIdentifier {
  const negated = source.startsWith('!');
  const parts = (negated ? source.slice(1) : source).split('.').map(stripWhitespace);
  const [resource, fn, privilege] = parts;
  if (parts.length !== 3 || !isValidPart(resource) || !isValidPart(fn) || !isValidPart(privilege)) {
    throw new InvalidPermissionIdentifierError(source);
  }
  return Object.freeze({ source, negated, resource, function: fn, privilege });
}

const partMatches = (pattern: string, value: string): boolean =>
  pattern === WILDCARD || pattern === stripWhitespace(value);

/**
 * True when at least one summary entry matches resource and function and grants the privilege
 * (any granted privilege for `*`). Negation is applied on top of this, not here.
 */
export function holdsPermission(
  identifier: PermissionIdentifier,
  permissions: readonly PermissionSummaryEntry[],
): boolean {
  return permissions.some(
    (entry) =>
      partMatches(identifier.resource, entry.resource) &&
      partMatches(identifier.function, entry.function) &&
      Object.entries(entry.permissions).some(
        ([privilege, granted]) => granted === true && partMatches(identifier.privilege, privilege),
      ),
  );
}
