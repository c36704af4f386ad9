/**
 * The API server built into one JavaScript file, so `npm start` runs plain `node` (no TypeScript compiler at run time)
 * and a start costs what loading the code costs. Packages stay in node_modules: they are JavaScript already, and some
 * read their own files (PGlite's WebAssembly, pdfkit's fonts). Only the project's own code is bundled; the schemas,
 * page assets and web app the server reads stay where they are (src/server/project-files.ts finds them).
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';

export const SERVER_BUNDLE = 'dist/server/main.mjs';

/**
 * Builds `SERVER_BUNDLE` under `root` (the project, or a copy of it), with a source map so stack traces name the
 * TypeScript lines (`node --enable-source-maps`). Each file is written whole and then renamed into place: a server
 * starting while another process rebuilds loads the old bundle or the new one, never half of one.
 */
export async function buildServer(root = process.cwd()): Promise<void> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: ['src/server/main.ts'],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
    write: false,
  });
  mkdirSync(join(root, dirname(SERVER_BUNDLE)), { recursive: true });
  for (const file of result.outputFiles) {
    const partial = `${file.path}.${process.pid}.partial`;
    writeFileSync(partial, file.contents);
    renameSync(partial, file.path);
  }
}
