import type { FastifyPluginAsync } from 'fastify';

/**
 * Marks a plugin as not encapsulated, so its hooks and decorations apply to the whole app (what fastify-plugin
 * does, through the same documented `skip-override` symbol, without another dependency).
 */
export function globalPlugin<Options extends Record<string, unknown> = Record<never, never>>(
  name: string,
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  Object.assign(plugin, { [Symbol.for('skip-override')]: true, [Symbol.for('fastify.display-name')]: name });
  return plugin;
}
