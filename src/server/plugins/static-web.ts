import fastifyStatic from '@fastify/static';
import { globalPlugin } from '../http/global-plugin';

/**
 * Serves the built web app (`vite build` output). Hashed assets are cached for a year; index.html is revalidated
 * each time so a deploy is picked up at once.
 */
export const staticWeb = globalPlugin<{ root: string }>('static-web', async (app, options) => {
  await app.register(fastifyStatic, {
    root: options.root,
    prefix: '/',
    wildcard: true,
    cacheControl: false,
    setHeaders(reply, path) {
      const immutable = /[\\/]assets[\\/]/.test(path);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
});
