import { describe, expect, it } from 'vitest';
import type { PermissionsManifest } from '../../../engine/core/generated/manifests.gen';
import type { PermissionSummaryEntry } from '../../../engine/core';
import { createGuardEvaluator, decideRouteAccess, isGatedRoute, type RouteAccessFacts, type RouteHandle } from '../../../engine/react';
import { policyManifest } from '../../../src/manifests';

const facts = (overrides: Partial<RouteAccessFacts> = {}): RouteAccessFacts => ({
  flags: { 'show-on': true, 'show-off': false },
  guards: (name) => name === 'canPass',
  can: () => true,
  decision: () => ({ allowed: true }),
  isMaster: true,
  ...overrides,
});

describe('decideRouteAccess', () => {
  const rows: readonly [string, RouteHandle, Partial<RouteAccessFacts>, string, boolean][] = [
    ['no rules', {}, {}, 'allow', false],
    ['flag on', { flag: 'show-on' }, {}, 'allow', false],
    ['flag off', { flag: 'show-off' }, {}, 'featureUnavailable', false],
    ['flag off, stay on the page', { flag: 'show-off', stayOnFlagOff: true }, {}, 'featureUnavailable', true],
    ['flag unknown counts as off', { flag: 'show-unknown' }, {}, 'featureUnavailable', false],
    ['flag with a non-boolean value that is falsy', { flag: 'show-empty' }, { flags: { 'show-empty': '' } }, 'featureUnavailable', false],
    ['guard passes', { guard: 'canPass' }, {}, 'allow', false],
    ['guard denied', { guard: 'canFail' }, {}, 'featureUnavailable', false],
    ['guard denied never stays, even with stayOnFlagOff', { flag: 'show-on', guard: 'canFail', stayOnFlagOff: true }, {}, 'featureUnavailable', false],
    ['trusted user on a blocked route', { trustedUserBlocked: true }, { isMaster: false }, 'trustedUserBlocked', false],
    ['master user on a blocked route', { trustedUserBlocked: true }, { isMaster: true }, 'allow', false],
    ['trusted user, blocked route, guard denied: the trusted-user modal', { trustedUserBlocked: true, guard: 'canFail' }, { isMaster: false }, 'trustedUserBlocked', false],
    ['trusted user, blocked route, flag off: the flag decides first', { trustedUserBlocked: true, flag: 'show-off' }, { isMaster: false }, 'featureUnavailable', false],
    ['trusted user on an unblocked route', { guard: 'canPass' }, { isMaster: false }, 'allow', false],
  ];
  it.each(rows)('%s', (_name, handle, overrides, outcome, stay) => {
    expect(decideRouteAccess(handle, facts(overrides))).toEqual({ outcome, stay });
  });

  it('gates only routes with a flag, a guard or a trusted-user block', () => {
    expect(isGatedRoute({ title: 'Accounts', pageKey: 'accountsummary' })).toBe(false);
    expect(isGatedRoute({ trustedUserBlocked: false })).toBe(false);
    expect(isGatedRoute({ flag: 'show-x' })).toBe(true);
    expect(isGatedRoute({ guard: 'canX' })).toBe(true);
    expect(isGatedRoute({ trustedUserBlocked: true })).toBe(true);
  });
});

describe('createGuardEvaluator', () => {
  const manifest: PermissionsManifest = {
    guards: {
      canViewBillPay: { expression: 'BillPay.BillPay.view', capability: 'view-payments', description: 'Bill Pay.' },
      canTransfer: { expression: 'Payments.A2A Internal.create OR Payments.M2M Internal.create', capability: 'move-money', description: 'Transfers.' },
    },
  };
  const member = { actor: 'member', conditions: [] };
  const summary: PermissionSummaryEntry[] = [
    { resource: 'BillPay', function: 'BillPay', permissions: { view: true } },
    { resource: 'Payments', function: 'M2M Internal', permissions: { create: false, view: true } },
  ];

  it('passes a guard whose expression holds on the permission summary and whose capability the policy allows', () => {
    const guards = createGuardEvaluator(policyManifest, manifest, { subject: member, summary });
    expect(guards('canViewBillPay')).toBe(true);
    expect(guards('canTransfer')).toBe(false);
  });

  it('refuses a guard whose capability the policy takes away, whatever the summary holds', () => {
    const viewOnly = createGuardEvaluator(policyManifest, manifest, { subject: { actor: 'member', conditions: ['level-7'] }, summary });
    expect(viewOnly('canViewBillPay')).toBe(false);
  });

  it('fails closed: no summary or subject yet, and a guard name permissions.json does not declare', () => {
    expect(createGuardEvaluator(policyManifest, manifest, { subject: member, summary: undefined })('canViewBillPay')).toBe(false);
    expect(createGuardEvaluator(policyManifest, manifest, { subject: undefined, summary })('canViewBillPay')).toBe(false);
    expect(createGuardEvaluator(policyManifest, manifest, { subject: member, summary })('canDoAnything')).toBe(false);
    expect(createGuardEvaluator(policyManifest, manifest, { subject: member, summary })('toString')).toBe(false);
  });
});
