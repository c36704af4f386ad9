/**
 * `npm run dev`: the API server on :8081 restarting on every server change (tsx watch), behind Vite's dev server on
 * :8080 with hot reload, which proxies /api to it (vite.config.ts). Ctrl-C stops both.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'vite';

const API_PORT = '8081';

const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
const api = spawn(process.execPath, [tsxCli, 'watch', 'src/server/main.ts'], {
  env: { ...process.env, PORT: API_PORT, HOST: process.env.HOST ?? '127.0.0.1' },
  stdio: 'inherit',
});

const web = await createServer({ configFile: 'vite.config.ts' });
await web.listen();
web.printUrls();

let stopping = false;
async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  api.kill('SIGTERM');
  await web.close();
  process.exit(code);
}

api.on('exit', (code) => {
  if (!stopping) {
    console.error(`The API server exited (code ${code ?? 'none'}); stopping the dev server too.`);
    void stop(code ?? 1);
  }
});
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
