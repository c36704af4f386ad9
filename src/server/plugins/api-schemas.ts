import { allApiSchemas } from '../http/api-schemas';
import { globalPlugin } from '../http/global-plugin';
import { serializerCompiler } from '../http/serialization';
import { validatorCompiler } from '../http/validation';

/**
 * Makes schemas/api known app-wide: Ajv (draft 2020-12) validates bodies and queries, and the shared schemas let
 * response serialization and the OpenAPI document resolve each route's `$ref`.
 */
export const apiSchemas = globalPlugin('api-schemas', async (app) => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  for (const schema of allApiSchemas) {
    const { $schema: _dialect, ...shared } = schema;
    app.addSchema(shared);
  }
});
