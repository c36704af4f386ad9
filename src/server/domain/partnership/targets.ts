import type { DeepReadonly } from '../../../../engine/core/deep-readonly';
import type { SsoTarget } from '../../../../engine/core/generated/manifests.gen';
import { ssoManifest } from '../../../manifests';

export type PartnershipTarget = DeepReadonly<SsoTarget> & { readonly key: string };

const PARAM = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** Every sso.json target with its key. */
export const partnershipTargets: readonly PartnershipTarget[] = Object.entries(ssoManifest.targets).map(([key, target]) => ({ ...target, key }));

export function findTarget(key: string): PartnershipTarget | undefined {
  return partnershipTargets.find((target) => target.key === key);
}

/** An sso.json path as a Fastify route path: "/visa/{id}/debit/{debitId}" → "/visa/:id/debit/:debitId". */
export function routePathOf(path: string): string {
  return path.replace(PARAM, ':$1');
}

/** The names of a path's {parameters}, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(PARAM)].map((match) => match[1] as string);
}

/** The path with its parameters filled (each one URL-encoded). */
export function fillPath(path: string, params: Readonly<Record<string, string>>): string {
  return path.replace(PARAM, (_whole, name: string) => encodeURIComponent(params[name] ?? ''));
}

/**
 * The targets sharing one path (the three /olb views differ by their fixed query), grouped so each path is one route;
 * they must share a guard, since a route has one.
 */
export function targetsByRoutePath(): ReadonlyMap<string, readonly PartnershipTarget[]> {
  const groups = new Map<string, PartnershipTarget[]>();
  for (const target of partnershipTargets) {
    const path = routePathOf(target.path);
    groups.set(path, [...(groups.get(path) ?? []), target]);
  }
  for (const [path, group] of groups) {
    const guards = new Set(group.map((target) => target.guard ?? null));
    if (guards.size > 1) throw new Error(`config/sso.json targets on ${path} (${group.map((target) => target.key).join(', ')}) must share one guard`);
  }
  return groups;
}

/**
 * Which of a path's targets a query picks: the one whose fixed query it carries (a target with none is the default),
 * with any optional query value it allows. Undefined when the query fits none.
 */
export function pickTarget(
  group: readonly PartnershipTarget[],
  query: Readonly<Record<string, string>>,
): { target: PartnershipTarget; query: Record<string, string> } | undefined {
  const fits = group.filter((target) => Object.entries(target.query ?? {}).every(([name, value]) => query[name] === value));
  const target = fits.find((candidate) => candidate.query !== undefined) ?? fits[0];
  if (!target) return undefined;
  const picked: Record<string, string> = { ...(target.query ?? {}) };
  const optional = target.optionalQuery;
  if (optional && query[optional.name] !== undefined) {
    if (!optional.values.includes(query[optional.name] as string)) return undefined;
    picked[optional.name] = query[optional.name] as string;
  }
  const allowed = new Set([...Object.keys(target.query ?? {}), ...(optional ? [optional.name] : [])]);
  if (Object.keys(query).some((name) => !allowed.has(name))) return undefined;
  return { target, query: picked };
}
