import './static-web';
import { errorBody } from '../errors';
import { globalPlugin } from '../http/global-plugin';
import { isApiPath, pathOf } from '../http/paths';

/**
 * Unknown paths: under /api a 404 in the API's error shape; elsewhere, when the web app is served, a GET for a
 * client-side route (no file extension) gets index.html so the browser router takes over.
 */
export const notFound = globalPlugin<{ spa: boolean }>('not-found', async (app, options) => {
  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request.url);
    const spaRoute = options.spa && (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(path) && !/\.[^/]*$/.test(path);
    if (spaRoute) return reply.sendWebApp();
    return reply.code(404).send(errorBody('NOT_FOUND'));
  });
});
