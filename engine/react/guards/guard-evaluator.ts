import type { PermissionsManifest } from '../../core/generated/manifests.gen';
import type { PermissionSummaryEntry } from '../../core/permission-summary';
import { evaluatePermissionExpression } from '../../core/permission-expression';

/**
 * The `guards` function of a visibility or route-access context: a permissions.json guard passes when its
 * expression holds on the user's permission summary (SPEC 5). It fails closed: no summary yet (or a failed fetch)
 * and a guard name permissions.json does not declare both deny.
 */
export function createGuardEvaluator(
  manifest: PermissionsManifest,
  summary: readonly PermissionSummaryEntry[] | undefined,
): (name: string) => boolean {
  const verdicts = new Map<string, boolean>();
  return (name) => {
    if (summary === undefined) return false;
    const known = verdicts.get(name);
    if (known !== undefined) return known;
    const guard = Object.hasOwn(manifest.guards, name) ? manifest.guards[name] : undefined;
    const verdict = guard !== undefined && evaluatePermissionExpression(guard.expression, summary);
    verdicts.set(name, verdict);
    return verdict;
  };
}
