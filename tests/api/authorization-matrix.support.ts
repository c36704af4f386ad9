import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { signInAs } from '../support/test-app';

export const PERSONAS = ['anonymous', 'member', 'business', 'trusted', 'trusted-mover', 'msr'] as const;
export type Persona = (typeof PERSONAS)[number];

/** What a persona gets from a route: `allow` is any answer past the guards (2xx, 400 for the probe's empty body, a 409…). */
export type Expected = 'allow' | 401 | 403 | 404 | 307;
export type MatrixRow = Readonly<Record<Persona, Expected>>;

export interface RouteKey {
  method: string;
  /** The OpenAPI path, `{param}` style. */
  path: string;
}

export const routeKey = (route: RouteKey): string => `${route.method} ${route.path}`;

/** Every method and path the OpenAPI document lists (HEAD, which Fastify adds to each GET, left out). */
export async function openApiRoutes(app: FastifyInstance): Promise<RouteKey[]> {
  const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .map((method) => method.toUpperCase())
      .filter((method) => method !== 'HEAD')
      .map((method) => ({ method, path })),
  );
}

/** The OpenAPI path of a Fastify route pattern (`:id` → `{id}`). */
export const openApiPathOf = (fastifyUrl: string): string => fastifyUrl.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

export function classify(status: number): Expected {
  if (status === 401 || status === 403 || status === 404 || status === 307) return status;
  return 'allow';
}

export interface PersonaIds {
  /** One of the persona's own accounts (a deposit account when it has one). */
  accountId: string | null;
}

/**
 * Fills a route's path parameters: the persona's own account where the route takes an account id, a fresh UUID
 * for every other id (so an allowed call on a missing object is that route's 404, and nothing existing is touched),
 * and a fixed, valid value for the other parameters.
 */
export function fillPath(path: string, ids: PersonaIds): string {
  return path.replace(/\{([A-Za-z0-9_]+)\}/g, (_match, name: string) => {
    if (name === 'id' && /\/(arrangements|account)\/\{id\}/.test(path) && ids.accountId) return ids.accountId;
    if (name === 'answer') return 'approve';
    if (name === 'envId') return 'local';
    if (name === 'context') return Buffer.from(JSON.stringify({ kind: 'user', key: 'anonymous', anonymous: true })).toString('base64url');
    if (name === 'target') return 'zelle';
    if (name === 'portal') return 'member';
    if (name === 'businessMembershipPath') return 'businessMembership';
    return randomUUID();
  });
}

export interface Sessions {
  sid: Partial<Record<Persona, string>>;
  ids: Record<Persona, PersonaIds>;
}

const SUMMARY = '/api/arrangement-manager/client-api/v2/productsummary';

export async function signInPersonas(app: FastifyInstance): Promise<Sessions> {
  const sessions: Sessions = { sid: {}, ids: {} as Record<Persona, PersonaIds> };
  for (const persona of PERSONAS) {
    if (persona === 'anonymous') {
      sessions.ids[persona] = { accountId: null };
      continue;
    }
    const sid = await signInAs(app, persona);
    sessions.sid[persona] = sid;
    const summary = await app.inject({ method: 'GET', url: SUMMARY, cookies: { sid } });
    const products = summary.statusCode === 200 ? (summary.json() as { groups: { products: { id: string; productKind: string }[] }[] }).groups.flatMap((group) => group.products) : [];
    const deposit = products.find((product) => product.productKind === 'checking' || product.productKind === 'savings') ?? products[0];
    sessions.ids[persona] = { accountId: deposit?.id ?? null };
  }
  return sessions;
}

/** One probe: the route as the persona, with an empty JSON body on methods that take one. */
export async function probe(app: FastifyInstance, route: RouteKey, persona: Persona, sessions: Sessions): Promise<{ status: number; url: string }> {
  const url = fillPath(route.path, sessions.ids[persona]);
  const sid = sessions.sid[persona];
  const hasBody = !['GET', 'DELETE'].includes(route.method);
  const response = await app.inject({
    method: route.method as 'GET',
    url,
    headers: { 'idempotency-key': randomUUID(), ...(hasBody ? { 'content-type': 'application/json' } : {}) },
    ...(sid ? { cookies: { sid } } : {}),
    ...(hasBody ? { payload: '{}' } : {}),
  });
  return { status: response.statusCode, url };
}
