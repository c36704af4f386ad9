import { globalPlugin } from '../http/global-plugin';

/**
 * One `info` line per request, written when it is answered: method, the route's pattern, status and time. The raw
 * URL is never logged (its path and query carry account ids, card and account numbers and hand-off tokens), nor is a
 * header, a cookie or a body. A path no route matched logs as "(no route)".
 */
export const requestLog = globalPlugin('request-log', async (app) => {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { method: request.method, route: request.routeOptions.url ?? '(no route)', statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
  });
});
