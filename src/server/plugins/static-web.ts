import fastifyStatic from '@fastify/static';
import { globalPlugin } from '../http/global-plugin';

/**
 * Serves the built web app (`vite build` output). Hashed assets are cached for a year; index.html is revalidated
 * each time so a deploy is picked up at once. Its routes are public files: they declare `guard: null` through an
 * onRoute hook that only marks routes @fastify/static registers (it takes no route config of its own).
 */
export const staticWeb = globalPlugin<{ root: string }>('static-web', async (app, options) => {
  let registering = false;
  app.addHook('onRoute', (route) => {
    if (registering) route.config = { ...route.config, guard: null, public: true };
  });
  registering = true;
  try {
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
  } finally {
    registering = false;
  }
});
