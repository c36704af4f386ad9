import type { CurrentUser, PermissionSummary, PolicySubjectAnswer, ServiceAgreement } from '../../../engine/core/generated/api.gen';
import { audiencesForUser, channelForUser, type VisibilityContext } from '../../../engine/core';
import { createCapabilityEvaluator, createGuardEvaluator, type RouteAccess } from '../../../engine/react';
import { permissionsManifest, policyManifest } from '../../manifests';

/** What the app knows about the signed-in session, each part possibly still loading. */
export interface SessionFacts {
  readonly user: CurrentUser | undefined;
  /** The session's service agreement; null when the server has none to report, undefined while loading. */
  readonly agreement: ServiceAgreement | null | undefined;
  /** The permission summary; undefined while loading or after it failed (guards then deny). */
  readonly summary: PermissionSummary | undefined;
  /** Who config/policy.json sees; undefined while loading or after it failed (every capability then denies). */
  readonly subject: PolicySubjectAnswer | undefined;
  readonly flags: Readonly<Record<string, unknown>>;
  /** The user's flags are settled (answered, or past the defaults deadline). */
  readonly flagsSettled: boolean;
  /** The permission summary and policy subject queries have finished, successfully or not. */
  readonly permissionsSettled: boolean;
  readonly agreementSettled: boolean;
}

export interface SessionAccess {
  readonly visibility: VisibilityContext;
  readonly routeAccess: RouteAccess;
}

/**
 * One set of facts for both menus (visibility rules) and route gates, so they never disagree. Everything unknown
 * denies: no summary or policy subject, no guards and no capabilities; no agreement, not master (so neither a trusted
 * nor a master audience).
 */
export function sessionAccess(facts: SessionFacts): SessionAccess {
  const guards = createGuardEvaluator(policyManifest, permissionsManifest, { subject: facts.subject, summary: facts.summary });
  const decision = createCapabilityEvaluator(policyManifest, facts.subject);
  const can = (capability: string): boolean => decision(capability).allowed;
  const agreement = facts.agreement ?? undefined;
  const isMaster = agreement?.isMaster === true;
  const visibility: VisibilityContext = {
    flags: facts.flags,
    guards,
    can,
    audiences: facts.user === undefined ? new Set<string>() : audiencesForUser(facts.user, agreement),
    channel: facts.user === undefined ? 'OnlineBanking' : channelForUser(facts.user),
  };
  const ready = facts.user !== undefined && facts.flagsSettled && facts.permissionsSettled && facts.agreementSettled;
  return { visibility, routeAccess: { ready, flags: facts.flags, guards, can: (capability, productGroup) => decision(capability, productGroup).allowed, decision, isMaster } };
}

/** Access on public pages: nobody is known, so no audience, guard, capability or master agreement. */
export function anonymousAccess(flags: Readonly<Record<string, unknown>>): SessionAccess {
  const guards = createGuardEvaluator(policyManifest, permissionsManifest, { subject: undefined, summary: undefined });
  const decision = createCapabilityEvaluator(policyManifest, undefined);
  const can = (capability: string): boolean => decision(capability).allowed;
  return {
    visibility: { flags, guards, can, audiences: new Set<string>(), channel: 'OnlineBanking' },
    routeAccess: { ready: true, flags, guards, can, decision, isMaster: false },
  };
}
