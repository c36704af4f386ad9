import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
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
  // Which strings are text matters to the validator and the pseudo-locale (which reads the file's raw text).
  locales: ['text'],
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

// A message argument with a plural, select or ordinal format: English needs the ICU formatter only if one appears.
const ICU_PLURAL_OR_SELECT = /\{\s*[A-Za-z0-9_]+\s*,\s*(plural|select|selectordinal)\s*,/;

/** Whether any English manifest (config/*.json and config/forms/*.json) holds an ICU plural or select message. */
function defaultLocaleUsesIcu(): boolean {
  const configDir = join(projectRoot, 'config');
  const files = [
    ...readdirSync(configDir).filter((name) => name.endsWith('.json')).map((name) => join(configDir, name)),
    ...readdirSync(join(configDir, 'forms')).filter((name) => name.endsWith('.json')).map((name) => join(configDir, 'forms', name)),
  ];
  return files.some((file) => ICU_PLURAL_OR_SELECT.test(readFileSync(file, 'utf8')));
}

/** The app's chunk (src/web/app.tsx), which the bootstrap imports once the locale is set. */
const APP_CHUNK = /(^|\/)app-[\w-]+\.js$/;

/**
 * The bootstrap (main.tsx) loads the app with a dynamic import once the locale is set; index.html preloads the app's
 * chunk, the chunks it imports and its stylesheets, so the browser fetches them alongside the bootstrap rather than
 * after it has run.
 */
function preloadApp(): Plugin {
  return {
    name: 'preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (bundle === undefined) return html;
        const app = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.facadeModuleId?.endsWith('/src/web/app.tsx'));
        if (app === undefined || app.type !== 'chunk') throw new Error('preload-app: the build has no chunk for src/web/app.tsx');
        const scripts: string[] = [];
        const styles: string[] = [];
        const visit = (fileName: string): void => {
          const chunk = bundle[fileName];
          if (chunk === undefined || chunk.type !== 'chunk' || scripts.includes(fileName)) return;
          scripts.push(fileName);
          // A chunk's imports' stylesheets come first, as the app would apply them: the cascade keeps its order.
          for (const imported of chunk.imports) visit(imported);
          for (const css of chunk.viteMetadata?.importedCss ?? []) if (!styles.includes(css)) styles.push(css);
        };
        visit(app.fileName);
        const linked = (file: string): boolean => html.includes(`/${file}"`);
        return [
          ...scripts.filter((file) => !linked(file)).map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
          ...styles.filter((file) => !linked(file)).map((file) => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
        ];
      },
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  plugins: [react(), productNameTitle(), browserManifests(), preloadApp(), precompressAssets()],
  define: { __DEFAULT_LOCALE_USES_ICU__: JSON.stringify(defaultLocaleUsesIcu()) },
  build: {
    // WEB_DIST_DIR lets parallel builds (and their browser tests) use their own folder.
    outDir: process.env.WEB_DIST_DIR ?? fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    // Strict CSP (img-src 'self' data:, font-src 'self'): keep fonts and anything non-image out of data: URLs.
    // index.html preloads the app's chunks (preloadApp above), so the bootstrap's import of the app carries no list of them.
    modulePreload: { resolveDependencies: (filename, dependencies) => (APP_CHUNK.test(filename) ? [] : dependencies) },
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
