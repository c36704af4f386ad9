import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  InvalidPermissionIdentifierError,
  evaluatePermissionExpression,
  parsePermissionExpression,
} from '../../../engine/core/permission-expression';
import type { PermissionSummaryEntry } from '../../../engine/core/permission-summary';

// Lower-case names can never spell the AND / OR keywords, whatever spaces are inserted.
const name = fc.stringMatching(/^[a-z0-9]{1,6}$/);
const privilege = fc.constantFrom('view', 'create', 'edit', 'delete');

const identifier = fc.record({ resource: name, fn: name, privilege, negated: fc.boolean() });
type Identifier = typeof identifier extends fc.Arbitrary<infer T> ? T : never;

const holding: fc.Arbitrary<PermissionSummaryEntry> = fc.record({
  resource: name,
  function: name,
  permissions: fc.dictionary(privilege, fc.boolean(), { maxKeys: 4 }),
});
const holdings = fc.array(holding, { maxLength: 6 });

const render = (id: Identifier): string => `${id.negated ? '!' : ''}${id.resource}.${id.fn}.${id.privilege}`;

// Reference semantics written independently of the parser: does any entry grant it?
const holds = (id: Identifier, entries: readonly PermissionSummaryEntry[]): boolean =>
  entries.some(
    (e) => e.resource === id.resource && e.function === id.fn && e.permissions[id.privilege] === true,
  ) !== id.negated;

// Holdings that reuse the identifiers' own names, so matches actually happen.
const scenario = fc
  .array(identifier, { minLength: 1, maxLength: 6 })
  .chain((ids) =>
    fc.record({
      ids: fc.constant(ids),
      operators: fc.array(fc.constantFrom('AND', 'OR', ''), {
        minLength: ids.length - 1,
        maxLength: ids.length - 1,
      }),
      entries: fc.array(
        fc.record({
          pick: fc.constantFrom(...ids),
          permissions: fc.dictionary(privilege, fc.boolean(), { maxKeys: 4 }),
        }),
        { maxLength: 6 },
      ),
    }),
  )
  .map(({ ids, operators, entries }) => ({
    ids,
    operators,
    entries: entries.map(({ pick, permissions }) => ({
      resource: pick.resource,
      function: pick.fn,
      permissions,
    })),
  }));

const insertSpaces = (text: string, positions: readonly number[]): string =>
  [...text].map((char, index) => (positions.includes(index) ? ` ${char}` : char)).join('');

describe('permission expressions (properties)', () => {
  it('parse throws nothing but InvalidPermissionIdentifierError on arbitrary strings', () => {
    const tokenSoup = fc
      .array(fc.constantFrom('AND', 'OR', '!', '*', '.', ' ', '  ', 'a', 'Pay', 'view', '\t', 'and'), {
        maxLength: 12,
      })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), tokenSoup), (source) => {
        try {
          parsePermissionExpression(source);
        } catch (error) {
          expect(error).toBeInstanceOf(InvalidPermissionIdentifierError);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('!x is always the negation of x', () => {
    fc.assert(
      fc.property(identifier, holdings, (id, entries) => {
        const plain = render({ ...id, negated: false });
        expect(evaluatePermissionExpression(`!${plain}`, entries)).toBe(
          !evaluatePermissionExpression(plain, entries),
        );
      }),
    );
  });

  it('folds strictly left to right, adjacent identifiers as OR', () => {
    fc.assert(
      fc.property(scenario, ({ ids, operators, entries }) => {
        const source = ids
          .map((id, i) => (i === 0 ? render(id) : `${operators[i - 1]} ${render(id)}`))
          .join(' ');
        const [first, ...rest] = ids.map((id) => holds(id, entries));
        const expected = rest.reduce(
          (acc, value, i) => (operators[i] === 'AND' ? acc && value : acc || value),
          first ?? false,
        );
        expect(evaluatePermissionExpression(source, entries)).toBe(expected);
      }),
    );
  });

  it('*.*.* matches exactly when some entry grants some privilege', () => {
    fc.assert(
      fc.property(holdings, (entries) => {
        const anyGranted = entries.some((e) => Object.values(e.permissions).includes(true));
        expect(evaluatePermissionExpression('*.*.*', entries)).toBe(anyGranted);
      }),
    );
  });

  it('whitespace inside resource and function names never changes the result', () => {
    fc.assert(
      fc.property(
        scenario,
        fc.array(fc.nat(6), { maxLength: 4 }),
        fc.array(fc.nat(6), { maxLength: 4 }),
        ({ ids, operators, entries }, resourceSpaces, functionSpaces) => {
          const join = (show: (id: Identifier) => string) =>
            ids.map((id, i) => (i === 0 ? show(id) : `${operators[i - 1]} ${show(id)}`)).join(' ');
          const tight = join((id) => `${id.negated ? '!' : ''}${id.resource}.${id.fn}.${id.privilege}`);
          const spaced = join(
            (id) =>
              `${id.negated ? '!' : ''}${insertSpaces(id.resource, resourceSpaces)} . ${insertSpaces(id.fn, functionSpaces)}.${id.privilege}`,
          );
          const spacedEntries = entries.map((e) => ({
            ...e,
            resource: insertSpaces(e.resource, functionSpaces),
            function: insertSpaces(e.function, resourceSpaces),
          }));
          const expected = evaluatePermissionExpression(tight, entries);
          expect(evaluatePermissionExpression(spaced, entries)).toBe(expected);
          expect(evaluatePermissionExpression(tight, spacedEntries)).toBe(expected);
        },
      ),
    );
  });
});
