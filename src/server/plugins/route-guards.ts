import type { FastifyRequest, preValidationAsyncHookHandler, RouteOptions } from 'fastify';
import type permissionsJson from '../../../config/permissions.json';
import type policyJson from '../../../config/policy.json';
import { parsePermissionExpression } from '../../../engine/core/permission-expression';
import { permissionsManifest, policyManifest } from '../../manifests';
import { ApiProblem } from '../errors';
import { globalPlugin } from '../http/global-plugin';
import { requireCapability, requireGuard } from '../http/request-policy';

/** A guard name config/permissions.json defines: a typo in a route's guard is a type error, not just a start-up one. */
export type GuardName = keyof (typeof permissionsJson)['guards'];
/** A capability config/policy.json defines. */
export type CapabilityName = keyof (typeof policyJson)['capabilities'];

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Required on every route: what the route does in config/policy.json's terms. The policy decides it for the
     * caller (actor and member conditions) before validation and the handler; a public capability needs no session.
     */
    capability?: CapabilityName;
    /**
     * Required on every route. A guard of config/permissions.json the signed-in user's permissions (in the current
     * service agreement) must satisfy, or null for a route whose capability alone decides.
     */
    guard?: GuardName | null;
  }
  interface FastifyInstance {
    /** Every route with the capability and guard it declared, for tests and the start-up check. */
    routeGuardDeclarations(): readonly RouteGuardDeclaration[];
  }
}

export interface RouteGuardDeclaration {
  method: string;
  url: string;
  capability: string | undefined;
  guard: string | null | undefined;
  /** Its capability is public: no session needed. */
  public: boolean;
}

const isPublic = (capability: string | undefined): boolean =>
  capability !== undefined && Object.hasOwn(policyManifest.capabilities, capability) && policyManifest.capabilities[capability]?.public === true;

function checkGuard(name: string): void {
  const guard = Object.hasOwn(permissionsManifest.guards, name) ? permissionsManifest.guards[name] : undefined;
  if (!guard) throw new Error(`Unknown guard "${name}"; config/permissions.json has: ${Object.keys(permissionsManifest.guards).join(', ')}`);
  parsePermissionExpression(guard.expression);
}

/**
 * Runs after the route's session hook (it is appended to the route's own preValidation hooks) and before
 * validation and the handler: a route whose capability is not public answers 401 without a session, then 403
 * unless the policy allows the capability for the caller (with the condition's own message when one took it away),
 * then 403 unless its guard passes. Refusals come before any id of the request is looked up, so they reveal nothing.
 */
const authorize: preValidationAsyncHookHandler = async function authorize(request: FastifyRequest) {
  const { capability, guard } = request.routeOptions.config;
  if (isPublic(capability)) return;
  if (request.session === null) throw new ApiProblem(401, 'SESSION_REQUIRED');
  await requireCapability(request, capability ?? '');
  if (typeof guard === 'string') await requireGuard(request, guard);
};

const asArray = <T>(value: T | readonly T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? [...(value as readonly T[])] : [value as T]);

/**
 * Server-side authorization: every route declares `config: { capability, guard }` (a capability of
 * config/policy.json, and a guard name or null), and an app with a route that does not fails at start-up, so no API
 * can forget its check. Register it before any route. A plugin whose routes it cannot annotate (static files) marks
 * them in its own onRoute hook, which is why the check waits for onReady.
 */
export const routeGuards = globalPlugin('route-guards', async (app) => {
  const routes: RouteOptions[] = [];
  app.decorate('routeGuardDeclarations', () =>
    routes.map((route) => ({
      method: [route.method].flat().join(','),
      url: route.url,
      capability: route.config?.capability,
      guard: route.config?.guard,
      public: isPublic(route.config?.capability),
    })),
  );
  app.addHook('onRoute', (route) => {
    const { guard, capability } = route.config ?? {};
    if (typeof guard === 'string') checkGuard(guard);
    if (capability !== undefined && !Object.hasOwn(policyManifest.capabilities, capability)) {
      throw new Error(`Unknown capability "${capability}" on ${[route.method].flat().join(',')} ${route.url}; config/policy.json has: ${Object.keys(policyManifest.capabilities).join(', ')}`);
    }
    route.preValidation = [...asArray(route.preValidation), authorize];
    routes.push(route);
  });
  app.addHook('onReady', async () => {
    const undeclared = routes.filter((route) => route.config?.guard === undefined || route.config?.capability === undefined);
    if (undeclared.length > 0) {
      const list = undeclared.map((route) => `${[route.method].flat().join(',')} ${route.url}`).join(', ');
      throw new Error(`Every route must declare config.capability (a capability of config/policy.json) and config.guard (a guard of config/permissions.json, or null); missing on: ${list}`);
    }
  });
});
