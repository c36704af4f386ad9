/**
 * What a member's browser downloads before the first screen: the entry script, its static imports (modulepreload)
 * and the CSS that index.html names, gzip -9 as a CDN would serve them. Also says whether any form or validation
 * library slipped into that first load (it must not: forms load with the screens that use them).
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface FirstLoadFigures {
  files: { file: string; rawBytes: number; gzipBytes: number }[];
  totalGzipBytes: number;
  heavyLibrariesInFirstLoad: string[];
}

const HEAVY_MARKERS: Record<string, RegExp> = {
  rjsf: /@rjsf|rjsf-/,
  'ajv (runtime compiler)': /new Function\(|strictSchema|"unevaluatedProperties"/,
  'launchdarkly sdk': /launchdarkly|ldclientjs/i,
};

export function measureFirstLoad(webRoot = 'dist/web'): FirstLoadFigures {
  const html = readFileSync(join(webRoot, 'index.html'), 'utf8');
  const referenced = [...html.matchAll(/(?:src|href)="\/?([^"]+\.(?:js|css))"/g)].map((match) => match[1] as string);
  const files = [...new Set(referenced)].map((file) => {
    const bytes = readFileSync(join(webRoot, file));
    return { file, rawBytes: statSync(join(webRoot, file)).size, gzipBytes: gzipSync(bytes, { level: 9 }).length };
  });
  const scripts = files.filter((f) => f.file.endsWith('.js')).map((f) => readFileSync(join(webRoot, f.file), 'utf8')).join('\n');
  const heavyLibrariesInFirstLoad = Object.entries(HEAVY_MARKERS)
    .filter(([, marker]) => marker.test(scripts))
    .map(([name]) => name);
  return { files, totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0), heavyLibrariesInFirstLoad };
}
