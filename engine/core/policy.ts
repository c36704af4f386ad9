import type { DeepReadonly } from './deep-readonly';
import type { PolicyManifest, ProductGroupKind } from './generated/manifests.gen';

/** config/policy.json as loaded (deep-frozen) or as a test builds it. */
export type Policy = DeepReadonly<PolicyManifest>;

/**
 * Who is asking, as the server recognises them from the session: an actor of the policy, a trusted user's
 * per-feature access levels, and the conditions raised on the membership (or on the person) they act for.
 */
export interface PolicySubject {
  readonly actor: string;
  /** A trusted user's feature levels (config/trusted-users.json features): BILL_PAY, PROFILE, MESSAGES, ... */
  readonly features?: Readonly<Record<string, string>>;
  /** Condition names of the policy. */
  readonly conditions: readonly string[];
}

/** What is asked: a capability, and on a page or call about one account, that account's product group. */
export interface PolicyQuestion {
  readonly capability: string;
  readonly productGroup?: ProductGroupKind | undefined;
}

export type PolicyDecision =
  | { readonly allowed: true }
  | {
      readonly allowed: false;
      /** A code of config/errors.json: what the refused caller reads. */
      readonly errorCode: string;
      /** The condition that took the capability away, when one did (else the actor never had it). */
      readonly condition?: string;
    };

const ALLOWED: PolicyDecision = Object.freeze({ allowed: true });

// Keys come from the network and from JSON: "constructor" must not find Object.prototype's.
const own = <T>(record: Readonly<Record<string, T>>, key: string): T | undefined => (Object.hasOwn(record, key) ? record[key] : undefined);

/** The capabilities an actor holds before conditions: its own, plus what a trusted user's feature levels add. */
export function actorCapabilities(policy: Policy, subject: Pick<PolicySubject, 'actor' | 'features'>): ReadonlySet<string> {
  const actor = own(policy.actors, subject.actor);
  if (actor === undefined) return new Set();
  const held = new Set<string>(actor.capabilities);
  if (actor.featureGrants === true && subject.features !== undefined) {
    for (const [feature, level] of Object.entries(subject.features)) {
      const levels = own(policy.featureGrants, feature);
      const added = levels === undefined ? undefined : own(levels as Readonly<Record<string, readonly string[]>>, level);
      for (const capability of added ?? []) held.add(capability);
    }
  }
  return held;
}

/** Whether one condition takes the capability away (for this account's product group, when the rule names groups). */
function conditionRemoves(condition: Policy['conditions'][string], question: PolicyQuestion): boolean {
  if (condition.keepsOnly !== undefined) return !condition.keepsOnly.includes(question.capability);
  return (condition.removes ?? []).some((rule) =>
    typeof rule === 'string'
      ? rule === question.capability
      : rule.capability === question.capability && question.productGroup !== undefined && rule.productGroups.includes(question.productGroup),
  );
}

/**
 * The one decision of who may do what. Fails closed: an unknown actor, capability or condition refuses. A public
 * capability needs no subject; otherwise the actor must hold the capability, and no condition binding the actor may
 * take it away. Used by the server's guard on every route and by the browser to decide what to offer.
 */
export function decide(policy: Policy, subject: PolicySubject | null, question: PolicyQuestion): PolicyDecision {
  const capability = own(policy.capabilities, question.capability);
  if (capability === undefined) return { allowed: false, errorCode: policy.refusal };
  if (capability.public === true) return ALLOWED;
  if (subject === null) return { allowed: false, errorCode: policy.refusal };
  const actor = own(policy.actors, subject.actor);
  if (actor === undefined || !actorCapabilities(policy, subject).has(question.capability)) return { allowed: false, errorCode: policy.refusal };
  if (!actor.boundByMemberConditions || capability.keptUnderEveryCondition === true) return ALLOWED;
  for (const name of subject.conditions) {
    const condition = own(policy.conditions, name);
    if (condition === undefined) return { allowed: false, errorCode: policy.refusal, condition: name };
    if (conditionRemoves(condition, question)) return { allowed: false, errorCode: condition.errorCode, condition: name };
  }
  return ALLOWED;
}

/** Shorthand for the browser: whether the policy allows it. */
export function isAllowed(policy: Policy, subject: PolicySubject | null, question: PolicyQuestion): boolean {
  return decide(policy, subject, question).allowed;
}

/**
 * The policy's conditions raised by the sign-in checks: every alert type on the membership (not only the first), and
 * pending onboarding. An alert type no condition names raises nothing (intercepts, banners).
 */
export function conditionsOf(policy: Policy, raised: { readonly alertTypes: readonly string[]; readonly onboardingRequired: boolean }): string[] {
  return Object.entries(policy.conditions)
    .filter(([, condition]) => condition.alertTypes.some((type) => raised.alertTypes.includes(type)) || (condition.onboardingRequired === true && raised.onboardingRequired))
    .map(([name]) => name);
}
