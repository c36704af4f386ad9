import fastifySwagger from '@fastify/swagger';
import { globalPlugin } from '../http/global-plugin';
import { appManifest } from '../../manifests';
import { requireSession } from './session';

/**
 * The OpenAPI document of every route, built from the same schemas that validate them, at GET /api/openapi.json:
 * the seam a credit union's own core can implement. Shared schemas are named by their title.
 *
 * It lists every staff route and every error, a map of the attack surface: a demo shows it to anyone (the demo is
 * there to be explored); otherwise only signed-in staff get it (the staff-desk capability), others a 401 or 403.
 */
export const openApi = globalPlugin('openapi', async (app) => {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: `${appManifest.productName} member API`, version: appManifest.appVersion },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } } },
      security: [{ session: [] }],
    },
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, index) => (typeof json.title === 'string' ? json.title : `def-${index}`),
    },
  });
  if (app.serverConfig.demoMode) {
    app.get('/api/openapi.json', { schema: { hide: true }, config: { capability: 'public', guard: null } }, async () => app.swagger());
  } else {
    app.get(
      '/api/openapi.json',
      { schema: { hide: true }, preValidation: requireSession({ extend: false }), config: { capability: 'staff-desk', guard: null } },
      async () => app.swagger(),
    );
  }
});
