import {
  InvalidPermissionIdentifierError,
  holdsPermission,
  parsePermissionIdentifier,
  type PermissionIdentifier,
} from './permission-identifier';
import type { PermissionSummaryEntry } from './permission-summary';

export { InvalidPermissionIdentifierError } from './permission-identifier';
export type { PermissionIdentifier } from './permission-identifier';

export type PermissionOperator = 'AND' | 'OR';

export interface PermissionTerm {
  readonly operator: PermissionOperator;
  readonly operand: PermissionIdentifier;
}

/** A parsed expression: the first operand, then each further operand with the keyword before it. */
export interface ParsedExpression {
  readonly source: string;
  readonly first: PermissionIdentifier;
  readonly rest: readonly PermissionTerm[];
}

type Token =
  | { readonly kind: 'operator'; readonly operator: PermissionOperator }
  | { readonly kind: 'identifier'; readonly identifier: PermissionIdentifier };

const isOperator = (word: string): word is PermissionOperator => word === 'AND' || word === 'OR';

// Identifiers may contain spaces inside resource and function names, so an identifier ends only
// once it has its second dot and something after the last dot; the privilege itself has no spaces.
const isCompleteIdentifier = (text: string): boolean =>
  (text.match(/\./g)?.length ?? 0) >= 2 && !text.endsWith('.');

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let pending: string[] = [];
  for (const word of source.split(/\s+/)) {
    if (word === '') continue;
    if (isOperator(word)) {
      if (pending.length > 0) throw new InvalidPermissionIdentifierError(pending.join(' '));
      tokens.push({ kind: 'operator', operator: word });
      continue;
    }
    pending.push(word);
    const text = pending.join(' ');
    if (isCompleteIdentifier(text)) {
      tokens.push({ kind: 'identifier', identifier: parsePermissionIdentifier(text) });
      pending = [];
    }
  }
  if (pending.length > 0) throw new InvalidPermissionIdentifierError(pending.join(' '));
  return tokens;
}

function build(source: string, tokens: readonly Token[]): ParsedExpression {
  const [head, ...tail] = tokens;
  if (head === undefined) throw new InvalidPermissionIdentifierError(source.trim());
  if (head.kind === 'operator') throw new InvalidPermissionIdentifierError(head.operator);
  const rest: PermissionTerm[] = [];
  let operator: PermissionOperator | undefined;
  for (const token of tail) {
    if (token.kind === 'operator') {
      if (operator !== undefined) throw new InvalidPermissionIdentifierError(token.operator);
      operator = token.operator;
      continue;
    }
    // Two identifiers with no keyword between them combine as OR.
    rest.push(Object.freeze({ operator: operator ?? 'OR', operand: token.identifier }));
    operator = undefined;
  }
  if (operator !== undefined) throw new InvalidPermissionIdentifierError(operator);
  return Object.freeze({ source, first: head.identifier, rest: Object.freeze(rest) });
}

const cache = new Map<string, ParsedExpression>();

/**
 * Parses a permission expression once (cached by source text). Grammar: identifiers
 * `[!]resource.function.privilege` joined by the upper-case keywords AND / OR, folded strictly
 * left to right; adjacent identifiers with no keyword count as OR. Any malformed input, including
 * an empty expression or a dangling keyword, throws InvalidPermissionIdentifierError; the
 * manifest validator calls this so a bad expression never reaches run time.
 */
export function parsePermissionExpression(source: string): ParsedExpression {
  const cached = cache.get(source);
  if (cached !== undefined) return cached;
  const parsed = build(source, tokenize(source));
  cache.set(source, parsed);
  return parsed;
}

const operandHolds = (
  identifier: PermissionIdentifier,
  permissions: readonly PermissionSummaryEntry[],
): boolean => holdsPermission(identifier, permissions) !== identifier.negated;

/** True when the user's permission summary satisfies the expression (no operator precedence). */
export function evaluatePermissionExpression(
  expr: ParsedExpression | string,
  permissions: readonly PermissionSummaryEntry[],
): boolean {
  const parsed = typeof expr === 'string' ? parsePermissionExpression(expr) : expr;
  return parsed.rest.reduce(
    (result, term) =>
      term.operator === 'AND'
        ? result && operandHolds(term.operand, permissions)
        : result || operandHolds(term.operand, permissions),
    operandHolds(parsed.first, permissions),
  );
}
