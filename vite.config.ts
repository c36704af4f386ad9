import { readFileSync } from 'node:fs';
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

export default defineConfig({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  plugins: [react(), productNameTitle()],
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
