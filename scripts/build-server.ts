/** `npm run build:server`: the API server as one JavaScript file (scripts/lib/server-bundle.ts). */
import { buildServer, SERVER_BUNDLE } from './lib/server-bundle';

const started = Date.now();
await buildServer();
console.log(`build-server: ${SERVER_BUNDLE} in ${Date.now() - started} ms`);
