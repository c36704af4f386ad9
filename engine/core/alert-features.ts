import type { AlertRules } from './alert-gating';
import type { PermissionSummaryEntry } from './permission-summary';

/**
 * The permission resources a member keeps under these alert types (every alert on the accounts the session
 * reaches, not only the first), or null when none of them restricts features. An alert type restricts features
 * when it lists `availableFeatures` (level 7: statements and messages); several restrictions keep only what each
 * allows. `alwaysAvailableResources` (the summary, signing in) survive every restriction.
 */
export function allowedResources(rules: AlertRules, alertTypes: readonly string[]): ReadonlySet<string> | null {
  const restrictions = alertTypes.flatMap((alertType) => {
    const definition = Object.hasOwn(rules.types, alertType) ? rules.types[alertType] : undefined;
    if (definition?.availableFeatures === undefined) return [];
    const kept = new Set<string>(rules.alwaysAvailableResources);
    for (const feature of definition.availableFeatures) {
      const covered = Object.hasOwn(rules.features, feature) ? rules.features[feature] : undefined;
      if (covered === undefined) throw new Error(`alerts.json: alert type "${alertType}" names the feature "${feature}", which "features" does not define`);
      for (const resource of covered.resources) kept.add(resource);
    }
    return [kept];
  });
  const [first, ...others] = restrictions;
  if (first === undefined) return null;
  return new Set([...first].filter((resource) => others.every((kept) => kept.has(resource))));
}

/**
 * The permission summary as these alerts leave it: entries of resources a restriction removes are dropped, so every
 * guard built on them fails, on the server (which refuses the call) and in the browser (which hides the feature).
 */
export function restrictPermissionSummary<T extends Pick<PermissionSummaryEntry, 'resource'>>(rules: AlertRules, alertTypes: readonly string[], summary: readonly T[]): T[] {
  const allowed = allowedResources(rules, alertTypes);
  return allowed === null ? [...summary] : summary.filter((entry) => allowed.has(entry.resource));
}
