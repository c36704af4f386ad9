/**
 * `npm run bench`: prints the first-load size of the built web app, the server's latency per call, and internal
 * transfers per second over HTTP against PostgreSQL beside pgbench's TPC-B figure.
 */
import { existsSync } from 'node:fs';
import { measureApiLatency } from './api-latency';
import { measureFirstLoad } from './first-load';
import { printTransferBench } from './transfers-http';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (existsSync('dist/web/index.html')) {
  const load = measureFirstLoad();
  console.log('First load (gzip -9):');
  for (const file of load.files) console.log(`  ${file.file.padEnd(44)} ${kb(file.gzipBytes).padStart(10)}  (raw ${kb(file.rawBytes)})`);
  console.log(`  total ${kb(load.totalGzipBytes)}; heavy libraries in first load: ${load.heavyLibrariesInFirstLoad.join(', ') || 'none'}`);
} else {
  console.log('First load: dist/web is missing; run `npm run build` first.');
}

const kinds: ('pglite' | 'postgres')[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
console.log('\nServer latency through fastify.inject (wall clock, this machine):');
for (const kind of kinds) {
  for (const row of await measureApiLatency(kind)) {
    if (row.name === 'warm-up') continue;
    console.log(`  ${row.name.padEnd(44)} p50 ${row.p50Ms.toFixed(2).padStart(8)} ms  p95 ${row.p95Ms.toFixed(2).padStart(8)} ms  ${row.perSecond.toFixed(0).padStart(6)}/s  (n=${row.samples})`);
  }
}

console.log('');
await printTransferBench();
