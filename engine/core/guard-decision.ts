import type { DeepReadonly } from './deep-readonly';
import type { PermissionsManifest, ProductGroupKind } from './generated/manifests.gen';
import { evaluatePermissionExpression, parsePermissionExpression, type ParsedExpression } from './permission-expression';
import type { PermissionSummaryEntry } from './permission-summary';
import { decide, type Policy, type PolicyDecision, type PolicySubject } from './policy';

/** What a guard is decided from: the policy's subject and the permission summary in the session's agreement. */
export interface GuardFacts {
  readonly subject: PolicySubject | null;
  readonly permissions: readonly PermissionSummaryEntry[];
}

const parsed = new WeakMap<object, Map<string, ParsedExpression>>();

function expressionOf(manifest: DeepReadonly<PermissionsManifest>, name: string, source: string): ParsedExpression {
  let cache = parsed.get(manifest);
  if (cache === undefined) {
    cache = new Map();
    parsed.set(manifest, cache);
  }
  let expression = cache.get(name);
  if (expression === undefined) {
    expression = parsePermissionExpression(source);
    cache.set(name, expression);
  }
  return expression;
}

/**
 * A guard of config/permissions.json, decided: the policy must allow the guard's capability (actor and member
 * conditions), then the permission expression must hold on the summary. An unknown guard refuses. The server's
 * route guard, its in-handler checks and the browser's menus, routes and actions all decide guards here.
 */
export function decideGuard(
  policy: Policy,
  manifest: DeepReadonly<PermissionsManifest>,
  facts: GuardFacts,
  name: string,
  productGroup?: ProductGroupKind,
): PolicyDecision {
  const guard = Object.hasOwn(manifest.guards, name) ? manifest.guards[name] : undefined;
  if (guard === undefined) return { allowed: false, errorCode: policy.refusal };
  const decision = decide(policy, facts.subject, { capability: guard.capability, productGroup });
  if (!decision.allowed) return decision;
  return evaluatePermissionExpression(expressionOf(manifest, name, guard.expression), facts.permissions) ? decision : { allowed: false, errorCode: policy.refusal };
}
