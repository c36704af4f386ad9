import './static-web';
import { ApiProblem } from '../errors';
import { globalPlugin } from '../http/global-plugin';
import { isApiPath, pathOf } from '../http/paths';
import { wordsInForce } from '../http/refusal-words';

/**
 * Unknown paths: under /api a 404 in the API's error shape, in the reader's language; elsewhere, when the web app is
 * served, a GET for a client-side route (no file extension) gets index.html so the browser router takes over.
 */
export const notFound = globalPlugin<{ spa: boolean }>('not-found', async (app, options) => {
  app.setNotFoundHandler(async (request, reply) => {
    const path = pathOf(request.url);
    const spaRoute = options.spa && (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(path) && !/\.[^/]*$/.test(path);
    if (spaRoute) return reply.sendWebApp();
    return reply.code(404).send({ errors: await wordsInForce(request, new ApiProblem(404, 'NOT_FOUND')) });
  });
});
