import type { FastifyPluginAsync } from 'fastify';
import type { PublishedConfig } from '../../../engine/core/generated/api.gen';
import { apiSchemaRef } from '../http/api-schemas';
import { currentPublishedConfig } from '../studio/published-manifests';

/** The validator of an ETag: the version's number and its row's id (a number alone repeats after a database reset). */
const etagOf = (published: { version: number; id: string | null }): string => `"config-${published.version}-${published.id ?? 'release'}"`;

/**
 * The version of the manifests in force, mounted at /api/config: public, because the manifests it replaces are the
 * same kind of document the web bundle already ships to anyone. An ETag lets a browser ask again for nothing.
 */
export const publishedConfigRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Reply: PublishedConfig }>(
    '/client-api/v2/config/published',
    {
      schema: { tags: ['studio'], summary: 'The version of the manifests in force and the manifests it replaces; 304 when the ETag still matches', response: { 200: apiSchemaRef('published-config'), 304: { type: 'null' } } },
      config: { capability: 'public', guard: null },
    },
    async (request, reply) => {
      const published = await currentPublishedConfig(app.db);
      const etag = etagOf(published);
      void reply.header('etag', etag).header('cache-control', 'no-cache');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null as never);
      return { version: published.version, manifests: { ...published.manifests } as PublishedConfig['manifests'] };
    },
  );
};
