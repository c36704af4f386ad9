import type { FastifyInstance } from 'fastify';
import { signInAs } from './test-app';

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, unknown> };
}

/** GET /api/openapi.json as staff (outside demo mode only signed-in staff get it): the representative persona. */
export async function openApiDocumentOf(app: FastifyInstance): Promise<OpenApiDocument> {
  const response = await app.inject({ method: 'GET', url: '/api/openapi.json', cookies: { sid: await signInAs(app, 'msr') } });
  if (response.statusCode !== 200) throw new Error(`GET /api/openapi.json as staff answered ${response.statusCode}: ${response.body}`);
  return response.json() as OpenApiDocument;
}
