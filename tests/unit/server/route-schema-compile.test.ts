import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { apiSchemas } from '../../../src/server/plugins/api-schemas';

const BODY = { type: 'object', properties: { amount: { type: 'integer', minimum: 1 } }, required: ['amount'], additionalProperties: false };
const QUERY = { type: 'object', properties: { size: { type: 'integer' } }, additionalProperties: false };
const ANSWER = { type: 'object', properties: { amount: { type: 'integer' }, size: { type: 'integer' } }, required: ['amount'] };

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function appWith(body: object): Promise<FastifyInstance> {
  app = Fastify();
  await app.register(apiSchemas);
  app.post('/echo', { schema: { body, querystring: QUERY, response: { 200: ANSWER } } }, async (request) => ({
    ...(request.body as object),
    ...(request.query as object),
    secret: 'never in the answer',
  }));
  await app.ready();
  return app;
}

describe('route schemas compiled on first use', () => {
  it('validate, coerce the query and serialize as compiled ones do', async () => {
    const server = await appWith(BODY);
    const ok = await server.inject({ method: 'POST', url: '/echo?size=5', payload: { amount: 3 } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ amount: 3, size: 5 });

    const refused = await server.inject({ method: 'POST', url: '/echo', payload: { amount: 0 } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('body/amount');
    const extra = await server.inject({ method: 'POST', url: '/echo', payload: { amount: 1, other: true } });
    expect(extra.statusCode).toBe(400);
    const badQuery = await server.inject({ method: 'POST', url: '/echo?size=many', payload: { amount: 1 } });
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json().message).toContain('querystring/size');
  });

  it('compileRouteSchemas compiles every route now, and throws on a schema Ajv refuses', async () => {
    const fine = await appWith(BODY);
    expect(() => fine.compileRouteSchemas()).not.toThrow();
    await fine.close();

    // Strict Ajv refuses an unknown type; compiled on first use, the start alone would not notice.
    const broken = await appWith({ type: 'object', properties: { amount: { type: 'integr' } } });
    expect(() => broken.compileRouteSchemas()).toThrow(/schema is invalid/);
  });
});
