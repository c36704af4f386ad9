import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { AnalyticsEventBatch, AnalyticsReceipt } from '../../../engine/core/generated/api.gen';
import { apiSchemaRef } from '../http/api-schemas';
import { peekSession } from '../plugins/session';

const error = apiSchemaRef('error-response');

/**
 * The app's own analytics sink (mounted at /api/analytics; app.json analytics.sinkUrl names it): stores the
 * tags and custom events the browser raised, for the signed-in member or anonymously (tags fire before sign-in and
 * after a session ends), and calls no one else. Public, like the flag service's event endpoints; the schema bounds
 * every batch, and nothing is written unless the whole batch is valid.
 */
export const analyticsRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: AnalyticsEventBatch; Reply: AnalyticsReceipt }>(
    '/client-api/v1/events',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Stores analytics tags and custom events for the session\'s member, or anonymously',
        body: apiSchemaRef('analytics-event-batch'),
        response: { 201: apiSchemaRef('analytics-receipt'), 400: error },
      },
      config: { capability: 'public', guard: null },
    },
    async (request, reply) => {
      const session = await peekSession(request);
      const receivedAt = app.clock();
      const rows = request.body.events.map((event) => ({
        id: randomUUID(),
        user_id: session?.user_id ?? null,
        kind: event.type === 'tag' ? ('TAG' as const) : ('CUSTOM' as const),
        name: event.name,
        data: JSON.stringify(event.data ?? {}),
        page: event.page ?? null,
        occurred_at: event.occurredAt === undefined ? null : new Date(event.occurredAt),
        received_at: receivedAt,
      }));
      await app.db.insertInto('analytics_events').values(rows).execute();
      return reply.code(201).send({ stored: rows.length });
    },
  );
};
