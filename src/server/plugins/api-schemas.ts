import { allApiSchemas } from '../http/api-schemas';
import { globalPlugin } from '../http/global-plugin';
import { lazySerializerCompiler } from '../http/serialization';
import { lazyValidatorCompiler } from '../http/validation';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Compiles every route's validators and serializers now instead of on first use: throws the first schema Ajv or
     * the serializer refuses. A production start calls it, and a test does, so a broken schema never waits for a
     * member's request to show.
     */
    compileRouteSchemas(): void;
  }
}

/**
 * Makes schemas/api known app-wide: Ajv (draft 2020-12) validates bodies and queries, and the shared schemas let
 * response serialization and the OpenAPI document resolve each route's `$ref`. Each route's schemas compile on first
 * use; `compileRouteSchemas` compiles the rest.
 */
export const apiSchemas = globalPlugin('api-schemas', async (app) => {
  const pending: (() => unknown)[] = [];
  app.setValidatorCompiler(lazyValidatorCompiler(pending));
  app.setSerializerCompiler(lazySerializerCompiler(pending));
  app.decorate('compileRouteSchemas', () => {
    for (const compile of pending.splice(0)) compile();
  });
  for (const schema of allApiSchemas) {
    const { $schema: _dialect, ...shared } = schema;
    app.addSchema(shared);
  }
});
