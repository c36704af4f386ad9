import type { FastifyRequest } from 'fastify';
import type { ProductGroupKind } from '../../../engine/core/generated/manifests.gen';
import { decideGuard } from '../../../engine/core/guard-decision';
import { decide, type PolicyDecision, type PolicySubject } from '../../../engine/core/policy';
import { permissionsManifest, policyManifest } from '../../manifests';
import type { Arrangement } from '../db/schema';
import { loadMemberScope } from '../domain/member-scope';
import { sessionPolicySubject } from '../domain/policy-subject';
import { productGroupOf } from '../domain/product-summary';
import { ApiProblem, catalogueCode } from '../errors';
import { catalogueWords } from './refusal-words';
import { permissionsOf } from './request-permissions';

// Per request: the route's guard hook and a handler that decides again (an account's product group) share one load.
const subjects = new WeakMap<FastifyRequest, Promise<PolicySubject | null>>();

/** Who config/policy.json sees making this request; null without a session (only public capabilities then). */
export function policySubjectOf(request: FastifyRequest): Promise<PolicySubject | null> {
  let subject = subjects.get(request);
  if (subject === undefined) {
    const session = request.session;
    subject =
      session === null
        ? Promise.resolve(null)
        : loadMemberScope(request.server.db, session).then((scope) => sessionPolicySubject(request.server.db, session, scope));
    subjects.set(request, subject);
  }
  return subject;
}

/** The policy's decision for this request's caller. */
export async function decideFor(request: FastifyRequest, capability: string, productGroup?: ProductGroupKind): Promise<PolicyDecision> {
  return decide(policyManifest, await policySubjectOf(request), { capability, productGroup });
}

/** Refuses (403, with the policy's message: the condition's, or the actor's refusal) unless the policy allows it. */
export async function requireCapability(request: FastifyRequest, capability: string, productGroup?: ProductGroupKind): Promise<void> {
  const decision = await decideFor(request, capability, productGroup);
  if (!decision.allowed) throw new ApiProblem(403, catalogueCode(decision.errorCode));
}

/** A guard of config/permissions.json for this request's caller: its capability by the policy, then its expression. */
export async function decideGuardFor(request: FastifyRequest, guard: string, productGroup?: ProductGroupKind): Promise<PolicyDecision> {
  const [subject, permissions] = await Promise.all([policySubjectOf(request), request.session === null ? Promise.resolve([]) : permissionsOf(request)]);
  return decideGuard(policyManifest, permissionsManifest, { subject, permissions }, guard, productGroup);
}

/** Refuses (403) unless the guard passes for this request's caller. */
export async function requireGuard(request: FastifyRequest, guard: string, productGroup?: ProductGroupKind): Promise<void> {
  const decision = await decideGuardFor(request, guard, productGroup);
  if (!decision.allowed) throw new ApiProblem(403, catalogueCode(decision.errorCode));
}

/** Why the caller may not see one account's details (its message), or undefined when they may. */
export type AccountViewRefusal = (account: Pick<Arrangement, 'product_kind'>) => string | undefined;

/**
 * The policy's view-accounts decision per account, by its product group: a condition may take the details of some
 * kinds of account away (litigation: credit cards and loans) while the summary still lists them.
 */
export async function accountViewRefusalFor(request: FastifyRequest): Promise<AccountViewRefusal> {
  const subject = await policySubjectOf(request);
  const words = await catalogueWords(request);
  return (account) => {
    const decision = decide(policyManifest, subject, { capability: 'view-accounts', productGroup: productGroupOf(account.product_kind) });
    return decision.allowed ? undefined : words(catalogueCode(decision.errorCode));
  };
}
