import { describe, expect, it } from 'vitest';
import {
  InvalidPermissionIdentifierError,
  evaluatePermissionExpression,
  parsePermissionExpression,
} from '../../../engine/core/permission-expression';
import type { PermissionSummaryEntry } from '../../../engine/core/permission-summary';

const entry = (
  resource: string,
  fn: string,
  permissions: Record<string, boolean>,
): PermissionSummaryEntry => ({ resource, function: fn, permissions });

const holdings: readonly PermissionSummaryEntry[] = [
  entry('Payments', 'A2A Internal', { view: true, create: false }),
  entry('Payments', 'ACH', { view: true, create: true, delete: false }),
  entry('Cards', 'CardManagement', { view: false }),
  entry('Product Summary', 'Product Summary', { view: true }),
];

const evaluate = (source: string) => evaluatePermissionExpression(source, holdings);

describe('parsePermissionExpression', () => {
  it.each([
    ['BillPay.view', 'BillPay.view'],
    ['Payments.ACH.view.extra', 'Payments.ACH.view.extra'],
    ['Payments..view', 'Payments..view'],
    ['.ACH.view', '.ACH.view'],
    ['!.ACH.view', '!.ACH.view'],
    ['!!Payments.ACH.view', '!!Payments.ACH.view'],
    ['Payments.ACH!.view', 'Payments.ACH!.view'],
    ['Payments.ACH.view AND Cards', 'Cards'],
    ['Payments AND Cards.x.y', 'Payments'],
    ['', ''],
    ['   ', ''],
    ['AND Payments.ACH.view', 'AND'],
    ['Payments.ACH.view OR', 'OR'],
    ['Payments.ACH.view AND OR Cards.x.y', 'OR'],
    ['Payments.A2A Internal.vi ew', 'ew'],
  ])('rejects %j naming %j', (source, identifier) => {
    const error = (() => {
      try {
        parsePermissionExpression(source);
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(InvalidPermissionIdentifierError);
    expect((error as InvalidPermissionIdentifierError).identifier).toBe(identifier);
  });

  it('names the identifier and the expected shape in the message', () => {
    expect(() => parsePermissionExpression('BillPay.view')).toThrow(
      'Invalid permission identifier "BillPay.view": expected resource.function.privilege (three parts separated by dots)',
    );
  });

  it('keeps spaces inside resource and function names in one identifier and strips them', () => {
    const parsed = parsePermissionExpression(
      'Payments.A2A Internal.view OR Product Summary.Product Summary.view',
    );
    expect(parsed.first).toMatchObject({ resource: 'Payments', function: 'A2AInternal', privilege: 'view' });
    expect(parsed.rest).toHaveLength(1);
    expect(parsed.rest[0]?.operator).toBe('OR');
    expect(parsed.rest[0]?.operand).toMatchObject({
      resource: 'ProductSummary',
      function: 'ProductSummary',
      privilege: 'view',
    });
  });

  it('reads a leading ! as negation', () => {
    expect(parsePermissionExpression('!Cards.CardManagement.view').first).toMatchObject({
      negated: true,
      resource: 'Cards',
    });
  });

  it('treats adjacent identifiers as OR', () => {
    const parsed = parsePermissionExpression('Cards.CardManagement.view Payments.ACH.view');
    expect(parsed.rest.map((term) => term.operator)).toEqual(['OR']);
  });

  it('only recognises upper-case AND / OR as keywords', () => {
    // "and" is not a keyword, so it becomes part of the next resource name.
    const parsed = parsePermissionExpression('Cards.CardManagement.view and Payments.ACH.view');
    expect(parsed.rest[0]?.operand.resource).toBe('andPayments');
  });

  it('returns the same frozen object for the same source', () => {
    const first = parsePermissionExpression('Payments.ACH.view AND Payments.ACH.create');
    expect(parsePermissionExpression('Payments.ACH.view AND Payments.ACH.create')).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first.rest)).toBe(true);
  });
});

describe('evaluatePermissionExpression', () => {
  it.each([
    ['Payments.ACH.view', true],
    ['Payments.ACH.delete', false],
    ['Payments.ACH.unknown', false],
    ['Cards.CardManagement.view', false],
    ['Missing.Function.view', false],
    ['!Payments.ACH.delete', true],
    ['!Payments.ACH.view', false],
    ['Payments.A2A Internal.view', true],
    ['Payments.A2AInternal.view', true],
    ['Pay ments.A2A  Inter nal.view', true],
    ['ProductSummary.ProductSummary.view', true],
    ['Payments.*.create', true],
    ['*.CardManagement.view', false],
    ['*.*.delete', false],
    ['Cards.CardManagement.*', false],
    ['Payments.ACH.*', true],
    ['*.*.*', true],
    ['Payments.ACH.view AND Payments.ACH.create', true],
    ['Payments.ACH.view AND Payments.ACH.delete', false],
    ['Payments.ACH.delete OR Payments.ACH.view', true],
    ['Payments.ACH.delete Payments.ACH.view', true],
    // Strictly left to right: (true OR x) AND false = false, where precedence would give true.
    ['Payments.ACH.view OR Payments.ACH.view AND Payments.ACH.delete', false],
    // (false AND x) OR true = true.
    ['Payments.ACH.delete AND Payments.ACH.view OR Payments.ACH.view', true],
    ['Payments.A2A Internal.view OR Payments.ACH.view AND Payments.ACH.delete', false],
    ['payments.ach.view', false],
  ])('%j → %s', (source, expected) => {
    expect(evaluate(source)).toBe(expected);
  });

  it('accepts a parsed expression', () => {
    const parsed = parsePermissionExpression('Payments.ACH.create');
    expect(evaluatePermissionExpression(parsed, holdings)).toBe(true);
    expect(evaluatePermissionExpression(parsed, [])).toBe(false);
  });

  it('requires a true privilege: false entries never match, even with *', () => {
    const onlyFalse = [entry('Cards', 'CardManagement', { view: false, edit: false })];
    expect(evaluatePermissionExpression('Cards.CardManagement.*', onlyFalse)).toBe(false);
    expect(evaluatePermissionExpression('*.*.*', onlyFalse)).toBe(false);
    expect(evaluatePermissionExpression('!*.*.*', onlyFalse)).toBe(true);
  });

  it('matches when any one of several entries grants it', () => {
    const split = [
      entry('Cards', 'CardManagement', { view: false }),
      entry('Cards', 'Card Management', { view: true }),
    ];
    expect(evaluatePermissionExpression('Cards.CardManagement.view', split)).toBe(true);
  });

  it('throws on an invalid expression', () => {
    expect(() => evaluate('Payments.ACH')).toThrow(InvalidPermissionIdentifierError);
  });
});
