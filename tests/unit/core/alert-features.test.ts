import { describe, expect, it } from 'vitest';
import { allowedResources, restrictPermissionSummary } from '../../../engine/core/alert-features';
import type { AlertRules } from '../../../engine/core/alert-gating';
import type { PermissionSummaryEntry } from '../../../engine/core/permission-summary';
import { visibleItems } from '../../../engine/react/MenuList';
import { createGuardEvaluator } from '../../../engine/react/guards/guard-evaluator';
import { alertsManifest, menusManifest, permissionsManifest } from '../../../src/manifests';

const entry = (resource: string, fn: string, privilege = 'view'): PermissionSummaryEntry => ({ resource, function: fn, permissions: { [privilege]: true, create: true } });
const fullSummary: PermissionSummaryEntry[] = [
  entry('Product Summary', 'Product Summary'),
  entry('Payments', 'A2A Internal'),
  entry('BillPay', 'BillPay'),
  entry('Statements', 'Account Statements'),
  entry('Message Center', 'Messages'),
  entry('Identities', 'Credentials', 'edit'),
];

describe('alert feature restrictions (config/alerts.json)', () => {
  it('restricts nothing without an alert that lists availableFeatures', () => {
    expect(allowedResources(alertsManifest, [])).toBeNull();
    expect(allowedResources(alertsManifest, ['litigation', 'paperless', 'delinquent'])).toBeNull();
    expect(restrictPermissionSummary(alertsManifest, ['litigation'], fullSummary)).toEqual(fullSummary);
  });

  it.each(['severeL7', 'lessSevereL7'])('keeps statements, messages and the always-available resources under %s', (alertType) => {
    const kept = restrictPermissionSummary(alertsManifest, [alertType], fullSummary).map((row) => row.resource);
    expect(kept).toEqual(['Product Summary', 'Statements', 'Message Center', 'Identities']);
  });

  it('keeps only what every restricting alert allows', () => {
    const rules = {
      ...alertsManifest,
      features: { ...alertsManifest.features, payments: { description: 'Payments.', resources: ['Payments'] } },
      types: {
        ...alertsManifest.types,
        a: { ...alertsManifest.types.severeL7!, availableFeatures: ['statements', 'payments'] },
        b: { ...alertsManifest.types.severeL7!, availableFeatures: ['payments', 'messages'] },
      },
    } as AlertRules;
    expect([...(allowedResources(rules, ['a', 'b']) ?? [])].sort()).toEqual([...alertsManifest.alwaysAvailableResources, 'Payments'].sort());
  });

  it('refuses a feature name the catalogue does not define', () => {
    const rules = { ...alertsManifest, types: { ...alertsManifest.types, x: { ...alertsManifest.types.severeL7!, availableFeatures: ['nope'] } } } as AlertRules;
    expect(() => allowedResources(rules, ['x'])).toThrow(/"nope"/);
  });

  it('takes Move Money and its pages out of the menus a level-7 member sees', () => {
    const context = (summary: PermissionSummaryEntry[]) => ({
      flags: {},
      guards: createGuardEvaluator(permissionsManifest, summary),
      audiences: new Set<string>(),
      channel: 'OnlineBanking' as const,
    });
    const navIds = (summary: PermissionSummaryEntry[]) => visibleItems(menusManifest.menus.mainNav, context(summary)).map((item) => item.id);
    expect(navIds(fullSummary)).toContain('move-money');
    const restricted = restrictPermissionSummary(alertsManifest, ['severeL7'], fullSummary);
    expect(navIds(restricted)).not.toContain('move-money');
    expect(navIds(restricted)).toContain('statements');
    // Only the Mobile Deposit FAQ, which moves nothing, is left among the Move Money tabs.
    expect(visibleItems(menusManifest.menus.moveMoney, context(restricted)).map((item) => item.id)).toEqual(['mobile-deposit-faq']);
  });
});
