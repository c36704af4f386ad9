import type { FastifyRequest, preValidationAsyncHookHandler, RouteOptions } from 'fastify';
import type permissionsJson from '../../../config/permissions.json';
import { evaluatePermissionExpression, parsePermissionExpression } from '../../../engine/core/permission-expression';
import { permissionsManifest } from '../../manifests';
import { ApiProblem } from '../errors';
import { globalPlugin } from '../http/global-plugin';
import { permissionsOf } from '../http/request-permissions';

/** A guard name config/permissions.json defines: a typo in a route's guard is a type error, not just a start-up one. */
export type GuardName = keyof (typeof permissionsJson)['guards'];

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Required on every route. A guard of config/permissions.json the signed-in user's permissions (in the current
     * service agreement) must satisfy, or null for a route any caller its own hooks admit may call.
     */
    guard?: GuardName | null;
    /** No session needed (sign-in, sign-out, the flag SDK endpoints, static files); otherwise one is required. */
    public?: boolean;
  }
  interface FastifyInstance {
    /** Every route and the guard it declared, for tests and the start-up check. */
    routeGuardDeclarations(): readonly RouteGuardDeclaration[];
  }
}

export interface RouteGuardDeclaration {
  method: string;
  url: string;
  guard: string | null | undefined;
  public: boolean;
}

function guardExpression(name: string): string {
  const guard = permissionsManifest.guards[name];
  if (!guard) throw new Error(`Unknown guard "${name}"; config/permissions.json has: ${Object.keys(permissionsManifest.guards).join(', ')}`);
  return guard.expression;
}

/**
 * Runs after the route's session hook (it is appended to the route's own preValidation hooks) and before
 * validation and the handler: a guarded route answers 403 unless the user's permissions satisfy the guard, and a
 * route not marked public answers 401 to a caller without a session, even if it forgot its session hook.
 */
const authorize: preValidationAsyncHookHandler = async function authorize(request: FastifyRequest) {
  const { guard, public: isPublic } = request.routeOptions.config;
  if (typeof guard !== 'string') {
    if (isPublic !== true && request.session === null) throw new ApiProblem(401, 'SESSION_REQUIRED');
    return;
  }
  if (request.session === null) throw new ApiProblem(401, 'SESSION_REQUIRED');
  if (!evaluatePermissionExpression(parsePermissionExpression(guardExpression(guard)), await permissionsOf(request))) {
    request.log.debug({ guard }, 'refused: permission missing');
    throw new ApiProblem(403, 'FORBIDDEN');
  }
};

const asArray = <T>(value: T | readonly T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? [...(value as readonly T[])] : [value as T]);

/**
 * Server-side authorization: every route declares `config: { guard }` (a guard name, or null explicitly), and an
 * app with a route that does not fails at start-up, so no API can forget its permission check. Register it before
 * any route. A plugin whose routes it cannot annotate (static files) marks them in its own onRoute hook, which is
 * why the check waits for onReady.
 */
export const routeGuards = globalPlugin('route-guards', async (app) => {
  const routes: RouteOptions[] = [];
  app.decorate('routeGuardDeclarations', () =>
    routes.map((route) => ({
      method: [route.method].flat().join(','),
      url: route.url,
      guard: route.config?.guard,
      public: route.config?.public === true,
    })),
  );
  app.addHook('onRoute', (route) => {
    const guard = route.config?.guard;
    if (typeof guard === 'string') {
      guardExpression(guard);
      parsePermissionExpression(guardExpression(guard));
    }
    route.preValidation = [...asArray(route.preValidation), authorize];
    routes.push(route);
  });
  app.addHook('onReady', async () => {
    const undeclared = routes.filter((route) => route.config?.guard === undefined);
    if (undeclared.length > 0) {
      const list = undeclared.map((route) => `${[route.method].flat().join(',')} ${route.url}`).join(', ');
      throw new Error(`Every route must declare config.guard (a guard of config/permissions.json, or null); missing on: ${list}`);
    }
  });
});
