import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { EvalxQuery, FlagEvaluations, FlagsBootstrap, FlagsClientConfig, LdEnvironmentParams } from '../../../engine/core/generated/api.gen';
import type { FlagContext } from '../../../engine/core/flags';
import { flagContextKey, loadMember } from '../domain/current-user';
import { evaluateClientFlags, sentUserOf, toBootstrap, type SentUser } from '../domain/flag-evaluation';
import { ApiProblem } from '../errors';
import { apiSchemaRef } from '../http/api-schemas';
import { flagContextOf } from '../domain/flag-context';
import { peekSession } from '../plugins/session';
import { flagsInForce } from '../studio/flags-in-force';

/** The client-side id of the local flag service when no LaunchDarkly environment is configured. */
export const LOCAL_CLIENT_SIDE_ID = 'local';

const PUBLIC = { capability: 'public', guard: null } as const;
const errors = { 400: apiSchemaRef('error-response'), 404: apiSchemaRef('error-response') };

/** Targeting facts come from the database, only for the user whose session the request carries; others are anonymous. */
async function flagContextOfRequest(app: FastifyInstance, request: FastifyRequest, sent: SentUser): Promise<FlagContext> {
  if (sent.anonymous) return { key: sent.key, anonymous: true };
  const session = await peekSession(request);
  const member = session ? await loadMember(app.db, session.user_id) : undefined;
  if (!member || flagContextKey(member) !== sent.key) return { key: sent.key, anonymous: true };
  return flagContextOf(member);
}

async function evaluateFor(app: FastifyInstance, request: FastifyRequest, context: unknown): Promise<FlagEvaluations> {
  const sent = sentUserOf(context);
  if (!sent) throw new ApiProblem(400, 'BAD_REQUEST');
  return evaluateClientFlags(await flagsInForce(app, await peekSession(request)), await flagContextOfRequest(app, request, sent));
}

/** How the web app starts the flag SDK for this request's session; in local mode with the flags evaluated for it. */
export async function flagsClientConfig(app: FastifyInstance, request: FastifyRequest): Promise<FlagsClientConfig> {
  const { launchDarkly } = app.serverConfig;
  const origin = `${request.protocol}://${request.host}`;
  const local = launchDarkly.clientSideId === null;
  const session = await peekSession(request);
  const member = session ? await loadMember(app.db, session.user_id) : undefined;
  const context = member ? { kind: 'user', key: flagContextKey(member), anonymous: false } : { kind: 'user', anonymous: true };
  return {
    clientSideId: launchDarkly.clientSideId ?? LOCAL_CLIENT_SIDE_ID,
    baseUrl: launchDarkly.baseUrl ?? origin,
    streamUrl: launchDarkly.streamUrl ?? origin,
    eventsUrl: launchDarkly.eventsUrl ?? origin,
    local,
    context,
    ...(local ? { bootstrap: toBootstrap(await evaluateFor(app, request, context)) } : {}),
  };
}

/**
 * What index.html carries for the first paint (see static-web): the client config, and in local mode the anonymous
 * flags too when someone is signed in, so the app's brief anonymous phase before users/me needs no flag request.
 */
export async function pageFlags(app: FastifyInstance, request: FastifyRequest): Promise<{ config: FlagsClientConfig; anonymous?: FlagsBootstrap }> {
  const config = await flagsClientConfig(app, request);
  if (!config.local || config.context?.anonymous === true) return { config };
  return { config, anonymous: toBootstrap(await evaluateFor(app, request, { kind: 'user', anonymous: true })) };
}

/**
 * The local flag service: LaunchDarkly's client-side endpoints (evalx, goals, events) on this server's own origin,
 * evaluating config/flags.json, so the browser SDK works with nothing leaving the machine; and
 * GET /api/flags/client-config, which tells the web app how to start the SDK. All public: the SDK asks before
 * sign-in too. Targeting facts (membership type, channel) come from the database, and only for the user whose
 * session cookie the request carries; any other context is evaluated as anonymous (defaults).
 */
export const flagRoutes: FastifyPluginAsync = async (app) => {
  app.addHttpMethod('REPORT', { hasBody: true });
  const clientSideId = app.serverConfig.launchDarkly.clientSideId ?? LOCAL_CLIENT_SIDE_ID;

  // Per-user answers: never cached (the /api paths get this from the security headers plugin).
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  const requireEnvironment = (envId: string): void => {
    if (envId !== clientSideId) throw new ApiProblem(404, 'NOT_FOUND');
  };

  const evaluate = (request: FastifyRequest, context: unknown): Promise<FlagEvaluations> => evaluateFor(app, request, context);

  app.get<{ Params: LdEnvironmentParams & { context: string }; Querystring: EvalxQuery; Reply: FlagEvaluations }>(
    '/sdk/evalx/:envId/contexts/:context',
    {
      schema: {
        tags: ['flags'],
        summary: 'LaunchDarkly client-side evaluation: every client-side flag for the base64url JSON context in the path',
        params: apiSchemaRef('ld-environment-params'),
        querystring: apiSchemaRef('evalx-query'),
        response: { 200: apiSchemaRef('flag-evaluations'), ...errors },
      },
      config: PUBLIC,
    },
    async (request) => {
      requireEnvironment(request.params.envId);
      let context: unknown;
      try {
        context = JSON.parse(Buffer.from(request.params.context, 'base64url').toString('utf8'));
      } catch {
        throw new ApiProblem(400, 'BAD_REQUEST', '/context');
      }
      return evaluate(request, context);
    },
  );

  app.route<{ Params: LdEnvironmentParams; Querystring: EvalxQuery; Body: unknown; Reply: FlagEvaluations }>({
    method: 'REPORT',
    url: '/sdk/evalx/:envId/context',
    schema: {
      tags: ['flags'],
      summary: 'LaunchDarkly client-side evaluation (useReport): every client-side flag for the JSON context in the body',
      params: apiSchemaRef('ld-environment-params'),
      querystring: apiSchemaRef('evalx-query'),
      body: apiSchemaRef('ld-context'),
      response: { 200: apiSchemaRef('flag-evaluations'), ...errors },
    },
    config: PUBLIC,
    handler: async (request) => {
      requireEnvironment(request.params.envId);
      return evaluate(request, request.body);
    },
  });

  app.get<{ Params: LdEnvironmentParams }>(
    '/sdk/goals/:envId',
    {
      schema: { tags: ['flags'], summary: 'LaunchDarkly goals: none', params: apiSchemaRef('ld-environment-params'), response: { 200: { type: 'array', maxItems: 0 }, 404: errors[404] } },
      config: PUBLIC,
    },
    async (request) => {
      requireEnvironment(request.params.envId);
      return [];
    },
  );

  for (const kind of ['bulk', 'diagnostic'] as const) {
    app.post<{ Params: LdEnvironmentParams }>(
      `/events/${kind}/:envId`,
      {
        schema: {
          tags: ['flags'],
          summary: `LaunchDarkly ${kind} events: accepted and dropped (nothing leaves the machine)`,
          params: apiSchemaRef('ld-environment-params'),
          body: apiSchemaRef('ld-events'),
          response: { 202: { type: 'null' }, ...errors },
        },
        config: PUBLIC,
      },
      async (request, reply) => {
        requireEnvironment(request.params.envId);
        return reply.code(202).send();
      },
    );
  }

  app.get<{ Reply: FlagsClientConfig }>(
    '/api/flags/client-config',
    {
      schema: { tags: ['flags'], summary: 'How the web app starts the LaunchDarkly SDK: ids, URLs, and in local mode the flags themselves', response: { 200: apiSchemaRef('flags-client-config') } },
      config: PUBLIC,
    },
    async (request) => flagsClientConfig(app, request),
  );
};
