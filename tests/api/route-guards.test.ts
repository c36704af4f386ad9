import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsManifest, permissionsManifest, policyManifest } from '../../src/manifests';
import { errorHandler } from '../../src/server/plugins/error-handler';
import { routeGuards, type CapabilityName, type GuardName } from '../../src/server/plugins/route-guards';
import { sessionSupport } from '../../src/server/plugins/session';
import { openApiDocumentOf } from '../support/openapi-document';
import { createTestApp, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

/** A bare app with only the guard rule (no database): for what the rule does at start-up and without a session. */
async function bareApp(addRoutes: (app: FastifyInstance) => void): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(errorHandler);
  await app.register(sessionSupport);
  await app.register(routeGuards);
  addRoutes(app);
  return app;
}

describe('the route-guard rule', () => {
  it('refuses to start when a route declares no capability or no guard, naming it', async () => {
    const app = await bareApp((instance) => {
      instance.get('/api/declared', { config: { capability: 'public', guard: null } }, async () => ({}));
      instance.get('/api/forgotten', async () => ({}));
      instance.post('/api/also-forgotten', { config: {} }, async () => ({}));
      instance.put('/api/no-capability', { config: { guard: null } }, async () => ({}));
      instance.delete('/api/no-guard', { config: { capability: 'move-money' } }, async () => ({}));
    });
    await expect(app.ready()).rejects.toThrow(
      /must declare config\.capability.*config\.guard.*GET \/api\/forgotten.*POST \/api\/also-forgotten.*PUT \/api\/no-capability.*DELETE \/api\/no-guard/,
    );
    await expect(app.ready()).rejects.not.toThrow(/\/api\/declared/);
    await app.close().catch(() => undefined);
  });

  it('refuses a capability that config/policy.json does not define, listing the known ones', async () => {
    const app = Fastify();
    await app.register(routeGuards);
    expect(() => app.get('/api/x', { config: { capability: 'fly' as CapabilityName, guard: null } }, async () => ({}))).toThrow(/Unknown capability "fly".*move-money/);
    await app.close();
  });

  it('refuses a guard that config/permissions.json does not define, listing the known ones', async () => {
    const app = Fastify();
    await app.register(routeGuards);
    expect(() => app.get('/api/x', { config: { guard: 'canFly' as GuardName } }, async () => ({}))).toThrow(/Unknown guard "canFly".*canViewBillPay/);
    await app.close();
  });

  it('answers 401 to a caller without a session on guarded and non-public routes, and lets public ones through', async () => {
    const handled: string[] = [];
    const app = await bareApp((instance) => {
      instance.get('/guarded', { config: { capability: 'view-payments', guard: 'canViewBillPay' } }, async () => handled.push('guarded'));
      instance.get('/signed-in', { config: { capability: 'own-session', guard: null } }, async () => handled.push('signed-in'));
      instance.get('/public', { config: { capability: 'public', guard: null } }, async () => ({ ok: handled.length }));
    });
    await app.ready();
    const sessionRequired = { errors: [{ path: '', message: errorsManifest.errors.SESSION_REQUIRED?.message }] };
    for (const url of ['/guarded', '/signed-in']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual(sessionRequired);
    }
    expect(handled).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/public' })).json()).toEqual({ ok: 0 });
    await app.close();
  });
});

describe.each(databaseKinds())('guards of the real app (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('declares a capability and a guard on every registered route, each known (a guard may be explicitly null)', () => {
    const routes = t.app.routeGuardDeclarations();
    expect(routes.length).toBeGreaterThan(15);
    for (const route of routes) {
      expect(Object.keys(policyManifest.capabilities), `${route.method} ${route.url}`).toContain(route.capability);
      expect(route.guard, `${route.method} ${route.url}`).not.toBeUndefined();
      if (typeof route.guard === 'string') expect(Object.keys(permissionsManifest.guards), route.url).toContain(route.guard);
    }
    const guardOf = (method: string, url: string) => routes.find((route) => route.method === method && route.url === url);
    expect(guardOf('GET', '/api/arrangement-manager/client-api/v2/productsummary')).toEqual({
      method: 'GET',
      url: '/api/arrangement-manager/client-api/v2/productsummary',
      capability: 'view-accounts',
      guard: 'canViewProductSummary',
      public: false,
    });
    expect(guardOf('GET', '/api/user-manager/client-api/v2/users/me')).toMatchObject({ capability: 'own-session', guard: null, public: false });
    expect(guardOf('POST', '/api/session/login')).toMatchObject({ capability: 'public', guard: null, public: true });
    expect(guardOf('GET', '/sdk/evalx/:envId/contexts/:context')).toMatchObject({ guard: null, public: true });
    expect(guardOf('REPORT', '/sdk/evalx/:envId/context')).toMatchObject({ guard: null, public: true });
    // Only sign-in (password, passkey, identity provider), sign-out, the flag service, the manifests in force (the studio's published version), the analytics sink (tags are raised on the
    // sign-in page and after a session ends; it stores them and reads nothing back) and the operator's probes (health,
    // readiness, and the metrics, which check their own token or a loopback caller) are open without a session.
    const open = routes.filter((route) => route.public && route.method !== 'HEAD').map((route) => `${route.method} ${route.url}`).sort();
    expect(open).toEqual(
      [
        'GET /api/flags/client-config',
        'GET /api/config/client-api/v2/config/published',
        'GET /sdk/evalx/:envId/contexts/:context',
        'GET /sdk/goals/:envId',
        'POST /api/analytics/client-api/v1/events',
        'POST /api/access-control/client-api/v3/trusted-user-invitations/acceptance',
        'POST /api/access-control/client-api/v3/trusted-user-invitations/details',
        'POST /api/session/login',
        'POST /api/session/passkey/options',
        'POST /api/session/passkey/login',
        'POST /api/sign-in-help/forgot-username',
        'POST /api/sign-in-help/forgot-password',
        'POST /api/sign-in-help/enrolment',
        'POST /api/sign-in-help/verify',
        'POST /api/sign-in-help/password',
        'POST /api/sign-in-help/enrolment/credentials',
        'POST /api/logout-survey/responses',
        'POST /api/session/memberlogout',
        'GET /api/sso/oidc/options',
        'GET /api/sso/oidc/start',
        'GET /api/sso/oidc/callback',
        'GET /healthz',
        'GET /readyz',
        'GET /metrics',
        'POST /events/bulk/:envId',
        'POST /events/diagnostic/:envId',
        'REPORT /sdk/evalx/:envId/context',
      ].sort(),
    );
  });

  it('documents every API route in the OpenAPI document', async () => {
    const document = await openApiDocumentOf(t.app);
    const documented = Object.keys(document.paths);
    for (const path of [
      '/api/access-control/client-api/v3/accessgroups/users/permissions/summary',
      '/api/access-control/client-api/v3/accessgroups/service-agreements/context',
      '/api/access-control/client-api/v3/accessgroups/usercontext/serviceagreements',
      '/api/access-control/client-api/v3/accessgroups/usercontext',
      '/api/flags/client-config',
      '/sdk/evalx/{envId}/contexts/{context}',
      '/sdk/evalx/{envId}/context',
    ]) {
      expect(documented).toContain(path);
    }
  });

  it("compiles every route's validators and serializers: each compiles on first use, so none may wait to fail", () => {
    expect(() => t.app.compileRouteSchemas()).not.toThrow();
  });
});
