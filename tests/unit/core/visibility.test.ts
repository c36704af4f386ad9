import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { DeepReadonly } from '../../../engine/core/deep-readonly';
import {
  evaluateVisibility,
  type VisibilityContext,
  type VisibilityRule,
} from '../../../engine/core/visibility';

const ctx: VisibilityContext = {
  flags: {
    'show-trusted-users': true,
    'show-travel-plans': false,
    'show-count': 0,
    'show-banner': { show: true },
  },
  guards: (name) => name === 'canViewBillPay',
  can: (capability) => capability === 'move-money',
  audiences: new Set(['personal', 'master']),
  channel: 'OnlineBanking',
  precheckAlert: 'LITIGATION',
};

// Malformed shapes arrive from JSON, so they are passed through `unknown` on purpose.
const loose = (rule: unknown) => rule as VisibilityRule;

describe('evaluateVisibility', () => {
  it.each<[string, VisibilityRule | undefined, boolean]>([
    ['no rule', undefined, true],
    ['flag on', { flag: 'show-trusted-users' }, true],
    ['flag off', { flag: 'show-travel-plans' }, false],
    ['flag falsy value', { flag: 'show-count' }, false],
    ['flag object value', { flag: 'show-banner' }, true],
    ['unknown flag', { flag: 'no-such-flag' }, false],
    ['inherited property is not a flag', { flag: 'constructor' }, false],
    ['guard allowed', { guard: 'canViewBillPay' }, true],
    ['guard denied', { guard: 'canViewZelle' }, false],
    ['audience held', { audience: 'personal' }, true],
    ['audience not held', { audience: 'business' }, false],
    ['channel matches', { channel: 'OnlineBanking' }, true],
    ['channel differs', { channel: 'OneView' }, false],
    ['precheck alert listed', { precheckAlertIn: ['FATAL', 'LITIGATION'] }, true],
    ['precheck alert not listed', { precheckAlertIn: ['FATAL'] }, false],
    ['precheck list empty', { precheckAlertIn: [] }, false],
    ['all true', { all: [{ flag: 'show-trusted-users' }, { audience: 'master' }] }, true],
    ['all with one false', { all: [{ flag: 'show-trusted-users' }, { audience: 'msr' }] }, false],
    ['any with one true', { any: [{ audience: 'msr' }, { guard: 'canViewBillPay' }] }, true],
    ['any all false', { any: [{ audience: 'msr' }, { channel: 'OneView' }] }, false],
    ['not false', { not: { audience: 'business' } }, true],
    ['not true', { not: { audience: 'personal' } }, false],
    [
      'nested',
      {
        all: [
          { not: { any: [{ audience: 'business' }, { audience: 'msr' }] } },
          { flag: 'show-trusted-users' },
        ],
      },
      true,
    ],
  ])('%s', (_label, rule, expected) => {
    expect(evaluateVisibility(rule, ctx)).toBe(expected);
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['string', 'flag'],
    ['array', [{ flag: 'show-trusted-users' }]],
    ['empty object', {}],
    ['unknown key', { role: 'admin' }],
    ['two keys', { flag: 'show-trusted-users', audience: 'personal' }],
    ['flag not a string', { flag: true }],
    ['guard not a string', { guard: 1 }],
    ['unknown audience', { audience: 'admin' }],
    ['unknown channel', { channel: 'Mobile' }],
    ['precheck list of numbers', { precheckAlertIn: [1] }],
    ['precheck not a list', { precheckAlertIn: 'LITIGATION' }],
    ['empty all', { all: [] }],
    ['empty any', { any: [] }],
    ['all not a list', { all: { flag: 'show-trusted-users' } }],
    ['not of malformed', { not: { bogus: true } }],
    ['not of nothing', { not: null }],
    ['any with a malformed branch', { any: [{ flag: 'show-trusted-users' }, { bogus: 1 }] }],
    ['deep malformed under not', { not: { all: [{ audience: 'msr' }, { audience: 'nobody' }] } }],
  ])('fails closed on %s', (_label, rule) => {
    expect(evaluateVisibility(loose(rule), ctx)).toBe(false);
  });

  it('accepts the generated rule type and its deep-frozen manifest view', () => {
    expectTypeOf<VisibilityRule>().toExtend<Parameters<typeof evaluateVisibility>[0]>();
    expectTypeOf<DeepReadonly<VisibilityRule>>().toExtend<Parameters<typeof evaluateVisibility>[0]>();
    const frozen: DeepReadonly<VisibilityRule> = Object.freeze({
      all: Object.freeze([{ flag: 'show-trusted-users' }, { audience: 'personal' }] as const),
    });
    expect(evaluateVisibility(frozen, ctx)).toBe(true);
  });

  it('treats guards returning non-booleans as denied', () => {
    const sloppy: VisibilityContext = { ...ctx, guards: () => 'yes' as unknown as boolean };
    expect(evaluateVisibility({ guard: 'canViewBillPay' }, sloppy)).toBe(false);
  });

  it('is false without a precheck alert', () => {
    const { precheckAlert: _omitted, ...noAlert } = ctx;
    expect(evaluateVisibility({ precheckAlertIn: ['LITIGATION'] }, noAlert)).toBe(false);
  });

  it('holds productKindIn only on a page about an account of a listed kind', () => {
    const onIra: VisibilityContext = { ...ctx, productKind: 'ira' };
    expect(evaluateVisibility({ productKindIn: ['ira'] }, onIra)).toBe(true);
    expect(evaluateVisibility({ productKindIn: ['checking', 'savings'] }, onIra)).toBe(false);
    expect(evaluateVisibility({ productKindIn: ['ira'] }, ctx)).toBe(false);
    expect(evaluateVisibility({ not: { productKindIn: ['ira'] } }, onIra)).toBe(false);
    for (const malformed of [{ productKindIn: [] }, { productKindIn: 'ira' }, { productKindIn: [7] }]) {
      expect(evaluateVisibility(loose(malformed), onIra)).toBe(false);
      expect(evaluateVisibility(loose({ not: malformed }), onIra)).toBe(false);
    }
  });

  it('not is the exact complement of any well-formed rule', () => {
    const leaf = fc.oneof(
      fc.constantFrom('show-trusted-users', 'show-travel-plans', 'missing').map((flag) => ({ flag })),
      fc
        .constantFrom('personal', 'business', 'msr', 'master')
        .map((audience) => ({ audience }) as VisibilityRule),
      fc.constantFrom('canViewBillPay', 'canViewZelle').map((guard) => ({ guard })),
    );
    const rule = fc.letrec<{ rule: VisibilityRule }>((tie) => ({
      rule: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        leaf,
        fc.array(tie('rule'), { minLength: 1, maxLength: 3 }).map((all) => ({ all })),
        fc.array(tie('rule'), { minLength: 1, maxLength: 3 }).map((any) => ({ any })),
        tie('rule').map((not) => ({ not })),
      ),
    })).rule;
    fc.assert(
      fc.property(rule, (r) => {
        expect(evaluateVisibility({ not: r }, ctx)).toBe(!evaluateVisibility(r, ctx));
      }),
    );
  });
});
