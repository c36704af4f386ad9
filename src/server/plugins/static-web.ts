import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { globalPlugin } from '../http/global-plugin';
import { PAGE_CLOCK_ELEMENT_ID, PAGE_FLAGS_ELEMENT_ID, PAGE_PUBLISHED_CONFIG_ELEMENT_ID } from '../../../engine/core/page-data';
import { previewConfig } from '../studio/preview';
import { currentPublishedConfig, type PublishedConfig } from '../studio/published-manifests';
import { isPreviewRequest, peekSession } from './session';
import { pageFlags } from '../routes/flags';

declare module 'fastify' {
  interface FastifyReply {
    /** index.html with this session's flags and the server's clock embedded as JSON data blocks (never cached: per session). */
    sendWebApp(): Promise<FastifyReply>;
  }
}


/** JSON that stays inert inside a <script> element: no "</script>", "<!--" or line separators can close or bend it. */
const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/**
 * The manifests a page runs on: the version in force, or for a studio preview's page (its live session in the
 * address) the draft it previews. A preview whose session has ended gets the version in force, as any page would.
 */
async function pageConfig(app: FastifyInstance, request: FastifyRequest): Promise<PublishedConfig> {
  if (isPreviewRequest(request)) {
    const draftId = (await peekSession(request))?.preview_draft_id;
    if (draftId) return previewConfig(app.db, draftId);
  }
  return currentPublishedConfig(app.db);
}

/**
 * Serves the built web app (`vite build` output). Hashed assets are cached for a year; index.html is revalidated
 * each time so a deploy is picked up at once. Its routes are public files: they declare `guard: null` through an
 * onRoute hook that only marks routes @fastify/static registers (it takes no route config of its own).
 *
 * index.html is never served as a plain file: `reply.sendWebApp()` (used by the not-found handler for every client
 * route, "/" included) embeds the session's evaluated flags and the server's clock as `<script type="application/json">`
 * data blocks, with the version of the manifests in force (the studio's), so the first screen needs no flag or
 * config request and the browser's business date is the server's. A data block is not executed, so the strict CSP is untouched. The file is
 * read on every page load so a rebuild is picked up without a restart.
 */
export const staticWeb = globalPlugin<{ root: string }>('static-web', async (app, options) => {
  let registering = false;
  app.addHook('onRoute', (route) => {
    if (registering) route.config = { ...route.config, capability: 'public', guard: null };
  });
  registering = true;
  try {
    await app.register(fastifyStatic, {
      root: options.root,
      prefix: '/',
      wildcard: true,
      index: false,
      cacheControl: false,
      // The build writes .br and .gz beside each asset (vite.config.ts): sent to browsers that accept them.
      preCompressed: true,
      setHeaders(reply, path) {
        const immutable = /[\\/]assets[\\/]/.test(path);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // With `index: false` the static route would refuse "/" as a folder: the root is the web app too.
    app.get('/', (_request, reply) => reply.sendWebApp());
  } finally {
    registering = false;
  }

  app.decorateReply('sendWebApp', async function sendWebApp(this: FastifyReply) {
    const [html, flags, published] = await Promise.all([readFile(join(options.root, 'index.html'), 'utf8'), pageFlags(app, this.request), pageConfig(app, this.request)]);
    const block =
      `<script type="application/json" id="${PAGE_FLAGS_ELEMENT_ID}">${scriptSafeJson(flags)}</script>` +
      `<script type="application/json" id="${PAGE_CLOCK_ELEMENT_ID}">${scriptSafeJson({ now: app.clock().toISOString() })}</script>` +
      `<script type="application/json" id="${PAGE_PUBLISHED_CONFIG_ELEMENT_ID}">${scriptSafeJson({ version: published.version, manifests: published.manifests })}</script>`;
    // Module scripts run after the whole document is parsed, so the block may also end the page when it has no head.
    const page = html.includes('</head>') ? html.replace('</head>', `${block}</head>`) : `${html}${block}`;
    return this.header('cache-control', 'no-cache').header('vary', 'cookie').type('text/html; charset=utf-8').send(page);
  });
});
