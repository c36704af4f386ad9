import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { HealthStatus, ReadinessStatus } from '../../../engine/core/generated/api.gen';
import { postgresPoolOf } from '../db/connect';
import { pendingMigrations } from '../db/migrate';
import { ApiProblem } from '../errors';
import { apiSchemaRef } from '../http/api-schemas';

/**
 * The probes are public (no session; /metrics asks for its own token instead), never throttled, and log at debug: a
 * load balancer or monitor asks every few seconds.
 */
const probe = { capability: 'public', guard: null, quietLog: true } as const;

/** Whether the socket's peer (never X-Forwarded-For, which a client writes itself) is this machine. */
function fromLoopback(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The operator's probes, at the root beside the web app: GET /healthz (the process is alive), GET /readyz (the
 * database answers and every migration of this build is applied; 503 with the reason otherwise, and while the process
 * shuts down), GET /metrics (Prometheus text: with a metrics token only to `Authorization: Bearer <token>`, without
 * one only to callers on this machine).
 */
export const operationsRoutes: FastifyPluginAsync = async (app) => {
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });

  app.get<{ Reply: HealthStatus }>(
    '/healthz',
    { schema: { tags: ['operations'], summary: 'Liveness: the process answers', security: [], response: { 200: apiSchemaRef('health-status') } }, config: probe },
    async () => ({ status: 'ok' }),
  );

  app.get<{ Reply: ReadinessStatus }>(
    '/readyz',
    {
      schema: {
        tags: ['operations'],
        summary: 'Readiness: the database answers and the schema is current (503 with the reason otherwise)',
        security: [],
        response: { 200: apiSchemaRef('readiness-status'), 503: apiSchemaRef('readiness-status') },
      },
      config: probe,
    },
    async (_request, reply) => {
      const database = postgresPoolOf(app.db) === undefined ? 'pglite' : 'postgres';
      if (draining) return reply.code(503).send({ status: 'not-ready', database, reason: 'shutting down' });
      let pending: string[];
      try {
        await sql`select 1`.execute(app.db);
        pending = await pendingMigrations(app.db);
      } catch {
        return reply.code(503).send({ status: 'not-ready', database, reason: 'the database does not answer' });
      }
      if (pending.length > 0) return reply.code(503).send({ status: 'not-ready', database, pendingMigrations: pending, reason: 'migrations are pending' });
      return { status: 'ready', database, pendingMigrations: [] };
    },
  );

  app.get(
    '/metrics',
    {
      schema: {
        tags: ['operations'],
        summary: 'Prometheus metrics (text exposition format): with a metrics token, only to Authorization: Bearer <METRICS_TOKEN>',
        security: [],
        response: {
          200: { type: 'string', description: 'Prometheus text exposition format 0.0.4' },
          401: apiSchemaRef('error-response'),
          403: apiSchemaRef('error-response'),
        },
      },
      config: probe,
    },
    async (request, reply) => {
      const token = app.serverConfig.metricsToken;
      if (token !== null) {
        const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
        if (!sameSecret(given, token)) {
          reply.header('www-authenticate', 'Bearer realm="metrics"');
          throw new ApiProblem(401, 'METRICS_TOKEN_REQUIRED');
        }
      } else if (!fromLoopback(request)) {
        throw new ApiProblem(403, 'FORBIDDEN');
      }
      const text = await app.metrics.render();
      return reply.type(app.metrics.contentType).send(text);
    },
  );
};
