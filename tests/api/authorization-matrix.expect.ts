import type { PermissionSummaryEntry } from '../../engine/core/generated/api.gen';
import { decideGuard } from '../../engine/core/guard-decision';
import { decide, type PolicySubject } from '../../engine/core/policy';
import { permissionsManifest, policyManifest } from '../../src/manifests';
import { STAFF_PERSONAS, type Expected, type Persona, type RouteRow } from './authorization-matrix.table';

/** What a route declares (GET routeGuardDeclarations): its capability, guard and whether it is public. */
export interface DeclaredRoute {
  readonly capability: string;
  readonly guard: string | null;
  readonly public: boolean;
}

/** Who a persona is to the policy, and what its function groups grant (both read from the seed, not the server). */
export interface PersonaFacts {
  readonly subject: PolicySubject | null;
  readonly permissions: readonly PermissionSummaryEntry[];
}

/** One cell's expected answer, and what decided it (for the failure message). */
export interface ExpectedCell {
  readonly expected: Expected;
  readonly by: 'row' | 'public' | 'no session' | 'policy' | 'guard' | 'admitted';
}

/**
 * A cell's expected answer, from the policy first: a public route answers everyone alike; without a session 401;
 * then 403 when config/policy.json refuses the route's capability (or the question its handler also asks) for the
 * persona's actor and conditions, or its guard's; otherwise what the row says an admitted caller gets: its answer
 * under a condition the route itself looks at, a persona's special answer (with the reason the row gives), staff
 * theirs, or the plain one.
 */
export function expectedCell(route: DeclaredRoute, row: RouteRow, persona: Persona, facts: PersonaFacts): ExpectedCell {
  const special = row.special?.[persona];
  if (route.public) return special !== undefined ? { expected: special, by: 'row' } : { expected: row.reached ?? 'allow', by: 'public' };
  if (persona === 'anonymous' || facts.subject === null) return { expected: 401, by: 'no session' };
  const questions = [{ capability: route.capability }, ...(row.also ? [row.also] : [])];
  if (questions.some((question) => !decide(policyManifest, facts.subject, question).allowed)) return { expected: 403, by: 'policy' };
  if (route.guard !== null && !decideGuard(policyManifest, permissionsManifest, { subject: facts.subject, permissions: facts.permissions }, route.guard).allowed) {
    return { expected: 403, by: 'guard' };
  }
  const condition = facts.subject.conditions.find((name) => row.underConditions?.[name] !== undefined);
  if (condition !== undefined) return { expected: row.underConditions?.[condition] ?? 'allow', by: 'row' };
  if (special !== undefined) return { expected: special, by: 'row' };
  return { expected: (STAFF_PERSONAS.has(persona) ? row.staff : undefined) ?? row.reached ?? 'allow', by: 'admitted' };
}
