import type { PermissionsManifest } from '../../core/generated/manifests.gen';
import type { ProductGroupKind } from '../../core/generated/manifests.gen';
import type { DeepReadonly } from '../../core/deep-readonly';
import { decideGuard } from '../../core/guard-decision';
import type { PermissionSummaryEntry } from '../../core/permission-summary';
import { decide, type Policy, type PolicyDecision, type PolicySubject } from '../../core/policy';

/** What the browser decides access from: the session's policy subject and its permission summary, each possibly still loading. */
export interface AccessDecisionFacts {
  readonly subject: PolicySubject | undefined;
  readonly summary: readonly PermissionSummaryEntry[] | undefined;
}

/**
 * The `guards` function of a visibility or route-access context: a permissions.json guard passes when the policy
 * allows its capability and its expression holds on the user's permission summary, decided by the same function
 * the server applies. It fails closed: no subject or summary yet (or a failed fetch) and a guard name
 * permissions.json does not declare all deny.
 */
export function createGuardEvaluator(policy: Policy, manifest: DeepReadonly<PermissionsManifest>, facts: AccessDecisionFacts): (name: string) => boolean {
  const verdicts = new Map<string, boolean>();
  return (name) => {
    if (facts.summary === undefined || facts.subject === undefined) return false;
    const known = verdicts.get(name);
    if (known !== undefined) return known;
    const verdict = decideGuard(policy, manifest, { subject: facts.subject, permissions: facts.summary }, name).allowed;
    verdicts.set(name, verdict);
    return verdict;
  };
}

/**
 * The `decision` function of a route-access context: config/policy.json's decision for the caller and a capability
 * (on a page about one account, for its product group), with the message to show when it refuses. Fails closed
 * until the subject is known.
 */
export function createCapabilityEvaluator(policy: Policy, subject: PolicySubject | undefined): (capability: string, productGroup?: ProductGroupKind) => PolicyDecision {
  return (capability, productGroup) => decide(policy, subject ?? null, { capability, productGroup });
}
