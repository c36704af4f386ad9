/**
 * What a member's browser downloads before the first screen: the entry script, its static imports (modulepreload)
 * and the CSS that index.html names, gzip -9 as a CDN would serve them. Also says whether any form, PDF, chart or
 * flag-SDK code slipped into that first load (forms and charts load with the screens that use them). This is the
 * build's own claim; browser-first-load.ts counts what a browser really fetches.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface FirstLoadFigures {
  files: { file: string; rawBytes: number; gzipBytes: number }[];
  totalGzipBytes: number;
  heavyLibrariesInFirstLoad: string[];
}

/** Code the summary's first load must not carry, each found by strings its minified build keeps. */
export const HEAVY_MARKERS: Record<string, RegExp> = {
  'form (rjsf)': /@rjsf|getDefaultFormState|ArrayFieldTemplate/,
  'form validation (ajv)': /must have required property|strictSchema|"unevaluatedProperties"/,
  'PDF (pdfkit/pdfjs)': /PDFDocument|PDFKit|%PDF-|pdfjs|GlobalWorkerOptions/,
  'chart (uPlot)': /uplot|u-legend|u-cursor/i,
  'flag SDK (LaunchDarkly)': /launchdarkly|LDClient/i,
};

/** The names of HEAVY_MARKERS whose code is in `scriptText`. */
export function heavyLibrariesIn(scriptText: string): string[] {
  return Object.entries(HEAVY_MARKERS)
    .filter(([, marker]) => marker.test(scriptText))
    .map(([name]) => name);
}

export function measureFirstLoad(webRoot = process.env.WEB_DIST_DIR ?? 'dist/web'): FirstLoadFigures {
  const html = readFileSync(join(webRoot, 'index.html'), 'utf8');
  const referenced = [...html.matchAll(/(?:src|href)="\/?([^"]+\.(?:js|css))"/g)].map((match) => match[1] as string);
  const files = [...new Set(referenced)].map((file) => {
    const bytes = readFileSync(join(webRoot, file));
    return { file, rawBytes: statSync(join(webRoot, file)).size, gzipBytes: gzipSync(bytes, { level: 9 }).length };
  });
  const scripts = files.filter((f) => f.file.endsWith('.js')).map((f) => readFileSync(join(webRoot, f.file), 'utf8')).join('\n');
  const heavyLibrariesInFirstLoad = heavyLibrariesIn(scripts);
  return { files, totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0), heavyLibrariesInFirstLoad };
}
