/**
 * `npm run bench`: every figure of the performance table, each with its goal. Build first (`npm run build`): the
 * browser rows read dist/web (or WEB_DIST_DIR). Rows against PostgreSQL use DATABASE_URL, else the local server.
 *   1. first load of the summary as a browser counts it, and index.html's own list
 *   2. Lighthouse mobile performance of the summary
 *   3. HTTP load: bare Fastify route, productsummary, session status, transfers beside pgbench TPC-B, memory soak
 *   4. a page of transactions with 1,000 and 1,000,000 rows
 *   5. a statement PDF of 1,000 transactions
 */
import { printBrowserFirstLoad } from './browser-first-load';
import { printHttpLoad } from './http-load';
import { printKeysetPaging } from './keyset-paging';
import { printLighthouse } from './lighthouse';
import { printStatementPdf } from './statement-pdf';

const sections = [printBrowserFirstLoad, printLighthouse, printHttpLoad, printKeysetPaging, printStatementPdf];
for (const [index, printSection] of sections.entries()) {
  if (index > 0) console.log('');
  await printSection();
}
