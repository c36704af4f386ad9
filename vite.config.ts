import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const projectRoot = fileURLToPath(new URL('.', import.meta.url));

// `npm run dev` (scripts/dev.ts) runs the API server here; in production the API server itself serves dist/web.
const DEV_API_ORIGIN = 'http://127.0.0.1:8081';

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Puts app.json's product name into index.html's first title, shown until the router sets the page's own. */
function productNameTitle(): Plugin {
  return {
    name: 'product-name-title',
    transformIndexHtml(html) {
      const app = JSON.parse(readFileSync(new URL('./config/app.json', import.meta.url), 'utf8')) as { productName: string };
      return html.replace('%PRODUCT_NAME%', escapeHtml(app.productName));
    },
  };
}

// What only the config's editors and `npm run validate` read, by manifest: no browser code reads these keys, and
// the first page load carries these manifests. `$schema` goes from every manifest.
const EDITOR_ONLY_KEYS: Readonly<Record<string, readonly string[]>> = {
  alerts: ['description'],
  errors: ['description'],
  flags: ['description'],
  limits: ['description'],
  menus: ['screenLinks', 'unlinkedRoutes'],
  permissions: ['description'],
  policy: ['description'],
  risk: ['description'],
  sso: ['description'],
};

const withoutKeys = (value: unknown, drop: ReadonlySet<string>): unknown => {
  if (Array.isArray(value)) return value.map((item) => withoutKeys(item, drop));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !drop.has(key)).map(([key, item]) => [key, withoutKeys(item, drop)]));
};

/** Leaves the editor-only keys above out of the browser's copy of config/*.json (the server reads the files whole). */
function browserManifests(): Plugin {
  return {
    name: 'browser-manifests',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      const name = /[\\/]config[\\/]([^\\/]+)\.json$/.exec(id)?.[1];
      if (name === undefined) return null;
      const drop = new Set(['$schema', ...(EDITOR_ONLY_KEYS[name] ?? [])]);
      return { code: JSON.stringify(withoutKeys(JSON.parse(code), drop)), map: null };
    },
  };
}

/**
 * Writes a gzip (-9) and a brotli copy beside every built script, stylesheet and SVG, which the server sends to
 * browsers that accept them (@fastify/static `preCompressed`): compressed once at build time, not per request.
 */
function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle(_options, bundle) {
      for (const file of Object.keys(bundle).filter((name) => /\.(js|css|svg)$/.test(name))) {
        const bytes = readFileSync(join(outDir, file));
        writeFileSync(join(outDir, `${file}.gz`), gzipSync(bytes, { level: 9 }));
        writeFileSync(join(outDir, `${file}.br`), brotliCompressSync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  plugins: [react(), productNameTitle(), browserManifests(), precompressAssets()],
  build: {
    // WEB_DIST_DIR lets parallel builds (and their browser tests) use their own folder.
    outDir: process.env.WEB_DIST_DIR ?? fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    // Strict CSP (img-src 'self' data:, font-src 'self'): keep fonts and anything non-image out of data: URLs.
    assetsInlineLimit: (file) => (/\.(svg|png|jpe?g|gif|webp)$/i.test(file) ? undefined : false),
  },
  server: {
    port: 8080,
    strictPort: true,
    fs: { allow: [projectRoot] },
    // /sdk and /events are the local LaunchDarkly client-side endpoints the API server answers.
    proxy: Object.fromEntries(['/api', '/sdk', '/events'].map((path) => [path, { target: DEV_API_ORIGIN, changeOrigin: false }])),
  },
  preview: { port: 8080 },
});
